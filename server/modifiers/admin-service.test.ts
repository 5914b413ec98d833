import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { menuItemModifierGroups, menuItems, modifierGroups, modifiers } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { isAppError } from "#server/errors.ts";
import { listModifierGroupsForItems } from "#server/modifiers/service.ts";
import {
  modifierGroupSchema,
  modifierSchema,
  readSelectionLimits,
} from "#domain/validation/admin-catalogue.ts";
import {
  checkGroupRules,
  createModifier,
  createModifierGroup,
  deleteModifierGroup,
  listAdminModifierGroups,
  reorderModifiers,
  setGroupItems,
  setModifierActive,
  updateModifierGroup,
} from "./admin-service.ts";

const database = useTestDatabase();
const ACTOR = "admin-user";

async function refusal(work: Promise<unknown> | (() => unknown)) {
  let error: unknown = null;
  try {
    await (typeof work === "function" ? work() : work);
  } catch (caught) {
    error = caught;
  }
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const GROUP = {
  name: "Spice",
  description: "How hot",
  is_required: true,
  min_selections: 1,
  max_selections: 1,
  is_active: true,
};

beforeEach(async () => {
  await database.db.delete(menuItemModifierGroups);
  await database.db.delete(modifiers);
  await database.db.delete(modifierGroups);
  await database.db.delete(menuItems);
});

describe("the group rules", () => {
  it("are checked by the shared form schema", () => {
    const parse = (values: Record<string, unknown>) =>
      modifierGroupSchema.safeParse({
        name: "Sides",
        is_required: false,
        min_selections: "0",
        max_selections: "2",
        is_active: true,
        ...values,
      });
    expect(parse({}).success).toBe(true);
    expect(parse({ max_selections: "" }).success).toBe(true);
    expect(parse({ min_selections: "3", max_selections: "2" }).error?.issues[0]?.message).toBe(
      "Minimum cannot be more than the maximum",
    );
    expect(parse({ max_selections: "0" }).error?.issues[0]?.message).toBe(
      "Maximum must be at least 1 (leave it empty for any number)",
    );
    expect(parse({ is_required: true, min_selections: "0" }).error?.issues[0]?.message).toBe(
      "A required group needs a minimum of at least 1",
    );
    expect(parse({ name: "" }).success).toBe(false);
    expect(readSelectionLimits({ min_selections: "", max_selections: "" })).toEqual({
      min_selections: 0,
      max_selections: null,
    });
    expect(
      modifierSchema.safeParse({ name: "Extra", price_adjustment: "-0.50", is_active: true }).data
        ?.price_adjustment,
    ).toBe(-50);
    expect(
      modifierSchema.safeParse({ name: "Extra", price_adjustment: "abc", is_active: true }).success,
    ).toBe(false);
  });

  it("are checked again by the service, so nothing half-valid is stored", async () => {
    expect(
      (await refusal(() => checkGroupRules({ is_required: false, min_selections: 3, max_selections: 2 })))
        .fields,
    ).toEqual({
      min_selections: "Minimum cannot be more than the maximum",
    });
    const required = await refusal(createModifierGroup(database.db, ACTOR, { ...GROUP, min_selections: 0 }));
    expect(required.status).toBe(400);
    const zeroMax = await refusal(createModifierGroup(database.db, ACTOR, { ...GROUP, max_selections: 0 }));
    expect(zeroMax.fields?.max_selections).toBeDefined();
    expect(await database.db.select().from(modifierGroups)).toHaveLength(0);
  });
});

describe("modifier groups and their choices", () => {
  it("creates, edits, links from the group's side and reaches the customisation dialog's data", async () => {
    const [item] = await database.db
      .insert(menuItems)
      .values({ title: "Jerk Chicken", price: 1200, category: "Mains" })
      .returning();
    const group = await createModifierGroup(database.db, ACTOR, GROUP);
    const mild = await createModifier(database.db, ACTOR, group.id, {
      name: "Mild",
      price_adjustment: 0,
      is_active: true,
    });
    const hot = await createModifier(database.db, ACTOR, group.id, {
      name: "Hot",
      price_adjustment: 50,
      is_active: true,
    });
    expect([mild.display_order, hot.display_order]).toEqual([0, 1]);
    await setGroupItems(database.db, ACTOR, group.id, [item!.id]);

    let shown = await listModifierGroupsForItems(database.db, [item!.id]);
    expect(shown[item!.id]?.map((g) => [g.name, g.modifiers.map((m) => m.name)])).toEqual([
      ["Spice", ["Mild", "Hot"]],
    ]);

    await reorderModifiers(database.db, ACTOR, [hot.id, mild.id]);
    await setModifierActive(database.db, ACTOR, mild.id, false);
    await updateModifierGroup(database.db, ACTOR, group.id, {
      ...GROUP,
      name: "Heat",
      is_required: false,
      min_selections: 0,
      max_selections: null,
    });
    shown = await listModifierGroupsForItems(database.db, [item!.id]);
    expect(shown[item!.id]?.map((g) => [g.name, g.max_selections, g.modifiers.map((m) => m.name)])).toEqual([
      ["Heat", null, ["Hot"]],
    ]);

    const listed = await listAdminModifierGroups(database.db);
    expect(listed[0]).toMatchObject({ name: "Heat", item_ids: [item!.id] });
    expect(listed[0]!.modifiers.map((m) => [m.name, m.is_active])).toEqual([
      ["Hot", true],
      ["Mild", false],
    ]);

    // Unlinking from the group's side; an unknown item is refused without changing the links.
    const unknown = await refusal(
      setGroupItems(database.db, ACTOR, group.id, ["00000000-0000-4000-8000-000000000000"]),
    );
    expect(unknown.status).toBe(400);
    expect((await listAdminModifierGroups(database.db))[0]!.item_ids).toEqual([item!.id]);
    await setGroupItems(database.db, ACTOR, group.id, []);
    expect(await database.db.select().from(menuItemModifierGroups)).toHaveLength(0);
  });

  it("deletes a group with its choices and links", async () => {
    const [item] = await database.db
      .insert(menuItems)
      .values({ title: "Rice", price: 400, category: "Sides" })
      .returning();
    const group = await createModifierGroup(database.db, ACTOR, GROUP);
    await createModifier(database.db, ACTOR, group.id, {
      name: "Mild",
      price_adjustment: 0,
      is_active: true,
    });
    await setGroupItems(database.db, ACTOR, group.id, [item!.id]);
    await deleteModifierGroup(database.db, ACTOR, group.id);
    expect(
      await database.db.select().from(modifiers).where(eq(modifiers.modifier_group_id, group.id)),
    ).toHaveLength(0);
    expect(await database.db.select().from(menuItemModifierGroups)).toHaveLength(0);
    expect((await refusal(deleteModifierGroup(database.db, ACTOR, group.id))).status).toBe(404);
  });
});
