import { readTipSettings } from "#domain/tips.ts";
import type { Executor } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { listStoreHours } from "#server/hours/service.ts";
import { listCurrentClosures } from "#server/hours/closures.ts";
import { listPublicSettings, readBusinessRules, type SettingsMap } from "#server/settings/service.ts";
import { resolveFooterHours } from "#domain/footer-hours.ts";
import { DEFAULT_BUSINESS_DESCRIPTION, DEFAULT_BUSINESS_NAME, type SiteShell } from "#domain/site-shell.ts";

/**
 * Everything the header and footer show, read once per page. A failed read of either table
 * falls back as docs/product/02-public-pages.md §2.3 and §2.9 say (hours → settings → defaults; settings →
 * the product's own name).
 */
export async function getSiteShell(db: Executor, log: Logger): Promise<SiteShell> {
  const [settingsResult, hoursResult, closuresResult] = await Promise.allSettled([
    listPublicSettings(db),
    listStoreHours(db),
    listCurrentClosures(db),
  ]);
  if (settingsResult.status === "rejected") log.warn({ err: settingsResult.reason }, "settings unavailable");
  if (hoursResult.status === "rejected") log.warn({ err: hoursResult.reason }, "store hours unavailable");
  const settings: SettingsMap = settingsResult.status === "fulfilled" ? settingsResult.value : {};
  if (closuresResult.status === "rejected")
    log.warn({ err: closuresResult.reason }, "store closures unavailable");
  const storeHours = hoursResult.status === "fulfilled" ? hoursResult.value : null;
  const text = (key: string) => settings[key]?.trim() || null;

  return {
    siteName: text("site_name") ?? text("business_name") ?? DEFAULT_BUSINESS_NAME,
    businessName: text("business_name") ?? text("site_name") ?? DEFAULT_BUSINESS_NAME,
    businessDescription: text("business_description") ?? DEFAULT_BUSINESS_DESCRIPTION,
    logoUrl: text("site_logo_url"),
    social: {
      facebook: text("facebook_url"),
      instagram: text("instagram_url"),
      twitter: text("twitter_url"),
    },
    contact: { address: text("address"), phone: text("phone_number"), email: text("email") },
    storeHours,
    storeClosures: closuresResult.status === "fulfilled" ? closuresResult.value : [],
    footerHours: resolveFooterHours({
      rows: storeHours,
      settings: settingsResult.status === "fulfilled" ? settings : null,
    }),
    rules: readBusinessRules(settings),
    tips: readTipSettings(settings),
  };
}
