import type { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { listStoreHours } from "./service.ts";

export function registerStoreHoursRoutes(app: Hono<HonoEnv>, deps: { db: Database }): void {
  app.get("/api/store-hours", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ storeHours: await listStoreHours(deps.db) });
  });
}
