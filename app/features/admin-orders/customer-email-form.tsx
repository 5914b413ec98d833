import { useCallback, useState } from "react";
import { EMAIL_SETUP_PATH } from "#domain/mail-answer.ts";
import { Link, useNavigate } from "react-router";
import {
  CUSTOMER_EMAIL_MESSAGE_MAX,
  CUSTOMER_EMAIL_SUBJECT_MAX,
  customerEmailSchema,
} from "#domain/validation/admin-orders.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { notify } from "#app/lib/notify.tsx";
import type { OrderDetail } from "#server/orders/admin-service.ts";

const OUTBOX = "/admin/settings/outbox";

/** The action's answer to "Email the customer". */
type EmailAnswer = { message?: unknown; isMailSetUp?: unknown };

/**
 * "Email the customer" on an order's page (docs/product/06-admin.md §6.4). The toast says what really happens
 * to the mail: without a mail server it waits in the outbox, and the page says so.
 */
export function CustomerEmailForm({ order }: { order: Pick<OrderDetail, "customerEmail" | "timeline"> }) {
  const navigate = useNavigate();
  const [isWaiting, setIsWaiting] = useState(false);
  const onSaved = useCallback(
    (data: unknown) => {
      const answer = (data ?? {}) as EmailAnswer;
      const message = typeof answer.message === "string" ? answer.message : "Saved";
      const isMailSetUp = answer.isMailSetUp === true;
      setIsWaiting(!isMailSetUp);
      if (isMailSetUp) notify.success(message);
      else
        notify.info(message, {
          action: { label: "Open Settings → Emails sent", onClick: () => void navigate(OUTBOX) },
        });
    },
    [navigate],
  );
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(customerEmailSchema, {
    defaultValues: { subject: "", message: "" },
    intent: "email-customer",
    action: "email the customer",
    errorToast: "without-fields",
    onSuccess: (data) => {
      form.reset({ subject: "", message: "" });
      onSaved(data);
    },
  });
  // The server's rule: only an order that was paid (its timeline has the payment) gets email.
  const wasPaid = order.timeline.some((entry) => entry.kind === "paid");
  if (!wasPaid)
    return (
      <p className="text-sm text-stone-700">
        The customer can be emailed once the order is paid: an unpaid order&apos;s address is not confirmed.
      </p>
    );
  return (
    <fetcher.Form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm text-stone-700">To {order.customerEmail}, through the outbox.</p>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <TextField
        label="Subject"
        maxLength={CUSTOMER_EMAIL_SUBJECT_MAX}
        error={form.formState.errors.subject?.message}
        {...form.register("subject")}
      />
      <TextAreaField
        label="Message"
        rows={5}
        maxLength={CUSTOMER_EMAIL_MESSAGE_MAX}
        error={form.formState.errors.message?.message}
        {...form.register("message")}
      />
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        Send email
      </Button>
      {isWaiting ? (
        <p role="status" className="text-sm text-stone-700">
          Email is not set up, so the message waits in{" "}
          <Link to={OUTBOX} className="font-medium text-brand-700 underline">
            Settings → Emails sent
          </Link>
          .{" "}
          <Link to={EMAIL_SETUP_PATH} className="font-medium text-brand-700 underline">
            Set up email
          </Link>
        </p>
      ) : null}
    </fetcher.Form>
  );
}
