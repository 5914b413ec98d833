// Tips (docs/product/03-ordering.md §3.15): the owner's settings, the choices the cart offers and the amount
// each makes, all in integer cents. The server recomputes every amount from the choice.

export const TIP_ORDER_TYPES = ["pickup", "delivery", "catering"] as const;
export type TipOrderType = (typeof TIP_ORDER_TYPES)[number];

export const TIP_SETTING_KEYS = {
  enabled: "tips_enabled",
  presets: "tip_presets",
  customAllowed: "tip_custom_allowed",
  orderTypes: "tip_order_types",
} as const;

export const DEFAULT_TIP_PRESETS = [15, 18, 20] as const;

export type TipSettings = {
  enabled: boolean;
  /** Three whole percentages, each 1 to 100. */
  presets: number[];
  customAllowed: boolean;
  orderTypes: TipOrderType[];
};

function parsePresets(value: string | undefined): number[] {
  const parts = (value ?? "").split(",").map((part) => Number(part.trim()));
  const valid = parts.length === 3 && parts.every((p) => Number.isInteger(p) && p >= 1 && p <= 100);
  return valid ? parts : [...DEFAULT_TIP_PRESETS];
}

function parseOrderTypes(value: string | undefined): TipOrderType[] {
  if (value === undefined) return [...TIP_ORDER_TYPES];
  const chosen = new Set(value.split(",").map((part) => part.trim()));
  return TIP_ORDER_TYPES.filter((type) => chosen.has(type));
}

/** Tips are on by default for every order type, with 15, 18 and 20 % and a custom amount. */
export function readTipSettings(settings: Readonly<Record<string, string | undefined>>): TipSettings {
  return {
    enabled: settings[TIP_SETTING_KEYS.enabled] !== "false",
    presets: parsePresets(settings[TIP_SETTING_KEYS.presets]),
    customAllowed: settings[TIP_SETTING_KEYS.customAllowed] !== "false",
    orderTypes: parseOrderTypes(settings[TIP_SETTING_KEYS.orderTypes]),
  };
}

export function tipsOfferedFor(settings: TipSettings, orderType: string): boolean {
  return settings.enabled && (settings.orderTypes as string[]).includes(orderType);
}

/** A percentage of cents, rounded once to the nearest cent (half a cent up). */
export function percentOfCents(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

/** What the customer chose: no tip, one of the presets, or an amount of their own. */
export type TipChoice = { tipPercent?: number | undefined; tipCents?: number | undefined };

export type TipResult = { ok: true; tipCents: number } | { ok: false; field: string; message: string };

export const TIP_MESSAGES = {
  notOffered: "Tips are not taken on this order.",
  unknownPreset: "Please choose one of the tip amounts shown.",
  customNotAllowed: "Please choose one of the tip amounts shown.",
  negative: "The tip cannot be less than zero.",
  notWholeCents: "The tip must be a whole number of cents.",
  tooHigh: "The tip cannot be more than the subtotal.",
  both: "Please choose one tip.",
} as const;

/**
 * The tip in cents for a choice on a subtotal (before discount and tax). A preset is a percentage of
 * the subtotal; a custom amount is whole cents from 0 to the subtotal.
 */
export function computeTip(
  choice: TipChoice,
  subtotalCents: number,
  settings: TipSettings,
  orderType: string,
): TipResult {
  const { tipPercent, tipCents } = choice;
  if (tipPercent === undefined && (tipCents === undefined || tipCents === 0))
    return { ok: true, tipCents: 0 };
  if (tipPercent !== undefined && tipCents !== undefined) {
    return { ok: false, field: "tipCents", message: TIP_MESSAGES.both };
  }
  const field = tipPercent !== undefined ? "tipPercent" : "tipCents";
  if (!tipsOfferedFor(settings, orderType)) return { ok: false, field, message: TIP_MESSAGES.notOffered };
  if (tipPercent !== undefined) {
    if (!settings.presets.includes(tipPercent)) {
      return { ok: false, field, message: TIP_MESSAGES.unknownPreset };
    }
    return { ok: true, tipCents: percentOfCents(subtotalCents, tipPercent) };
  }
  const cents = tipCents ?? 0;
  if (!settings.customAllowed) return { ok: false, field, message: TIP_MESSAGES.customNotAllowed };
  if (!Number.isFinite(cents) || !Number.isInteger(cents)) {
    return { ok: false, field, message: TIP_MESSAGES.notWholeCents };
  }
  if (cents < 0) return { ok: false, field, message: TIP_MESSAGES.negative };
  if (cents > subtotalCents) return { ok: false, field, message: TIP_MESSAGES.tooHigh };
  return { ok: true, tipCents: cents };
}
