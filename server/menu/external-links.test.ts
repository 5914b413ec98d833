import { beforeEach, describe, expect, it } from "vitest";
import { menuItemCategory, menuItems } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { listMenuItems } from "#server/menu/service.ts";
import { resolveOrderLinks } from "#domain/menu.ts";
import { centsToInput } from "#domain/money.ts";
import { externalLinksToInput, menuItemSchema } from "#domain/validation/admin-catalogue.ts";
import { listAdminMenuItems, updateMenuItem } from "./admin-service.ts";

const database = useTestDatabase();

beforeEach(async () => {
  await database.db.delete(menuItems);
  await database.db.delete(menuItemCategory);
  await database.db.insert(menuItemCategory).values({ name: "Mains", display_order: 0 });
});

async function insertOldItem() {
  // Written before the switches existed: links without any show* flag, buttons shown.
  const [row] = await database.db
    .insert(menuItems)
    .values({
      title: "Curry Goat",
      price: 1500,
      category: "Mains",
      available_doordash: true,
      available_ubereats: true,
      external_links: { doordashUrl: "https://www.doordash.com/store/curry" },
    })
    .returning();
  return row!;
}

async function publicButtons() {
  const [item] = await listMenuItems(database.db);
  return resolveOrderLinks(item!, "Island Spice Kitchen").map((link) => link.name);
}

describe("re-saving a menu item whose stored links lack the button flags", () => {
  it("keeps the delivery buttons shown when the admin only fixes the price", async () => {
    const old = await insertOldItem();
    expect(await publicButtons()).toEqual(["DoorDash", "Uber Eats"]);
    const [stored] = await listAdminMenuItems(database.db);
    // The form's values for the stored item, with the price changed.
    const input = menuItemSchema.parse({
      title: stored!.title,
      description: stored!.description,
      price: centsToInput(1650),
      category: stored!.category,
      image_url: stored!.image_url ?? "",
      featured: stored!.featured,
      available: stored!.available,
      available_direct: stored!.available_direct,
      available_doordash: stored!.available_doordash,
      available_ubereats: stored!.available_ubereats,
      show_add_to_cart: stored!.show_add_to_cart,
      allergens: stored!.allergens,
      external_links: externalLinksToInput(stored!.external_links),
      modifier_group_ids: stored!.modifier_group_ids,
      display_order: String(stored!.display_order),
    });
    await updateMenuItem(database.db, "admin-user", old.id, input);
    expect(await publicButtons()).toEqual(["DoorDash", "Uber Eats"]);
    const [saved] = await listMenuItems(database.db);
    expect(saved!.price).toBe(1650);
    expect(saved!.external_links).toMatchObject({
      doordashUrl: "https://www.doordash.com/store/curry",
      showDoordash: true,
      showUberEats: true,
      showExternalButtons: true,
    });
  });

  it("keeps them shown when a request leaves the flags out", async () => {
    const old = await insertOldItem();
    const input = menuItemSchema.parse({
      title: "Curry Goat",
      description: "",
      price: "15.00",
      category: "Mains",
      image_url: "",
      featured: false,
      available: true,
      available_direct: true,
      available_doordash: true,
      available_ubereats: true,
      show_add_to_cart: true,
      allergens: [],
      external_links: { doordashUrl: "https://www.doordash.com/store/curry", customLinks: [] },
      modifier_group_ids: [],
      display_order: "",
    });
    await updateMenuItem(database.db, "admin-user", old.id, input);
    expect(await publicButtons()).toEqual(["DoorDash", "Uber Eats"]);
  });
});
