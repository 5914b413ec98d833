// The website pages of the admin (alerts, testimonials, benefits, hero slides): one schema per form,
// checked by the form in the browser and again by the route action.
import * as z from "./zod.ts";
import { optionalText, requiredText } from "./text.ts";
import { imageField } from "./admin-catalogue.ts";
import { getZonedParts, isValidDateKey, parseTime, zonedDateTimeToInstant } from "#domain/business-time.ts";
import { isHexColor } from "#domain/color.ts";
import { BENEFIT_ICON_NAMES } from "#domain/home.ts";

export const ALERT_TYPES = ["info", "success", "warning", "error"] as const;
export type AlertTypeChoice = (typeof ALERT_TYPES)[number];

/** A colour as the pages draw it: #rgb or #rrggbb. */
function colorField(label: string) {
  return z.string({ error: () => `${label} is required` }).check(
    z.trim(),
    z.refine((value) => isHexColor(value), `${label} must be a colour like #F97316`),
  );
}

/** An optional colour ("" means the type's own colour). */
function optionalColorField(label: string) {
  return z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === "" || isHexColor(value), `${label} must be a colour like #F97316`),
    ),
  );
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** "YYYY-MM-DDTHH:MM" read on the business's wall clock, or null when it is not one. */
export function splitLocalDateTime(value: string): { dateKey: string; time: string } | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match?.[1] || !match[2]) return null;
  if (!isValidDateKey(match[1]) || parseTime(match[2]) === null) return null;
  return { dateKey: match[1], time: match[2] };
}

/** An optional date and time in the business's time zone, as a datetime-local field types it. */
function optionalDateTime(label: string) {
  return z.optional(
    z.string().check(
      z.trim(),
      z.refine(
        (value) => value === "" || splitLocalDateTime(value) !== null,
        `${label} must be a date and time like 2026-12-24 18:00`,
      ),
    ),
  );
}

/** Alerts → alert form. The end, when both are set, is not before the start. */
export const alertSchema = z
  .object({
    title: optionalText("Title", 100),
    message: requiredText("Message", 500),
    alert_type: z.enum(ALERT_TYPES, { error: () => "Choose success, warning, error or info" }),
    background_color: optionalColorField("Background colour"),
    text_color: optionalColorField("Text colour"),
    start_date: optionalDateTime("Start"),
    end_date: optionalDateTime("End"),
    is_active: z.boolean(),
    is_dismissible: z.boolean(),
  })
  .check(
    z.superRefine((alert, ctx) => {
      const start = alert.start_date?.trim() ?? "";
      const end = alert.end_date?.trim() ?? "";
      // Same format, same zone: the strings order like the times they name.
      if (splitLocalDateTime(start) && splitLocalDateTime(end) && end < start) {
        ctx.issues.push({
          code: "custom",
          input: alert.end_date,
          path: ["end_date"],
          message: "End must be after the start",
        });
      }
    }),
  );
export type AlertInput = z.input<typeof alertSchema>;
export type AlertValues = z.output<typeof alertSchema>;

/** Testimonials → testimonial form. */
export const testimonialSchema = z.object({
  name: requiredText("Name", 80),
  location: optionalText("Location", 80),
  text: requiredText("Text", 1000),
  rating: z.pipe(
    z
      .union([z.string(), z.number()], { error: () => "Rating must be a whole number from 1 to 5" })
      .check(
        z.refine(
          (value) => /^[1-5]$/.test(String(value).trim()),
          "Rating must be a whole number from 1 to 5",
        ),
      ),
    z.transform((value) => Number(String(value).trim())),
  ),
  is_active: z.boolean(),
});
export type TestimonialInput = z.input<typeof testimonialSchema>;
export type TestimonialValues = z.output<typeof testimonialSchema>;

/**
 * Benefits → benefit form: the icon is one the Why Choose Us section knows (docs/product/02-public-pages.md
 * §2.5).
 */
export const benefitSchema = z.object({
  icon_name: z.enum(BENEFIT_ICON_NAMES, { error: () => "Choose an icon from the list" }),
  title: requiredText("Title", 80),
  description: optionalText("Description", 300),
  is_active: z.boolean(),
});
export type BenefitInput = z.input<typeof benefitSchema>;
export type BenefitValues = z.output<typeof benefitSchema>;

/** A link a button may lead to: a path on this site ("/menu") or an https:// address. */
export function isSitePathOrHttps(value: string): boolean {
  if (/^\/(?![/\\])[^\s]*$/.test(value)) return true;
  if (!/^https:\/\/\S+$/.test(value)) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** Hero → slide form: every field of a slide (docs/product/09-data.md §9). */
export const heroSlideSchema = z.object({
  image_url: imageField,
  badge_text: optionalText("Tag", 60),
  heading_text: requiredText("Heading", 120),
  heading_highlight: optionalText("Highlighted words", 60),
  subtitle: optionalText("Subtitle", 300),
  cta_text: optionalText("Button text", 40),
  cta_link: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(500, "Button link must be 500 characters or fewer"),
      z.refine(
        (value) => value === "" || isSitePathOrHttps(value),
        "Button link must be a path on this site like /menu or an https:// address",
      ),
    ),
  ),
  background_color: colorField("Background colour"),
  is_active: z.boolean(),
});
export type HeroSlideInput = z.input<typeof heroSlideSchema>;
export type HeroSlideValues = z.output<typeof heroSlideSchema>;

/** An instant as a datetime-local field shows it on the business's wall clock. */
export function toLocalDateTime(instant: Date, timeZone: string): string {
  const parts = getZonedParts(instant, timeZone);
  return `${parts.dateKey}T${String(parts.hour).padStart(2, "0")}:${String(parts.minute).padStart(2, "0")}`;
}

/** A datetime-local value typed on the business's wall clock as an instant ("" is none). */
export function fromLocalDateTime(value: string | undefined, timeZone: string): Date | null {
  const parts = splitLocalDateTime(value?.trim() ?? "");
  return parts ? zonedDateTimeToInstant(parts.dateKey, parts.time, timeZone) : null;
}

/** The most story blocks Our Story holds (they are ordered by name: our-story-1 … our-story-9). */
export const MAX_STORY_BLOCKS = 9;

/** Content → an Our Story section: the heading (intro) or a block. An image needs its alt text. */
export const storySectionSchema = z
  .object({
    title: optionalText("Title", 120),
    subtitle: optionalText("Subtitle", 200),
    text: optionalText("Text", 3000),
    image_url: imageField,
    image_alt: optionalText("Alt text", 200),
    reversed: z.boolean(),
    is_active: z.boolean(),
  })
  .check(
    z.superRefine((section, ctx) => {
      if (section.image_url?.trim() && !section.image_alt?.trim()) {
        ctx.issues.push({
          code: "custom",
          input: section.image_alt,
          path: ["image_alt"],
          message: "Alt text is required for an image",
        });
      }
    }),
  );
export type StorySectionInput = z.input<typeof storySectionSchema>;
export type StorySectionValues = z.output<typeof storySectionSchema>;
