import { Check, Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/admin/button.tsx";
import { ColorField } from "#app/components/ui/admin/color-field.tsx";
import { SortableList } from "#app/components/ui/admin/sortable-list.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import { ActiveSwitch } from "#app/components/admin/active-switch.tsx";
import { DeleteButton } from "./delete-button.tsx";

/** One category as the manager shows it. */
export type CategoryEntry = {
  id: string;
  name: string;
  isActive: boolean;
  /** What it holds, shown in brackets after its name: "3 items". */
  detail: string;
  /** The delete confirmation's text, when the page deletes categories: "It holds no items." */
  deleteDescription?: string;
  /** The category's colour, when the page colours its categories ("" for none); the rename form edits it. */
  color?: string;
};

/** The intents the page's action answers; without reorder or delete the list offers neither. */
export type CategoryIntents = {
  create: string;
  rename: string;
  active: string;
  reorder?: string;
  delete?: string;
};

type LineProps = { category: CategoryEntry; intents: CategoryIntents; maxLength: number };

function CategoryLine({ category, intents, maxLength }: LineProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [color, setColor] = useState(category.color ?? "");
  const colored = category.color !== undefined;
  const rename = useActionFetcher({ action: "rename the category", onSuccess: () => setEditing(false) });
  const remove = useActionFetcher({ action: "delete the category", key: `delete-category-${category.id}` });
  const deleteIntent = intents.delete;
  if (editing) {
    return (
      <form
        className="flex flex-1 flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          rename.submitForm({ intent: intents.rename, id: category.id, name, ...(colored ? { color } : {}) });
        }}
      >
        <TextField
          label={`New name for ${category.name}`}
          value={name}
          maxLength={maxLength}
          onChange={(event) => setName(event.target.value)}
          error={rename.error?.fields.name}
          className="min-w-40 flex-1"
        />
        {colored ? (
          <ColorField
            label={`Colour for ${category.name}`}
            value={color}
            onChange={setColor}
            error={rename.error?.fields.color}
            fallback="#78716c"
          />
        ) : null}
        <Button type="submit" disabled={rename.isBusy}>
          <Check aria-hidden="true" className="size-4" />
          Save
        </Button>
        <Button variant="secondary" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </form>
    );
  }
  return (
    <>
      <span className="min-w-0 flex-1 truncate font-medium text-ink">
        {category.color ? (
          <span
            aria-hidden="true"
            className="mr-2 inline-block size-3 rounded-full align-middle"
            style={{ backgroundColor: category.color }}
          />
        ) : null}
        {category.name} <span className="text-sm font-normal text-stone-700">({category.detail})</span>
      </span>
      <ActiveSwitch
        id={category.id}
        checked={category.isActive}
        intent={intents.active}
        action="change the category"
        label={`Active: ${category.name}`}
      />
      <Button variant="ghost" onClick={() => setEditing(true)} aria-label={`Rename ${category.name}`}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      {deleteIntent ? (
        <DeleteButton
          name={category.name}
          description={category.deleteDescription}
          busy={remove.isBusy}
          onConfirm={() => remove.submitForm({ intent: deleteIntent, id: category.id })}
        />
      ) : null}
    </>
  );
}

type CategoryManagerProps = {
  title: string;
  /** The section heading's id (the section is named by it). */
  headingId: string;
  categories: CategoryEntry[];
  intents: CategoryIntents;
  maxLength: number;
  /** Shown instead of the list while there is no category. */
  emptyText: string;
};

/**
 * A page's categories: add, rename, switch on and off, and, when the page's action answers them,
 * reorder by drag or keyboard and delete after a confirmation.
 */
export function CategoryManager({
  title,
  headingId,
  categories,
  intents,
  maxLength,
  emptyText,
}: CategoryManagerProps) {
  const [name, setName] = useState("");
  const create = useActionFetcher({ action: "add the category", onSuccess: () => setName("") });
  const reorder = useActionFetcher({ action: "reorder the categories" });
  const reorderIntent = intents.reorder;
  const line = (category: CategoryEntry) => (
    <CategoryLine category={category} intents={intents} maxLength={maxLength} />
  );
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="font-display text-xl font-bold text-ink">
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
          maxLength={maxLength}
          onChange={(event) => setName(event.target.value)}
          error={create.error?.fields.name}
          className="min-w-48 flex-1"
        />
        <Button type="submit" disabled={create.isBusy}>
          Add Category
        </Button>
      </form>
      {categories.length === 0 ? (
        <p className="text-stone-700">{emptyText}</p>
      ) : reorderIntent ? (
        <SortableList
          label={`Order of ${title.toLowerCase()}`}
          rows={categories}
          getId={(category) => category.id}
          getLabel={(category) => category.name}
          onReorder={(ids) => reorder.submitJson({ intent: reorderIntent, ids })}
          renderRow={(category) => <div className="flex flex-wrap items-center gap-2">{line(category)}</div>}
        />
      ) : (
        <ul className="divide-y divide-stone-200">
          {categories.map((category) => (
            <li key={category.id} className="flex flex-wrap items-center gap-2 py-2">
              {line(category)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
