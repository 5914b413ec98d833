// The owner's ordering controls, kept as site settings so every server instance reads them and
// open pages hear of a change (the site_settings trigger): the pause of online ordering, the
// orders each 30-minute kitchen slot takes and the ready-time quotes' settings. Every change is
// audited in its transaction.
import { inArray } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { siteSettings } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import { AppError } from "#server/errors.ts";
import {
  ORDERING_PAUSED_UNTIL_KEY,
  PAUSE_DURATIONS,
  pauseSettingValue,
  readOrderingPause,
  type PauseDuration,
} from "#domain/ordering-pause.ts";
import { MAX_SLOT_CAPACITY, parseSlotCapacity, SLOT_CAPACITY_KEY } from "#domain/slot-capacity.ts";
import { QUOTE_SETTING_KEYS, readQuoteSettings, type QuoteSettings } from "#domain/ready-quote.ts";
import { checkQuoteSettings, QUOTE_SETTING_FIELDS } from "#domain/quote-settings.ts";
import { forgetKitchenFigures } from "#server/orders/quote-service.ts";
import { writeSetting } from "./write-setting.ts";

const SETTING_GROUP = "ordering";

export type OrderingControls = {
  /** The pause's end as an ISO instant, "until-resumed", or null when ordering is not paused. */
  pausedUntil: string | null;
  /** Orders per slot; null means no limit. */
  slotCapacity: number | null;
};

export async function readOrderingControls(db: Executor, now = new Date()): Promise<OrderingControls> {
  const rows = await db
    .select({ key: siteSettings.setting_key, value: siteSettings.setting_value })
    .from(siteSettings)
    .where(inArray(siteSettings.setting_key, [ORDERING_PAUSED_UNTIL_KEY, SLOT_CAPACITY_KEY]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
  const pause = readOrderingPause(value(ORDERING_PAUSED_UNTIL_KEY), now);
  return {
    pausedUntil: pause.isPaused ? (pause.until?.toISOString() ?? value(ORDERING_PAUSED_UNTIL_KEY)) : null,
    slotCapacity: parseSlotCapacity(value(SLOT_CAPACITY_KEY)),
  };
}

/** Pauses online ordering from now for the chosen time (or until resumed); a new pause replaces one. */
export async function pauseOrdering(
  db: Executor,
  actorUserId: string,
  input: { duration: PauseDuration; now?: Date },
): Promise<OrderingControls> {
  if (!PAUSE_DURATIONS.includes(input.duration)) {
    throw new AppError("VALIDATION", "Choose 15, 30 or 60 minutes, or until resumed", {
      fields: { duration: "Choose 15, 30 or 60 minutes, or until resumed" },
    });
  }
  const now = input.now ?? new Date();
  const value = pauseSettingValue(input.duration, now);
  return db.transaction(async (tx) => {
    const before = await writeSetting(tx, ORDERING_PAUSED_UNTIL_KEY, value, SETTING_GROUP);
    await recordAudit(tx, {
      actorUserId,
      action: "pause-ordering",
      entity: "site_settings",
      entityId: ORDERING_PAUSED_UNTIL_KEY,
      before: { paused_until: before || null },
      after: { paused_until: value, duration: input.duration },
    });
    return readOrderingControls(tx, now);
  });
}

export async function resumeOrdering(db: Executor, actorUserId: string): Promise<OrderingControls> {
  return db.transaction(async (tx) => {
    const before = await writeSetting(tx, ORDERING_PAUSED_UNTIL_KEY, "", SETTING_GROUP);
    await recordAudit(tx, {
      actorUserId,
      action: "resume-ordering",
      entity: "site_settings",
      entityId: ORDERING_PAUSED_UNTIL_KEY,
      before: { paused_until: before || null },
      after: { paused_until: null },
    });
    return readOrderingControls(tx);
  });
}

/** Orders per 30-minute slot: a whole number of 0 or more, or null for no limit. */
export async function setSlotCapacity(
  db: Executor,
  actorUserId: string,
  capacity: number | null,
): Promise<OrderingControls> {
  if (capacity !== null && !(Number.isInteger(capacity) && capacity >= 0 && capacity <= MAX_SLOT_CAPACITY)) {
    const message = "Enter a whole number of 0 or more, or leave it empty for no limit";
    throw new AppError("VALIDATION", message, { fields: { slot_capacity: message } });
  }
  return db.transaction(async (tx) => {
    const value = capacity === null ? "" : String(capacity);
    const before = await writeSetting(tx, SLOT_CAPACITY_KEY, value, SETTING_GROUP);
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: "site_settings",
      entityId: SLOT_CAPACITY_KEY,
      before: { slot_capacity: parseSlotCapacity(before) },
      after: { slot_capacity: capacity },
    });
    return readOrderingControls(tx);
  });
}

/** The ready-time quotes' settings as the quotes read them (defaults for what was never saved). */
export async function readReadyQuoteSettings(db: Executor): Promise<QuoteSettings> {
  const rows = await db
    .select({ key: siteSettings.setting_key, value: siteSettings.setting_value })
    .from(siteSettings)
    .where(inArray(siteSettings.setting_key, [...QUOTE_SETTING_KEYS]));
  return readQuoteSettings(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/** The activity log's words for each setting (docs/product/06-admin.md §6.18: no keys on screen). */
function quoteAuditValues(settings: QuoteSettings) {
  return {
    usual_preparation_time: settings.defaultMinutes,
    shortest_quote: settings.minMinutes,
    longest_quote: settings.maxMinutes,
    orders_cooked_at_once: settings.capacity,
  };
}

/**
 * Saves the ready-time quotes' settings (docs/product/03-ordering.md §3.14): four whole numbers within their
 * bounds, shortest ≤ usual ≤ longest, refused by field otherwise. Once saved, the kitchen's figures
 * kept for quoting are forgotten, so the next quote uses the new settings at once.
 */
export async function saveReadyQuoteSettings(
  db: Executor,
  actorUserId: string,
  settings: QuoteSettings,
): Promise<QuoteSettings> {
  const errors = checkQuoteSettings(settings);
  const first = Object.values(errors)[0];
  if (first) throw new AppError("VALIDATION", first, { fields: errors });
  const saved = await db.transaction(async (tx) => {
    const before = await readReadyQuoteSettings(tx);
    for (const key of Object.keys(QUOTE_SETTING_FIELDS) as (keyof QuoteSettings)[]) {
      await writeSetting(tx, QUOTE_SETTING_FIELDS[key].name, String(settings[key]), SETTING_GROUP);
    }
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: "site_settings",
      entityId: "ready_time_quotes",
      before: quoteAuditValues(before),
      after: quoteAuditValues(settings),
    });
    return readReadyQuoteSettings(tx);
  });
  forgetKitchenFigures(db);
  return saved;
}
