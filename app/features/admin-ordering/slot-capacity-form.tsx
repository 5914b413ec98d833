import { useCallback } from "react";
import { slotCapacitySchema } from "#domain/validation/admin-ordering.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useAdminForm } from "#app/lib/admin/use-admin-form.ts";
import { notify } from "#app/lib/notify.tsx";
import { fieldProps } from "#app/lib/admin/field-props.ts";
import { FormError } from "#app/components/ui/admin/form-parts.tsx";

/** Settings → Hours: how many orders each 30-minute time slot takes; empty means no limit. */
export function SlotCapacityForm({ slotCapacity }: { slotCapacity: number | null }) {
  const onSaved = useCallback((data: unknown) => {
    const saved = (data as { slotCapacity?: number | null }).slotCapacity ?? null;
    notify.success("Saved", {
      description: saved === null ? "No limit per time slot." : `Up to ${saved} orders per time slot.`,
    });
  }, []);
  const { form, fetcher, onSubmit, isSubmitting, formError } = useAdminForm(slotCapacitySchema, {
    defaultValues: { slot_capacity: slotCapacity === null ? "" : String(slotCapacity) },
    intent: "capacity",
    onSuccess: onSaved,
  });
  return (
    <section
      aria-labelledby="slot-capacity-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="slot-capacity-heading" className="font-display text-xl font-bold text-ink">
        Orders per time slot
      </h2>
      <fetcher.Form method="post" onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
        <FormError message={formError} />
        <input type="hidden" name="intent" value="capacity" />
        <TextField
          label="Most orders per 30 minutes"
          inputMode="numeric"
          autoComplete="off"
          className="max-w-xs"
          hint="Orders placed for now and scheduled orders both count. Full times can't be chosen. Leave empty for no limit."
          {...fieldProps(form, "slot_capacity")}
        />
        <Button type="submit" disabled={isSubmitting}>
          Save
        </Button>
      </fetcher.Form>
    </section>
  );
}
