import type { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { listActiveAlerts } from "./service.ts";

export function registerAlertRoutes(app: Hono<HonoEnv>, deps: { db: Database }): void {
  app.get("/api/alerts", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ alerts: await listActiveAlerts(deps.db) });
  });
}
