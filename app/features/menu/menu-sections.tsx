import { Suspense, useId, useMemo, type ReactNode } from "react";
import { SearchX } from "lucide-react";
import { MenuItemCard } from "#app/components/ordering/menu-item-card.tsx";
import { ItemCardAction } from "#app/components/ordering/item-card-action.tsx";
import { MenuModifiersProvider } from "#app/components/ordering/menu-modifiers.tsx";
import type { MenuItemView, MenuSection } from "#domain/menu.ts";
import type { ModifierGroupView } from "#domain/modifiers.ts";

type MenuSectionsProps = {
  sections: readonly MenuSection<MenuItemView>[];
  /** Shown instead of the sections when there are none. */
  emptyText: string;
  /** The choices of the dishes that have any, when they came with the page. */
  modifierGroups?: Record<string, ModifierGroupView[]>;
  /** The card's button; by default the cart's (add, customise, schedule). */
  renderAction?: (item: MenuItemView) => ReactNode;
};

// The first picture is the page's largest content on a phone; the rest load lazily. More eager
// pictures would only compete with it for the first second's bandwidth.
const PRIORITY_CARDS = 1;

const renderCartAction = (item: MenuItemView) => <ItemCardAction item={item} />;

/** Menu items under one heading per category, as a grid of cards. */
export function MenuSections({
  sections,
  emptyText,
  modifierGroups,
  renderAction = renderCartAction,
}: MenuSectionsProps) {
  const id = useId();
  const itemIds = useMemo(
    () => sections.flatMap((section) => section.items.map((item) => item.id)),
    [sections],
  );
  if (sections.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-stone-300 bg-white px-6 py-16 text-center">
        <SearchX className="h-10 w-10 text-brand-600" aria-hidden="true" />
        <p className="mt-4 text-lg font-semibold text-ink">{emptyText}</p>
      </div>
    );
  }
  return (
    <MenuModifiersProvider itemIds={itemIds} initialGroups={modifierGroups}>
      <div className="space-y-14">
        {sections.map((section, sectionIndex) => {
          const headingId = `${id}-section-${sectionIndex}`;
          return (
            // Each section is taken over on its own, in short slices (decision 186).
            <Suspense key={section.category}>
              <section aria-labelledby={headingId}>
                <div className="flex items-baseline gap-3 border-b border-stone-200 pb-3">
                  <h2 id={headingId} className="font-display text-2xl font-bold text-ink md:text-3xl">
                    {section.category}
                  </h2>
                  <span className="text-sm font-medium text-stone-600">
                    {section.items.length} {section.items.length === 1 ? "item" : "items"}
                  </span>
                </div>
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {section.items.map((item, itemIndex) => (
                    <li key={item.id}>
                      <MenuItemCard
                        item={item}
                        priority={sectionIndex === 0 && itemIndex < PRIORITY_CARDS}
                        action={renderAction(item)}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            </Suspense>
          );
        })}
      </div>
    </MenuModifiersProvider>
  );
}
