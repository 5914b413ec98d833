import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "#server/test/test-database.ts";
import { makeTestApp, seedOrderingMenu, type OrderingMenu } from "#server/test/ordering-fixtures.ts";
import { listModifierGroupsForItems } from "./service.ts";

const database = useTestDatabase();
let menu: OrderingMenu;

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
});

describe("listModifierGroupsForItems", () => {
  it("gives each item its active groups with active options, in display order", async () => {
    const groups = await listModifierGroupsForItems(database.db, [
      menu.items.plate,
      menu.items.salad,
      menu.items.wings,
    ]);
    expect(Object.keys(groups).sort()).toEqual([menu.items.plate, menu.items.salad, menu.items.wings].sort());
    expect(groups[menu.items.wings]).toEqual([]);
    const plate = groups[menu.items.plate]!;
    // the inactive group and the group whose only option is inactive are left out
    expect(plate.map((group) => group.name)).toEqual(["Choose Your Side", "Spice Level", "Add Extras"]);
    expect(plate[0]).toEqual({
      id: menu.groups.side.id,
      name: "Choose Your Side",
      description: null,
      is_required: true,
      min_selections: 1,
      max_selections: 1,
      modifiers: [
        { id: menu.groups.side.options["Rice & Peas"], name: "Rice & Peas", price_adjustment: 0 },
        { id: menu.groups.side.options["Mac & Cheese"], name: "Mac & Cheese", price_adjustment: 150 },
      ],
    });
    expect(plate[2]?.modifiers.map((option) => option.name)).toEqual([
      "Fried Plantains",
      "Extra Sauce",
      "Festival",
    ]);
    expect(groups[menu.items.salad]?.map((group) => group.name)).toEqual(["Dressing"]);
  });

  it("answers an empty record for no ids", async () => {
    expect(await listModifierGroupsForItems(database.db, [])).toEqual({});
  });
});

describe("GET /api/menu/modifiers", () => {
  it("answers the groups of the asked items", async () => {
    const { app } = makeTestApp(database);
    const response = await app.request(`/api/menu/modifiers?itemIds=${menu.items.plate},${menu.items.wings}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { groups: Record<string, { name: string }[]> };
    expect(body.groups[menu.items.plate]?.map((group) => group.name)).toEqual([
      "Choose Your Side",
      "Spice Level",
      "Add Extras",
    ]);
    expect(body.groups[menu.items.wings]).toEqual([]);
  });

  it("answers nothing for no ids, and refuses bad or too many ids", async () => {
    const { app } = makeTestApp(database);
    expect(await (await app.request("/api/menu/modifiers")).json()).toEqual({ groups: {} });
    const bad = await app.request("/api/menu/modifiers?itemIds=1;drop table");
    expect(bad.status).toBe(400);
    const many = Array.from({ length: 101 }, () => menu.items.plate).join(",");
    const tooMany = await app.request(`/api/menu/modifiers?itemIds=${many}`);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: { message: string } }).error.message).toBe(
      "Ask for at most 100 items at once.",
    );
  });
});
