import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { openDatabase } from "#server/db/client.ts";
import { smsOutbox, storeHours } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { sessionCookieFor } from "#server/test/page-context.ts";
import { loadConfig } from "#server/config.ts";
import { createInProcessEventBus } from "#server/adapters/events/in-process.ts";
import { createHttpApp } from "#server/http.ts";
import pino from "pino";
import { DAY_NAMES } from "#domain/business-time.ts";
import { createBoardCounter, recordBoardPresence, runBoardWatchPass } from "./board-watch.ts";
import { saveTextSettings } from "./settings.ts";

const database = useTestDatabase();
const OWNER = "+14045550199";
// Wednesday 12:04 PM in New York (the default business time zone); the store is open 09:00–21:00
const SEEN = new Date("2026-11-25T17:04:00Z");
const after = (seconds: number, from = SEEN) => new Date(from.getTime() + seconds * 1000);
// Wednesday 10:00 PM in New York: closed
const NIGHT = new Date("2026-11-26T03:00:00Z");

beforeAll(async () => {
  const { userId } = await createFirstAdmin(database.db, {
    name: "Olive Owner",
    email: "owner@example.com",
    password: "Correct-Horse-42",
  });
  await saveTextSettings(database.db, userId, { ownerPhones: [OWNER] });
  await database.db.execute(sql`delete from store_hours`);
  await database.db.insert(storeHours).values(
    DAY_NAMES.map((day) => ({
      day_of_week: day,
      open_time: "09:00",
      close_time: "21:00",
      is_closed: false,
    })),
  );
});

beforeEach(async () => {
  await database.db.execute(sql`delete from sms_outbox`);
  await database.db.execute(sql`delete from board_presence`);
  await database.db.execute(sql`delete from board_watch`);
});

async function boardTexts() {
  const rows = await database.db
    .select({ kind: smsOutbox.kind, to: smsOutbox.to_number, body: smsOutbox.body })
    .from(smsOutbox);
  return rows.filter((row) => row.kind.startsWith("board-"));
}

describe("the board-offline watch (fake clock)", () => {
  it("texts once after 90 seconds without a board while open, and once when a board is back", async () => {
    await recordBoardPresence(database.db, "a", { connected: 0, lastConnectedAt: SEEN });
    expect(await runBoardWatchPass(database.db, { now: after(89) })).toBeNull();
    expect(await runBoardWatchPass(database.db, { now: after(90) })).toBe("offline");
    expect(await runBoardWatchPass(database.db, { now: after(120) })).toBeNull();
    expect(await runBoardWatchPass(database.db, { now: after(600) })).toBeNull();
    expect(await boardTexts()).toEqual([
      {
        kind: "board-offline",
        to: OWNER,
        body: "Your order board has been offline since 12:04 PM: new orders will not ring",
      },
    ]);
    // a board connects again on another instance
    await recordBoardPresence(database.db, "b", { connected: 1, lastConnectedAt: after(630) });
    expect(await runBoardWatchPass(database.db, { now: after(630) })).toBe("back");
    expect(await runBoardWatchPass(database.db, { now: after(660) })).toBeNull();
    const texts = await boardTexts();
    expect(texts.filter((text) => text.kind === "board-back")).toEqual([
      { kind: "board-back", to: OWNER, body: "Your order board is back online." },
    ]);
    expect(texts).toHaveLength(2);
  });

  it("a board that stays connected is not offline, and nothing is texted while the store is closed", async () => {
    await recordBoardPresence(database.db, "a", { connected: 1, lastConnectedAt: after(60) });
    expect(await runBoardWatchPass(database.db, { now: after(120) })).toBeNull();
    await recordBoardPresence(database.db, "a", { connected: 0, lastConnectedAt: NIGHT });
    expect(await runBoardWatchPass(database.db, { now: after(600, NIGHT) })).toBeNull();
    expect(await runBoardWatchPass(database.db, { now: after(3600, NIGHT) })).toBeNull();
    expect(await boardTexts()).toEqual([]);
  });

  it("counts the streams of this instance in and out", () => {
    const boards = createBoardCounter();
    expect(boards.read().lastConnectedAt).toBeNull();
    const leave = boards.connect();
    const now = new Date();
    expect(boards.read(now)).toEqual({ connected: 1, lastConnectedAt: now });
    leave();
    leave();
    expect(boards.read().connected).toBe(0);
    expect(boards.read().lastConnectedAt).not.toBeNull();
  });

  it("an admin event stream counts as a connected board while it is open", async () => {
    const boards = createBoardCounter();
    const shutdown = new AbortController();
    const app = createHttpApp({
      config: loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" }),
      database,
      log: pino({ level: "silent" }),
      events: createInProcessEventBus(),
      shutdown: shutdown.signal,
      boards,
    });
    const cookie = await sessionCookieFor(database.db, "owner@example.com", "Correct-Horse-42");
    const closed = new AbortController();
    const response = await app.request("/api/admin/events", {
      headers: { Cookie: cookie, Origin: "http://127.0.0.1:3000" },
      signal: closed.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    expect(boards.read().connected).toBe(1);
    shutdown.abort();
    await reader.cancel();
    await expect.poll(() => boards.read().connected).toBe(0);
    expect(boards.read().lastConnectedAt).not.toBeNull();
  });

  it("two instances on one database text each once", async () => {
    await recordBoardPresence(database.db, "a", { connected: 0, lastConnectedAt: SEEN });
    const second = database.url
      ? await openDatabase({ kind: "postgres", url: database.url, maxConnections: 3 })
      : null;
    try {
      const offline = await Promise.all([
        runBoardWatchPass(database.db, { now: after(100) }),
        runBoardWatchPass(second?.db ?? database.db, { now: after(100) }),
      ]);
      expect(offline.filter((result) => result === "offline")).toHaveLength(1);
      await recordBoardPresence(second?.db ?? database.db, "b", {
        connected: 1,
        lastConnectedAt: after(200),
      });
      const back = await Promise.all([
        runBoardWatchPass(database.db, { now: after(200) }),
        runBoardWatchPass(second?.db ?? database.db, { now: after(200) }),
      ]);
      expect(back.filter((result) => result === "back")).toHaveLength(1);
    } finally {
      await second?.close();
    }
    expect((await boardTexts()).map((text) => text.kind).sort()).toEqual(["board-back", "board-offline"]);
  });
});
