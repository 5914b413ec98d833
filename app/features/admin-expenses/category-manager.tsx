import { CategoryManager, type CategoryEntry } from "#app/components/admin/category-manager.tsx";
import { CATEGORY_NAME_MAX_LENGTH } from "#domain/validation/admin-expenses.ts";
import type { ExpenseCategoryRow as ExpenseCategory } from "#server/expenses/admin-service.ts";

const INTENTS = {
  create: "create-category",
  rename: "rename-category",
  active: "category-active",
  delete: "delete-category",
};

function entryOf(category: ExpenseCategory): CategoryEntry {
  const count = `${category.expenseCount} ${category.expenseCount === 1 ? "expense" : "expenses"}`;
  return {
    id: category.id,
    name: category.name,
    isActive: category.isActive,
    detail: category.isActive ? count : `${count}, not offered for new expenses`,
    color: category.color ?? "",
    deleteDescription:
      category.expenseCount === 0
        ? "No expense uses it."
        : `${count} ${category.expenseCount === 1 ? "uses" : "use"} it, so it cannot be deleted: switch it off instead.`,
  };
}

/** Expense categories: add, rename and recolour, switch off (kept on old expenses), delete when unused. */
export function ExpenseCategoryManager({ categories }: { categories: ExpenseCategory[] }) {
  return (
    <CategoryManager
      title="Expense categories"
      headingId="expense-categories-heading"
      categories={categories.map(entryOf)}
      intents={INTENTS}
      maxLength={CATEGORY_NAME_MAX_LENGTH}
      emptyText="No categories yet. Add one before the first expense."
    />
  );
}
