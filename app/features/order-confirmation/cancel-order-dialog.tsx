import { useEffect, useId, useRef, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { LoaderCircle } from "lucide-react";
import type { OrderHandle } from "#domain/checkout.ts";
import { toApiError } from "#app/lib/api-error.ts";
import { notify } from "#app/lib/notify.tsx";
import { ModalDialog } from "#app/components/ui/modal-dialog.tsx";

// Word for word as docs/product.md §3.11 quotes them.
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

/** What the page's action answers to a cancellation. */
type CancelResult = { ok: true; message: string } | { error: unknown };

/** The cancellation's fetcher, shared by the dialog and the toast that reports its answer. */
const CANCEL_FETCHER_KEY = "cancel-order";

/**
 * Says how a cancellation went (the toasts of docs/product.md §3.11). It lives on the page, not in the dialog:
 * once the order is cancelled the page shows it without the dialog, possibly before the answer.
 */
export function CancelResultToast() {
  const fetcher = useFetcher<CancelResult>({ key: CANCEL_FETCHER_KEY });
  const awaitingRef = useRef(false);
  useEffect(() => {
    if (fetcher.state === "submitting") {
      awaitingRef.current = true;
      return;
    }
    if (!awaitingRef.current) return;
    awaitingRef.current = false;
    const result = fetcher.data;
    if (result && "ok" in result) {
      notify.success(CANCEL_TEXT.successTitle, { description: result.message || undefined });
      return;
    }
    const error = toApiError(result);
    notify.error(CANCEL_TEXT.failureTitle, {
      description: error.isFromServer ? error.message : CANCEL_TEXT.failureFallback,
    });
  }, [fetcher.state, fetcher.data]);
  return null;
}

/**
 * The cancel-order dialog. Its form posts to the confirmation page's action; after a cancellation
 * the page's loader runs again, so the page shows the order as the server now holds it.
 */
export function CancelOrderDialog({ open, onClose, handle, orderNumber, isPaid }: CancelOrderDialogProps) {
  const id = useId();
  const fetcher = useFetcher<CancelResult>({ key: CANCEL_FETCHER_KEY });
  const isCancelling = fetcher.state !== "idle";
  const awaitingRef = useRef(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (awaitingRef.current) return;
    awaitingRef.current = true;
    void fetcher.submit(event.currentTarget);
  }

  useEffect(() => {
    // The answer is in once the post is done; CancelResultToast says how it went, since this
    // dialog may be gone by then (the live stream can show the cancelled order first).
    if (fetcher.state === "submitting" || !awaitingRef.current) return;
    awaitingRef.current = false;
    if (fetcher.data && "ok" in fetcher.data) onClose();
  }, [fetcher.state, fetcher.data, onClose]);

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
