// Promotions in the admin (docs/product/03-ordering.md §3.15, §3.16): the promo code form and the tip
// settings form, checked by the form in the browser and again by the route action. Amounts are typed in
// dollars; the service stores cents.
import { isValidDateKey } from "#domain/business-time.ts";
import { PROMO_CODE_MAX_LENGTH } from "#domain/promo-codes.ts";
import { TIP_ORDER_TYPES } from "#domain/tips.ts";
import { requiredText } from "./text.ts";
import * as z from "./zod.ts";

const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,6}$/;

export const PROMO_KIND_LABELS = { percent: "Percent off", amount: "Amount off" } as const;
export const ORDER_TYPE_LABELS = { pickup: "Pickup", delivery: "Delivery", catering: "Catering" } as const;

const optionalTrimmed = z._default(z.string().check(z.trim()), "");

function optionalDate(label: string) {
  return optionalTrimmed.check(
    z.refine((value) => value === "" || isValidDateKey(value), `${label} must be a date`),
  );
}

function optionalWhole(label: string) {
  return optionalTrimmed.check(
    z.refine(
      (value) => value === "" || (WHOLE.test(value) && Number(value) >= 1),
      `${label} must be a whole number of at least 1`,
    ),
  );
}

const orderTypesField = z
  .array(z.enum(TIP_ORDER_TYPES))
  .check(z.minLength(1, "Choose at least one order type"));

export const promoCodeSchema = z
  .object({
    code: requiredText("Code", PROMO_CODE_MAX_LENGTH).check(
      z.regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, dashes and underscores only"),
    ),
    kind: z.enum(["percent", "amount"], { error: () => "Choose percent or amount off" }),
    value: z.string().check(z.trim(), z.minLength(1, "Enter the discount")),
    min_subtotal: optionalTrimmed.check(
      z.refine((value) => value === "" || DOLLARS.test(value), "Minimum must be an amount like 20.00"),
    ),
    starts_on: optionalDate("Start"),
    ends_on: optionalDate("End"),
    max_uses: optionalWhole("Total uses"),
    max_uses_per_email: optionalWhole("Uses per customer"),
    first_order_only: z.boolean(),
    order_types: orderTypesField,
    is_active: z.boolean(),
  })
  .check(
    z.superRefine((promo, ctx) => {
      const value = promo.value;
      if (promo.kind === "percent" && !(WHOLE.test(value) && Number(value) >= 1 && Number(value) <= 100)) {
        ctx.issues.push({
          code: "custom",
          input: value,
          path: ["value"],
          message: "Percent must be a whole number from 1 to 100",
        });
      }
      if (promo.kind === "amount" && !(DOLLARS.test(value) && Number(value) > 0)) {
        ctx.issues.push({
          code: "custom",
          input: value,
          path: ["value"],
          message: "Amount must be more than $0.00, like 5.00",
        });
      }
      if (promo.starts_on && promo.ends_on && promo.ends_on < promo.starts_on) {
        ctx.issues.push({
          code: "custom",
          input: promo.ends_on,
          path: ["ends_on"],
          message: "End must be on or after the start",
        });
      }
    }),
  );
export type PromoCodeInput = z.input<typeof promoCodeSchema>;
export type PromoCodeValues = z.output<typeof promoCodeSchema>;

const presetField = (label: string) =>
  z.string().check(
    z.trim(),
    z.refine(
      (value) => WHOLE.test(value) && Number(value) >= 1 && Number(value) <= 100,
      `${label} must be a whole percent from 1 to 100`,
    ),
  );

export const tipSettingsSchema = z.object({
  enabled: z.boolean(),
  preset_1: presetField("First choice"),
  preset_2: presetField("Second choice"),
  preset_3: presetField("Third choice"),
  custom_allowed: z.boolean(),
  order_types: z.array(z.enum(TIP_ORDER_TYPES)),
});
export type TipSettingsInput = z.input<typeof tipSettingsSchema>;
export type TipSettingsValues = z.output<typeof tipSettingsSchema>;
