import { useEffect, useState } from "react";
import { refundOrderSchema } from "#domain/validation/admin-orders.ts";
import { dollarsToCents, formatUsd } from "#domain/money.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { ConfirmDialog } from "#app/components/ui/admin/confirm-dialog.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { MoneyField } from "#app/components/ui/admin/text-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { answerMessage } from "#app/lib/use-action-fetcher.ts";

/** A fresh key per refund: the same key sent twice (a double click) is one refund on the server. */
function newRequestKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A refund checked and waiting for the owner's yes: what the dialog says and what is posted. */
type PendingRefund = { cents: number; amount: string; reason: string; request_key: string };

/**
 * Refund part or all of what remains, or cancel the order with everything refunded. A refund asks
 * first ("Refund $5.00 to the customer's card?"), and the amount box starts empty and is emptied
 * after each refund, so a second tap never refunds the rest by itself.
 */
export function RefundPanel({ total, refunded }: { total: number; refunded: number }) {
  const remaining = total - refunded;
  const [pending, setPending] = useState<PendingRefund | null>(null);
  const { form, fetcher, submitForm, isSubmitting, formError } = useAdminForm(refundOrderSchema, {
    defaultValues: { amount: "", reason: "", request_key: "" },
    intent: "refund",
    action: "refund the order",
    successToast: (answer) => ({ title: answerMessage(answer) ?? "Refunded" }),
    // An error about a field shows on it; any other shows above the fields and in a toast.
    errorToast: "without-fields",
  });
  // Each refund (and the first render in the browser) gets a new key and empty fields.
  useEffect(() => {
    form.reset({ amount: "", reason: "", request_key: newRequestKey() });
  }, [form, remaining]);

  // Checked first, then asked: the dialog names the amount, the card and the reason.
  const onSubmit = form.handleSubmit(() => {
    const typed = form.getValues();
    setPending({ cents: dollarsToCents(typed.amount), ...typed });
  });

  // The amount is posted as typed (dollars): the schema's cents are for the server to compute again.
  const refund = () => {
    if (!pending) return;
    submitForm({
      intent: "refund",
      amount: pending.amount,
      reason: pending.reason,
      request_key: pending.request_key,
    });
    setPending(null);
  };

  const cancelOrder = async () => {
    if (!(await form.trigger("reason"))) return;
    submitForm({
      intent: "cancel",
      reason: form.getValues("reason"),
      request_key: form.getValues("request_key"),
    });
  };

  if (remaining <= 0) return <p className="text-stone-700">Refunded in full: {formatUsd(total)}.</p>;
  return (
    <fetcher.Form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm text-stone-700">
        Refunded so far: {formatUsd(refunded)} of {formatUsd(total)}. Up to {formatUsd(remaining)} can be
        refunded.
      </p>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <MoneyField
        label="Refund amount ($)"
        error={form.formState.errors.amount?.message}
        {...form.register("amount")}
      />
      <TextAreaField
        label="Reason"
        hint="Sent to the customer with the refund."
        rows={5}
        maxLength={500}
        error={form.formState.errors.reason?.message ?? form.formState.errors.request_key?.message}
        {...form.register("reason", {
          // A reason asked for by Cancel order (not a submit) is checked again as it is typed, so its
          // message goes while typing, not on the click that follows: that would move the buttons.
          onChange: () => {
            if (form.formState.errors.reason) void form.trigger("reason");
          },
        })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          Refund
        </Button>
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(open) => {
            if (!open) setPending(null);
          }}
          title={`Refund ${formatUsd(pending?.cents ?? 0)} to the customer's card?`}
          description={`Reason: ${pending?.reason ?? ""}. The customer is emailed about the refund.`}
          confirmLabel={`Refund ${formatUsd(pending?.cents ?? 0)}`}
          onConfirm={refund}
          busy={isSubmitting}
        />
        <ConfirmDialog
          trigger={
            <Button variant="danger" disabled={isSubmitting}>
              Cancel order
            </Button>
          }
          title="Cancel this order?"
          description={`Everything that remains, ${formatUsd(remaining)}, is refunded to the customer's card and the customer is emailed.`}
          confirmLabel="Cancel and refund"
          onConfirm={() => void cancelOrder()}
          busy={isSubmitting}
        />
      </div>
    </fetcher.Form>
  );
}
