// The Expenses page of the admin: what the business spent, by month and category, and the
// categories it is sorted into. Every change is written to the audit log in the same transaction.
// A deactivated category stays on the expenses that have it but is not offered for new ones.
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { expenseCategories, expenses } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { recordAudit } from "#server/audit/service.ts";
import { deleteRow, readRow, toggleRow } from "#server/admin/ordered-rows.ts";
import { checkNameFree, guardingName } from "#server/admin/categories.ts";
import { monthRange, type ExpenseFilters, type ExpenseInput } from "#domain/validation/admin-expenses.ts";

const NOT_FOUND = "That expense no longer exists.";

export type ExpenseCategoryRow = {
  id: string;
  name: string;
  color: string | null;
  isActive: boolean;
  expenseCount: number;
};

export type ExpenseRow = {
  id: string;
  expenseDate: string;
  categoryId: string | null;
  categoryName: string | null;
  amount: number;
  vendor: string | null;
  description: string;
  paymentMethod: string | null;
  receiptUrl: string | null;
  notes: string | null;
};

export type ExpenseTotals = {
  total: number;
  byCategory: { categoryId: string | null; name: string; total: number }[];
};

export async function listExpenseCategories(db: Executor): Promise<ExpenseCategoryRow[]> {
  return db
    .select({
      id: expenseCategories.id,
      name: expenseCategories.name,
      color: expenseCategories.color,
      isActive: expenseCategories.is_active,
      expenseCount: sql<number>`(select count(*)::int from "expenses" where "expenses"."category_id" = "expense_categories"."id")`,
    })
    .from(expenseCategories)
    .orderBy(asc(sql`lower(${expenseCategories.name})`), asc(expenseCategories.id));
}

function monthConditions(filters: ExpenseFilters): SQL[] {
  const { from, to } = monthRange(filters.month);
  return [gte(expenses.expense_date, from), lt(expenses.expense_date, to)];
}

/** The month's expenses (narrowed to one category when asked), newest first. */
export async function listExpenses(db: Executor, filters: ExpenseFilters): Promise<ExpenseRow[]> {
  const conditions = monthConditions(filters);
  if (filters.categoryId) conditions.push(eq(expenses.category_id, filters.categoryId));
  return db
    .select({
      id: expenses.id,
      expenseDate: sql<string>`to_char(${expenses.expense_date}, 'YYYY-MM-DD')`,
      categoryId: expenses.category_id,
      categoryName: expenseCategories.name,
      amount: expenses.amount,
      vendor: expenses.vendor,
      description: expenses.description,
      paymentMethod: expenses.payment_method,
      receiptUrl: expenses.receipt_url,
      notes: expenses.notes,
    })
    .from(expenses)
    .leftJoin(expenseCategories, eq(expenses.category_id, expenseCategories.id))
    .where(and(...conditions))
    .orderBy(desc(expenses.expense_date), desc(expenses.created_at), desc(expenses.id))
    .limit(1000);
}

/** The whole month's total and each category's, largest first (not narrowed by the category filter). */
export async function readExpenseTotals(db: Executor, month: string): Promise<ExpenseTotals> {
  const rows = await db
    .select({
      categoryId: expenses.category_id,
      name: expenseCategories.name,
      total: sql<number>`sum(${expenses.amount})::int`,
    })
    .from(expenses)
    .leftJoin(expenseCategories, eq(expenses.category_id, expenseCategories.id))
    .where(and(...monthConditions({ month, categoryId: null })))
    .groupBy(expenses.category_id, expenseCategories.name)
    .orderBy(desc(sql`sum(${expenses.amount})`), asc(expenseCategories.name));
  return {
    total: rows.reduce((sum, row) => sum + row.total, 0),
    byCategory: rows.map((row) => ({
      categoryId: row.categoryId,
      name: row.name ?? "No category",
      total: row.total,
    })),
  };
}

/** A new expense may only use an active category; an old one keeps the category it has. */
async function checkCategory(tx: Executor, categoryId: string, keepId: string | null) {
  const [category] = await tx
    .select({ id: expenseCategories.id, isActive: expenseCategories.is_active })
    .from(expenseCategories)
    .where(eq(expenseCategories.id, categoryId))
    .limit(1);
  if (category?.isActive || (category && category.id === keepId)) return;
  throw new AppError("VALIDATION", "Choose a category", { fields: { category_id: "Choose a category" } });
}

function columns(input: ExpenseInput) {
  return {
    expense_date: input.expense_date,
    category_id: input.category_id,
    amount: input.amount,
    vendor: input.vendor || null,
    description: input.description,
    payment_method: input.payment_method || null,
    receipt_url: input.receipt_url || null,
    notes: input.notes || null,
  };
}

function auditShape(row: typeof expenses.$inferSelect) {
  const { created_at: _created, updated_at: _updated, ...rest } = row;
  return rest;
}

export async function createExpense(db: Executor, actorUserId: string, input: ExpenseInput) {
  return db.transaction(async (tx) => {
    await checkCategory(tx, input.category_id, null);
    const [created] = await tx
      .insert(expenses)
      .values({ ...columns(input), created_by: actorUserId })
      .returning();
    if (!created) throw new Error("Inserting the expense returned no row");
    await recordAudit(tx, {
      actorUserId,
      action: "create",
      entity: "expenses",
      entityId: created.id,
      after: auditShape(created),
    });
    return { id: created.id };
  });
}

async function lockExpense(tx: Executor, id: string) {
  const [row] = await tx.select().from(expenses).where(eq(expenses.id, id)).for("update").limit(1);
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return row;
}

export async function updateExpense(db: Executor, actorUserId: string, id: string, input: ExpenseInput) {
  await db.transaction(async (tx) => {
    const before = await lockExpense(tx, id);
    await checkCategory(tx, input.category_id, before.category_id);
    const [after] = await tx
      .update(expenses)
      .set({ ...columns(input), updated_at: new Date() })
      .where(eq(expenses.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: "expenses",
      entityId: id,
      before: auditShape(before),
      after: after ? auditShape(after) : null,
    });
  });
}

export async function deleteExpense(db: Executor, actorUserId: string, id: string) {
  await db.transaction(async (tx) => {
    const before = await lockExpense(tx, id);
    await tx.delete(expenses).where(eq(expenses.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: "delete",
      entity: "expenses",
      entityId: id,
      before: auditShape(before),
    });
  });
}

const EXPENSE_CATEGORIES = {
  table: expenseCategories,
  entity: "expense_categories",
  missing: "That category no longer exists.",
};
const UNIQUE_NAME = "expense_categories_name_key";

export async function createExpenseCategory(db: Executor, actorUserId: string, name: string) {
  return guardingName(UNIQUE_NAME, () =>
    db.transaction(async (tx) => {
      await checkNameFree(tx, expenseCategories, name);
      const [created] = await tx.insert(expenseCategories).values({ name }).returning();
      if (!created) throw new Error("Inserting the category returned no row");
      await recordAudit(tx, {
        actorUserId,
        action: "create",
        entity: "expense_categories",
        entityId: created.id,
        after: { name: created.name, is_active: created.is_active },
      });
      return { id: created.id };
    }),
  );
}

/** Renames a category and, when `color` is given, recolours it ("" or null clears the colour). */
export async function renameExpenseCategory(
  db: Executor,
  actorUserId: string,
  id: string,
  name: string,
  color?: string | null,
) {
  await guardingName(UNIQUE_NAME, () =>
    db.transaction(async (tx) => {
      const before = await readRow({ tx, ...EXPENSE_CATEGORIES, id, lock: true });
      const nextColor = color === undefined ? before.color : color || null;
      if (before.name === name && before.color === nextColor) return;
      if (before.name !== name) await checkNameFree(tx, expenseCategories, name, id);
      await tx.update(expenseCategories).set({ name, color: nextColor }).where(eq(expenseCategories.id, id));
      await recordAudit(tx, {
        actorUserId,
        action: "update",
        entity: "expense_categories",
        entityId: id,
        before: { name: before.name, color: before.color },
        after: { name, color: nextColor },
      });
    }),
  );
}

/** Deletes a category no expense uses; a used one is refused (switch it off instead). */
export async function deleteExpenseCategory(db: Executor, actorUserId: string, id: string) {
  await deleteRow({
    db,
    ...EXPENSE_CATEGORIES,
    id,
    actor: actorUserId,
    inUse: async (tx, category) => {
      const [used] = await tx.select({ total: count() }).from(expenses).where(eq(expenses.category_id, id));
      const total = Number(used?.total ?? 0);
      if (total === 0) return null;
      const uses = total === 1 ? "1 expense uses it" : `${total} expenses use it`;
      return `"${category.name}" cannot be deleted: ${uses}. Switch it off instead, or move those expenses first.`;
    },
  });
}

export async function setExpenseCategoryActive(
  db: Executor,
  actorUserId: string,
  id: string,
  isActive: boolean,
) {
  await toggleRow({ db, ...EXPENSE_CATEGORIES, id, value: isActive, actor: actorUserId });
}
