import { useCallback } from "react";
import { contrastRatio, isHexColor, readableTextColor } from "#domain/color.ts";
import { DEFAULT_HERO_BACKGROUND, resolveCtaLink } from "#domain/home.ts";
import { heroSlideSchema, type HeroSlideInput } from "#domain/validation/admin-website.ts";
import { FormColorField, FormImageField } from "#app/components/admin/form-fields.tsx";
import { previewSrc } from "#app/components/admin/image-field.tsx";
import { HeroSlider } from "#app/components/home/hero-slider.tsx";
import { ContrastWarning } from "#app/components/ui/admin/contrast-warning.tsx";
import { CheckboxField } from "#app/components/ui/admin/form-parts.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useJsonForm } from "#app/lib/admin/use-json-form.ts";
import { FormSheet } from "#app/components/admin/form-sheet.tsx";
import { OrderedListPage } from "#app/components/admin/ordered-list-page.tsx";
import type { AdminHeroSlide as HeroSlideRow } from "#server/content/hero-admin-service.ts";
import { ScaledPreview } from "./scaled-preview.tsx";

function defaultsOf(slide: HeroSlideRow | null): HeroSlideInput {
  return {
    image_url: slide?.image_url ?? "",
    badge_text: slide?.badge_text ?? "",
    heading_text: slide?.heading_text ?? "",
    heading_highlight: slide?.heading_highlight ?? "",
    subtitle: slide?.subtitle ?? "",
    cta_text: slide?.cta_text ?? "",
    cta_link: slide?.cta_link ?? "",
    background_color: slide?.background_color ?? DEFAULT_HERO_BACKGROUND,
    is_active: slide?.is_active ?? true,
  };
}

function HeroSheet({ slide, onClose }: { slide: HeroSlideRow | null; onClose: () => void }) {
  const onSuccess = useCallback(() => onClose(), [onClose]);
  const { form, submitWith, isSubmitting } = useJsonForm(heroSlideSchema, {
    defaultValues: defaultsOf(slide),
    action: "save the slide",
    onSuccess,
  });
  const { register, control, formState, watch } = form;
  const { errors } = formState;
  const draft = watch();
  const background = isHexColor(draft.background_color)
    ? draft.background_color.trim()
    : DEFAULT_HERO_BACKGROUND;
  const preview = {
    id: "preview",
    image_url: draft.image_url ?? "",
    badge_text: draft.badge_text ?? "",
    heading_text: draft.heading_text?.trim() ? draft.heading_text : "Your heading",
    heading_highlight: draft.heading_highlight ?? "",
    subtitle: draft.subtitle ?? "",
    cta_text: draft.cta_text ?? "",
    cta_link: draft.cta_link ?? "",
    background_color: background,
  };
  return (
    <FormSheet
      title={slide ? `Edit ${slide.heading_text}` : "Add a slide"}
      onClose={onClose}
      onSubmit={slide ? submitWith({ intent: "update", id: slide.id }) : submitWith({ intent: "create" })}
      isSubmitting={isSubmitting}
      submitLabel="Save Slide"
    >
      <FormImageField control={control} name="image_url" label="Image" previewAlt="Chosen for this slide" />
      <TextField
        label="Tag"
        maxLength={60}
        error={errors.badge_text?.message}
        {...register("badge_text")}
      />
      <TextField
        label="Heading"
        maxLength={120}
        error={errors.heading_text?.message}
        {...register("heading_text")}
      />
      <TextField
        label="Highlighted words"
        maxLength={60}
        hint="Words of the heading to underline, typed exactly as in the heading."
        error={errors.heading_highlight?.message}
        {...register("heading_highlight")}
      />
      <TextAreaField
        label="Subtitle"
        maxLength={300}
        error={errors.subtitle?.message}
        {...register("subtitle")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Button text"
          maxLength={40}
          hint="Order Now when empty."
          error={errors.cta_text?.message}
          {...register("cta_text")}
        />
        <TextField
          label="Button link"
          maxLength={500}
          hint="A page like /menu, or https://…; /menu when empty."
          error={errors.cta_link?.message}
          {...register("cta_link")}
        />
      </div>
      <FormColorField
        control={control}
        name="background_color"
        label="Background colour"
        fallback={DEFAULT_HERO_BACKGROUND}
      />
      <ContrastWarning
        ratio={contrastRatio(background, readableTextColor(background))}
        consequence="Neither white nor dark text reads well on it: choose a lighter or darker background."
      />
      <CheckboxField label="Active (shown on the home page)" {...register("is_active")} />
      <ScaledPreview label="Preview of the slide on the home page">
        <HeroSlider slides={[preview]} />
      </ScaledPreview>
    </FormSheet>
  );
}

function SlideSummary({ slide }: { slide: HeroSlideRow }) {
  return (
    <div className="flex items-center gap-3">
      {slide.image_url ? (
        <img
          src={previewSrc(slide.image_url)}
          alt=""
          width={64}
          height={36}
          className="h-9 w-16 shrink-0 rounded-md object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="block h-9 w-16 shrink-0 rounded-md"
          style={{ backgroundColor: slide.background_color }}
        />
      )}
      <div className="min-w-0">
        <p className="break-words font-semibold text-ink">{slide.heading_text}</p>
        <p className="truncate text-sm text-stone-700">
          {slide.cta_text || "Order Now"} → {resolveCtaLink(slide.cta_link)}
        </p>
      </div>
    </div>
  );
}

/** /admin/hero: the home page's rotating banner. */
export function HeroAdmin({ slides }: { slides: HeroSlideRow[] }) {
  return (
    <OrderedListPage
      title="Homepage banner"
      description="The home page's rotating banner, slide by slide, in this order."
      noun="slide"
      addLabel="Add Slide"
      rows={slides}
      getLabel={(slide) => slide.heading_text}
      renderSummary={(slide) => <SlideSummary slide={slide} />}
      renderSheet={(slide, onClose) => <HeroSheet slide={slide} onClose={onClose} />}
      emptyText="No slides yet. The home page shows its default banner until there is an active one."
    />
  );
}
