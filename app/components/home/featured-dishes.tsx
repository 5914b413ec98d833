import { Link } from "react-router";
import { MenuItemCard } from "#app/components/ordering/menu-item-card.tsx";
import { ItemCardAction } from "#app/components/ordering/item-card-action.tsx";
import { MenuModifiersProvider } from "#app/components/ordering/menu-modifiers.tsx";
import type { MenuItemView } from "#domain/menu.ts";
import type { ModifierGroupView } from "#domain/modifiers.ts";

type FeaturedDishesProps = {
  items: MenuItemView[];
  /** The choices of the dishes that have any. */
  modifierGroups?: Record<string, ModifierGroupView[]>;
};

export function FeaturedDishes({ items, modifierGroups }: FeaturedDishesProps) {
  return (
    <section aria-labelledby="featured-dishes" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-dishes" className="font-display text-3xl font-bold md:text-4xl">
              Featured Dishes
            </h2>
            <p className="mt-2 text-stone-700">Our regulars' favorites, straight from the kitchen.</p>
          </div>
          <Link to="/menu" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            See the full menu
          </Link>
        </div>
        {items.length === 0 ? (
          <p className="mt-8 text-stone-600">Check back soon for this week's favorites.</p>
        ) : (
          <MenuModifiersProvider itemIds={items.map((item) => item.id)} initialGroups={modifierGroups}>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <li key={item.id}>
                  <MenuItemCard item={item} action={<ItemCardAction item={item} />} />
                </li>
              ))}
            </ul>
          </MenuModifiersProvider>
        )}
      </div>
    </section>
  );
}
