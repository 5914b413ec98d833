// The order board is watched (docs/product/08-text-messages.md §8). Every instance counts the admin event
// streams connected to it and writes, every heartbeat, when one was last connected (board_presence). One
// pass at a time, across instances, decides from those rows: the single board_watch row is locked
// for the pass, so while the store is open and no board has been connected anywhere for 90 seconds
// the owner's numbers get one text per offline period, and one more when a board is back.
import { eq, max } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { boardPresence, boardWatch } from "#server/db/schema/index.ts";
import { listCurrentClosures } from "#server/hours/closures.ts";
import { listStoreHours } from "#server/hours/service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { getStoreStatus } from "#domain/store-hours.ts";
import { ownerTexts } from "#domain/texts.ts";
import { formatClock } from "./order-texts.ts";
import { queueText } from "./outbox.ts";
import { readTextSettings } from "./settings.ts";

/** No board connected to any instance for this long is an offline board. */
export const BOARD_OFFLINE_AFTER_MS = 90_000;
/** How often each instance writes its presence and runs the watch. */
export const BOARD_HEARTBEAT_MS = 30_000;
const WATCH_ROW_ID = 1;

/** This instance's open admin event streams: the board's stream counts itself in and out. */
export type BoardCounter = {
  /** Counts one stream in; call the answer when it ends. */
  connect: () => () => void;
  /** Open streams now, and when one was last open (null: never on this instance). */
  read: (now?: Date) => { connected: number; lastConnectedAt: Date | null };
};

export function createBoardCounter(): BoardCounter {
  let connected = 0;
  let lastConnectedAt: Date | null = null;
  return {
    connect() {
      connected += 1;
      lastConnectedAt = new Date();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        connected -= 1;
        lastConnectedAt = new Date();
      };
    },
    read(now = new Date()) {
      return { connected, lastConnectedAt: connected > 0 ? now : lastConnectedAt };
    },
  };
}

/** Writes this instance's heartbeat; an instance that never had a board writes nothing. */
export async function recordBoardPresence(
  db: Executor,
  instanceId: string,
  presence: { connected: number; lastConnectedAt: Date | null },
): Promise<void> {
  if (!presence.lastConnectedAt) return;
  await db
    .insert(boardPresence)
    .values({
      instance_id: instanceId,
      connected: presence.connected,
      last_connected_at: presence.lastConnectedAt,
    })
    .onConflictDoUpdate({
      target: boardPresence.instance_id,
      set: { connected: presence.connected, last_connected_at: presence.lastConnectedAt },
    });
}

async function isStoreOpen(db: Executor, at: Date, timeZone: string): Promise<boolean> {
  const [hours, closures] = await Promise.all([listStoreHours(db), listCurrentClosures(db)]);
  return getStoreStatus({ hours, closures }, at, timeZone).isOpen;
}

/**
 * One pass of the watch: answers "offline" or "back" when it wrote the owner's texts, else null.
 * The board_watch row is locked for the pass, so two instances never both text one period.
 */
export async function runBoardWatchPass(
  db: Executor,
  options: { now?: Date } = {},
): Promise<"offline" | "back" | null> {
  const now = options.now ?? new Date();
  const settings = await readTextSettings(db);
  if (settings.ownerPhones.length === 0) return null;
  const timeZone = readBusinessRules(await listPublicSettings(db)).timeZone;
  return db.transaction(async (tx) => {
    await tx.insert(boardWatch).values({ id: WATCH_ROW_ID }).onConflictDoNothing();
    const [watch] = await tx
      .select({ offlineSince: boardWatch.offline_since, textedAt: boardWatch.offline_texted_at })
      .from(boardWatch)
      .where(eq(boardWatch.id, WATCH_ROW_ID))
      .for("update");
    const [seen] = await tx.select({ last: max(boardPresence.last_connected_at) }).from(boardPresence);
    const lastSeen = seen?.last ? new Date(seen.last) : null;
    // a board never opened is not offline: there was nothing to ring
    if (!lastSeen || !watch) return null;
    const online = now.getTime() - lastSeen.getTime() < BOARD_OFFLINE_AFTER_MS;
    if (online) {
      if (!watch.textedAt) return null;
      const period = watch.offlineSince?.toISOString() ?? watch.textedAt.toISOString();
      for (const phone of settings.ownerPhones) {
        await queueText(tx, {
          dedupeKey: `board:${period}:back:${phone}`,
          kind: "board-back",
          to: phone,
          body: ownerTexts.boardBack(),
        });
      }
      await tx
        .update(boardWatch)
        .set({ offline_since: null, offline_texted_at: null, updated_at: now })
        .where(eq(boardWatch.id, WATCH_ROW_ID));
      return "back";
    }
    if (watch.textedAt) return null;
    // open now and 90 seconds ago: a board not yet opened at opening time gets those 90 seconds too
    const open =
      (await isStoreOpen(tx, now, timeZone)) &&
      (await isStoreOpen(tx, new Date(now.getTime() - BOARD_OFFLINE_AFTER_MS), timeZone));
    if (!open) return null;
    for (const phone of settings.ownerPhones) {
      await queueText(tx, {
        dedupeKey: `board:${lastSeen.toISOString()}:offline:${phone}`,
        kind: "board-offline",
        to: phone,
        // Intl writes a narrow no-break space before AM/PM; a text carries a plain one
        body: ownerTexts.boardOffline(formatClock(lastSeen, timeZone).replace(/\s/g, " ")),
      });
    }
    await tx
      .update(boardWatch)
      .set({ offline_since: lastSeen, offline_texted_at: now, updated_at: now })
      .where(eq(boardWatch.id, WATCH_ROW_ID));
    return "offline";
  });
}
