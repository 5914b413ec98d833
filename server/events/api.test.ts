import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { createChangePollingEventBus } from "../adapters/events/change-polling";
import { createDatabaseEventBus } from "../adapters/events/database-notify";
import type { EventBus } from "../adapters/events/types";
import { alerts, storeHours, siteSettings } from "../db/schema/index";
import type { HonoEnv } from "../http";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import pino from "pino";
import { registerEventRoutes } from "./api";

let database: TestDatabase;
let events: EventBus;

beforeAll(async () => {
  database = await createTestDatabase();
  // The same buses the server picks: NOTIFY on PostgreSQL, change counters on the embedded database.
  events =
    database.kind === "postgres"
      ? await createDatabaseEventBus(database, pino({ level: "silent" }))
      : await createChangePollingEventBus(database.db, pino({ level: "silent" }), 50);
});
afterAll(async () => {
  await events.close();
  await database.close();
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
    await database.db.insert(storeHours).values({ day_of_week: "monday", open_time: "09:00", close_time: "17:00" });
    await database.db.insert(siteSettings).values({ setting_key: "site_name", setting_value: "X" });
    await expect.poll(() => [...new Set(seen)].sort(), { timeout: 5000 }).toEqual(["alerts", "site_settings", "store_hours"]);
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
});
