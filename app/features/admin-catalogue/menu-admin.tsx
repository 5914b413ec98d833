import { useCallback, useState } from "react";
import { CategoryManager } from "./category-manager.tsx";
import { MenuItemSheet } from "./menu-item-sheet.tsx";
import { MenuItemsTable } from "./menu-items-table.tsx";
import { MenuOrder } from "./menu-order.tsx";
import type {
  AdminMenuCategory as MenuCategoryRow,
  AdminMenuItem as MenuItemRow,
} from "#server/menu/admin-service.ts";
import type { ModifierGroupChoice as GroupChoice } from "#server/modifiers/admin-service.ts";
import { useActionFetcher, type ActionAnswer } from "#app/lib/use-action-fetcher.ts";
import { deleteToast, KeptNotice, keptNotice } from "./soft-delete.tsx";
import { AddButton, PageHeader } from "#app/components/admin/page-header.tsx";

type MenuAdminProps = { items: MenuItemRow[]; categories: MenuCategoryRow[]; groups: GroupChoice[] };

const MENU_CATEGORY_INTENTS = {
  create: "category-create",
  rename: "category-rename",
  active: "category-active",
  reorder: "category-reorder",
  delete: "category-delete",
};

/** /admin/menu: the items (available, then unavailable), their order, and the categories. */
export function MenuAdmin({ items, categories, groups }: MenuAdminProps) {
  const [editing, setEditing] = useState<MenuItemRow | "new" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const onDeleted = useCallback((data: ActionAnswer) => setNotice(keptNotice(data)), []);
  const remove = useActionFetcher({
    action: "delete the item",
    key: "delete-menu-item",
    successToast: deleteToast("Kept as unavailable"),
    onSuccess: onDeleted,
  });
  const onDelete = useCallback(
    (item: MenuItemRow) => remove.submitForm({ intent: "delete", id: item.id }),
    [remove],
  );
  const onEdit = useCallback((item: MenuItemRow) => setEditing(item), []);
  const close = useCallback(() => setEditing(null), []);
  const categoryNames = [
    ...new Set([...categories.map((category) => category.name), ...items.map((item) => item.category)]),
  ];
  const available = items.filter((item) => item.available);
  const unavailable = items.filter((item) => !item.available);

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader
        title="Menu"
        description="Dishes, prices, photos, categories and availability."
        actions={
          <AddButton label="Add Item" onClick={() => setEditing("new")} disabled={categories.length === 0} />
        }
      />
      <KeptNotice notice={notice} />
      {categories.length === 0 ? (
        <p className="text-stone-700">Add a category below before adding items.</p>
      ) : null}
      <section aria-labelledby="available-heading" className="space-y-3">
        <h2 id="available-heading" className="font-display text-xl font-bold text-ink">
          On the menu ({available.length})
        </h2>
        <MenuItemsTable
          caption="Menu items"
          items={available}
          categories={categoryNames}
          onEdit={onEdit}
          onDelete={onDelete}
          emptyTitle="No items match"
        />
      </section>
      <section aria-labelledby="unavailable-heading" className="space-y-3">
        <h2 id="unavailable-heading" className="font-display text-xl font-bold text-ink">
          Unavailable ({unavailable.length})
        </h2>
        <MenuItemsTable
          caption="Unavailable items"
          items={unavailable}
          categories={categoryNames}
          onEdit={onEdit}
          onDelete={onDelete}
          emptyTitle="No unavailable items"
        />
      </section>
      <MenuOrder items={items} categories={categoryNames} />
      <CategoryManager title="Menu categories" categories={categories} intents={MENU_CATEGORY_INTENTS} />
      {editing ? (
        <MenuItemSheet
          item={editing === "new" ? null : editing}
          categories={categories}
          groups={groups}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
