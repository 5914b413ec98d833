// Settings → Site: every site_settings key the site reads (docs/product/09-data.md §9) and the business rules
// the server applies, each with its own check. One schema for the page's form and its action.
import * as z from "./zod.ts";
import { hasControlCharacters } from "./text.ts";
import { isValidEmail } from "#domain/format.ts";

export const SITE_SETTING_GROUPS = ["general", "contact", "social", "hours", "ordering"] as const;
export type SiteSettingGroup = (typeof SITE_SETTING_GROUPS)[number];

export const SITE_SETTING_GROUP_LABELS: Record<SiteSettingGroup, string> = {
  general: "General",
  contact: "Contact",
  social: "Social",
  hours: "Hours text",
  ordering: "Ordering",
};

/** Each key's group, the group it is stored under. */
export const SITE_SETTING_KEYS = {
  site_name: "general",
  business_name: "general",
  business_description: "general",
  site_logo_url: "general",
  phone_number: "contact",
  email: "contact",
  address: "contact",
  facebook_url: "social",
  instagram_url: "social",
  twitter_url: "social",
  hours_weekdays: "hours",
  hours_saturday: "hours",
  hours_sunday: "hours",
  pickup_enabled: "ordering",
  delivery_enabled: "ordering",
  tax_rate: "ordering",
  timezone: "ordering",
  catering_min_notice_hours: "ordering",
  schedule_max_days_ahead: "ordering",
} as const satisfies Record<string, SiteSettingGroup>;

export type SiteSettingKey = keyof typeof SITE_SETTING_KEYS;

function text(label: string, max: number, required: boolean) {
  return z.string({ error: () => `${label} must be text` }).check(
    z.trim(),
    z.refine((value) => !hasControlCharacters(value), `${label} contains characters that are not allowed`),
    z.refine((value) => !required || value.length > 0, `${label} is required`),
    z.maxLength(max, `${label} must be ${max} characters or fewer`),
  );
}

function webAddress(label: string) {
  return text(label, 500, false).check(
    z.refine((value) => {
      if (value === "") return true;
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
      } catch {
        return false;
      }
    }, `${label} must be a web address starting with https://`),
  );
}

/** The logo: an upload of ours, a site path, or an https address; empty for the name alone. */
const logo = text("Logo", 500, false).check(
  z.refine(
    (value) => value === "" || /^\/(?!\/)[^\s]*$/.test(value) || /^https:\/\/[^\s]+$/.test(value),
    "Logo must be an uploaded image, a site path or an https:// address",
  ),
);

const phone = text("Phone number", 40, false).check(
  z.refine(
    (value) => value === "" || (/^[+\d\s().-]+$/.test(value) && value.replace(/\D/g, "").length >= 7),
    "Phone number must be a phone number, like (404) 555-0123",
  ),
);

const email = text("Email", 254, false).check(
  z.refine((value) => value === "" || isValidEmail(value), "Email is invalid"),
);

const flag = (label: string) => z.enum(["true", "false"], { error: () => `${label} must be on or off` });

const taxRate = text("Tax rate", 10, true).check(
  z.refine((value) => {
    if (!/^\d{1,2}(\.\d{1,3})?$/.test(value)) return false;
    const rate = Number(value);
    return rate >= 0 && rate <= 25;
  }, "Tax rate must be a percentage from 0 to 25, like 7 or 8.875"),
);

/** Whether the runtime knows the IANA zone (every zone the browser's list offers). */
export function isKnownTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
  } catch {
    return false;
  }
}

const timeZone = text("Time zone", 64, true).check(
  z.refine(isKnownTimeZone, "Choose a time zone from the list, like America/New_York"),
);

function wholeNumber(label: string, min: number, max: number) {
  return text(label, 6, false).check(
    z.refine(
      (value) => value === "" || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max),
      `${label} must be a whole number from ${min} to ${max}`,
    ),
  );
}

export const siteSettingsSchema = z
  .object({
    site_name: text("Site name", 80, true),
    business_name: text("Business name", 120, true),
    business_description: text("Business description", 1000, false),
    site_logo_url: logo,
    phone_number: phone,
    email,
    address: text("Address", 300, false),
    facebook_url: webAddress("Facebook"),
    instagram_url: webAddress("Instagram"),
    twitter_url: webAddress("Twitter"),
    hours_weekdays: text("Weekday hours", 100, false),
    hours_saturday: text("Saturday hours", 100, false),
    hours_sunday: text("Sunday hours", 100, false),
    pickup_enabled: flag("Pickup"),
    delivery_enabled: flag("Delivery"),
    tax_rate: taxRate,
    timezone: timeZone,
    catering_min_notice_hours: wholeNumber("Catering minimum notice", 0, 24 * 90),
    schedule_max_days_ahead: wholeNumber("Days ahead for scheduled orders", 1, 365),
  })
  .check(
    z.refine((values) => values.pickup_enabled === "true" || values.delivery_enabled === "true", {
      message: "Keep pickup or delivery on, or nobody can order",
      path: ["pickup_enabled"],
    }),
  );

export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type SiteSettingsValues = z.output<typeof siteSettingsSchema>;
