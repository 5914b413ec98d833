import { useCallback, useEffect, useRef } from "react";
import { STAFF_REPLY_MAX_LENGTH, staffReplySchema } from "#domain/validation/staff-reply.ts";
import { TextEntryForm } from "#app/components/admin/text-entry-form.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { notify } from "#app/lib/notify.tsx";
import { EMAIL_NOT_SENT } from "#domain/mail-answer.ts";

/** The staff's answer: kept in the thread and emailed to the customer. */
export function ReplyForm({
  customerName,
  email,
  hint = `Emailed to ${email} and kept in this thread.`,
}: {
  customerName: string;
  email: string;
  hint?: string;
}) {
  const clear = useRef<() => void>(() => undefined);
  const onSent = useCallback(
    (data: unknown) => {
      // Without a mail server the reply is kept but not sent, and the toast says so
      // (docs/product/07-emails.md §7).
      const notSent =
        typeof data === "object" && data !== null && "emailNotSetUp" in data && data.emailNotSetUp === true;
      if (notSent) notify.success("Reply saved", { description: `Kept in this thread; ${EMAIL_NOT_SENT}.` });
      else notify.success("Reply sent", { description: `Your reply is on its way to ${email}.` });
      clear.current();
    },
    [email],
  );
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(staffReplySchema, {
    defaultValues: { message: "" },
    intent: "reply",
    onSuccess: onSent,
  });
  useEffect(() => {
    clear.current = () => form.reset({ message: "" });
  }, [form]);
  return (
    <TextEntryForm
      fetcher={fetcher}
      onSubmit={onSubmit}
      intent="reply"
      formError={formError}
      isSubmitting={isSubmitting}
      submitLabel="Send reply"
      busyLabel="Sending…"
    >
      <TextAreaField
        label={`Reply to ${customerName}`}
        hint={hint}
        rows={5}
        maxLength={STAFF_REPLY_MAX_LENGTH}
        error={form.formState.errors.message?.message}
        {...form.register("message")}
      />
    </TextEntryForm>
  );
}
