// Expense categories renamed, recoloured and deleted: a used one stays, and every change is audited.
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, expenseCategories } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import {
  createExpense,
  createExpenseCategory,
  deleteExpenseCategory,
  listExpenseCategories,
  renameExpenseCategory,
} from "./admin-service.ts";

const database = useTestDatabase();
let OWNER = "";
let food = "";
let rent = "";

const audits = (id: string) =>
  database.db
    .select({ action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "expense_categories"), eq(auditLog.entity_id, id)));

const EXPENSE = {
  expense_date: "2026-05-02",
  amount: 1250,
  vendor: "",
  description: "Rice",
  payment_method: "cash",
  receipt_url: "",
  notes: "",
};

beforeAll(async () => {
  OWNER = (
    await createFirstAdmin(database.db, {
      name: "Olive",
      email: "owner@example.com",
      password: "Correct-Horse-42",
    })
  ).userId;
  food = (await createExpenseCategory(database.db, OWNER, "Food")).id;
  rent = (await createExpenseCategory(database.db, OWNER, "Rent")).id;
  await createExpense(database.db, OWNER, { ...EXPENSE, category_id: food });
  await createExpense(database.db, OWNER, { ...EXPENSE, category_id: food });
});

describe("changing an expense category", () => {
  it("renames and recolours it, audited with before and after", async () => {
    await renameExpenseCategory(database.db, OWNER, food, "Groceries", "#16a34a");
    const listed = await listExpenseCategories(database.db);
    expect(listed.find((row) => row.id === food)).toMatchObject({
      name: "Groceries",
      color: "#16a34a",
      expenseCount: 2,
    });
    const trail = await audits(food);
    expect(trail.at(-1)).toEqual({
      action: "update",
      // The kept name lets the activity log name the category after later renames.
      details: {
        before: { name: "Food", color: null },
        after: { name: "Groceries", color: "#16a34a" },
        name: "Groceries",
      },
    });
  });

  it("keeps the colour when a rename does not name one, and clears it with an empty colour", async () => {
    await renameExpenseCategory(database.db, OWNER, food, "Food");
    const [kept] = await database.db.select().from(expenseCategories).where(eq(expenseCategories.id, food));
    expect(kept).toMatchObject({ name: "Food", color: "#16a34a" });
    await renameExpenseCategory(database.db, OWNER, food, "Food", "");
    const [cleared] = await database.db
      .select()
      .from(expenseCategories)
      .where(eq(expenseCategories.id, food));
    expect(cleared?.color).toBeNull();
  });

  it("writes nothing when neither the name nor the colour changed", async () => {
    const before = (await audits(food)).length;
    await renameExpenseCategory(database.db, OWNER, food, "Food", "");
    expect(await audits(food)).toHaveLength(before);
  });

  it("refuses to delete a used category, naming how many expenses use it", async () => {
    await expect(deleteExpenseCategory(database.db, OWNER, food)).rejects.toMatchObject({
      code: "CONFLICT",
      message:
        '"Food" cannot be deleted: 2 expenses use it. Switch it off instead, or move those expenses first.',
    });
    expect(await listExpenseCategories(database.db)).toHaveLength(2);
  });

  it("deletes an unused category, audited", async () => {
    await deleteExpenseCategory(database.db, OWNER, rent);
    expect((await listExpenseCategories(database.db)).map((row) => row.name)).toEqual(["Food"]);
    expect((await audits(rent)).at(-1)?.action).toBe("delete");
    await expect(deleteExpenseCategory(database.db, OWNER, rent)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
