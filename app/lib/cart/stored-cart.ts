// What a stored cart line may look like, checked with one schema per cart. Local storage is the
// visitor's to edit, and older versions of the site wrote some fields under other names
// (docs/product/03-ordering.md
// §3.4 keeps both itemId/id and title/name), so a field that is absent or odd falls back to a default;
// a line without an item, a title, a price or a quantity is dropped.
import * as z from "#domain/validation/zod.ts";

// Fallbacks are transforms, not z.catch: catching builds the failure's messages, and that code
// would double what the schemas weigh on every page.
const text = lenient((value) => (typeof value === "string" ? value : ""));
const wholeNumber = z.pipe(z.number().check(z.refine(Number.isFinite)), z.transform(Math.round));

/** Any value, absent included, read through `read`: a field that never fails its line. */
function lenient<T>(read: (value: unknown) => T) {
  // prefault feeds an absent key through the transform too, so every field gets its fallback.
  return z.prefault(z.pipe(z.unknown(), z.transform(read)), undefined);
}

/** The value when it passes `schema`, else `fallback`. */
function orElse<T, F extends T | null>(schema: z.ZodMiniType<T>, fallback: F) {
  return lenient((value): T | F => {
    const result = schema.safeParse(value);
    return result.success ? result.data : fallback;
  });
}

const storedOptionSchema = z.object({
  id: text,
  name: text,
  priceAdjustment: orElse(wholeNumber, 0),
});

const storedModifierSchema = z.object({
  groupId: text,
  groupName: text,
  selectedOptions: orElse(z.array(orElse(storedOptionSchema, null)), []),
});

const orderType = orElse(z.enum(["pickup", "delivery"]), "pickup" as const);

const scheduleFields = {
  scheduledDate: text,
  scheduledTime: text,
  orderType,
};

export const storedCartLineSchema = z.object({
  lineId: text,
  itemId: text,
  id: text,
  title: text,
  name: text,
  price: wholeNumber,
  basePrice: orElse(wholeNumber, null),
  quantity: wholeNumber.check(z.minimum(1)),
  image: text,
  modifiers: orElse(z.array(orElse(storedModifierSchema, null)), []),
  specialInstructions: text,
  scheduled: orElse(z.boolean(), false),
  ...scheduleFields,
  scheduledDetails: orElse(z.object(scheduleFields), null),
});

export type StoredCartLine = z.infer<typeof storedCartLineSchema>;

export const storedCateringLineSchema = z.object({
  id: text,
  itemId: text,
  title: text,
  price: wholeNumber,
  tier: text,
  serves: lenient((value) =>
    typeof value === "number" ? String(value) : typeof value === "string" ? value : "",
  ),
  quantity: wholeNumber.check(z.minimum(1)),
  category: text,
});

export type StoredCateringLine = z.infer<typeof storedCateringLineSchema>;

/** The stored value's lines that pass the schema; null when it is not a list at all. */
export function parseStoredLines<T>(
  value: unknown,
  schema: { safeParse: (input: unknown) => { success: true; data: T } | { success: false } },
): T[] | null {
  if (!Array.isArray(value)) return null;
  const lines: T[] = [];
  for (const entry of value) {
    const result = schema.safeParse(entry);
    if (result.success) lines.push(result.data);
  }
  return lines;
}
