import type { Hono } from "hono";
import type { Database } from "../db/client";
import type { HonoEnv } from "../http";
import { listStoreHours } from "./service";

export function registerStoreHoursRoutes(app: Hono<HonoEnv>, deps: { db: Database }): void {
  app.get("/api/store-hours", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ storeHours: await listStoreHours(deps.db) });
  });
}
