import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { cateringCategories, cateringMenuItems, orderItems, orders } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { isAppError } from "#server/errors.ts";
import { cateringItemSchema, type CateringItemInput } from "#domain/validation/admin-catalogue.ts";
import {
  createCateringCategory,
  createCateringItem,
  deleteCateringCategory,
  deleteCateringItem,
  listAdminCateringCategories,
  listAdminCateringItems,
  renameCateringCategory,
  reorderCateringCategories,
  reorderCateringItems,
  setCateringCategoryActive,
  setCateringItemActive,
  updateCateringItem,
} from "./menu-admin-service.ts";

const database = useTestDatabase();
const ACTOR = "admin-user";
let trays: string;

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

function input(overrides: Partial<CateringItemInput> = {}) {
  return cateringItemSchema.parse({
    title: "Jerk Chicken Tray",
    description: "For a crowd",
    category_id: trays,
    image_url: "",
    is_active: true,
    external_links: { showDoordash: false, showUberEats: false, showExternalButtons: false, customLinks: [] },
    price_tiers: [
      { name: "Half Tray", price: "65", serves: "8-10" },
      { name: "Full Tray", price: "120", serves: "16-20" },
      { name: "Party", price: "220.50", serves: "35-40" },
    ],
    display_order: "",
    ...overrides,
  });
}

beforeEach(async () => {
  await database.db.delete(orderItems);
  await database.db.delete(orders);
  await database.db.delete(cateringMenuItems);
  await database.db.delete(cateringCategories);
  const [row] = await database.db.insert(cateringCategories).values({ name: "Trays" }).returning();
  trays = row!.id;
});

describe("catering items", () => {
  it("creates an item with three tiers in cents, named by its category", async () => {
    const created = await createCateringItem(database.db, ACTOR, input());
    expect(created).toMatchObject({ category: "Trays", category_id: trays, display_order: 0 });
    expect(created.price_tiers).toEqual([
      { name: "Half Tray", price: 6500, serves: "8-10" },
      { name: "Full Tray", price: 12000, serves: "16-20" },
      { name: "Party", price: 22050, serves: "35-40" },
    ]);
    const second = await createCateringItem(database.db, ACTOR, input({ title: "Curry Goat Tray" }));
    expect(second.display_order).toBe(1);
  });

  it("refuses no tiers, duplicate tier names, bad prices and an unknown category", async () => {
    const parse = (overrides: Record<string, unknown>) =>
      cateringItemSchema.safeParse({ ...input(), ...overrides });
    expect(parse({ price_tiers: [] }).error?.issues[0]?.message).toBe("Add at least one serving size");
    expect(
      parse({
        price_tiers: [
          { name: "Tray", price: "10", serves: "" },
          { name: "tray", price: "20", serves: "" },
        ],
      }).error?.issues[0],
    ).toMatchObject({ path: ["price_tiers", 1, "name"], message: "Each serving size needs its own name" });
    expect(parse({ price_tiers: [{ name: "Tray", price: "0", serves: "" }] }).success).toBe(false);
    expect(parse({ price_tiers: [{ name: "Tray", price: "10001", serves: "" }] }).success).toBe(false);
    const unknown = await refusal(
      createCateringItem(database.db, ACTOR, input({ category_id: "00000000-0000-4000-8000-000000000000" })),
    );
    expect(unknown.fields).toEqual({ category_id: "Choose a category that exists" });
    expect(await database.db.select().from(cateringMenuItems)).toHaveLength(0);
  });

  it("updates, switches off, reorders and deletes (an ordered one is only switched off)", async () => {
    const a = await createCateringItem(
      database.db,
      ACTOR,
      input({ title: "A", image_url: "/uploads/a.webp" }),
    );
    const b = await createCateringItem(database.db, ACTOR, input({ title: "B" }));
    const { item, replacedImage } = await updateCateringItem(
      database.db,
      ACTOR,
      a.id,
      input({ title: "A2" }),
    );
    expect(item.title).toBe("A2");
    expect(replacedImage).toBe("/uploads/a.webp");
    await setCateringItemActive(database.db, ACTOR, b.id, false);
    await reorderCateringItems(database.db, ACTOR, [b.id, a.id]);
    expect((await listAdminCateringItems(database.db)).map((row) => [row.title, row.is_active])).toEqual([
      ["B", false],
      ["A2", true],
    ]);

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
    await database.db.insert(orderItems).values({
      order_id: order!.id,
      catering_menu_item_id: a.id,
      item_type: "catering",
      title: "A2",
      quantity: 1,
      price: 6500,
    });
    expect((await deleteCateringItem(database.db, ACTOR, a.id)).outcome).toBe("soft-deleted");
    expect((await deleteCateringItem(database.db, ACTOR, b.id)).outcome).toBe("deleted");
    expect((await listAdminCateringItems(database.db)).map((row) => [row.title, row.is_active])).toEqual([
      ["A2", false],
    ]);
  });
});

describe("catering categories", () => {
  it("creates, renames (items follow), switches off, reorders, and refuses deleting one in use", async () => {
    const sides = await createCateringCategory(database.db, ACTOR, "Sides");
    expect((await refusal(createCateringCategory(database.db, ACTOR, "sides"))).fields).toEqual({
      name: "A category with this name already exists",
    });
    const item = await createCateringItem(database.db, ACTOR, input({ category_id: sides.id }));
    await renameCateringCategory(database.db, ACTOR, sides.id, "Side Trays");
    const [moved] = await database.db
      .select()
      .from(cateringMenuItems)
      .where(eq(cateringMenuItems.id, item.id));
    expect(moved!.category).toBe("Side Trays");
    await setCateringCategoryActive(database.db, ACTOR, sides.id, false);
    await reorderCateringCategories(database.db, ACTOR, [sides.id, trays]);
    expect(
      (await listAdminCateringCategories(database.db)).map((row) => [
        row.name,
        row.is_active,
        row.item_count,
      ]),
    ).toEqual([
      ["Side Trays", false, 1],
      ["Trays", true, 0],
    ]);
    const refused = await refusal(deleteCateringCategory(database.db, ACTOR, sides.id));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      '"Side Trays" is used by 1 catering item. Move it to another category before deleting it.',
    );
    await deleteCateringCategory(database.db, ACTOR, trays);
    expect((await listAdminCateringCategories(database.db)).map((row) => row.name)).toEqual(["Side Trays"]);
  });
});
