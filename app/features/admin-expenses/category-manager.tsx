import { Check, Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/admin/button.tsx";
import { Switch } from "#app/components/ui/admin/switch.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import { CATEGORY_NAME_MAX_LENGTH } from "#domain/validation/admin-expenses.ts";
import type { ExpenseCategoryRow as ExpenseCategory } from "#server/expenses/admin-service.ts";

function CategoryLine({ category }: { category: ExpenseCategory }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const rename = useActionFetcher({ action: "rename the category", onSuccess: () => setEditing(false) });
  const active = useActionFetcher({ action: "change the category" });
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      {editing ? (
        <form
          className="flex flex-1 flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            rename.submitForm({ intent: "rename-category", id: category.id, name });
          }}
        >
          <TextField
            label={`New name for ${category.name}`}
            value={name}
            maxLength={CATEGORY_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
            error={rename.error?.fields.name}
            className="min-w-40 flex-1"
          />
          <Button type="submit" disabled={rename.isBusy}>
            <Check aria-hidden="true" className="size-4" />
            Save
          </Button>
          <Button variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <span className="min-w-0 flex-1 truncate font-medium text-ink">
            {category.name}{" "}
            <span className="text-sm font-normal text-stone-700">
              ({category.expenseCount} {category.expenseCount === 1 ? "expense" : "expenses"}
              {category.isActive ? "" : ", not offered for new expenses"})
            </span>
          </span>
          <Switch
            checked={category.isActive}
            disabled={active.isBusy}
            onCheckedChange={(value) =>
              active.submitForm({ intent: "category-active", id: category.id, value: String(value) })
            }
            label={`Active: ${category.name}`}
          />
          <Button variant="ghost" onClick={() => setEditing(true)} aria-label={`Rename ${category.name}`}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
        </>
      )}
    </li>
  );
}

/** Expense categories: add, rename, switch off (kept on old expenses, not offered for new ones). */
export function ExpenseCategoryManager({ categories }: { categories: ExpenseCategory[] }) {
  const [name, setName] = useState("");
  const create = useActionFetcher({ action: "add the category", onSuccess: () => setName("") });
  return (
    <section
      aria-labelledby="expense-categories-heading"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="expense-categories-heading" className="font-display text-xl font-bold text-ink">
        Expense categories
      </h2>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          create.submitForm({ intent: "create-category", name });
        }}
      >
        <TextField
          label="New category"
          value={name}
          maxLength={CATEGORY_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          error={create.error?.fields.name}
          className="min-w-48 flex-1"
        />
        <Button type="submit" disabled={create.isBusy}>
          Add Category
        </Button>
      </form>
      {categories.length === 0 ? (
        <p className="text-stone-700">No categories yet. Add one before the first expense.</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {categories.map((category) => (
            <CategoryLine key={category.id} category={category} />
          ))}
        </ul>
      )}
    </section>
  );
}
