// One site setting changed inside a caller's transaction: its row is locked before it is read, so two
// changes of one setting queue and each audit row shows the value the change really replaced.
import { eq } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { siteSettings } from "#server/db/schema/index.ts";

/** The setting's stored value (null when it has no row), its row locked until the transaction ends. */
export async function lockSetting(tx: Executor, key: string): Promise<string | null> {
  const [row] = await tx
    .select({ value: siteSettings.setting_value })
    .from(siteSettings)
    .where(eq(siteSettings.setting_key, key))
    .for("update");
  return row?.value ?? null;
}

/** Stores the setting, adding its row in `group` the first time. */
export async function storeSetting(tx: Executor, key: string, value: string, group: string): Promise<void> {
  await tx
    .insert(siteSettings)
    .values({ setting_key: key, setting_value: value, setting_group: group })
    .onConflictDoUpdate({
      target: siteSettings.setting_key,
      set: { setting_value: value, updated_at: new Date() },
    });
}

/** Stores the setting and answers the value it replaced (null when it had no row). */
export async function writeSetting(
  tx: Executor,
  key: string,
  value: string,
  group: string,
): Promise<string | null> {
  const before = await lockSetting(tx, key);
  await storeSetting(tx, key, value, group);
  return before;
}
