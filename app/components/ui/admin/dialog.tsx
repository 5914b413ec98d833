import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import type { ReactNode } from "react";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** "center" for a dialog, "right"/"left" for a sheet that slides in from that side. */
  side?: "center" | "right" | "left";
  className?: string;
};

const PANEL = {
  center: "left-1/2 top-1/2 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl p-6",
  right: "inset-y-0 right-0 h-full w-[min(28rem,100vw)] overflow-y-auto p-6",
  left: "inset-y-0 left-0 h-full w-[18rem] max-w-[100vw] overflow-y-auto p-4",
} as const;

/** A Radix dialog (focus trapped, Escape closes, focus returns to the opener) styled for the admin. */
export function DialogContent({
  title,
  description,
  children,
  side = "center",
  className = "",
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40" />
      <DialogPrimitive.Content
        className={`fixed z-50 bg-white shadow-xl focus:outline-none ${PANEL[side]} ${className}`}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <div className="flex items-start justify-between gap-4">
          <DialogPrimitive.Title className="font-display text-xl font-bold text-ink">
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="-m-2 inline-flex size-11 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
            aria-label="Close"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        {description ? (
          <DialogPrimitive.Description className="mt-2 text-sm text-stone-700">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        <div className="mt-4">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
