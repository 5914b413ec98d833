// The absolute lifetime of an admin session (docs/product/06-admin.md §6.1): however busy, a session ends
// `session_max_days` after it was opened, so a stolen cookie cannot be kept alive by using it.
import { eq } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { siteSettings } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import { getSetting } from "#server/settings/service.ts";
import { parseSessionMaxDays, SESSION_MAX_DAYS_KEY } from "#domain/validation/session-lifetime.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const SETTING_GROUP = "security";

export async function readSessionMaxDays(db: Executor): Promise<number> {
  return parseSessionMaxDays(await getSetting(db, SESSION_MAX_DAYS_KEY));
}

/** When a session opened at `createdAt` reaches the site's limit, however busy. */
export async function sessionLifetimeEnd(db: Executor, createdAt: Date): Promise<Date> {
  const maxDays = await readSessionMaxDays(db);
  return new Date(createdAt.getTime() + maxDays * DAY_MS);
}

/** Settings → Admins → Sessions: stores the limit with an audit row; false when it was already that. */
export async function saveSessionMaxDays(
  db: Executor,
  actorUserId: string,
  maxDays: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: siteSettings.setting_value })
      .from(siteSettings)
      .where(eq(siteSettings.setting_key, SESSION_MAX_DAYS_KEY))
      .for("update");
    const before = parseSessionMaxDays(row?.value);
    if (row && before === maxDays && row.value === String(maxDays)) return false;
    if (row)
      await tx
        .update(siteSettings)
        .set({ setting_value: String(maxDays), updated_at: new Date() })
        .where(eq(siteSettings.setting_key, SESSION_MAX_DAYS_KEY));
    else
      await tx
        .insert(siteSettings)
        .values({
          setting_key: SESSION_MAX_DAYS_KEY,
          setting_value: String(maxDays),
          setting_group: SETTING_GROUP,
        })
        .onConflictDoUpdate({
          target: siteSettings.setting_key,
          set: { setting_value: String(maxDays), updated_at: new Date() },
        });
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: "site_settings",
      entityId: null,
      before: { [SESSION_MAX_DAYS_KEY]: row?.value ?? null },
      after: { [SESSION_MAX_DAYS_KEY]: String(maxDays) },
    });
    return true;
  });
}
