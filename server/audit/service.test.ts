import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  menuItemCategory,
  menuItemModifierGroups,
  menuItems,
  orderItems,
  orders,
  user,
} from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { createMenuItem, setMenuItemFlag, updateMenuItem } from "#server/menu/admin-service.ts";
import { menuItemSchema } from "#domain/validation/admin-catalogue.ts";
import { listAuditEntries, recordAudit } from "./service.ts";

const database = useTestDatabase();
const MARIA = "user-maria";

function dish(title: string, price: string) {
  return menuItemSchema.parse({
    title,
    description: "",
    price,
    category: "Mains",
    image_url: "",
    featured: false,
    available: true,
    available_direct: true,
    available_doordash: false,
    available_ubereats: false,
    show_add_to_cart: true,
    allergens: [],
    external_links: {
      doordashUrl: "",
      showDoordash: false,
      showUberEats: false,
      showExternalButtons: false,
      customLinks: [],
    },
    modifier_group_ids: [],
    display_order: "",
  });
}

beforeEach(async () => {
  const db = database.db;
  await db.delete(orderItems);
  await db.delete(orders);
  await db.delete(menuItemModifierGroups);
  await db.delete(menuItems);
  await db.delete(menuItemCategory);
  await db.delete(auditLog);
  await db.delete(user).where(eq(user.id, MARIA));
  await db.insert(user).values({ id: MARIA, name: "Maria", email: "maria-activity@example.com" });
  await db.insert(menuItemCategory).values({ name: "Mains", display_order: 0 });
});

async function sentences(): Promise<string[]> {
  const { entries } = await listAuditEntries(database.db);
  return entries.map((entry) => entry.sentence);
}

describe("the activity log's sentences", () => {
  it("says an added dish and its price change with the dish's name and both prices", async () => {
    const created = await createMenuItem(database.db, MARIA, dish("Oxtail Stew", "18.95"));
    await updateMenuItem(database.db, MARIA, created.id, dish("Oxtail Stew", "19.95"));
    expect(await sentences()).toEqual([
      "Maria changed the price of Oxtail Stew from $18.95 to $19.95",
      "Maria added the dish Oxtail Stew",
    ]);
  });

  it("keeps a switched dish's name with the change, so it still reads after a rename or a delete", async () => {
    const created = await createMenuItem(database.db, MARIA, dish("Jerk Wings", "9.99"));
    await database.db.delete(auditLog);
    await setMenuItemFlag(database.db, MARIA, created.id, "featured", true);
    await database.db.delete(menuItems).where(eq(menuItems.id, created.id));
    expect(await sentences()).toEqual(["Maria featured the dish Jerk Wings on the homepage"]);
  });

  it("names the thing as it is today for an entry written without its name, and never shows an id", async () => {
    const created = await createMenuItem(database.db, MARIA, dish("Garden Salad", "7.95"));
    await database.db.delete(auditLog);
    // Entries as they were written before names were kept: a switch with only its value, an order's step.
    await database.db.insert(auditLog).values([
      {
        actor_user_id: MARIA,
        action: "update",
        entity: "menu_items",
        entity_id: created.id,
        details: { before: { available: true }, after: { available: false } },
      },
      {
        actor_user_id: MARIA,
        action: "update",
        entity: "orders",
        entity_id: "00000000-0000-4000-8000-000000000000",
        details: { before: { kitchen_status: "new" }, after: { kitchen_status: "ready" } },
      },
      {
        actor_user_id: MARIA,
        action: "update",
        entity: "menu_items",
        entity_id: "not-a-uuid",
        details: { before: { featured: true }, after: { featured: false } },
      },
    ]);
    const texts = await sentences();
    expect(texts).toEqual([
      "Maria stopped featuring a dish",
      "Maria moved an order to Ready",
      "Maria took the dish Garden Salad off the menu",
    ]);
    for (const text of texts) expect(text).not.toMatch(/0000|not-a-uuid|menu_items/);
  });

  it("says what a removed admin did, naming the thing from what was recorded", async () => {
    await recordAudit(database.db, {
      actorUserId: "someone-gone",
      action: "delete",
      entity: "modifier_groups",
      entityId: "00000000-0000-4000-8000-000000000001",
      before: { name: "Sides" },
    });
    expect(await sentences()).toEqual(["Someone no longer an admin deleted the option group Sides"]);
  });
});
