import type { Executor } from "../db/client";
import type { Logger } from "../logger";
import { listStoreHours } from "../hours/service";
import { listPublicSettings, readBusinessRules, type BusinessRules, type SettingsMap } from "../settings/service";
import { resolveFooterHours, type HoursLine } from "../../domain/footer-hours";
import type { StoreHoursRow } from "../../domain/store-hours";

export const DEFAULT_BUSINESS_NAME = "Island Spice Kitchen";

export type SiteShell = {
  siteName: string;
  businessName: string;
  businessDescription: string;
  logoUrl: string | null;
  social: { facebook: string | null; instagram: string | null; twitter: string | null };
  contact: { address: string | null; phone: string | null; email: string | null };
  /** null when the hours could not be read: the browser then keeps the fallback chain. */
  storeHours: StoreHoursRow[] | null;
  footerHours: HoursLine[];
  rules: BusinessRules;
};

/**
 * Everything the header and footer show, read once per page. A failed read of either table
 * falls back as the spec says (hours → settings → defaults; settings → the product's own name).
 */
export async function getSiteShell(db: Executor, log: Logger): Promise<SiteShell> {
  const [settingsResult, hoursResult] = await Promise.allSettled([
    listPublicSettings(db),
    listStoreHours(db),
  ]);
  if (settingsResult.status === "rejected") log.warn({ err: settingsResult.reason }, "settings unavailable");
  if (hoursResult.status === "rejected") log.warn({ err: hoursResult.reason }, "store hours unavailable");
  const settings: SettingsMap = settingsResult.status === "fulfilled" ? settingsResult.value : {};
  const storeHours = hoursResult.status === "fulfilled" ? hoursResult.value : null;
  const text = (key: string) => settings[key]?.trim() || null;

  return {
    siteName: text("site_name") ?? text("business_name") ?? DEFAULT_BUSINESS_NAME,
    businessName: text("business_name") ?? text("site_name") ?? DEFAULT_BUSINESS_NAME,
    businessDescription:
      text("business_description") ??
      "Authentic Caribbean and American comfort food, made fresh every day.",
    logoUrl: text("site_logo_url"),
    social: {
      facebook: text("facebook_url"),
      instagram: text("instagram_url"),
      twitter: text("twitter_url"),
    },
    contact: { address: text("address"), phone: text("phone_number"), email: text("email") },
    storeHours,
    footerHours: resolveFooterHours({
      rows: storeHours,
      settings: settingsResult.status === "fulfilled" ? settings : null,
    }),
    rules: readBusinessRules(settings),
  };
}
