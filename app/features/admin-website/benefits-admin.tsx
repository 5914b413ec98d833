import { useCallback } from "react";
import { BENEFIT_ICON_NAMES } from "#domain/home.ts";
import { benefitSchema, type BenefitInput } from "#domain/validation/admin-website.ts";
import { BenefitCard, BenefitIcon } from "#app/components/home/why-choose-us.tsx";
import { CheckboxField } from "#app/components/ui/admin/form-parts.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useJsonForm } from "#app/lib/admin/use-json-form.ts";
import type { AdminBenefit as BenefitRow } from "#server/content/benefits-admin-service.ts";
import { FormSheet } from "#app/components/admin/form-sheet.tsx";
import { OrderedListPage } from "#app/components/admin/ordered-list-page.tsx";

const ICON_LABELS: Record<(typeof BENEFIT_ICON_NAMES)[number], string> = {
  "chef-hat": "Chef's hat",
  leaf: "Leaf",
  truck: "Truck",
  heart: "Heart",
  clock: "Clock",
  award: "Award",
  star: "Star",
  utensils: "Utensils",
  flame: "Flame",
  users: "People",
  "shield-check": "Shield",
  sparkles: "Sparkles",
  smile: "Smile",
  "thumbs-up": "Thumbs up",
};

function defaultsOf(benefit: BenefitRow | null): BenefitInput {
  const known = (BENEFIT_ICON_NAMES as readonly string[]).includes(benefit?.icon_name ?? "");
  return {
    // A stored name the site does not know shows as the default star, so the form starts there.
    icon_name: known ? (benefit!.icon_name as BenefitInput["icon_name"]) : "star",
    title: benefit?.title ?? "",
    description: benefit?.description ?? "",
    is_active: benefit?.is_active ?? true,
  };
}

function BenefitSheet({ benefit, onClose }: { benefit: BenefitRow | null; onClose: () => void }) {
  const onSuccess = useCallback(() => onClose(), [onClose]);
  const { form, submitWith, isSubmitting } = useJsonForm(benefitSchema, {
    defaultValues: defaultsOf(benefit),
    action: "save the benefit",
    onSuccess,
  });
  const { register, formState, watch } = form;
  const { errors } = formState;
  const draft = watch();
  return (
    <FormSheet
      title={benefit ? `Edit ${benefit.title}` : "Add a benefit"}
      onClose={onClose}
      onSubmit={benefit ? submitWith({ intent: "update", id: benefit.id }) : submitWith({ intent: "create" })}
      isSubmitting={isSubmitting}
      submitLabel="Save Benefit"
    >
      <fieldset aria-describedby={errors.icon_name ? "benefit-icon-error" : undefined}>
        <legend className="text-sm font-semibold text-stone-800">Icon</legend>
        <div className="mt-1.5 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {BENEFIT_ICON_NAMES.map((name) => (
            <label
              key={name}
              className="relative flex min-h-16 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-stone-300 p-2 text-center text-xs text-stone-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                value={name}
                className="absolute inset-0 z-10 size-full cursor-pointer opacity-0"
                {...register("icon_name")}
              />
              <BenefitIcon name={name} className="size-6 text-brand-700" />
              {ICON_LABELS[name]}
            </label>
          ))}
        </div>
        {errors.icon_name ? (
          <p id="benefit-icon-error" className="mt-1.5 text-sm font-medium text-red-700">
            {errors.icon_name.message}
          </p>
        ) : null}
      </fieldset>
      <TextField label="Title" maxLength={80} error={errors.title?.message} {...register("title")} />
      <TextAreaField
        label="Description"
        maxLength={300}
        error={errors.description?.message}
        {...register("description")}
      />
      <CheckboxField label="Active (shown on the home page)" {...register("is_active")} />
      <section aria-labelledby="benefit-preview-heading" className="space-y-2">
        <h3 id="benefit-preview-heading" className="text-sm font-semibold text-stone-800">
          Preview
        </h3>
        <ul className="rounded-lg bg-brand-50 p-3">
          <BenefitCard
            benefit={{
              icon_name: draft.icon_name ?? "star",
              title: draft.title?.trim() ? draft.title : "Your title",
              description: draft.description ?? "",
            }}
          />
        </ul>
      </section>
    </FormSheet>
  );
}

function BenefitSummary({ benefit }: { benefit: BenefitRow }) {
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <BenefitIcon name={benefit.icon_name} className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-ink">{benefit.title}</p>
        <p className="line-clamp-2 break-words text-sm text-stone-700">{benefit.description}</p>
      </div>
    </div>
  );
}

/** /admin/benefits: the Why Choose Us? list of the home page. */
export function BenefitsAdmin({ benefits }: { benefits: BenefitRow[] }) {
  return (
    <OrderedListPage
      title="Benefits"
      description="The Why Choose Us? list on the home page, in this order."
      noun="benefit"
      addLabel="Add Benefit"
      rows={benefits}
      getLabel={(benefit) => benefit.title}
      renderSummary={(benefit) => <BenefitSummary benefit={benefit} />}
      renderSheet={(benefit, onClose) => <BenefitSheet benefit={benefit} onClose={onClose} />}
      emptyText="No benefits yet. The home page leaves the section out until there is one."
    />
  );
}
