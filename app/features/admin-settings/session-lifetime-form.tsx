import {
  SESSION_MAX_DAYS_MAX,
  SESSION_MAX_DAYS_MIN,
  sessionLifetimeSchema,
} from "#domain/validation/session-lifetime.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";

/** How many days a session lives however much it is used; every admin signs in again after it. */
export function SessionLifetimeForm({ maxDays }: { maxDays: number }) {
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(sessionLifetimeSchema, {
    defaultValues: { maxDays: String(maxDays) },
    intent: "session-lifetime",
    action: "save the session length",
    successToast: "message",
  });
  const { errors } = form.formState;
  return (
    <section
      aria-labelledby="sessions-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="sessions-heading" className="font-display text-xl font-bold text-ink">
        Sessions
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        A session also ends after 3 days without use. Shortening this signs out older sessions at their next
        request.
      </p>
      <fetcher.Form method="post" onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        {formError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {formError}
          </p>
        ) : null}
        <TextField
          label="Sign every admin out after (days)"
          inputMode="numeric"
          autoComplete="off"
          hint={`From ${SESSION_MAX_DAYS_MIN} to ${SESSION_MAX_DAYS_MAX} days after signing in, however much the session is used.`}
          error={errors.maxDays?.message}
          className="max-w-xs"
          {...form.register("maxDays")}
        />
        <Button type="submit" disabled={isSubmitting}>
          Save Sessions
        </Button>
      </fetcher.Form>
    </section>
  );
}
