import type { ReactNode } from "react";
import { LoaderCircle } from "lucide-react";

type SubmitButtonProps = {
  isBusy: boolean;
  /** Beside the label while idle; a spinner takes its place while the post is out. */
  icon: ReactNode;
  label: string;
  busyLabel: string;
};

/** A public form's send button, below its fields: disabled with a spinner while the post is out. */
export function SubmitButton({ isBusy, icon, label, busyLabel }: SubmitButtonProps) {
  return (
    <div className="sm:col-span-2">
      <button
        type="submit"
        disabled={isBusy}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/70 sm:w-auto"
      >
        {isBusy ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : icon}
        {isBusy ? busyLabel : label}
      </button>
    </div>
  );
}
