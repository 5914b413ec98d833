import { Check, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/admin/button.tsx";
import { ConfirmDialog } from "#app/components/ui/admin/confirm-dialog.tsx";
import { Switch } from "#app/components/ui/admin/switch.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useOptimisticToggle } from "#app/lib/admin/use-optimistic-toggle.ts";
import { SortableList } from "#app/components/ui/admin/sortable-list.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import type { AdminCateringCategory } from "#server/catering/menu-admin-service.ts";
import type { AdminMenuCategory } from "#server/menu/admin-service.ts";

/** A menu or catering category, as its page's loader lists it. */
type CategoryRow = AdminMenuCategory | AdminCateringCategory;

/** The intents a page's action answers for its categories. */
export type CategoryIntents = {
  create: string;
  rename: string;
  active: string;
  reorder: string;
  delete: string;
};

function ActiveSwitch({ category, intent }: { category: CategoryRow; intent: string }) {
  const { checked, toggle, isPending } = useOptimisticToggle({
    checked: category.is_active,
    intent,
    action: "change the category",
    fields: { id: category.id },
  });
  return (
    <Switch
      checked={checked}
      onCheckedChange={toggle}
      disabled={isPending}
      label={`Active: ${category.name}`}
    />
  );
}

function CategoryLine({ category, intents }: { category: CategoryRow; intents: CategoryIntents }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const rename = useActionFetcher({ action: "rename the category", onSuccess: () => setEditing(false) });
  const remove = useActionFetcher({ action: "delete the category", key: `delete-category-${category.id}` });
  const fieldError = rename.error?.fields.name;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {editing ? (
        <form
          className="flex flex-1 flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            rename.submitForm({ intent: intents.rename, id: category.id, name });
          }}
        >
          <TextField
            label={`New name for ${category.name}`}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            error={fieldError}
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
              ({category.item_count} {category.item_count === 1 ? "item" : "items"})
            </span>
          </span>
          <ActiveSwitch category={category} intent={intents.active} />
          <Button variant="ghost" onClick={() => setEditing(true)} aria-label={`Rename ${category.name}`}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <ConfirmDialog
            title={`Delete ${category.name}?`}
            description={
              category.item_count > 0
                ? `It still holds ${category.item_count} ${category.item_count === 1 ? "item" : "items"}: move them to another category first.`
                : "It holds no items."
            }
            confirmLabel="Delete"
            busy={remove.isBusy}
            onConfirm={() => remove.submitForm({ intent: intents.delete, id: category.id })}
            trigger={
              <Button variant="ghost" aria-label={`Delete ${category.name}`}>
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            }
          />
        </>
      )}
    </div>
  );
}

type CategoryManagerProps = {
  title: string;
  categories: CategoryRow[];
  intents: CategoryIntents;
};

/** Categories: add, rename, switch on and off, reorder by drag or keyboard, delete when empty. */
export function CategoryManager({ title, categories, intents }: CategoryManagerProps) {
  const [name, setName] = useState("");
  const create = useActionFetcher({ action: "add the category", onSuccess: () => setName("") });
  const reorder = useActionFetcher({ action: "reorder the categories" });
  return (
    <section
      aria-labelledby="categories-heading"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="categories-heading" className="font-display text-xl font-bold text-ink">
        {title}
      </h2>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          create.submitForm({ intent: intents.create, name });
        }}
      >
        <TextField
          label="New category"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          error={create.error?.fields.name}
          className="min-w-48 flex-1"
        />
        <Button type="submit" disabled={create.isBusy}>
          Add Category
        </Button>
      </form>
      {categories.length === 0 ? (
        <p className="text-stone-700">No categories yet.</p>
      ) : (
        <SortableList
          label={`Order of ${title.toLowerCase()}`}
          rows={categories}
          getId={(category) => category.id}
          getLabel={(category) => category.name}
          onReorder={(ids) => reorder.submitJson({ intent: intents.reorder, ids })}
          renderRow={(category) => <CategoryLine category={category} intents={intents} />}
        />
      )}
    </section>
  );
}
