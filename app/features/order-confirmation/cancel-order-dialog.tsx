import { useId, useState, type FormEvent } from "react";
import { LoaderCircle } from "lucide-react";
import { notify } from "~/lib/notify";
import { ModalDialog } from "~/features/cart/modal-dialog";
import type { OrderHandle } from "./load-order";

// Spec point 8, word for word.
export const CANCEL_TEXT = {
  successTitle: "Order Cancelled",
  failureTitle: "Cancellation Failed",
  failureFallback: "Failed to cancel order",
} as const;

type CancelOrderDialogProps = {
  open: boolean;
  onClose: () => void;
  handle: OrderHandle;
  orderNumber: string;
  isPaid: boolean;
  /** After a cancellation: the page reads the order again. */
  onCancelled: () => void;
};

async function requestCancel(handle: OrderHandle, reason: string): Promise<{ ok: boolean; message: string }> {
  try {
    const response = await fetch("/api/orders/cancel", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...handle, cancellationReason: reason.trim() || undefined }),
    });
    const body = (await response.json().catch(() => null)) as {
      message?: string;
      error?: { message?: string };
    } | null;
    if (!response.ok) return { ok: false, message: body?.error?.message ?? "" };
    return { ok: true, message: body?.message ?? "" };
  } catch {
    return { ok: false, message: "" };
  }
}

export function CancelOrderDialog({
  open,
  onClose,
  handle,
  orderNumber,
  isPaid,
  onCancelled,
}: CancelOrderDialogProps) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [isCancelling, setIsCancelling] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isCancelling) return;
    setIsCancelling(true);
    const result = await requestCancel(handle, reason);
    setIsCancelling(false);
    if (!result.ok) {
      notify.error(CANCEL_TEXT.failureTitle, { description: result.message || CANCEL_TEXT.failureFallback });
      return;
    }
    notify.success(CANCEL_TEXT.successTitle, { description: result.message || undefined });
    onClose();
    onCancelled();
  }

  const formId = `${id}-form`;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Cancel Order?"
      description={`Order ${orderNumber} will be cancelled${isPaid ? " and your payment refunded in full" : ""}. This cannot be undone.`}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-stone-300 bg-white px-5 font-semibold text-stone-800 transition-colors hover:bg-stone-100"
          >
            Keep Order
          </button>
          <button
            type="submit"
            form={formId}
            disabled={isCancelling}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-wait disabled:bg-red-700/70"
          >
            {isCancelling ? (
              <LoaderCircle className="h-5 w-5 motion-safe:animate-spin" aria-hidden="true" />
            ) : null}
            {isCancelling ? "Cancelling..." : "Yes, Cancel Order"}
          </button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-stone-800">
          Reason <span className="font-normal text-stone-600">(optional)</span>
        </label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={500}
          rows={3}
          placeholder="Let us know why, if you like."
          className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </form>
    </ModalDialog>
  );
}
