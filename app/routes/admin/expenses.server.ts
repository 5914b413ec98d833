import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import {
  createExpense,
  createExpenseCategory,
  deleteExpense,
  deleteExpenseCategory,
  listExpenseCategories,
  listExpenses,
  readExpenseTotals,
  renameExpenseCategory,
  setExpenseCategoryActive,
  updateExpense,
} from "#server/expenses/admin-service.ts";
import { readProfit } from "#server/profit/admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { getZonedParts } from "#domain/business-time.ts";
import {
  expenseCategoryActiveSchema,
  expenseCategoryColorSchema,
  expenseCategoryIdSchema,
  expenseCategoryNameSchema,
  expenseIdSchema,
  expenseSchema,
  monthOfDateKey,
  readExpenseFilters,
} from "#domain/validation/admin-expenses.ts";
import { readProfitQuery } from "#domain/validation/admin-profit.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readActionBody } from "#app/lib/admin/parse-form.server.ts";

export async function loadExpenses(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const settings = await listPublicSettings(context.db);
  const { timeZone } = readBusinessRules(settings);
  const today = getZonedParts(new Date(), timeZone).dateKey;
  const params = new URL(request.url).searchParams;
  const filters = readExpenseFilters(params, monthOfDateKey(today));
  // A bad profit range is refused by its field; the view shows the default range meanwhile.
  const asked = readProfitQuery(params, today);
  const [expenses, totals, categories, profit] = await Promise.all([
    listExpenses(context.db, filters),
    readExpenseTotals(context.db, filters.month),
    listExpenseCategories(context.db),
    readProfit(context.db, asked.query, timeZone),
  ]);
  const profitForm = asked.ok
    ? asked.query
    : { by: asked.query.by, from: params.get("from") ?? "", to: params.get("to") ?? "" };
  const profitErrors = asked.ok ? {} : asked.fields;
  return { expenses, totals, categories, filters, today, profit, profitForm, profitErrors };
}

/** The expense form's values, posted as JSON under `item` (use-json-form.ts). */
function itemOf(body: Record<string, unknown>): Record<string, unknown> {
  const item = body.item;
  return typeof item === "object" && item !== null && !Array.isArray(item)
    ? (item as Record<string, unknown>)
    : {};
}

/** Several forms on one page (docs/decisions/006): expenses and their categories. */
export async function changeExpenses(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const fields = await readActionBody(request);
  const actor = admin.userId;
  switch (fields.intent) {
    case "create": {
      const input = parseFields(expenseSchema, itemOf(fields));
      const { id } = await createExpense(context.db, actor, input);
      return { ok: true as const, intent: "create" as const, id, message: "Expense added." };
    }
    case "update": {
      const { id } = parseFields(expenseIdSchema, fields);
      const input = parseFields(expenseSchema, itemOf(fields));
      await updateExpense(context.db, actor, id, input);
      return { ok: true as const, intent: "update" as const, message: "Expense saved." };
    }
    case "delete": {
      const { id } = parseFields(expenseIdSchema, fields);
      await deleteExpense(context.db, actor, id);
      return { ok: true as const, intent: "delete" as const, message: "Expense deleted." };
    }
    case "create-category": {
      const { name } = parseFields(expenseCategoryNameSchema, fields);
      await createExpenseCategory(context.db, actor, name);
      return {
        ok: true as const,
        intent: "create-category" as const,
        message: `Category "${name}" was added.`,
      };
    }
    case "rename-category": {
      const { id } = parseFields(expenseCategoryIdSchema, fields);
      const { name } = parseFields(expenseCategoryNameSchema, fields);
      const { color } = parseFields(expenseCategoryColorSchema, fields);
      await renameExpenseCategory(context.db, actor, id, name, color);
      return {
        ok: true as const,
        intent: "rename-category" as const,
        message: `Category renamed to "${name}".`,
      };
    }
    case "delete-category": {
      const { id } = parseFields(expenseCategoryIdSchema, fields);
      await deleteExpenseCategory(context.db, actor, id);
      return { ok: true as const, intent: "delete-category" as const, message: "Category deleted." };
    }
    case "category-active": {
      const input = parseFields(expenseCategoryActiveSchema, fields);
      await setExpenseCategoryActive(context.db, actor, input.id, input.value === "true");
      return { ok: true as const, intent: "category-active" as const };
    }
    default:
      throw new AppError("BAD_REQUEST", "Unknown action.");
  }
}
