// The owner's text settings (docs/product/08-text-messages.md §8), kept as site settings every instance
// reads: the numbers that get new-order texts, and the escalation of an order nobody answers.
import { eq, inArray } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { siteSettings } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";

export const TEXT_SETTING_KEYS = {
  ownerPhones: "text_owner_phones",
  retextMinutes: "text_retext_minutes",
  callMinutes: "text_call_minutes",
  pauseMinutes: "text_pause_minutes",
} as const;

export type TextSettings = {
  /** E.164 numbers, in the owner's order. */
  ownerPhones: string[];
  /** Text the owner again after this many minutes without an answer. */
  retextMinutes: number;
  /** Call after this many minutes; null: no call. */
  callMinutes: number | null;
  /** Pause online ordering after this many minutes; null: never. */
  pauseMinutes: number | null;
};

export const TEXT_SETTING_DEFAULTS: TextSettings = {
  ownerPhones: [],
  retextMinutes: 3,
  callMinutes: 8,
  pauseMinutes: null,
};

function readMinutes(value: string | undefined, fallback: number | null): number | null {
  if (value === undefined) return fallback;
  if (value === "off") return null;
  const minutes = Number(value);
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= 30 ? minutes : fallback;
}

export async function readTextSettings(db: Executor): Promise<TextSettings> {
  const rows = await db
    .select({ key: siteSettings.setting_key, value: siteSettings.setting_value })
    .from(siteSettings)
    .where(inArray(siteSettings.setting_key, Object.values(TEXT_SETTING_KEYS)));
  const map = new Map(rows.map((row) => [row.key, row.value]));
  const phones = map.get(TEXT_SETTING_KEYS.ownerPhones);
  return {
    ownerPhones: phones ? phones.split(",").filter((phone) => /^\+[1-9]\d{6,14}$/.test(phone)) : [],
    retextMinutes: readMinutes(map.get(TEXT_SETTING_KEYS.retextMinutes), 3) ?? 3,
    callMinutes: readMinutes(map.get(TEXT_SETTING_KEYS.callMinutes), TEXT_SETTING_DEFAULTS.callMinutes),
    pauseMinutes: readMinutes(map.get(TEXT_SETTING_KEYS.pauseMinutes), TEXT_SETTING_DEFAULTS.pauseMinutes),
  };
}

/** Saves the text settings given (numbers already in E.164), audited in one transaction. */
export async function saveTextSettings(
  db: Executor,
  actorUserId: string,
  change: Partial<TextSettings>,
): Promise<TextSettings> {
  return db.transaction(async (tx) => {
    const before = await readTextSettings(tx);
    const values: [string, string][] = [];
    if (change.ownerPhones) values.push([TEXT_SETTING_KEYS.ownerPhones, change.ownerPhones.join(",")]);
    if (change.retextMinutes !== undefined)
      values.push([TEXT_SETTING_KEYS.retextMinutes, String(change.retextMinutes)]);
    if (change.callMinutes !== undefined)
      values.push([
        TEXT_SETTING_KEYS.callMinutes,
        change.callMinutes === null ? "off" : String(change.callMinutes),
      ]);
    if (change.pauseMinutes !== undefined)
      values.push([
        TEXT_SETTING_KEYS.pauseMinutes,
        change.pauseMinutes === null ? "off" : String(change.pauseMinutes),
      ]);
    for (const [key, value] of values) {
      const [existing] = await tx
        .select({ key: siteSettings.setting_key })
        .from(siteSettings)
        .where(eq(siteSettings.setting_key, key))
        .for("update");
      if (existing) {
        await tx
          .update(siteSettings)
          .set({ setting_value: value, updated_at: new Date() })
          .where(eq(siteSettings.setting_key, key));
      } else {
        await tx
          .insert(siteSettings)
          .values({ setting_key: key, setting_value: value, setting_group: "texts" });
      }
    }
    const after = await readTextSettings(tx);
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: "site_settings",
      entityId: "texts",
      before,
      after,
    });
    return after;
  });
}
