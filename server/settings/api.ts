import type { Hono } from "hono";
import type { Database } from "../db/client";
import type { HonoEnv } from "../http";
import { listPublicSettings } from "./service";

export function registerSettingsRoutes(app: Hono<HonoEnv>, deps: { db: Database }): void {
  app.get("/api/settings", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ settings: await listPublicSettings(deps.db) });
  });
}
