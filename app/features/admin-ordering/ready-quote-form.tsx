import { useCallback } from "react";
import { readyQuoteSchema } from "#domain/validation/admin-ordering.ts";
import { QUOTE_SETTING_FIELDS, quoteSettingsToForm } from "#domain/quote-settings.ts";
import type { QuoteSettings } from "#domain/ready-quote.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { notify } from "#app/lib/notify.tsx";

const HINTS: Record<keyof QuoteSettings, string> = {
  defaultMinutes: "What one order takes until the kitchen has 50 completed orders to learn from.",
  minMinutes: "No customer is told less than this.",
  maxMinutes: "No customer is told more than this.",
  capacity: "How many orders are prepared side by side.",
};

const FIELD_ORDER: (keyof QuoteSettings)[] = ["defaultMinutes", "minMinutes", "maxMinutes", "capacity"];

/**
 * Dashboard → Ready-time quotes (docs/product/03-ordering.md §3.14): the figures the "Ready in about n min"
 * quote starts from, until the kitchen's own history takes over, and its bounds.
 */
export function ReadyQuoteForm({ settings }: { settings: QuoteSettings }) {
  const onSaved = useCallback(() => {
    notify.success("Saved", { description: "The next quotes use these figures." });
  }, []);
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(readyQuoteSchema, {
    defaultValues: quoteSettingsToForm(settings),
    intent: "quotes",
    onSuccess: onSaved,
  });
  return (
    <section
      aria-labelledby="ready-quotes-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="ready-quotes-heading" className="font-display text-xl font-bold text-ink">
        Ready-time quotes
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Customers ordering for now are told when their food should be ready, from the orders ahead of theirs.
      </p>
      <fetcher.Form method="post" onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
        {formError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {formError}
          </p>
        ) : null}
        <input type="hidden" name="intent" value="quotes" />
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELD_ORDER.map((key) => {
            const field = QUOTE_SETTING_FIELDS[key];
            return (
              <TextField
                key={field.name}
                label={field.label}
                inputMode="numeric"
                autoComplete="off"
                hint={HINTS[key]}
                error={form.formState.errors[field.name]?.message}
                {...form.register(field.name)}
              />
            );
          })}
        </div>
        <Button type="submit" disabled={isSubmitting}>
          Save
        </Button>
      </fetcher.Form>
    </section>
  );
}
