import { useId, type ReactNode } from "react";

/** What a labelled control receives from its field: its id, its state and its descriptions. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

/** The look every admin input, textarea and select shares; `size` adds what differs (its height). */
export function fieldControlClass(error: string | undefined, size = "min-h-11"): string {
  return `mt-1.5 block w-full rounded-lg border bg-white px-3 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${size} ${error ? "border-red-700" : "border-stone-300"}`;
}

type FieldProps = {
  label: string;
  /** An id to keep (a filter the page links to); one is made up otherwise. */
  id?: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** The control's own classes (height, padding) added to the shared look. */
  size?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * The frame of one admin field: the label, the control, then its hint and error, both wired to the
 * control through aria-describedby so a screen reader reads them with it.
 */
export function Field({ label, id, error, hint, className = "", size, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: fieldControlClass(error, size),
      })}
      {hint ? (
        <div id={hintId} className="mt-1.5 text-sm text-stone-700">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
