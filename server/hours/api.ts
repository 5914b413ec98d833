import type { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { listCurrentClosures } from "./closures.ts";
import { listStoreHours } from "./service.ts";

export function registerStoreHoursRoutes(app: Hono<HonoEnv>, deps: { db: Database }): void {
  app.get("/api/store-hours", async (c) => {
    c.header("Cache-Control", "no-store");
    const [storeHours, storeClosures] = await Promise.all([
      listStoreHours(deps.db),
      listCurrentClosures(deps.db),
    ]);
    return c.json({ storeHours, storeClosures });
  });
}
