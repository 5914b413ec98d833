import {
  CategoryManager as SharedCategoryManager,
  type CategoryEntry,
  type CategoryIntents,
} from "#app/components/admin/category-manager.tsx";
import type { AdminCateringCategory } from "#server/catering/menu-admin-service.ts";
import type { AdminMenuCategory } from "#server/menu/admin-service.ts";

/** A menu or catering category, as its page's loader lists it. */
type CategoryRow = AdminMenuCategory | AdminCateringCategory;

export type { CategoryIntents };

const itemsText = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

function entryOf(category: CategoryRow): CategoryEntry {
  return {
    id: category.id,
    name: category.name,
    isActive: category.is_active,
    detail: itemsText(category.item_count),
    deleteDescription:
      category.item_count > 0
        ? `It still holds ${itemsText(category.item_count)}: move them to another category first.`
        : "It holds no items.",
  };
}

type CategoryManagerProps = {
  title: string;
  categories: CategoryRow[];
  intents: Required<CategoryIntents>;
};

/** The menu's or the catering menu's categories: add, rename, switch, reorder, delete when empty. */
export function CategoryManager({ title, categories, intents }: CategoryManagerProps) {
  return (
    <SharedCategoryManager
      title={title}
      headingId="categories-heading"
      categories={categories.map(entryOf)}
      intents={intents}
      maxLength={60}
      emptyText="No categories yet."
    />
  );
}
