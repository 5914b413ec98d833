import { AlertDialog as AlertPrimitive } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClass } from "./button.tsx";

type ConfirmDialogProps = {
  /** The control that opens the confirmation (a button); none when the page opens it (`open`). */
  trigger?: ReactNode;
  /** Opened by the page (after checking a form first), with `onOpenChange` to hear it close. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
};

/**
 * Every destructive action asks first (admin principles): an alert dialog whose safe choice,
 * Cancel, has the focus, so Enter never deletes by accident.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy,
  open,
  onOpenChange,
}: ConfirmDialogProps) {
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertPrimitive.Trigger asChild>{trigger}</AlertPrimitive.Trigger> : null}
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertPrimitive.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertPrimitive.Title className="font-display text-xl font-bold text-ink">
            {title}
          </AlertPrimitive.Title>
          <AlertPrimitive.Description className="mt-2 text-sm text-stone-700">
            {description}
          </AlertPrimitive.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertPrimitive.Cancel className={buttonClass("secondary")}>Cancel</AlertPrimitive.Cancel>
            <AlertPrimitive.Action className={buttonClass("danger")} disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </AlertPrimitive.Action>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
