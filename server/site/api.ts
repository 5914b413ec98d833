import type { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { getSiteShell } from "./service.ts";

/** `GET /api/site`: what the header, footer and pages show from the settings, read again after a change. */
export function registerSiteRoutes(app: Hono<HonoEnv>, deps: { db: Database }): void {
  app.get("/api/site", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ shell: await getSiteShell(deps.db, c.get("log")) });
  });
}
