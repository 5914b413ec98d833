// What the header, the footer and a few pages show from the site settings and the store hours, in
// one shape for the server's render and the browser's refresh (docs/product/02-public-pages.md §2.9).
import { DEFAULT_TIMEZONE } from "./business-time.ts";
import { resolveFooterHours, type HoursLine } from "./footer-hours.ts";
import { DEFAULT_TAX_RATE_PERCENT } from "./money.ts";
import type { StoreClosure, StoreHoursRow } from "./store-hours.ts";
import { readTipSettings, type TipSettings } from "./tips.ts";

/** The product's own business name is the default (docs/product/01-who-it-is-for.md §1.1). */
export const DEFAULT_BUSINESS_NAME = "Island Spice Kitchen";
export const DEFAULT_BUSINESS_DESCRIPTION =
  "Authentic Caribbean and American comfort food, made fresh every day.";

/** The business rules a page applies (the cart's tax and order types, times in the business zone). */
export type SiteRules = {
  timeZone: string;
  taxRatePercent: number;
  pickupEnabled: boolean;
  deliveryEnabled: boolean;
  /** The ordering_paused_until setting (domain/ordering-pause.ts); null when ordering is not paused. */
  orderingPausedUntil: string | null;
};

export type SiteShell = {
  siteName: string;
  businessName: string;
  businessDescription: string;
  logoUrl: string | null;
  social: { facebook: string | null; instagram: string | null; twitter: string | null };
  contact: { address: string | null; phone: string | null; email: string | null };
  /** null when the hours could not be read: the browser then keeps the fallback chain. */
  storeHours: StoreHoursRow[] | null;
  /** Holidays and special hours from yesterday on (empty when unreadable). */
  storeClosures: StoreClosure[];
  footerHours: HoursLine[];
  rules: SiteRules;
  /** The cart's tip choices (docs/product/03-ordering.md §3.15). */
  tips: TipSettings;
};

/**
 * Settings cache (docs/product/02-public-pages.md §2.9): a page's settings older than this are read again on
 * navigation.
 */
export const SETTINGS_CACHE_MS = 30_000;
/**
 * After a settings-updated event a display refreshes this much later (docs/product/02-public-pages.md §2.9).
 */
export const SETTINGS_REFRESH_DELAY_MS = 500;
/** A failed refresh is tried once more after this; then the display shows its default text. */
export const SETTINGS_RETRY_DELAY_MS = 2000;

/** Every display's default text: what a page shows when the settings cannot be read at all. */
export function defaultSiteShell(): SiteShell {
  return {
    siteName: DEFAULT_BUSINESS_NAME,
    businessName: DEFAULT_BUSINESS_NAME,
    businessDescription: DEFAULT_BUSINESS_DESCRIPTION,
    logoUrl: null,
    social: { facebook: null, instagram: null, twitter: null },
    contact: { address: null, phone: null, email: null },
    storeHours: null,
    storeClosures: [],
    footerHours: resolveFooterHours({ rows: null, settings: null }),
    rules: {
      timeZone: DEFAULT_TIMEZONE,
      taxRatePercent: DEFAULT_TAX_RATE_PERCENT,
      pickupEnabled: true,
      deliveryEnabled: false,
      orderingPausedUntil: null,
    },
    tips: readTipSettings({}),
  };
}
