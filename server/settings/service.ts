import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { siteSettings } from "#server/db/schema/index.ts";
import { DEFAULT_TIMEZONE } from "#domain/business-time.ts";
import { parseTaxRatePercent } from "#domain/money.ts";
import { ORDERING_PAUSED_UNTIL_KEY } from "#domain/ordering-pause.ts";
import { parseSlotCapacity, SLOT_CAPACITY_KEY } from "#domain/slot-capacity.ts";
import { TIP_SETTING_KEYS } from "#domain/tips.ts";

export type SettingsMap = Record<string, string>;

export type PublicSetting = { setting_key: string; setting_value: string; setting_group: string };

/** Keys whose values visitors may read. Anything else stays on the server. */
export const PUBLIC_SETTING_KEYS = [
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
  "timezone",
  "tax_rate",
  "schedule_max_days_ahead",
  "ordering_paused_until",
  // the cart's tip choices (docs/product/03-ordering.md §3.15)
  TIP_SETTING_KEYS.enabled,
  TIP_SETTING_KEYS.presets,
  TIP_SETTING_KEYS.customAllowed,
  TIP_SETTING_KEYS.orderTypes,
] as const;

/** What a checkout reads: the public keys and the kitchen's slot capacity. */
export const CHECKOUT_SETTING_KEYS = [...PUBLIC_SETTING_KEYS, SLOT_CAPACITY_KEY] as const;

export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];

export async function listPublicSettings(db: Executor): Promise<SettingsMap> {
  const rows = await db
    .select({ key: siteSettings.setting_key, value: siteSettings.setting_value })
    .from(siteSettings)
    .where(inArray(siteSettings.setting_key, [...PUBLIC_SETTING_KEYS]))
    .orderBy(asc(siteSettings.setting_key));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function listSettingsByGroup(db: Executor, group: string): Promise<PublicSetting[]> {
  return db
    .select({
      setting_key: siteSettings.setting_key,
      setting_value: siteSettings.setting_value,
      setting_group: siteSettings.setting_group,
    })
    .from(siteSettings)
    .where(eq(siteSettings.setting_group, group))
    .orderBy(asc(siteSettings.setting_key));
}

export async function getSetting(db: Executor, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: siteSettings.setting_value })
    .from(siteSettings)
    .where(eq(siteSettings.setting_key, key))
    .limit(1);
  return row?.value ?? null;
}

export type BusinessRules = {
  timeZone: string;
  taxRatePercent: number;
  pickupEnabled: boolean;
  deliveryEnabled: boolean;
  /** How far ahead an order may be scheduled (days, the setting schedule_max_days_ahead). */
  scheduleMaxDaysAhead: number;
  /** The ordering_paused_until setting as stored (domain/ordering-pause.ts reads it); null when unset. */
  orderingPausedUntil: string | null;
  /** Orders per 30-minute slot; null means no limit. Only a checkout's settings carry it. */
  slotCapacity: number | null;
};

export const DEFAULT_SCHEDULE_MAX_DAYS_AHEAD = 60;

function parseDaysAhead(value: string | undefined): number {
  const days = value === undefined ? Number.NaN : Number(value);
  return Number.isInteger(days) && days >= 0 && days <= 366 ? days : DEFAULT_SCHEDULE_MAX_DAYS_AHEAD;
}

/** pickup defaults to on and delivery to off when their settings are missing. */
export function readBusinessRules(settings: SettingsMap): BusinessRules {
  return {
    timeZone: isValidTimeZone(settings.timezone) ? settings.timezone : DEFAULT_TIMEZONE,
    taxRatePercent: parseTaxRatePercent(settings.tax_rate),
    pickupEnabled: settings.pickup_enabled === undefined ? true : settings.pickup_enabled === "true",
    deliveryEnabled: settings.delivery_enabled === "true",
    scheduleMaxDaysAhead: parseDaysAhead(settings.schedule_max_days_ahead),
    orderingPausedUntil: settings[ORDERING_PAUSED_UNTIL_KEY]?.trim() || null,
    slotCapacity: parseSlotCapacity(settings[SLOT_CAPACITY_KEY]),
  };
}

// Building a DateTimeFormat to test a zone is costly, and the checkout asks on every order.
const knownTimeZones = new Map<string, boolean>();

function isValidTimeZone(zone: string | undefined): zone is string {
  if (!zone) return false;
  let valid = knownTimeZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    if (knownTimeZones.size < 100) knownTimeZones.set(zone, valid);
  }
  return valid;
}
