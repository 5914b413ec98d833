import { useCallback } from "react";
import { notificationEmailSchema } from "#domain/validation/admin-settings.ts";
import { Switch } from "#app/components/ui/admin/switch.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { TextEntryForm } from "#app/components/admin/text-entry-form.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { useOptimisticToggle } from "#app/lib/admin/use-optimistic-toggle.ts";
import { notify } from "#app/lib/notify.tsx";
import { describeNotificationReach } from "#domain/notification-reach.ts";
import { TestMessageCard } from "./test-message-card.tsx";

export function NotificationSettingsForm({
  adminEmail,
  isEnabled,
  isDailySummaryOn,
}: {
  adminEmail: string;
  isEnabled: boolean;
  isDailySummaryOn: boolean;
}) {
  const toggle = useOptimisticToggle({
    checked: isEnabled,
    intent: "toggle",
    action: "update notifications",
  });
  const onSaved = useCallback(() => notify.success("Saved", { description: "Notification email saved" }), []);
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(notificationEmailSchema, {
    defaultValues: { admin_email: adminEmail },
    intent: "email",
    onSuccess: onSaved,
  });
  return (
    <div className="mt-6 space-y-6">
      <p role="status" className="rounded-2xl border border-stone-200 bg-stone-50 p-4 text-sm text-ink">
        {describeNotificationReach({ adminEmail, isEnabled: toggle.checked })}
      </p>
      <div className="flex items-center justify-between gap-4 rounded-2xl border border-stone-200 bg-white p-4">
        <div>
          <p className="font-semibold text-ink">Email the kitchen about new orders</p>
          <p className="text-sm text-stone-700">{toggle.checked ? "On" : "Off"}</p>
        </div>
        <Switch
          checked={toggle.checked}
          onCheckedChange={toggle.toggle}
          label="Email the kitchen about new orders"
        />
      </div>
      <DailySummarySwitch isOn={isDailySummaryOn} />
      <TextEntryForm
        fetcher={fetcher}
        onSubmit={onSubmit}
        intent="email"
        formError={formError}
        isSubmitting={isSubmitting}
        submitLabel="Save"
        busyLabel="Save"
      >
        <TextField
          label="Kitchen email"
          type="email"
          error={form.formState.errors.admin_email?.message}
          {...form.register("admin_email")}
        />
      </TextEntryForm>
      <TestEmail />
    </div>
  );
}

/** The end-of-day summary to the kitchen email, on unless the owner switches it off. */
function DailySummarySwitch({ isOn }: { isOn: boolean }) {
  const toggle = useOptimisticToggle({
    checked: isOn,
    intent: "daily-summary",
    action: "update the end-of-day summary",
  });
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl border border-stone-200 bg-white p-4">
      <div>
        <p className="font-semibold text-ink">End-of-day summary</p>
        <p className="text-sm text-stone-700">
          {toggle.checked ? "On" : "Off"}: after closing, the day's orders, net sales, tax, refunds and best
          sellers, to the kitchen email.
        </p>
      </div>
      <Switch checked={toggle.checked} onCheckedChange={toggle.toggle} label="Email an end-of-day summary" />
    </div>
  );
}

/** Writes a test email to the kitchen's address into the outbox; Settings → Emails sent shows it. */
function TestEmail() {
  return (
    <TestMessageCard
      kind="email"
      intro="Sends a short message to the kitchen email through the outbox."
      outbox={{ to: "/admin/settings/outbox", name: "Settings → Emails sent" }}
    />
  );
}
