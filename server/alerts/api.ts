import type { Hono } from "hono";
import type { Database } from "../db/client";
import type { HonoEnv } from "../http";
import { listActiveAlerts } from "./service";

export function registerAlertRoutes(app: Hono<HonoEnv>, deps: { db: Database }): void {
  app.get("/api/alerts", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ alerts: await listActiveAlerts(deps.db) });
  });
}
