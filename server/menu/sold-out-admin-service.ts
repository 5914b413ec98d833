// "Sold out today" for dishes and single options (docs/product/06-admin.md §6): the mark lasts until the
// store's next opening, so it lifts by itself; "Back in stock" lifts it at once. Each change commits
// with its audit row (server/admin/ordered-rows.ts).
import { computeSoldOutUntil } from "#domain/sold-out.ts";
import type { Database, Executor } from "#server/db/client.ts";
import { menuItems, modifiers } from "#server/db/schema/index.ts";
import { updateRow } from "#server/admin/ordered-rows.ts";
import { listStoreHours } from "#server/hours/service.ts";
import { listCurrentClosures } from "#server/hours/closures.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";

const SOLD_OUT_TARGETS = {
  menuItem: { table: menuItems, entity: "menu_items", missing: "This menu item no longer exists." },
  modifier: { table: modifiers, entity: "modifiers", missing: "This modifier no longer exists." },
};

export type SoldOutTarget = keyof typeof SOLD_OUT_TARGETS;

/** The store's next opening after `now`, in the business time zone, honouring closures. */
export async function readSoldOutUntil(db: Executor, now: Date): Promise<Date> {
  const [settings, hours, closures] = await Promise.all([
    listPublicSettings(db),
    listStoreHours(db),
    listCurrentClosures(db),
  ]);
  return computeSoldOutUntil({ hours, closures }, now, readBusinessRules(settings).timeZone);
}

/** Marks a dish or an option sold out until the next opening (soldOut) or back in stock; answers the time. */
export async function setSoldOut(
  db: Database,
  actorUserId: string,
  input: { target: SoldOutTarget; id: string; soldOut: boolean; now?: Date },
): Promise<Date | null> {
  const until = input.soldOut ? await readSoldOutUntil(db, input.now ?? new Date()) : null;
  const change = { db, id: input.id, values: { sold_out_until: until }, actor: actorUserId };
  // Two calls rather than one over a union: each keeps its table's own row type.
  await (input.target === "menuItem"
    ? updateRow({ ...SOLD_OUT_TARGETS.menuItem, ...change })
    : updateRow({ ...SOLD_OUT_TARGETS.modifier, ...change }));
  return until;
}
