import { useMemo } from "react";
import type { Route } from "./+types/order-online";
import { Deferred } from "#app/components/deferred.tsx";
import { CategoryTabsPanel } from "#app/components/ui/category-tabs.tsx";
import { ClosedStoreAlert } from "#app/components/closed-store-alert.tsx";
import { ReadyQuoteNotice } from "#app/components/ready-quote-notice.tsx";
import { FloatingCartButton } from "#app/components/floating-cart-button.tsx";
import { MenuSections } from "#app/features/menu/menu-sections.tsx";
import { useMenuFilters } from "#app/features/menu/use-menu-filters.ts";
import { StoreStatusBadge } from "#app/components/store-status-badge.tsx";
import { publicPageMeta } from "#app/lib/page-meta.ts";
import { readOrderMenu, type OrderMenuData } from "./order-online.server.ts";
import {
  ALL_CATEGORIES,
  emptyMenuText,
  filterMenuItems,
  groupMenuItems,
  listItemCategories,
} from "#domain/menu.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, {
    title: "Order Online",
    description:
      "Order Caribbean and American favourites online for pickup, or schedule your order for later when we are closed.",
    path: "/order-online",
  });

export async function loader({
  context,
}: Route.LoaderArgs): Promise<{ menu: OrderMenuData | Promise<OrderMenuData> }> {
  return { menu: await readOrderMenu(context.db) };
}

// A client-side visit shows the page at once with the loading text; the first visit has the menu in its HTML.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { menu: serverLoader().then((data) => data.menu) };
}

const TABS_ID = "order-categories";

function OrderMenu({ items, modifierGroups }: OrderMenuData) {
  const { filter, setCategory } = useMenuFilters();
  // docs/product/02-public-pages.md §2.8: the tabs here come from the items themselves, not from the category
  // table.
  const categories = useMemo(() => listItemCategories(items), [items]);
  const tabs = useMemo(
    () => [
      { value: ALL_CATEGORIES, label: "All Items" },
      ...categories.map((category) => ({ value: category, label: category })),
    ],
    [categories],
  );
  const category = tabs.some((tab) => tab.value === filter.category) ? filter.category : ALL_CATEGORIES;
  const sections = groupMenuItems(filterMenuItems(items, { search: "", category }), categories);

  return (
    <>
      <CategoryTabsPanel
        label="Menu categories"
        tabs={tabs}
        selected={category}
        onSelect={setCategory}
        idPrefix={TABS_ID}
      >
        <MenuSections
          sections={sections}
          emptyText={emptyMenuText("", category)}
          modifierGroups={modifierGroups}
        />
      </CategoryTabsPanel>
    </>
  );
}

function PageHeader() {
  return (
    <div className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-16">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">
              Order ahead, skip the wait
            </p>
            <h1 className="mt-3 font-display text-4xl font-bold text-ink md:text-5xl">Order Online</h1>
            <p className="mt-4 max-w-2xl text-lg text-stone-700">
              Pick your favourites and we will have them hot and ready for you.
            </p>
          </div>
          <StoreStatusBadge className="self-start md:self-auto" />
        </div>
        <div className="mt-8 empty:hidden">
          <ClosedStoreAlert />
        </div>
        <ReadyQuoteNotice whenEmpty className="mt-6 max-w-xl" />
      </div>
    </div>
  );
}

export default function OrderOnlinePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="pb-24">
      <PageHeader />
      {/* Data already here (the first visit) renders without a Suspense boundary: React streams a
          large boundary after its fallback, which would flash "Loading menu..." and shift the page. */}
      {loaderData.menu instanceof Promise ? (
        <Deferred
          value={loaderData.menu}
          fallback={
            <p className="mx-auto max-w-7xl px-4 py-16 text-center text-stone-600 sm:px-6">Loading menu...</p>
          }
          errorElement={<OrderMenuError />}
        >
          {(menu) => <OrderMenu {...menu} />}
        </Deferred>
      ) : (
        <OrderMenu {...loaderData.menu} />
      )}
      <FloatingCartButton />
    </div>
  );
}

function OrderMenuError() {
  return (
    <p role="alert" className="mx-auto max-w-7xl px-4 py-16 text-center font-semibold text-red-800 sm:px-6">
      Error: Could not load menu.
    </p>
  );
}

// The first visit's loader failed (the database is down): the page keeps its frame and says so.
export function ErrorBoundary() {
  return (
    <div className="pb-24">
      <PageHeader />
      <OrderMenuError />
      <FloatingCartButton />
    </div>
  );
}
