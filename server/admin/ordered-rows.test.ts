import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, benefits, menuItems } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { isAppError } from "#server/errors.ts";
import {
  BENEFITS,
  deleteRow,
  DUPLICATE_IDS_MESSAGE,
  insertRow,
  nextDisplayOrder,
  readRow,
  reorderRows,
  STALE_LIST_MESSAGE,
  toggleRow,
  updateRow,
} from "./ordered-rows.ts";

const database = useTestDatabase();
const ACTOR = "admin-user";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

async function addBenefits(...titles: string[]) {
  const rows = [];
  for (const [index, title] of titles.entries()) {
    const [row] = await database.db
      .insert(benefits)
      .values({ icon_name: "star", title, display_order: index })
      .returning();
    rows.push(row!);
  }
  return rows;
}

const order = async () =>
  (await database.db.select().from(benefits).orderBy(asc(benefits.display_order))).map((row) => row.title);
const audits = async () =>
  (await database.db.select().from(auditLog).orderBy(asc(auditLog.id))).map((row) => ({
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    details: row.details,
  }));

beforeEach(async () => {
  await database.db.delete(auditLog);
  await database.db.delete(benefits);
  await database.db.delete(menuItems);
});

describe("reorderRows", () => {
  it("saves the new order with one audit row", async () => {
    const [a, b, c] = await addBenefits("A", "B", "C");
    await reorderRows({ db: database.db, ...BENEFITS, ids: [c!.id, a!.id, b!.id], actor: ACTOR });
    expect(await order()).toEqual(["C", "A", "B"]);
    expect(await audits()).toEqual([
      {
        action: "reorder",
        entity: "benefits",
        entity_id: null,
        details: { before: null, after: { ids: [c!.id, a!.id, b!.id] } },
      },
    ]);
  });

  it("refuses a list naming a row twice, an unknown row, or leaving a row out; nothing moves", async () => {
    const [a, b, c] = await addBenefits("A", "B", "C");
    const twice = await refusal(
      reorderRows({ db: database.db, ...BENEFITS, ids: [b!.id, a!.id, b!.id, c!.id], actor: ACTOR }),
    );
    expect([twice.status, twice.message]).toEqual([400, DUPLICATE_IDS_MESSAGE]);
    const unknown = await refusal(
      reorderRows({ db: database.db, ...BENEFITS, ids: [c!.id, b!.id, a!.id, UNKNOWN], actor: ACTOR }),
    );
    expect([unknown.status, unknown.message]).toEqual([404, BENEFITS.missing]);
    const incomplete = await refusal(
      reorderRows({ db: database.db, ...BENEFITS, ids: [c!.id, b!.id], actor: ACTOR }),
    );
    expect([incomplete.status, incomplete.message]).toEqual([409, STALE_LIST_MESSAGE]);
    expect(await order()).toEqual(["A", "B", "C"]);
    expect(await audits()).toEqual([]);
  });

  it("keeps a list to one whole group when the rows are grouped", async () => {
    const values = (title: string, category: string) => ({ title, price: 100, category });
    const [a, b, side] = await database.db
      .insert(menuItems)
      .values([values("A", "Mains"), values("B", "Mains"), values("Rice", "Sides")])
      .returning();
    const scope = {
      groupBy: { column: menuItems.category, name: "category", mixed: "One category at a time." },
    };
    const items = { table: menuItems, entity: "menu_items", missing: "Gone." };
    const mixed = await refusal(
      reorderRows({ db: database.db, ...items, scope, ids: [a!.id, side!.id], actor: ACTOR }),
    );
    expect([mixed.status, mixed.message]).toEqual([400, "One category at a time."]);
    const partial = await refusal(
      reorderRows({ db: database.db, ...items, scope, ids: [b!.id], actor: ACTOR }),
    );
    expect(partial.status).toBe(409);
    await reorderRows({ db: database.db, ...items, scope, ids: [b!.id, a!.id], actor: ACTOR });
    const mains = await database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.category, "Mains"))
      .orderBy(asc(menuItems.display_order));
    expect(mains.map((row) => row.title)).toEqual(["B", "A"]);
    expect((await audits())[0]?.details).toEqual({
      before: null,
      after: { category: "Mains", ids: [b!.id, a!.id] },
    });
  });
});

describe("toggleRow", () => {
  it("sets the switch with its audit row; the same value again changes nothing", async () => {
    const [a] = await addBenefits("A");
    const after = await toggleRow({ db: database.db, ...BENEFITS, id: a!.id, value: false, actor: ACTOR });
    expect(after.is_active).toBe(false);
    await toggleRow({ db: database.db, ...BENEFITS, id: a!.id, value: false, actor: ACTOR });
    expect(await audits()).toEqual([
      {
        action: "update",
        entity: "benefits",
        entity_id: a!.id,
        // The switch keeps the row's name, so the activity log can say which benefit it was.
        details: { before: { is_active: true }, after: { is_active: false }, name: "A" },
      },
    ]);
    const gone = await refusal(
      toggleRow({ db: database.db, ...BENEFITS, id: UNKNOWN, value: true, actor: ACTOR }),
    );
    expect([gone.status, gone.message]).toEqual([404, BENEFITS.missing]);
  });
});

describe("deleteRow", () => {
  it("refuses a row still in use, and deletes one that is not, with its audit row", async () => {
    const [a, b] = await addBenefits("A", "B");
    const inUse = (_tx: unknown, row: { title: string }) =>
      Promise.resolve(row.title === "A" ? `"${row.title}" is still shown.` : null);
    const refused = await refusal(
      deleteRow({ db: database.db, ...BENEFITS, id: a!.id, actor: ACTOR, inUse }),
    );
    expect([refused.status, refused.message]).toEqual([409, '"A" is still shown.']);
    const deleted = await deleteRow({ db: database.db, ...BENEFITS, id: b!.id, actor: ACTOR, inUse });
    expect(deleted.title).toBe("B");
    expect(await order()).toEqual(["A"]);
    const rows = await audits();
    expect(rows.map((row) => [row.action, row.entity_id])).toEqual([["delete", b!.id]]);
    expect((rows[0]?.details as { before: { title: string } }).before.title).toBe("B");
  });
});

describe("nextDisplayOrder and readRow", () => {
  it("puts a new row after the last one, and answers NOT_FOUND for a missing row", async () => {
    expect(await nextDisplayOrder({ tx: database.db, table: benefits })).toBe(0);
    const [a] = await addBenefits("A", "B");
    expect(await nextDisplayOrder({ tx: database.db, table: benefits })).toBe(2);
    expect((await readRow({ tx: database.db, ...BENEFITS, id: a!.id })).title).toBe("A");
    const gone = await refusal(readRow({ tx: database.db, ...BENEFITS, id: UNKNOWN }));
    expect(gone.status).toBe(404);
  });
});

describe("insertRow and updateRow", () => {
  it("adds a row after the last one and saves a change, each with its audit row", async () => {
    await addBenefits("A");
    const created = await insertRow({
      db: database.db,
      ...BENEFITS,
      values: { icon_name: "leaf", title: "B" },
      actor: ACTOR,
    });
    expect(created.display_order).toBe(1);
    const { before, after } = await updateRow({
      db: database.db,
      ...BENEFITS,
      id: created.id,
      values: { title: "B2" },
      actor: ACTOR,
    });
    expect([before.title, after.title]).toEqual(["B", "B2"]);
    expect((await audits()).map((row) => [row.action, row.entity_id])).toEqual([
      ["create", created.id],
      ["update", created.id],
    ]);
    const gone = await refusal(
      updateRow({ db: database.db, ...BENEFITS, id: UNKNOWN, values: { title: "X" }, actor: ACTOR }),
    );
    expect(gone.status).toBe(404);
  });
});
