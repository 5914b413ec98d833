// The owner's ready-time quote settings as the dashboard's "Ready-time quotes" card edits them
// (docs/product/03-ordering.md §3.14): four whole numbers, each within its bounds, and the shortest quote no
// longer than the usual preparation time, which is no longer than the longest quote. The form, the
// route action and the service all check with these rules, so a message is the same everywhere.
import {
  KITCHEN_CAPACITY_KEY,
  QUOTE_DEFAULT_MINUTES_KEY,
  QUOTE_MAX_MINUTES_KEY,
  QUOTE_MIN_MINUTES_KEY,
  type QuoteSettings,
} from "./ready-quote.ts";

export type QuoteSettingField =
  | typeof QUOTE_DEFAULT_MINUTES_KEY
  | typeof QUOTE_MIN_MINUTES_KEY
  | typeof QUOTE_MAX_MINUTES_KEY
  | typeof KITCHEN_CAPACITY_KEY;

type FieldRule = { name: QuoteSettingField; label: string; min: number; max: number };

/** Each setting's form field (named as the setting), its label and its bounds. */
export const QUOTE_SETTING_FIELDS: Record<keyof QuoteSettings, FieldRule> = {
  defaultMinutes: {
    name: QUOTE_DEFAULT_MINUTES_KEY,
    label: "Usual preparation time (minutes)",
    min: 1,
    max: 240,
  },
  minMinutes: { name: QUOTE_MIN_MINUTES_KEY, label: "Shortest quote (minutes)", min: 1, max: 240 },
  maxMinutes: { name: QUOTE_MAX_MINUTES_KEY, label: "Longest quote (minutes)", min: 1, max: 480 },
  capacity: { name: KITCHEN_CAPACITY_KEY, label: "Orders the kitchen cooks at once", min: 1, max: 20 },
};

export function wholeNumberMessage(min: number, max: number): string {
  return `Enter a whole number from ${min} to ${max}`;
}

export const QUOTE_ORDER_MESSAGES = {
  shortest: "The shortest quote can't be longer than the usual preparation time",
  longest: "The longest quote can't be shorter than the usual preparation time",
} as const;

function isWithin(value: number, rule: FieldRule): boolean {
  return Number.isInteger(value) && value >= rule.min && value <= rule.max;
}

/**
 * The field errors of a set of settings, by field name (none when they can be saved): a number
 * out of its bounds, then shortest ≤ usual ≤ longest, each told on the field to change.
 */
export function checkQuoteSettings(settings: QuoteSettings): Partial<Record<QuoteSettingField, string>> {
  const errors: Partial<Record<QuoteSettingField, string>> = {};
  for (const key of Object.keys(QUOTE_SETTING_FIELDS) as (keyof QuoteSettings)[]) {
    const rule = QUOTE_SETTING_FIELDS[key];
    if (!isWithin(settings[key], rule)) errors[rule.name] = wholeNumberMessage(rule.min, rule.max);
  }
  const usualOk = !errors[QUOTE_DEFAULT_MINUTES_KEY];
  if (usualOk && !errors[QUOTE_MIN_MINUTES_KEY] && settings.minMinutes > settings.defaultMinutes) {
    errors[QUOTE_MIN_MINUTES_KEY] = QUOTE_ORDER_MESSAGES.shortest;
  }
  if (usualOk && !errors[QUOTE_MAX_MINUTES_KEY] && settings.maxMinutes < settings.defaultMinutes) {
    errors[QUOTE_MAX_MINUTES_KEY] = QUOTE_ORDER_MESSAGES.longest;
  }
  return errors;
}

/** The form's values (text) of a set of settings. */
export function quoteSettingsToForm(settings: QuoteSettings): Record<QuoteSettingField, string> {
  return {
    [QUOTE_DEFAULT_MINUTES_KEY]: String(settings.defaultMinutes),
    [QUOTE_MIN_MINUTES_KEY]: String(settings.minMinutes),
    [QUOTE_MAX_MINUTES_KEY]: String(settings.maxMinutes),
    [KITCHEN_CAPACITY_KEY]: String(settings.capacity),
  };
}

/** The settings a checked form holds. */
export function formToQuoteSettings(form: Record<QuoteSettingField, string>): QuoteSettings {
  return {
    defaultMinutes: Number(form[QUOTE_DEFAULT_MINUTES_KEY]),
    minMinutes: Number(form[QUOTE_MIN_MINUTES_KEY]),
    maxMinutes: Number(form[QUOTE_MAX_MINUTES_KEY]),
    capacity: Number(form[KITCHEN_CAPACITY_KEY]),
  };
}
