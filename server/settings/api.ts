import type { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { listPublicSettings } from "./service.ts";

export function registerSettingsRoutes(app: Hono<HonoEnv>, deps: { db: Database }): void {
  app.get("/api/settings", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ settings: await listPublicSettings(deps.db) });
  });
}
