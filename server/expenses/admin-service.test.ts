import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, expenses } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { expenseSchema } from "#domain/validation/admin-expenses.ts";
import {
  createExpense,
  createExpenseCategory,
  deleteExpense,
  listExpenseCategories,
  listExpenses,
  readExpenseTotals,
  renameExpenseCategory,
  setExpenseCategoryActive,
  updateExpense,
} from "./admin-service.ts";

const database = useTestDatabase();

const VALID = {
  expense_date: "2026-03-14",
  category_id: "",
  amount: "125.50",
  vendor: "Fresh Farms",
  description: "Vegetables",
  payment_method: "card",
  receipt_url: "",
  notes: "",
};

function firstMessage(fields: Record<string, string>, field: string): string | undefined {
  const result = expenseSchema.safeParse(fields);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe("the expense form's rules", () => {
  const id = "00000000-0000-4000-8000-000000000001";
  it.each([
    ["amount", "-5", "Amount must be more than $0.00"],
    ["amount", "0", "Amount must be more than $0.00"],
    ["amount", "0.00", "Amount must be more than $0.00"],
    ["amount", "abc", "Amount must be a number like 12.50"],
    ["amount", "1e5", "Amount must be a number like 12.50"],
    ["amount", "12.345", "Amount must be a number like 12.50"],
    ["amount", "", "Amount is required"],
    ["amount", "100000.01", "Amount must be $100,000.00 or less"],
    ["expense_date", "2026-02-30", "Date must be a real date"],
    ["expense_date", "yesterday", "Date must be a real date"],
    ["expense_date", "", "Date is required"],
    ["category_id", "food", "Choose a category"],
    ["description", " ", "Description is required"],
    ["description", "x".repeat(201), "Description must be 200 characters or fewer"],
    ["vendor", "x".repeat(121), "Vendor must be 120 characters or fewer"],
    ["notes", "x".repeat(2001), "Notes must be 2000 characters or fewer"],
    ["payment_method", "bitcoin", "Choose Card, Cash, Check, Bank transfer or Other"],
    ["receipt_url", "javascript:alert(1)", "Receipt must be an uploaded image"],
  ])("refuses %s = %j", (field, value, message) => {
    expect(firstMessage({ ...VALID, category_id: id, [field]: value }, field)).toBe(message);
  });

  it("takes $100,000.00 and stores cents", () => {
    const parsed = expenseSchema.parse({ ...VALID, category_id: id, amount: "100000.00" });
    expect(parsed.amount).toBe(10_000_000);
    expect(expenseSchema.parse({ ...VALID, category_id: id, amount: "0.10" }).amount).toBe(10);
  });
});

describe("expenses and their categories", () => {
  it("adds, totals by month and category, edits and deletes, each with an audit row", async () => {
    const { userId } = await createFirstAdmin(database.db, {
      name: "Olive Owner",
      email: "owner@example.com",
      password: "Correct-Horse-42",
    });
    const food = await createExpenseCategory(database.db, userId, "Food");
    const rent = await createExpenseCategory(database.db, userId, "Rent");
    const add = (date: string, categoryId: string, amount: string) =>
      createExpense(
        database.db,
        userId,
        expenseSchema.parse({ ...VALID, expense_date: date, category_id: categoryId, amount }),
      );
    const first = await add("2026-03-01", food.id, "10.25");
    await add("2026-03-31", food.id, "4.75");
    await add("2026-03-15", rent.id, "1500");
    await add("2026-04-01", rent.id, "1500");
    await add("2026-02-28", food.id, "99");

    const totals = await readExpenseTotals(database.db, "2026-03");
    expect(totals.total).toBe(151_500);
    expect(totals.byCategory).toEqual([
      { categoryId: rent.id, name: "Rent", total: 150_000 },
      { categoryId: food.id, name: "Food", total: 1_500 },
    ]);
    const march = await listExpenses(database.db, { month: "2026-03", categoryId: null });
    expect(march.map((row) => row.expenseDate)).toEqual(["2026-03-31", "2026-03-15", "2026-03-01"]);
    const marchFood = await listExpenses(database.db, { month: "2026-03", categoryId: food.id });
    expect(marchFood).toHaveLength(2);
    expect((await readExpenseTotals(database.db, "2026-12")).total).toBe(0);

    await updateExpense(
      database.db,
      userId,
      first.id,
      expenseSchema.parse({ ...VALID, expense_date: "2026-03-01", category_id: food.id, amount: "20" }),
    );
    expect((await readExpenseTotals(database.db, "2026-03")).total).toBe(152_475);
    await deleteExpense(database.db, userId, first.id);
    expect((await readExpenseTotals(database.db, "2026-03")).total).toBe(150_475);

    const audit = await database.db
      .select({ action: auditLog.action, entity: auditLog.entity, actor: auditLog.actor_user_id })
      .from(auditLog)
      .where(eq(auditLog.entity_id, first.id));
    expect(audit.map((row) => row.action).sort()).toEqual(["create", "delete", "update"]);
    expect(audit.every((row) => row.actor === userId && row.entity === "expenses")).toBe(true);
  });

  it("answers 404 for an expense or category that does not exist, changing nothing", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const userId = null as never;
    const categories = await listExpenseCategories(database.db);
    const input = expenseSchema.parse({ ...VALID, category_id: categories[0]!.id });
    await expect(updateExpense(database.db, userId, missing, input)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(deleteExpense(database.db, userId, missing)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(renameExpenseCategory(database.db, userId, missing, "X")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(setExpenseCategoryActive(database.db, userId, missing, false)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(
      createExpense(database.db, userId, { ...input, category_id: missing }),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { category_id: "Choose a category" },
    });
  });

  it("refuses a duplicate name by the field; a deactivated category stays on old expenses only", async () => {
    const [food, rent] = await listExpenseCategories(database.db);
    await expect(
      createExpenseCategory(database.db, null as never, " food".trim().toUpperCase()),
    ).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { name: "A category with this name already exists" },
    });
    await expect(renameExpenseCategory(database.db, null as never, rent!.id, "food")).rejects.toMatchObject({
      fields: { name: "A category with this name already exists" },
    });
    await renameExpenseCategory(database.db, null as never, rent!.id, "Rent and utilities");
    await setExpenseCategoryActive(database.db, null as never, food!.id, false);
    const after = await listExpenseCategories(database.db);
    expect(after.find((row) => row.id === food!.id)).toMatchObject({ isActive: false, expenseCount: 2 });
    expect(after.find((row) => row.id === rent!.id)).toMatchObject({ name: "Rent and utilities" });

    const input = expenseSchema.parse({ ...VALID, category_id: food!.id });
    await expect(createExpense(database.db, null as never, input)).rejects.toMatchObject({
      fields: { category_id: "Choose a category" },
    });
    const [old] = await database.db
      .select()
      .from(expenses)
      .where(eq(expenses.category_id, food!.id))
      .limit(1);
    await updateExpense(database.db, null as never, old!.id, { ...input, description: "Still food" });
    const renamed = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, "expense_categories"));
    expect(renamed.length).toBeGreaterThanOrEqual(4);
  });
});
