import { useCallback, useState } from "react";
import { centsToInput, formatUsd } from "#domain/money.ts";
import { formatDateKey } from "#domain/promo-codes.ts";
import { TIP_ORDER_TYPES, type TipSettings } from "#domain/tips.ts";
import {
  ORDER_TYPE_LABELS,
  promoCodeSchema,
  tipSettingsSchema,
  type PromoCodeInput,
} from "#domain/validation/admin-promotions.ts";
import type { AdminPromoCode } from "#server/promotions/admin-service.ts";
import { ActiveSwitch } from "#app/components/admin/active-switch.tsx";
import { FormSheet } from "#app/components/admin/form-sheet.tsx";
import { AddButton, PageHeader } from "#app/components/admin/page-header.tsx";
import { Button } from "#app/components/ui/admin/button.tsx";
import { CheckboxField } from "#app/components/ui/admin/form-parts.tsx";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useJsonForm } from "#app/lib/admin/use-json-form.ts";

// /admin/promotions (docs/product/03-ordering.md §3.15, §3.16): the tip choices the cart offers, and the
// promo codes with their uses and the revenue they brought.

function discountText(promo: AdminPromoCode): string {
  return promo.kind === "percent" ? `${promo.value}% off` : `${formatUsd(promo.value)} off`;
}

function rulesText(promo: AdminPromoCode): string {
  const parts: string[] = [];
  if (promo.min_subtotal > 0) parts.push(`subtotal at least ${formatUsd(promo.min_subtotal)}`);
  if (promo.starts_on && promo.ends_on) {
    parts.push(`${formatDateKey(promo.starts_on)} to ${formatDateKey(promo.ends_on)}`);
  } else if (promo.starts_on) parts.push(`from ${formatDateKey(promo.starts_on)}`);
  else if (promo.ends_on) parts.push(`until ${formatDateKey(promo.ends_on)}`);
  if (promo.max_uses !== null) parts.push(`${promo.max_uses} uses in all`);
  if (promo.max_uses_per_email !== null) parts.push(`${promo.max_uses_per_email} per customer`);
  if (promo.first_order_only) parts.push("first order only");
  if (promo.order_types.length < TIP_ORDER_TYPES.length) {
    parts.push(
      promo.order_types.map((type) => ORDER_TYPE_LABELS[type as keyof typeof ORDER_TYPE_LABELS]).join(", "),
    );
  }
  return parts.length > 0 ? parts.join(" · ") : "Any order";
}

function defaultsOf(promo: AdminPromoCode | null): PromoCodeInput {
  return {
    code: promo?.code ?? "",
    kind: promo?.kind ?? "percent",
    value: promo ? (promo.kind === "percent" ? String(promo.value) : centsToInput(promo.value)) : "",
    min_subtotal: promo && promo.min_subtotal > 0 ? centsToInput(promo.min_subtotal) : "",
    starts_on: promo?.starts_on ?? "",
    ends_on: promo?.ends_on ?? "",
    max_uses: promo?.max_uses ? String(promo.max_uses) : "",
    max_uses_per_email: promo?.max_uses_per_email ? String(promo.max_uses_per_email) : "",
    first_order_only: promo?.first_order_only ?? false,
    order_types: (promo?.order_types ?? [...TIP_ORDER_TYPES]) as PromoCodeInput["order_types"],
    is_active: promo?.is_active ?? true,
  };
}

function OrderTypeChecks({
  legend,
  error,
  register,
}: {
  legend: string;
  error?: string;
  register: () => object;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-6">
        {TIP_ORDER_TYPES.map((type) => (
          <CheckboxField key={type} label={ORDER_TYPE_LABELS[type]} value={type} {...register()} />
        ))}
      </div>
      {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}

function PromoSheet({ promo, onClose }: { promo: AdminPromoCode | null; onClose: () => void }) {
  const onSuccess = useCallback(() => onClose(), [onClose]);
  const { form, submitWith, isSubmitting } = useJsonForm(promoCodeSchema, {
    defaultValues: defaultsOf(promo),
    action: "save the promo code",
    onSuccess,
  });
  const { register, formState, watch } = form;
  const { errors } = formState;
  const kind = watch("kind");
  const zoneHint = "Days on the business's clock; leave empty for no limit.";
  return (
    <FormSheet
      title={promo ? `Edit ${promo.code}` : "Add a promo code"}
      onClose={onClose}
      onSubmit={promo ? submitWith({ intent: "update", id: promo.id }) : submitWith({ intent: "create" })}
      isSubmitting={isSubmitting}
      submitLabel="Save Code"
    >
      <TextField
        label="Code"
        maxLength={40}
        hint="Customers type it in any case."
        error={errors.code?.message}
        {...register("code")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Discount"
          options={[
            { value: "percent", label: "Percent off" },
            { value: "amount", label: "Amount off" },
          ]}
          error={errors.kind?.message}
          {...register("kind")}
        />
        <TextField
          label={kind === "amount" ? "Amount off ($)" : "Percent off (%)"}
          inputMode="decimal"
          error={errors.value?.message}
          {...register("value")}
        />
      </div>
      <TextField
        label="Minimum subtotal ($)"
        inputMode="decimal"
        hint="Leave empty for none."
        error={errors.min_subtotal?.message}
        {...register("min_subtotal")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Start"
          type="date"
          hint={zoneHint}
          error={errors.starts_on?.message}
          {...register("starts_on")}
        />
        <TextField label="End" type="date" error={errors.ends_on?.message} {...register("ends_on")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Total uses"
          inputMode="numeric"
          hint="Leave empty for no limit."
          error={errors.max_uses?.message}
          {...register("max_uses")}
        />
        <TextField
          label="Uses per customer"
          inputMode="numeric"
          hint="Counted by email address."
          error={errors.max_uses_per_email?.message}
          {...register("max_uses_per_email")}
        />
      </div>
      <OrderTypeChecks
        legend="For these orders"
        error={errors.order_types?.message}
        register={() => register("order_types")}
      />
      <CheckboxField label="First order only" {...register("first_order_only")} />
      <CheckboxField label="On (customers can use it)" {...register("is_active")} />
    </FormSheet>
  );
}

function TipSettingsForm({ tips }: { tips: TipSettings }) {
  const { form, submitWith, isSubmitting } = useJsonForm(tipSettingsSchema, {
    defaultValues: {
      enabled: tips.enabled,
      preset_1: String(tips.presets[0] ?? 15),
      preset_2: String(tips.presets[1] ?? 18),
      preset_3: String(tips.presets[2] ?? 20),
      custom_allowed: tips.customAllowed,
      order_types: tips.orderTypes,
    },
    action: "save the tip settings",
  });
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <section
      aria-labelledby="tips-heading"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="tips-heading" className="font-display text-xl font-bold text-ink">
        Tips
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        The cart offers three percentages of the subtotal, and an amount of the customer&apos;s own.
      </p>
      <form noValidate onSubmit={submitWith({ intent: "tips" })} className="mt-4 space-y-4">
        <CheckboxField label="Take tips" {...register("enabled")} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="First choice (%)"
            inputMode="numeric"
            error={errors.preset_1?.message}
            {...register("preset_1")}
          />
          <TextField
            label="Second choice (%)"
            inputMode="numeric"
            error={errors.preset_2?.message}
            {...register("preset_2")}
          />
          <TextField
            label="Third choice (%)"
            inputMode="numeric"
            error={errors.preset_3?.message}
            {...register("preset_3")}
          />
        </div>
        <CheckboxField label="Customers may type their own amount" {...register("custom_allowed")} />
        <OrderTypeChecks legend="Take tips on" register={() => register("order_types")} />
        <Button type="submit" disabled={isSubmitting}>
          Save Tips
        </Button>
      </form>
    </section>
  );
}

export function PromotionsAdmin({ promos, tips }: { promos: AdminPromoCode[]; tips: TipSettings }) {
  const [editing, setEditing] = useState<AdminPromoCode | "new" | null>(null);
  const close = useCallback(() => setEditing(null), []);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Promotions"
        description="Tips and promo codes. Each code shows how often it was used and what it brought in."
        actions={<AddButton label="Add Code" onClick={() => setEditing("new")} />}
      />
      <TipSettingsForm tips={tips} />
      <section aria-labelledby="codes-heading" className="space-y-3">
        <h2 id="codes-heading" className="font-display text-xl font-bold text-ink">
          Promo codes
        </h2>
        {promos.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 p-5 text-stone-700">
            No promo codes yet. Add one to offer a discount at checkout.
          </p>
        ) : (
          <ul className="space-y-3">
            {promos.map((promo) => (
              <li
                key={promo.id}
                data-testid="promo-row"
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {promo.code} <span className="font-normal text-stone-700">· {discountText(promo)}</span>
                  </p>
                  <p className="text-sm text-stone-700">{rulesText(promo)}</p>
                  <p className="text-sm text-stone-800" data-testid="promo-usage">
                    {promo.uses} {promo.uses === 1 ? "use" : "uses"} · {formatUsd(promo.revenue)} revenue
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <ActiveSwitch
                    id={promo.id}
                    checked={promo.is_active}
                    label={`On: ${promo.code}`}
                    action="change the promo code"
                  />
                  <Button variant="secondary" onClick={() => setEditing(promo)}>
                    Edit<span className="sr-only"> {promo.code}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing ? <PromoSheet promo={editing === "new" ? null : editing} onClose={close} /> : null}
    </div>
  );
}
