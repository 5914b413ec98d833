import type { Hono } from "hono";
import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { listModifierGroupsForItems } from "./service.ts";

export const MAX_MODIFIER_ITEM_IDS = 100;

const itemIdsSchema = z
  .array(z.uuid())
  .max(MAX_MODIFIER_ITEM_IDS, `Ask for at most ${MAX_MODIFIER_ITEM_IDS} items at once.`);

/** GET /api/menu/modifiers?itemIds=a,b — the customisation dialog's groups and options. */
export function registerModifierRoutes(app: Hono<HonoEnv>, deps: { db: Database }): void {
  app.get("/api/menu/modifiers", async (c) => {
    const raw = c.req.query("itemIds") ?? "";
    const ids = raw
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean);
    const parsed = itemIdsSchema.safeParse(ids);
    if (!parsed.success) {
      const tooMany = ids.length > MAX_MODIFIER_ITEM_IDS;
      const message = tooMany
        ? `Ask for at most ${MAX_MODIFIER_ITEM_IDS} items at once.`
        : "itemIds must be a comma-separated list of menu item ids.";
      throw new AppError("VALIDATION", message, { fields: { itemIds: message } });
    }
    c.header("Cache-Control", "no-store");
    return c.json({ groups: await listModifierGroupsForItems(deps.db, parsed.data) });
  });
}
