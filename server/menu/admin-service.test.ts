import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  menuItemCategory,
  menuItemModifierGroups,
  menuItems,
  modifierGroups,
  orderItems,
  orders,
  siteSections,
  siteSettings,
} from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { isAppError } from "#server/errors.ts";
import { listMenuItems } from "#server/menu/service.ts";
import { isImageInUse } from "#server/uploads/forget-unused.ts";
import { menuItemSchema, type MenuItemInput } from "#domain/validation/admin-catalogue.ts";
import {
  createMenuCategory,
  createMenuItem,
  deleteMenuCategory,
  deleteMenuItem,
  listAdminMenuCategories,
  listAdminMenuItems,
  renameMenuCategory,
  reorderMenuCategories,
  reorderMenuItems,
  setMenuCategoryActive,
  setMenuItemFlag,
  SOFT_DELETE_PERFORMED,
  updateMenuItem,
} from "./admin-service.ts";

const database = useTestDatabase();
const ACTOR = "admin-user";

function input(overrides: Partial<MenuItemInput> = {}) {
  return menuItemSchema.parse({
    title: "Jerk Chicken",
    description: "Smoky and hot",
    price: "14.50",
    category: "Mains",
    image_url: "",
    featured: false,
    available: true,
    available_direct: true,
    available_doordash: false,
    available_ubereats: false,
    show_add_to_cart: true,
    allergens: ["Peanuts"],
    external_links: {
      doordashUrl: "https://doordash.example/jerk",
      showDoordash: true,
      showUberEats: false,
      showExternalButtons: true,
      customLinks: [{ id: "l1", name: "Recipe", url: "https://example.com/r", showButton: true }],
    },
    modifier_group_ids: [],
    display_order: "",
    ...overrides,
  });
}

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

beforeEach(async () => {
  const db = database.db;
  await db.delete(orderItems);
  await db.delete(orders);
  await db.delete(menuItemModifierGroups);
  await db.delete(menuItems);
  await db.delete(menuItemCategory);
  await db.delete(modifierGroups);
  await db.delete(auditLog);
  await db.insert(menuItemCategory).values([
    { name: "Mains", display_order: 0 },
    { name: "Sides", display_order: 1 },
  ]);
});

describe("menu items", () => {
  it("creates an item with every field, after the last of its category, with its groups and an audit row", async () => {
    const [group] = await database.db.insert(modifierGroups).values({ name: "Spice" }).returning();
    const first = await createMenuItem(database.db, ACTOR, input());
    const second = await createMenuItem(
      database.db,
      ACTOR,
      input({ title: "Oxtail", modifier_group_ids: [group!.id] }),
    );
    expect(first.display_order).toBe(0);
    expect(second.display_order).toBe(1);
    expect(second.price).toBe(1450);
    const listed = await listAdminMenuItems(database.db);
    const oxtail = listed.find((item) => item.id === second.id)!;
    expect(oxtail.modifier_group_ids).toEqual([group!.id]);
    expect(oxtail.allergens).toEqual(["Peanuts"]);
    expect(oxtail.external_links).toEqual({
      doordashUrl: "https://doordash.example/jerk",
      showDoordash: true,
      showUberEats: false,
      showExternalButtons: true,
      customLinks: [{ id: "l1", name: "Recipe", url: "https://example.com/r", showButton: true }],
    });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entity, "menu_items"));
    expect(audit).toHaveLength(2);
    // Explicit display order wins.
    const third = await createMenuItem(database.db, ACTOR, input({ title: "Pie", display_order: "7" }));
    expect(third.display_order).toBe(7);
  });

  it("refuses a category or modifier group that does not exist, saving nothing", async () => {
    const badCategory = await refusal(createMenuItem(database.db, ACTOR, input({ category: "Nope" })));
    expect(badCategory.status).toBe(400);
    expect(badCategory.fields).toEqual({ category: "Choose a category that exists" });
    const badGroup = await refusal(
      createMenuItem(
        database.db,
        ACTOR,
        input({ modifier_group_ids: ["00000000-0000-4000-8000-000000000000"] }),
      ),
    );
    expect(badGroup.fields?.modifier_group_ids).toBeDefined();
    expect(await database.db.select().from(menuItems)).toHaveLength(0);
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
  });

  it("refuses bad input in the shared schema: empty title, bad prices, script links, long text", () => {
    const parse = (overrides: Record<string, unknown>) =>
      menuItemSchema.safeParse({ ...input(), price: "14.50", ...overrides });
    expect(parse({ title: "  " }).success).toBe(false);
    for (const price of ["-1", "0", "abc", "10000.01", ""]) expect(parse({ price }).success).toBe(false);
    expect(parse({ price: "10000" }).success).toBe(true);
    expect(
      parse({
        external_links: {
          showDoordash: false,
          showUberEats: false,
          showExternalButtons: false,
          doordashUrl: "javascript:alert(1)",
          customLinks: [],
        },
      }).success,
    ).toBe(false);
    expect(
      parse({
        external_links: {
          showDoordash: false,
          showUberEats: false,
          showExternalButtons: false,
          customLinks: [{ id: "x", name: "X", url: "data:text/html,hi", showButton: true }],
        },
      }).success,
    ).toBe(false);
    expect(parse({ description: "x".repeat(1001) }).success).toBe(false);
    expect(parse({ image_url: "javascript:alert(1)" }).success).toBe(false);
  });

  it("updates every field and reports the image it replaced", async () => {
    const created = await createMenuItem(database.db, ACTOR, input({ image_url: "/uploads/old-photo.webp" }));
    const { item, replacedImage } = await updateMenuItem(
      database.db,
      ACTOR,
      created.id,
      input({
        title: "Jerk Chicken Plate",
        price: "16",
        category: "Sides",
        image_url: "/uploads/new-photo.webp",
      }),
    );
    expect(item).toMatchObject({
      title: "Jerk Chicken Plate",
      price: 1600,
      category: "Sides",
      image_url: "/uploads/new-photo.webp",
    });
    expect(replacedImage).toBe("/uploads/old-photo.webp");
    expect(await isImageInUse(database.db, "/uploads/old-photo.webp")).toBe(false);
    expect(await isImageInUse(database.db, "/uploads/new-photo.webp")).toBe(true);
    const missing = await refusal(
      updateMenuItem(database.db, ACTOR, "00000000-0000-4000-8000-000000000000", input()),
    );
    expect(missing.status).toBe(404);
  });

  it("counts an image as in use wherever an admin can show it: Our Story and the logo too", async () => {
    const story = "/uploads/story-photo.webp";
    const logo = "/uploads/logo.webp";
    expect(await isImageInUse(database.db, story)).toBe(false);
    expect(await isImageInUse(database.db, logo)).toBe(false);
    await database.db.insert(siteSections).values({
      page_name: "about",
      section_name: "story-block",
      content: { imageUrl: story, imageAlt: "Our kitchen" },
    });
    await database.db
      .insert(siteSettings)
      .values({ setting_key: "site_logo_url", setting_value: logo })
      .onConflictDoUpdate({ target: siteSettings.setting_key, set: { setting_value: logo } });
    expect(await isImageInUse(database.db, story)).toBe(true);
    expect(await isImageInUse(database.db, logo)).toBe(true);
    expect(await isImageInUse(database.db, "/uploads/other.webp")).toBe(false);
  });

  it("toggles featured and available, and an unavailable item leaves the public menu", async () => {
    const created = await createMenuItem(database.db, ACTOR, input());
    await setMenuItemFlag(database.db, ACTOR, created.id, "featured", true);
    await setMenuItemFlag(database.db, ACTOR, created.id, "available", false);
    const [row] = await database.db.select().from(menuItems).where(eq(menuItems.id, created.id));
    expect(row).toMatchObject({ featured: true, available: false });
    expect((await listMenuItems(database.db)).map((item) => item.id)).not.toContain(created.id);
  });

  it("reorders a category's items in one transaction; a stale or mixed list changes nothing", async () => {
    const a = await createMenuItem(database.db, ACTOR, input({ title: "A" }));
    const b = await createMenuItem(database.db, ACTOR, input({ title: "B" }));
    const side = await createMenuItem(database.db, ACTOR, input({ title: "Rice", category: "Sides" }));
    await reorderMenuItems(database.db, ACTOR, [b.id, a.id]);
    expect(
      (await listMenuItems(database.db))
        .filter((item) => item.category === "Mains")
        .map((item) => item.title),
    ).toEqual(["B", "A"]);
    const mixed = await refusal(reorderMenuItems(database.db, ACTOR, [a.id, side.id]));
    expect(mixed.status).toBe(400);
    const stale = await refusal(
      reorderMenuItems(database.db, ACTOR, [a.id, "00000000-0000-4000-8000-000000000000"]),
    );
    expect(stale.status).toBe(404);
    expect(
      (await listMenuItems(database.db))
        .filter((item) => item.category === "Mains")
        .map((item) => item.title),
    ).toEqual(["B", "A"]);
  });

  it("deletes a fresh item, but only sets an ordered one unavailable, with the marker", async () => {
    const fresh = await createMenuItem(
      database.db,
      ACTOR,
      input({ title: "Fresh", image_url: "/uploads/fresh.webp" }),
    );
    const ordered = await createMenuItem(database.db, ACTOR, input({ title: "Ordered" }));
    const [order] = await database.db
      .insert(orders)
      .values({
        customer_name: "C",
        customer_email: "c@example.com",
        subtotal: 100,
        total: 100,
        payment_provider: "sandbox",
        access_token: "t",
      })
      .returning();
    await database.db
      .insert(orderItems)
      .values({ order_id: order!.id, menu_item_id: ordered.id, title: "Ordered", quantity: 1, price: 100 });

    const gone = await deleteMenuItem(database.db, ACTOR, fresh.id);
    expect(gone).toEqual({
      outcome: "deleted",
      message: '"Fresh" was deleted.',
      imageUrl: "/uploads/fresh.webp",
    });
    const kept = await deleteMenuItem(database.db, ACTOR, ordered.id);
    expect(kept.outcome).toBe("soft-deleted");
    expect(kept).toMatchObject({ code: SOFT_DELETE_PERFORMED });
    expect(kept.message).toContain("marked unavailable");
    const rows = await database.db.select().from(menuItems);
    expect(rows.map((row) => [row.title, row.available])).toEqual([["Ordered", false]]);
  });
});

describe("menu categories", () => {
  it("creates, renames (items follow), deactivates and reorders categories", async () => {
    const created = await createMenuCategory(database.db, ACTOR, "Drinks");
    expect(created.display_order).toBe(2);
    const duplicate = await refusal(createMenuCategory(database.db, ACTOR, "drinks"));
    expect(duplicate.fields).toEqual({ name: "A category with this name already exists" });
    const item = await createMenuItem(database.db, ACTOR, input({ category: "Drinks", title: "Sorrel" }));
    await renameMenuCategory(database.db, ACTOR, created.id, "Cold Drinks");
    const [moved] = await database.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(moved!.category).toBe("Cold Drinks");
    await setMenuCategoryActive(database.db, ACTOR, created.id, false);
    const categories = await listAdminMenuCategories(database.db);
    expect(categories.find((category) => category.id === created.id)).toMatchObject({
      is_active: false,
      item_count: 1,
    });
    const ids = categories.map((category) => category.id).reverse();
    await reorderMenuCategories(database.db, ACTOR, ids);
    expect((await listAdminMenuCategories(database.db)).map((category) => category.id)).toEqual(ids);
  });

  it("refuses to delete a category that still holds items, and deletes an empty one", async () => {
    const [mains] = await database.db
      .select()
      .from(menuItemCategory)
      .where(eq(menuItemCategory.name, "Mains"));
    await createMenuItem(database.db, ACTOR, input());
    const refused = await refusal(deleteMenuCategory(database.db, ACTOR, mains!.id));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      '"Mains" still holds 1 item. Move it to another category before deleting it.',
    );
    const [sides] = await database.db
      .select()
      .from(menuItemCategory)
      .where(eq(menuItemCategory.name, "Sides"));
    await deleteMenuCategory(database.db, ACTOR, sides!.id);
    expect((await listAdminMenuCategories(database.db)).map((category) => category.name)).toEqual(["Mains"]);
  });
});
