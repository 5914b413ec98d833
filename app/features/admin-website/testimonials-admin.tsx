import { useCallback } from "react";
import { testimonialSchema, type TestimonialInput } from "#domain/validation/admin-website.ts";
import { Stars } from "#app/components/home/testimonials.tsx";
import { CheckboxField } from "#app/components/ui/admin/form-parts.tsx";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useJsonForm } from "#app/lib/admin/use-json-form.ts";
import type { AdminTestimonial as TestimonialRow } from "#server/content/testimonials-admin-service.ts";
import { FormSheet } from "#app/components/admin/form-sheet.tsx";
import { OrderedListPage } from "#app/components/admin/ordered-list-page.tsx";

const RATINGS = ["5", "4", "3", "2", "1"].map((value) => ({
  value,
  label: `${value} ${value === "1" ? "star" : "stars"}`,
}));

function defaultsOf(testimonial: TestimonialRow | null): TestimonialInput {
  return {
    name: testimonial?.name ?? "",
    location: testimonial?.location ?? "",
    text: testimonial?.text ?? "",
    rating: String(testimonial?.rating ?? 5),
    is_active: testimonial?.is_active ?? true,
  };
}

function TestimonialSheet({
  testimonial,
  onClose,
}: {
  testimonial: TestimonialRow | null;
  onClose: () => void;
}) {
  const onSuccess = useCallback(() => onClose(), [onClose]);
  const { form, submitWith, isSubmitting } = useJsonForm(testimonialSchema, {
    defaultValues: defaultsOf(testimonial),
    action: "save the testimonial",
    onSuccess,
  });
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <FormSheet
      title={testimonial ? `Edit ${testimonial.name}'s testimonial` : "Add a testimonial"}
      onClose={onClose}
      onSubmit={
        testimonial ? submitWith({ intent: "update", id: testimonial.id }) : submitWith({ intent: "create" })
      }
      isSubmitting={isSubmitting}
      submitLabel="Save Testimonial"
    >
      <TextField label="Name" maxLength={80} error={errors.name?.message} {...register("name")} />
      <TextField
        label="Location"
        maxLength={80}
        hint="Optional, such as the customer's town."
        error={errors.location?.message}
        {...register("location")}
      />
      <TextAreaField
        label="Text"
        rows={5}
        maxLength={1000}
        error={errors.text?.message}
        {...register("text")}
      />
      <SelectField label="Rating" options={RATINGS} error={errors.rating?.message} {...register("rating")} />
      <CheckboxField label="Active (shown on the home page)" {...register("is_active")} />
    </FormSheet>
  );
}

function TestimonialSummary({ testimonial }: { testimonial: TestimonialRow }) {
  return (
    <div className="space-y-1">
      <Stars rating={testimonial.rating} />
      <p className="line-clamp-2 break-words text-sm text-stone-800">“{testimonial.text}”</p>
      <p className="text-sm font-semibold text-ink">
        {testimonial.name}
        {testimonial.location ? (
          <span className="font-normal text-stone-700"> · {testimonial.location}</span>
        ) : null}
      </p>
    </div>
  );
}

/** /admin/testimonials: What Our Customers Say on the home page. */
export function TestimonialsAdmin({ testimonials }: { testimonials: TestimonialRow[] }) {
  return (
    <OrderedListPage
      title="Testimonials"
      description="What Our Customers Say on the home page, in this order."
      noun="testimonial"
      addLabel="Add Testimonial"
      rows={testimonials}
      getLabel={(testimonial) => `${testimonial.name}'s testimonial`}
      renderSummary={(testimonial) => <TestimonialSummary testimonial={testimonial} />}
      renderSheet={(testimonial, onClose) => <TestimonialSheet testimonial={testimonial} onClose={onClose} />}
      emptyText="No testimonials yet. The home page leaves the section out until there is one."
    />
  );
}
