// Settings → Site: the site_settings keys an owner edits, saved together in one transaction with
// one audit row naming what changed. The table's trigger sends the settings-updated event, so open
// pages refresh on their own.
import { eq, inArray } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { siteSettings } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import type { ImageCleanup } from "#server/uploads/image-cleanup.ts";
import {
  SITE_SETTING_KEYS,
  type SiteSettingKey,
  type SiteSettingsValues,
} from "#domain/validation/site-settings.ts";

const KEYS = Object.keys(SITE_SETTING_KEYS) as SiteSettingKey[];

/** What an unset key shows in the form: the same defaults the server applies when reading. */
const DEFAULTS: Partial<Record<SiteSettingKey, string>> = {
  pickup_enabled: "true",
  delivery_enabled: "false",
  tax_rate: "0",
  timezone: "America/New_York",
};

export async function readSiteSettings(db: Executor): Promise<Record<SiteSettingKey, string>> {
  const rows = await db
    .select({ key: siteSettings.setting_key, value: siteSettings.setting_value })
    .from(siteSettings)
    .where(inArray(siteSettings.setting_key, KEYS));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(KEYS.map((key) => [key, stored.get(key) ?? DEFAULTS[key] ?? ""])) as Record<
    SiteSettingKey,
    string
  >;
}

/**
 * Saves every changed key; returns the keys that changed (none: nothing written). A replaced logo
 * that was one of our uploads is removed after the commit (when `cleanup` is given), unless
 * something else still shows it.
 */
export async function saveSiteSettings(
  db: Executor,
  actorUserId: string,
  values: SiteSettingsValues,
  cleanup?: ImageCleanup,
): Promise<SiteSettingKey[]> {
  const saved = await db.transaction(async (tx) => {
    const before = await tx
      .select({ key: siteSettings.setting_key, value: siteSettings.setting_value })
      .from(siteSettings)
      .where(inArray(siteSettings.setting_key, KEYS))
      .for("update");
    const stored = new Map(before.map((row) => [row.key, row.value]));
    const changed = KEYS.filter((key) => (stored.get(key) ?? null) !== values[key]);
    const onlyDefaults = changed.filter(
      (key) => !(stored.get(key) === undefined && (DEFAULTS[key] ?? "") === values[key]),
    );
    const previousLogo = stored.get("site_logo_url") ?? null;
    if (onlyDefaults.length === 0) return { changed: [], previousLogo };
    for (const key of onlyDefaults) {
      if (stored.has(key)) {
        await tx
          .update(siteSettings)
          .set({ setting_value: values[key], updated_at: new Date() })
          .where(eq(siteSettings.setting_key, key));
      } else {
        await tx
          .insert(siteSettings)
          .values({ setting_key: key, setting_value: values[key], setting_group: SITE_SETTING_KEYS[key] });
      }
    }
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: "site_settings",
      entityId: null,
      before: Object.fromEntries(onlyDefaults.map((key) => [key, stored.get(key) ?? null])),
      after: Object.fromEntries(onlyDefaults.map((key) => [key, values[key]])),
    });
    return { changed: onlyDefaults, previousLogo };
  });
  if (saved.changed.includes("site_logo_url")) await cleanup?.forgetUnused([saved.previousLogo]);
  return saved.changed;
}
