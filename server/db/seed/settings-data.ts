// Demo site settings, notification settings and expense categories.
import type { NewExpenseCategory, NewSiteSetting } from "#server/db/factories.ts";

/** The keys of docs/product/09-data.md §9 that the site reads; the seed writes every one of them. */
export const REQUIRED_SETTING_KEYS = [
  "site_logo_url",
  "site_name",
  "business_name",
  "business_description",
  "facebook_url",
  "instagram_url",
  "twitter_url",
  "phone_number",
  "address",
  "email",
  "hours_weekdays",
  "hours_saturday",
  "hours_sunday",
  "pickup_enabled",
  "delivery_enabled",
] as const;

type SettingKey = (typeof REQUIRED_SETTING_KEYS)[number] | "timezone" | "tax_rate";

type SettingSeed = { key: SettingKey; value: string; group: string };

const SETTINGS: SettingSeed[] = [
  { key: "site_logo_url", value: "/images/logo.svg", group: "general" },
  { key: "site_name", value: "Island Spice Kitchen", group: "general" },
  { key: "business_name", value: "Island Spice Kitchen", group: "general" },
  {
    key: "business_description",
    value:
      "A family-owned Caribbean & American kitchen serving jerk, curries and Southern comfort food, with catering for every occasion since 2015.",
    group: "general",
  },
  { key: "facebook_url", value: "https://www.facebook.com/islandspicekitchenatl", group: "social" },
  { key: "instagram_url", value: "https://www.instagram.com/islandspicekitchen", group: "social" },
  { key: "twitter_url", value: "https://twitter.com/islandspiceatl", group: "social" },
  // Stored as bare digits; the display format lives in domain/format.ts.
  { key: "phone_number", value: "4045550142", group: "contact" },
  { key: "address", value: "1247 Peachtree St NE, Atlanta, GA 30309", group: "contact" },
  { key: "email", value: "hello@islandspice.example", group: "contact" },
  { key: "hours_weekdays", value: "11:00 AM - 9:00 PM", group: "hours" },
  { key: "hours_saturday", value: "11:00 AM - 10:00 PM", group: "hours" },
  { key: "hours_sunday", value: "12:00 PM - 8:00 PM", group: "hours" },
  { key: "pickup_enabled", value: "true", group: "ordering" },
  { key: "delivery_enabled", value: "false", group: "ordering" },
  { key: "timezone", value: "America/New_York", group: "ordering" },
  { key: "tax_rate", value: "8.25", group: "ordering" },
];

export const SITE_SETTINGS: NewSiteSetting[] = SETTINGS.map(({ key, value, group }) => ({
  setting_key: key,
  setting_value: value,
  setting_group: group,
}));

export const ADMIN_EMAIL = "kitchen@islandspice.example";

export const EXPENSE_CATEGORIES: Partial<NewExpenseCategory>[] = [
  { name: "Ingredients", description: "Meat, produce, spices and dry goods", color: "#F97316" },
  { name: "Supplies", description: "Packaging, trays, napkins and cleaning supplies", color: "#EAB308" },
  { name: "Utilities", description: "Gas, electricity, water and internet", color: "#0EA5E9" },
  { name: "Rent", description: "Kitchen and storefront lease", color: "#78350F" },
  { name: "Marketing", description: "Flyers, social media ads and event booths", color: "#16A34A" },
];
