import { useCallback, useEffect, useState } from "react";
import { formatTime12h, parseTime } from "#domain/business-time.ts";
import { groupStoreHours } from "#domain/footer-hours.ts";
import { getStoreStatus, type StoreClosure, type StoreHoursRow } from "#domain/store-hours.ts";
import {
  formToHours,
  hoursToForm,
  storeHoursFormSchema,
  WEEK_MONDAY_FIRST,
  type DayMode,
  type StoreHoursForm,
} from "#domain/validation/admin-hours.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { notify } from "#app/lib/notify.tsx";

const MODE_LABELS: Record<DayMode, string> = { open: "Open", all_day: "Open 24 hours", closed: "Closed" };

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The footer's grouped hours and "open now", computed by the same rules as the public pages. */
function HoursPreview({
  rows,
  closures,
  timeZone,
}: {
  rows: StoreHoursRow[];
  closures: readonly StoreClosure[];
  timeZone: string;
}) {
  // The clock is read in the browser only, so the server's HTML and the first render agree.
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  // Closures count as on the public pages: a holiday today shows closed here too.
  const status = now ? getStoreStatus({ hours: rows, closures }, now, timeZone) : null;
  return (
    <section aria-labelledby="hours-preview" className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="hours-preview" className="font-semibold text-ink">
        Preview
      </h2>
      <p className="mt-1 text-sm text-stone-700">As the footer and the ordering pages will show it.</p>
      <dl className="mt-3 space-y-1 text-sm">
        {groupStoreHours(rows).map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt className="text-stone-800">{line.label}</dt>
            <dd className="text-right font-medium text-ink">{line.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm font-medium text-ink" aria-live="polite">
        {status === null
          ? ""
          : status.isOpen
            ? "Open now"
            : status.nextOpenText
              ? `Closed now; opens ${status.nextOpenText}`
              : "Closed now, and no day of the week opens"}
      </p>
    </section>
  );
}

function pastMidnightHint(open: string, close: string): string | null {
  const opening = parseTime(open);
  const closing = parseTime(close);
  if (opening === null || closing === null || closing >= opening) return null;
  return `Closes at ${formatTime12h(close)} the next morning.`;
}

/** Settings → Hours: each day open between two times, open 24 hours, or closed; saved together. */
export function HoursForm({
  hours,
  closures,
  timeZone,
}: {
  hours: StoreHoursRow[];
  closures: readonly StoreClosure[];
  timeZone: string;
}) {
  const onSaved = useCallback((data: unknown) => {
    const changed = (data as { changed?: number }).changed ?? 0;
    notify.success("Saved", {
      description:
        changed === 0 ? "Nothing changed." : "Opening hours saved. Open pages update within seconds.",
    });
  }, []);
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(storeHoursFormSchema, {
    defaultValues: hoursToForm(hours),
    onSuccess: onSaved,
  });
  const values: StoreHoursForm = form.watch();
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <fetcher.Form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
        {formError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {formError}
          </p>
        ) : null}
        {WEEK_MONDAY_FIRST.map((day) => {
          const mode = values[`${day}_mode`];
          const openError = errors[`${day}_open`]?.message;
          const closeError = errors[`${day}_close`]?.message;
          const hint =
            mode === "open" ? pastMidnightHint(values[`${day}_open`], values[`${day}_close`]) : null;
          return (
            <fieldset key={day} className="rounded-2xl border border-stone-200 bg-white p-4">
              <legend className="sr-only">{capitalize(day)}</legend>
              <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
                <p aria-hidden="true" className="w-28 font-semibold text-ink">
                  {capitalize(day)}
                </p>
                <div
                  role="radiogroup"
                  aria-label={`${capitalize(day)}: open, open 24 hours or closed`}
                  className="flex flex-wrap gap-x-4 gap-y-1"
                >
                  {(Object.keys(MODE_LABELS) as DayMode[]).map((option) => (
                    <label key={option} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
                      <input
                        type="radio"
                        value={option}
                        className="size-4 accent-brand-600"
                        {...form.register(`${day}_mode`)}
                      />
                      {MODE_LABELS[option]}
                    </label>
                  ))}
                </div>
              </div>
              {mode === "open" ? (
                <div className="mt-2 flex flex-wrap items-start gap-4">
                  <div>
                    <label htmlFor={`${day}-open`} className="block text-sm font-semibold text-stone-800">
                      {capitalize(day)} opens
                    </label>
                    <input
                      id={`${day}-open`}
                      type="time"
                      aria-invalid={openError ? true : undefined}
                      aria-describedby={openError ? `${day}-open-error` : undefined}
                      className="mt-1 block min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base text-ink"
                      {...form.register(`${day}_open`)}
                    />
                    {openError ? (
                      <p id={`${day}-open-error`} className="mt-1 text-sm font-medium text-red-700">
                        {openError}
                      </p>
                    ) : null}
                  </div>
                  <div>
                    <label htmlFor={`${day}-close`} className="block text-sm font-semibold text-stone-800">
                      {capitalize(day)} closes
                    </label>
                    <input
                      id={`${day}-close`}
                      type="time"
                      aria-invalid={closeError ? true : undefined}
                      aria-describedby={
                        [closeError ? `${day}-close-error` : null, hint ? `${day}-close-hint` : null]
                          .filter(Boolean)
                          .join(" ") || undefined
                      }
                      className="mt-1 block min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base text-ink"
                      {...form.register(`${day}_close`)}
                    />
                    {hint ? (
                      <p id={`${day}-close-hint`} className="mt-1 text-sm text-stone-700">
                        {hint}
                      </p>
                    ) : null}
                    {closeError ? (
                      <p id={`${day}-close-error`} className="mt-1 text-sm font-medium text-red-700">
                        {closeError}
                      </p>
                    ) : null}
                  </div>
                </div>
              ) : null}
            </fieldset>
          );
        })}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save hours"}
        </Button>
      </fetcher.Form>
      <div className="lg:sticky lg:top-20 lg:self-start">
        <HoursPreview rows={formToHours(values)} closures={closures} timeZone={timeZone} />
      </div>
    </div>
  );
}
