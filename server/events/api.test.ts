import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { createChangePollingEventBus } from "#server/adapters/events/change-polling.ts";
import { createDatabaseEventBus } from "#server/adapters/events/database-notify.ts";
import type { EventBus } from "#server/adapters/events/types.ts";
import {
  alerts,
  cateringCategories,
  menuItemCategory,
  menuItems,
  storeClosures,
  storeHours,
  siteSettings,
} from "#server/db/schema/index.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import pino from "pino";
import { answerError } from "#server/error-response.ts";
import { registerEventRoutes, STREAMS_FULL_MESSAGE, TOO_MANY_STREAMS_MESSAGE } from "./api.ts";

// Its hooks run first: the other beforeAll hooks below use the database.
const database = useTestDatabase();
let events: EventBus;

beforeAll(async () => {
  // The same buses the server picks: NOTIFY on PostgreSQL, change counters on the embedded database.
  events =
    database.kind === "postgres"
      ? await createDatabaseEventBus(database, pino({ level: "silent" }))
      : await createChangePollingEventBus(database.db, pino({ level: "silent" }), 50);
});
afterAll(async () => {
  await events.close();
});

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, pattern: RegExp): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + 10_000;
  while (!pattern.test(text)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}; got:\n${text}`);
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return text;
}

describe("database change events", () => {
  it("hears inserts into watched tables, whoever makes them", async () => {
    const seen: string[] = [];
    const unsubscribe = events.subscribe((event) => seen.push(event.table));
    await database.db.insert(alerts).values({ message: "Closed for a private event" });
    await database.db
      .insert(storeHours)
      .values({ day_of_week: "monday", open_time: "09:00", close_time: "17:00" });
    await database.db.insert(siteSettings).values({ setting_key: "site_name", setting_value: "X" });
    await database.db.insert(storeClosures).values({ start_date: "2030-12-25", end_date: "2030-12-25" });
    await expect
      .poll(() => [...new Set(seen)].sort(), { timeout: 5000 })
      .toEqual(["alerts", "site_settings", "store_closures", "store_hours"]);
    unsubscribe();
  });

  it("hears changes to the menu and the catering menu", async () => {
    const seen: string[] = [];
    const unsubscribe = events.subscribe((event) => seen.push(event.table));
    await database.db.insert(menuItemCategory).values({ name: "Sides" });
    await database.db.insert(menuItems).values({ title: "Rice", price: 500, category: "Sides" });
    await database.db.insert(cateringCategories).values({ name: "Trays" });
    await expect
      .poll(() => [...new Set(seen)].sort(), { timeout: 5000 })
      .toEqual(["catering_categories", "menu_item_category", "menu_items"]);
    unsubscribe();
  });

  it("streams named events to browsers and ends the stream on shutdown", async () => {
    const app = new Hono<HonoEnv>();
    const shutdown = new AbortController();
    registerEventRoutes(app, { events, shutdown: shutdown.signal });
    const response = await app.request("/api/events");
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.getReader();
    await readUntil(reader, /event: ready/);
    await database.db.insert(alerts).values({ message: "Live now" });
    expect(await readUntil(reader, /event: alerts/)).toMatch(/event: alerts\ndata: \{"at":\d+\}/);
    shutdown.abort();
    await expect.poll(async () => (await reader.read()).done, { timeout: 5000 }).toBe(true);
  });

  it("caps streams per address and in total, and closes a stream after a while so it reconnects", async () => {
    const app = new Hono<HonoEnv>();
    app.onError((error, c) => answerError(error, c));
    registerEventRoutes(app, {
      events,
      shutdown: new AbortController().signal,
      clientKey: (c) => c.req.header("x-client") ?? "unknown",
      limits: { perClient: 2, total: 3, maxAgeMs: 1500 },
    });
    const open = (client: string) => app.request("/api/events", { headers: { "x-client": client } });
    const first = await open("a");
    const second = await open("a");
    expect([first.status, second.status]).toEqual([200, 200]);
    const readers = [first, second].map((response) => response.body!.getReader());
    for (const reader of readers) expect(await readUntil(reader, /event: ready/)).toContain("retry: 3000");

    const third = await open("a");
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: { message: string } }).error.message).toBe(
      TOO_MANY_STREAMS_MESSAGE,
    );
    const other = await open("b");
    expect(other.status).toBe(200);
    const otherReader = other.body!.getReader();
    await readUntil(otherReader, /event: ready/);
    const full = await open("c");
    expect(full.status).toBe(503);
    expect(((await full.json()) as { error: { message: string } }).error.message).toBe(STREAMS_FULL_MESSAGE);

    // every stream ends on its own after maxAgeMs, and its place is free again
    for (const reader of [...readers, otherReader]) {
      await expect.poll(async () => (await reader.read()).done, { timeout: 5000 }).toBe(true);
    }
    const again = await open("a");
    expect(again.status).toBe(200);
    await again.body!.cancel();
  });
});
