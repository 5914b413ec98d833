import { useCallback, useEffect, useRef } from "react";
import { STAFF_REPLY_MAX_LENGTH, staffReplySchema } from "#domain/validation/staff-reply.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { notify } from "#app/lib/notify.tsx";

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
  const onSent = useCallback(() => {
    notify.success("Reply sent", { description: `Your reply is on its way to ${email}.` });
    clear.current();
  }, [email]);
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(staffReplySchema, {
    defaultValues: { message: "" },
    intent: "reply",
    onSuccess: onSent,
  });
  useEffect(() => {
    clear.current = () => form.reset({ message: "" });
  }, [form]);
  return (
    <fetcher.Form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="reply" />
      <TextAreaField
        label={`Reply to ${customerName}`}
        hint={hint}
        rows={5}
        maxLength={STAFF_REPLY_MAX_LENGTH}
        error={form.formState.errors.message?.message}
        {...form.register("message")}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending…" : "Send reply"}
      </Button>
    </fetcher.Form>
  );
}
