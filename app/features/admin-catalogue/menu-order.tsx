import { useId, useState } from "react";
import { formatUsd } from "#domain/money.ts";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { SortableList } from "#app/components/ui/admin/sortable-list.tsx";
import type { AdminMenuItem as MenuItemRow } from "#server/menu/admin-service.ts";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";

/** The order items show in within one category, changed by drag or keyboard and saved at once. */
export function MenuOrder({ items, categories }: { items: MenuItemRow[]; categories: string[] }) {
  const headingId = useId();
  const [category, setCategory] = useState(categories[0] ?? "");
  const reorder = useActionFetcher({ action: "reorder the items" });
  const shown = items.filter((item) => item.category === category);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id={headingId} className="font-display text-xl font-bold text-ink">
        Order on the menu
      </h2>
      <p className="text-sm text-stone-700">
        Drag a row by its handle, or focus the handle and press Space, the arrow keys, then Space again.
      </p>
      <div className="max-w-xs">
        <SelectField
          label="Category to order"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          options={categories.map((name) => ({ value: name, label: name }))}
        />
      </div>
      {shown.length === 0 ? (
        <p className="text-stone-700">No items in this category.</p>
      ) : (
        <SortableList
          label={`Order of ${category}`}
          rows={shown}
          getId={(item) => item.id}
          getLabel={(item) => item.title}
          onReorder={(ids) => reorder.submitJson({ intent: "reorder", ids })}
          renderRow={(item) => (
            <span className="flex flex-wrap justify-between gap-2">
              <span className="font-medium text-ink">{item.title}</span>
              <span className="text-sm text-stone-700">
                {formatUsd(item.price)}
                {item.available ? "" : " · unavailable"}
              </span>
            </span>
          )}
        />
      )}
    </section>
  );
}
