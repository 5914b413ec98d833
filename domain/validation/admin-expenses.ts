// Expenses and their categories in the admin: one schema per form, checked by the form in the
// browser and again by the route action. The amount is typed in dollars and leaves in integer cents.
import * as z from "./zod.ts";
import { optionalText, requiredText } from "./text.ts";
import { idField, isUuid } from "./id.ts";
import { dollarsToCents } from "#domain/money.ts";
import { isValidDateKey } from "#domain/business-time.ts";
import { isHexColor } from "#domain/color.ts";

/** The most one expense may be: $100,000. */
export const MAX_EXPENSE_CENTS = 10_000_000;
export const DESCRIPTION_MAX_LENGTH = 200;
export const VENDOR_MAX_LENGTH = 120;
export const NOTES_MAX_LENGTH = 2000;
export const CATEGORY_NAME_MAX_LENGTH = 60;

export const PAYMENT_METHODS = ["card", "cash", "check", "bank-transfer", "other"] as const;
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  card: "Card",
  cash: "Cash",
  check: "Check",
  "bank-transfer": "Bank transfer",
  other: "Other",
};

const DOLLARS = /^\d{1,9}(\.\d{1,2})?$/;

function typedCents(value: string): number {
  return DOLLARS.test(value) ? dollarsToCents(value) : Number.NaN;
}

/** An amount in dollars: more than $0.00, at most $100,000.00, at most two decimals. */
export const expenseAmountField = z.pipe(
  z.string({ error: () => "Amount is required" }).check(
    z.trim(),
    z.minLength(1, "Amount is required"),
    z.refine((value) => !value.startsWith("-"), "Amount must be more than $0.00"),
    z.refine((value) => value.startsWith("-") || DOLLARS.test(value), "Amount must be a number like 12.50"),
    z.refine((value) => !DOLLARS.test(value) || typedCents(value) > 0, "Amount must be more than $0.00"),
    z.refine(
      (value) => !DOLLARS.test(value) || typedCents(value) <= MAX_EXPENSE_CENTS,
      "Amount must be $100,000.00 or less",
    ),
  ),
  z.transform((value) => dollarsToCents(value)),
);

const dateField = z.string({ error: () => "Date is required" }).check(
  z.trim(),
  z.minLength(1, "Date is required"),
  z.refine((value) => value === "" || isValidDateKey(value), "Date must be a real date"),
);

const categoryField = idField("Choose a category");

/** A receipt: empty, one of our uploads, or an https address. */
const receiptField = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(500, "Receipt must be 500 characters or fewer"),
    z.refine(
      (value) => value === "" || /^\/uploads\/[^?#\s]+$/.test(value) || /^https:\/\/\S+$/.test(value),
      "Receipt must be an uploaded image",
    ),
  ),
);

const paymentMethodField = z.optional(
  z
    .string()
    .check(
      z.refine(
        (value) => value === "" || (PAYMENT_METHODS as readonly string[]).includes(value),
        "Choose Card, Cash, Check, Bank transfer or Other",
      ),
    ),
);

export const expenseSchema = z.object({
  expense_date: dateField,
  category_id: categoryField,
  amount: expenseAmountField,
  vendor: optionalText("Vendor", VENDOR_MAX_LENGTH),
  description: requiredText("Description", DESCRIPTION_MAX_LENGTH),
  payment_method: paymentMethodField,
  receipt_url: receiptField,
  notes: optionalText("Notes", NOTES_MAX_LENGTH),
});
export type ExpenseInput = z.output<typeof expenseSchema>;

export const expenseIdSchema = z.object({
  id: idField("Unknown expense"),
});

export const expenseCategoryNameSchema = z.object({
  name: requiredText("Name", CATEGORY_NAME_MAX_LENGTH),
});

export const expenseCategoryIdSchema = z.object({
  id: idField("Unknown category"),
});

/** A category's colour on the charts: #rgb or #rrggbb, or "" for none. */
export const expenseCategoryColorSchema = z.object({
  color: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === "" || isHexColor(value), "Colour must be a colour like #F97316"),
    ),
  ),
});

export const expenseCategoryActiveSchema = z.object({
  id: expenseCategoryIdSchema.shape.id,
  value: z.enum(["true", "false"], { error: () => "Choose on or off" }),
});

export type ExpenseFilters = { month: string; categoryId: string | null };

/** "2026-11" for a date key "2026-11-23". */
export function monthOfDateKey(dateKey: string): string {
  return dateKey.slice(0, 7);
}

export function isMonthKey(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}$/.test(value)) return false;
  const month = Number(value.slice(5));
  return month >= 1 && month <= 12;
}

/** The first day of the month and the first day of the next: [from, to). */
export function monthRange(month: string): { from: string; to: string } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5));
  const nextYear = index === 12 ? year + 1 : year;
  const nextMonth = index === 12 ? 1 : index + 1;
  return {
    from: `${month}-01`,
    to: `${String(nextYear).padStart(4, "0")}-${String(nextMonth).padStart(2, "0")}-01`,
  };
}

/** The filters from the address: an unreadable month is this month, an unreadable category none. */
export function readExpenseFilters(params: URLSearchParams, currentMonth: string): ExpenseFilters {
  const month = params.get("month");
  const category = params.get("category");
  return {
    month: isMonthKey(month) ? month : currentMonth,
    categoryId: isUuid(category) ? category : null,
  };
}
