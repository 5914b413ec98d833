import { useState } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { addDaysToDateKey, formatTime12h } from "#domain/business-time.ts";
import { refuseAsapWhenClosed } from "#domain/phone-order-timing.ts";
import { getSlotsForDate, resolveSlotInstant } from "#domain/store-hours.ts";
import type { PhoneOrderInput } from "#domain/validation/admin-phone-orders.ts";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import type { PhoneOrderForm } from "#server/orders/phone-orders-admin-service.ts";
import { radioLabel, sectionClass } from "./styles.ts";

const ORDER_TYPES = [
  { value: "pickup", label: "Pickup" },
  { value: "delivery", label: "Delivery" },
] as const;

type TimingSectionProps = PhoneOrderForm & { today: string; form: UseFormReturn<PhoneOrderInput> };

/** The times of a day that can still be taken: future slots of the day's hours; full ones are shown disabled. */
function slotOptions(props: TimingSectionProps, dateKey: string) {
  if (!dateKey) return [];
  const now = Date.now();
  const full = new Set(props.fullSlots);
  return getSlotsForDate(props.schedule, dateKey).flatMap((time) => {
    const instant = resolveSlotInstant(props.schedule, dateKey, time, props.timeZone);
    if (!instant || instant.getTime() <= now) return [];
    const isFull = props.isEverySlotFull || full.has(instant.toISOString());
    return [{ time, isFull }];
  });
}

/**
 * Pickup or delivery, and when: for now, or a date and one of its slots. "As soon as possible"
 * picked while the kitchen is closed says so at once, by the browser's clock; the server refuses it
 * in the same words.
 */
export function TimingSection(props: TimingSectionProps) {
  const { form, today } = props;
  const { register, control, formState } = form;
  const { errors } = formState;
  const [closedNote, setClosedNote] = useState("");
  const scheduled = useWatch({ control, name: "scheduled" });
  const scheduledDate = useWatch({ control, name: "scheduledDate" }) ?? "";
  const slots = slotOptions(props, scheduledDate);
  // Every refusal the server gives this field is of "As soon as possible" (closed, paused, the current
  // slot full): with "Schedule for later" chosen it no longer applies, even when it arrives after the
  // switch (staff changed their mind while the answer was on its way).
  const whenMessage = scheduled ? "" : (errors.scheduled?.message ?? closedNote);

  return (
    <section aria-labelledby="phone-when-title" className={`${sectionClass} space-y-4`}>
      <h2 id="phone-when-title" className="text-lg font-bold text-ink">
        Pickup or delivery, and when
      </h2>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-800">Order type</legend>
        <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
          {ORDER_TYPES.filter(({ value }) =>
            value === "pickup" ? props.pickupEnabled : props.deliveryEnabled,
          ).map(({ value, label }) => (
            <label key={value} className={radioLabel}>
              <input
                type="radio"
                value={value}
                className="size-5 accent-brand-600"
                {...register("orderType")}
              />
              {label}
            </label>
          ))}
        </div>
        {errors.orderType?.message ? (
          <p className="mt-1.5 text-sm font-medium text-red-700">{errors.orderType.message}</p>
        ) : null}
      </fieldset>
      <Controller
        control={control}
        name="scheduled"
        render={({ field }) => (
          <fieldset aria-describedby={whenMessage ? "phone-when-message" : undefined}>
            <legend className="text-sm font-semibold text-stone-800">When</legend>
            <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
              <label className={radioLabel}>
                <input
                  type="radio"
                  name={field.name}
                  checked={!field.value}
                  onChange={() => {
                    field.onChange(false);
                    setClosedNote(refuseAsapWhenClosed(props.schedule, new Date(), props.timeZone) ?? "");
                  }}
                  className="size-5 accent-brand-600"
                />
                As soon as possible
              </label>
              <label className={radioLabel}>
                <input
                  type="radio"
                  name={field.name}
                  checked={Boolean(field.value)}
                  onChange={() => {
                    field.onChange(true);
                    setClosedNote("");
                  }}
                  className="size-5 accent-brand-600"
                />
                Schedule for later
              </label>
            </div>
            {whenMessage ? (
              <p id="phone-when-message" className="mt-1.5 text-sm font-medium text-red-700">
                {whenMessage}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      {scheduled ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Date"
            type="date"
            min={today}
            max={addDaysToDateKey(today, props.scheduleMaxDaysAhead)}
            error={errors.scheduledDate?.message}
            {...register("scheduledDate", {
              onChange: () => form.setValue("scheduledTime", ""),
            })}
          />
          <SelectField
            label="Time"
            error={errors.scheduledTime?.message}
            options={[
              {
                value: "",
                label: !scheduledDate
                  ? "Choose a date first"
                  : slots.length === 0
                    ? "No times left that day"
                    : "Choose a time",
              },
              ...slots.map((slot) => ({
                value: slot.time,
                label: `${formatTime12h(slot.time)}${slot.isFull ? " (full)" : ""}`,
                disabled: slot.isFull,
              })),
            ]}
            {...register("scheduledTime")}
          />
        </div>
      ) : null}
    </section>
  );
}
