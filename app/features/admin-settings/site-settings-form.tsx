import { useCallback, useId, type ReactNode } from "react";
import {
  siteSettingsSchema,
  type SiteSettingKey,
  type SiteSettingsInput,
} from "#domain/validation/site-settings.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { ImageField } from "#app/components/admin/image-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { notify } from "#app/lib/notify.tsx";

const ON_OFF = [
  { value: "true", label: "On" },
  { value: "false", label: "Off" },
];

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4">
      <div>
        <h2 id={id} className="font-display text-xl font-bold text-ink">
          {title}
        </h2>
        {hint ? <p className="text-sm text-stone-700">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** Every site setting in one form, grouped as an owner looks for them; one save for all. */
export function SiteSettingsForm({
  values,
  timeZones,
}: {
  values: Record<SiteSettingKey, string>;
  timeZones: string[];
}) {
  const onSaved = useCallback((data: unknown) => {
    const message = (data as { message?: string } | undefined)?.message ?? "Settings saved";
    notify.success(message);
  }, []);
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(siteSettingsSchema, {
    defaultValues: values as SiteSettingsInput,
    intent: "save",
    onSuccess: onSaved,
  });
  const errors = form.formState.errors;
  const error = (key: SiteSettingKey) => errors[key]?.message;
  const field = (key: SiteSettingKey, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} error={error(key)} {...extra} {...form.register(key)} />
  );
  const logo = form.watch("site_logo_url");
  return (
    <fetcher.Form method="post" onSubmit={onSubmit} noValidate className="mt-6 space-y-6">
      <input type="hidden" name="intent" value="save" />
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <Group title="General" hint="The name in the header, the footer and search results.">
        {field("site_name", "Site name", { autoComplete: "organization" })}
        {field("business_name", "Business name")}
        <TextAreaField
          label="Business description"
          rows={5}
          maxLength={1000}
          error={error("business_description")}
          {...form.register("business_description")}
        />
        <ImageField
          label="Logo"
          value={logo ?? ""}
          previewAlt="The site's logo"
          error={error("site_logo_url")}
          onChange={(url) => form.setValue("site_logo_url", url, { shouldDirty: true, shouldValidate: true })}
        />
      </Group>
      <Group title="Contact" hint="Shown in the footer and on the Contact page.">
        {field("phone_number", "Phone number", { type: "tel", autoComplete: "tel" })}
        {field("email", "Email", { type: "email", autoComplete: "email" })}
        {field("address", "Address", { autoComplete: "street-address" })}
      </Group>
      <Group title="Social" hint="Full addresses, starting with https://. Empty hides the icon.">
        {field("facebook_url", "Facebook", { type: "url", inputMode: "url" })}
        {field("instagram_url", "Instagram", { type: "url", inputMode: "url" })}
        {field("twitter_url", "Twitter", { type: "url", inputMode: "url" })}
      </Group>
      <Group
        title="Hours text"
        hint="Free text some pages show; the opening hours themselves are under Settings → Hours."
      >
        {field("hours_weekdays", "Weekdays")}
        {field("hours_saturday", "Saturday")}
        {field("hours_sunday", "Sunday")}
      </Group>
      <Group title="Ordering" hint="The rules the server applies to every order.">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Pickup"
            options={ON_OFF}
            error={error("pickup_enabled")}
            {...form.register("pickup_enabled")}
          />
          <SelectField
            label="Delivery"
            options={ON_OFF}
            error={error("delivery_enabled")}
            {...form.register("delivery_enabled")}
          />
        </div>
        {field("tax_rate", "Tax rate (%)", { inputMode: "decimal", hint: "From 0 to 25, like 8.875." })}
        <SelectField
          label="Time zone"
          hint="The business's clock: opening hours, time slots and dates follow it."
          options={timeZones.map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") }))}
          error={error("timezone")}
          {...form.register("timezone")}
        />
        {field("catering_min_notice_hours", "Catering minimum notice (hours)", {
          inputMode: "numeric",
          hint: "How long before an event a catering order must be placed. Empty: any future date.",
        })}
        {field("schedule_max_days_ahead", "Days ahead for scheduled orders", {
          inputMode: "numeric",
          hint: "How far ahead customers may schedule an order. Empty: 60 days.",
        })}
      </Group>
      <div className="sticky bottom-16 -mx-4 border-t md:bottom-0 border-stone-200 bg-stone-50/95 px-4 py-3 backdrop-blur">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save settings"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
