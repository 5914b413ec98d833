import { useId, type FormEvent } from "react";
import { LoaderCircle } from "lucide-react";
import type { OrderHandle } from "#domain/checkout.ts";
import { answerMessage, useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import { ModalDialog } from "#app/components/ui/modal-dialog.tsx";

// Word for word as docs/product/03-ordering.md §3.11 quotes them.
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
};

/**
 * The cancellation's fetcher, shared by the dialog and the toast that reports its answer. Both
 * handle the answer as soon as it comes, before the page's data is read again.
 */
const CANCEL_POST = { key: "cancel-order", action: "cancel order", handleOn: "answer" } as const;

/**
 * Says how a cancellation went (the toasts of docs/product/03-ordering.md §3.11). It lives on the page, not
 * in the dialog:
 * once the order is cancelled the page shows it without the dialog, possibly before the answer.
 */
export function CancelResultToast() {
  useActionFetcher({
    ...CANCEL_POST,
    successToast: (answer) => ({
      title: CANCEL_TEXT.successTitle,
      description: answerMessage(answer) || undefined,
    }),
    errorToast: (error) => ({
      title: CANCEL_TEXT.failureTitle,
      description: error.isFromServer ? error.message : CANCEL_TEXT.failureFallback,
    }),
  });
  return null;
}

/**
 * The cancel-order dialog. Its form posts to the confirmation page's action; after a cancellation
 * the page's loader runs again, so the page shows the order as the server now holds it.
 */
export function CancelOrderDialog({ open, onClose, handle, orderNumber, isPaid }: CancelOrderDialogProps) {
  const id = useId();
  // CancelResultToast says how it went, since this dialog may be gone by then (the live stream
  // can show the cancelled order first).
  const poster = useActionFetcher({
    ...CANCEL_POST,
    successToast: "none",
    errorToast: "never",
    onSuccess: onClose,
  });
  const { fetcher } = poster;
  const isCancelling = poster.isBusy;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    poster.submitForm(event.currentTarget);
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
      <fetcher.Form id={formId} method="post" noValidate onSubmit={onSubmit}>
        {"sessionId" in handle ? (
          <input type="hidden" name="sessionId" value={handle.sessionId} />
        ) : (
          <input type="hidden" name="token" value={handle.token} />
        )}
        <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-stone-800">
          Reason <span className="font-normal text-stone-600">(optional)</span>
        </label>
        <textarea
          id={`${id}-reason`}
          name="cancellationReason"
          maxLength={500}
          rows={3}
          placeholder="Let us know why, if you like."
          className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </fetcher.Form>
    </ModalDialog>
  );
}
