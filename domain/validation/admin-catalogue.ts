// The catalogue's admin forms (menu items, categories, modifier groups, modifiers, catering items
// and categories): one schema each, checked by the form in the browser and again by the route action.
// Money is typed in dollars ("12.50") and leaves the schema in integer cents.
import * as z from "./zod.ts";
import { optionalText, requiredText } from "./text.ts";
import { idField } from "./id.ts";
import { dollarsToCents } from "#domain/money.ts";

/** The highest price an item may have: $10,000. */
export const MAX_PRICE_CENTS = 1_000_000;
export const MAX_ALLERGENS = 20;
export const MAX_CUSTOM_LINKS = 10;
export const MAX_TIERS = 12;

const DOLLARS = /^-?\d{1,7}(\.\d{1,2})?$/;

/** Cents of a typed amount, or NaN when it is not one (so every later check fails quietly). */
function typedCents(value: string): number {
  return DOLLARS.test(value) ? dollarsToCents(value) : Number.NaN;
}

/** A price in dollars: a number above 0 and at most $10,000, with at most two decimals. */
export function priceField(label = "Price") {
  return z.pipe(
    z.string({ error: () => `${label} is required` }).check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.regex(DOLLARS, `${label} must be a number like 12.50`),
      z.refine((value) => typedCents(value) > 0, `${label} must be more than $0.00`),
      z.refine((value) => typedCents(value) <= MAX_PRICE_CENTS, `${label} must be $10,000.00 or less`),
    ),
    z.transform((value) => dollarsToCents(value)),
  );
}

/** A modifier's price change in dollars: may be negative or zero, at most $10,000 either way. */
export const priceAdjustmentField = z.pipe(
  z.string({ error: () => "Price adjustment is required" }).check(
    z.trim(),
    z.regex(DOLLARS, "Price adjustment must be a number like 1.50 or -0.50"),
    z.refine(
      (value) => Math.abs(typedCents(value)) <= MAX_PRICE_CENTS,
      "Price adjustment must be within $10,000.00",
    ),
  ),
  z.transform((value) => dollarsToCents(value)),
);

/** An address a visitor may be sent to: http or https only, never javascript: or data:. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** An optional web link ("" means none). */
export function optionalLink(label: string) {
  return z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(500, `${label} must be 500 characters or fewer`),
      z.refine(
        (value) => value === "" || isWebAddress(value),
        `${label} must start with https:// or http://`,
      ),
    ),
  );
}

/** An image: empty, one of our uploads or pictures ("/uploads/…", "/images/…"), or an https address. */
export const imageField = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(500, "Image address must be 500 characters or fewer"),
    z.refine(
      (value) =>
        value === "" || /^\/(uploads|images)\/[^?#\s]+$/.test(value) || /^https:\/\/\S+$/.test(value),
      "Image must be an uploaded picture or an https:// address",
    ),
  ),
);

/** An optional display order: "" or a whole number from 0 to 100000. */
export const displayOrderField = z.optional(
  z.union([
    z.literal(""),
    z.string().check(z.trim(), z.regex(/^\d{1,6}$/, "Position must be a whole number")),
  ]),
);

const rowIdField = idField("Unknown id");

export const customLinkSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: requiredText("Link name", 60),
  url: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Link address is required"),
      z.maxLength(500, "Link address must be 500 characters or fewer"),
      z.refine(isWebAddress, "Link address must start with https:// or http://"),
    ),
  showButton: z.boolean(),
});

/**
 * The default delivery buttons show unless their flag is false (docs/product/03-ordering.md §3.2), so a flag
 * the request leaves out means shown: a save never hides a button the admin did not switch off.
 */
const shownUnlessOff = z._default(z.boolean(), true);

export const externalLinksSchema = z.object({
  doordashUrl: optionalLink("DoorDash link"),
  uberEatsUrl: optionalLink("Uber Eats link"),
  showDoordash: shownUnlessOff,
  showUberEats: shownUnlessOff,
  showExternalButtons: shownUnlessOff,
  customLinks: z
    .array(customLinkSchema)
    .check(z.maxLength(MAX_CUSTOM_LINKS, `At most ${MAX_CUSTOM_LINKS} links`)),
});

/** The links as the admin form edits them: every switch set, every text a string. */
export type ExternalLinksFormValues = {
  doordashUrl?: string;
  uberEatsUrl?: string;
  showDoordash: boolean;
  showUberEats: boolean;
  showExternalButtons: boolean;
  customLinks: { id: string; name: string; url: string; showButton: boolean }[];
};

type StoredExternalLinks = {
  doordashUrl?: string;
  uberEatsUrl?: string;
  showDoordash?: boolean;
  showUberEats?: boolean;
  showExternalButtons?: boolean;
  customLinks?: { id: string; name: string; url: string; showButton: boolean }[];
};

/**
 * A row's stored links (or none, for a new item) as the form's values. A missing flag reads as true,
 * as the public pages read it, so a new item starts with the default buttons on and re-saving an old
 * one keeps what visitors see.
 */
export function externalLinksToInput(links: StoredExternalLinks | null): ExternalLinksFormValues {
  return {
    doordashUrl: links?.doordashUrl ?? "",
    uberEatsUrl: links?.uberEatsUrl ?? "",
    showDoordash: links?.showDoordash !== false,
    showUberEats: links?.showUberEats !== false,
    showExternalButtons: links?.showExternalButtons !== false,
    customLinks: (links?.customLinks ?? []).map((link) => ({ ...link })),
  };
}

/** Menu → item form: every field of a menu item (docs/product/09-data.md §9). */
export const menuItemSchema = z.object({
  title: requiredText("Title", 120),
  description: optionalText("Description", 1000),
  price: priceField(),
  category: requiredText("Category", 80),
  image_url: imageField,
  featured: z.boolean(),
  available: z.boolean(),
  available_direct: z.boolean(),
  available_doordash: z.boolean(),
  available_ubereats: z.boolean(),
  show_add_to_cart: z.boolean(),
  allergens: z
    .array(requiredText("Allergen", 40))
    .check(z.maxLength(MAX_ALLERGENS, `At most ${MAX_ALLERGENS} allergens`)),
  external_links: externalLinksSchema,
  modifier_group_ids: z.array(rowIdField).check(z.maxLength(30, "At most 30 modifier groups")),
  display_order: displayOrderField,
});
export type MenuItemInput = z.input<typeof menuItemSchema>;
export type MenuItemValues = z.output<typeof menuItemSchema>;

/** A menu or catering category. */
export const categorySchema = z.object({ name: requiredText("Name", 60) });

/** Ids in their new order (drag and drop, keyboard moves). */
export const reorderSchema = z.object({
  ids: z.array(rowIdField).check(z.minLength(1, "Nothing to reorder"), z.maxLength(500, "Too many rows")),
});

/** One row's id (delete, toggles). */
export const idSchema = z.object({ id: rowIdField });

/** An on/off switch for one row, posted as "true"/"false". */
export const toggleSchema = z.object({
  id: rowIdField,
  value: z.enum(["true", "false"], { error: () => "Choose on or off" }),
});

const selectionCount = z
  .string()
  .check(z.trim(), z.regex(/^\d{0,2}$/, "Must be a whole number from 0 to 99"));

/**
 * Modifiers → group form. The rules: min ≤ max, max ≥ 1 (empty means any number), and a required
 * group needs at least one choice (min ≥ 1).
 */
export const modifierGroupSchema = z
  .object({
    name: requiredText("Name", 80),
    description: optionalText("Description", 300),
    is_required: z.boolean(),
    min_selections: selectionCount,
    max_selections: selectionCount,
    is_active: z.boolean(),
  })
  .check(
    z.superRefine((group, ctx) => {
      const min = group.min_selections === "" ? 0 : Number(group.min_selections);
      const max = group.max_selections === "" ? null : Number(group.max_selections);
      if (max !== null && max < 1) {
        ctx.issues.push({
          code: "custom",
          input: group.max_selections,
          path: ["max_selections"],
          message: "Maximum must be at least 1 (leave it empty for any number)",
        });
      }
      if (max !== null && min > max) {
        ctx.issues.push({
          code: "custom",
          input: group.min_selections,
          path: ["min_selections"],
          message: "Minimum cannot be more than the maximum",
        });
      }
      if (group.is_required && min < 1) {
        ctx.issues.push({
          code: "custom",
          input: group.min_selections,
          path: ["min_selections"],
          message: "A required group needs a minimum of at least 1",
        });
      }
    }),
  );
export type ModifierGroupInput = z.input<typeof modifierGroupSchema>;

/** The numbers of a checked group form. */
export function readSelectionLimits(group: { min_selections: string; max_selections: string }) {
  return {
    min_selections: group.min_selections === "" ? 0 : Number(group.min_selections),
    max_selections: group.max_selections === "" ? null : Number(group.max_selections),
  };
}

/** Modifiers → one choice of a group. */
export const modifierSchema = z.object({
  name: requiredText("Name", 80),
  price_adjustment: priceAdjustmentField,
  is_active: z.boolean(),
});
export type ModifierInput = z.input<typeof modifierSchema>;

/** Which menu items use a group (linked from the group's side). */
export const groupItemsSchema = z.object({
  item_ids: z.array(rowIdField).check(z.maxLength(500, "Too many items")),
});

export const priceTierSchema = z.object({
  name: requiredText("Size name", 60),
  price: priceField("Tier price"),
  serves: optionalText("Serves", 60),
});

/**
 * Catering menu → item form, with its price tiers (at least one; names unique within the item). No
 * delivery links: the catering page sells by serving size only (docs/product/04-catering.md §4.2), so links
 * stored on a catering item stay as they are and show nowhere.
 */
export const cateringItemSchema = z.object({
  title: requiredText("Title", 120),
  description: optionalText("Description", 1000),
  category_id: idField("Choose a category"),
  image_url: imageField,
  is_active: z.boolean(),
  price_tiers: z.array(priceTierSchema).check(
    z.minLength(1, "Add at least one serving size"),
    z.maxLength(MAX_TIERS, `At most ${MAX_TIERS} serving sizes`),
    z.superRefine((tiers, ctx) => {
      const seen = new Set<string>();
      tiers.forEach((tier, index) => {
        const key = tier.name.trim().toLowerCase();
        if (seen.has(key)) {
          ctx.issues.push({
            code: "custom",
            input: tier.name,
            path: [index, "name"],
            message: "Each serving size needs its own name",
          });
        }
        seen.add(key);
      });
    }),
  ),
  display_order: displayOrderField,
});
export type CateringItemInput = z.input<typeof cateringItemSchema>;
export type CateringItemValues = z.output<typeof cateringItemSchema>;
