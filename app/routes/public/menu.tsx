import { useMemo, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/menu";
import type { PublicLayoutData } from "./layout.tsx";
import { Deferred } from "#app/components/deferred.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { CategoryTabsPanel } from "#app/components/ui/category-tabs.tsx";
import { MenuSearch } from "#app/features/menu/menu-search.tsx";
import { MenuSections } from "#app/features/menu/menu-sections.tsx";
import { useMenuFilters } from "#app/features/menu/use-menu-filters.ts";
import { publicPageMeta } from "#app/lib/page-meta.ts";
import { useSiteShell } from "#app/lib/site-shell.tsx";
import { readMenuPage, type MenuData } from "./menu.server.ts";
import {
  ALL_CATEGORIES,
  type MenuFilter,
  emptyMenuText,
  filterMenuItems,
  groupMenuItems,
} from "#domain/menu.ts";
import { buildMenuJsonLd, toAbsoluteUrl } from "#domain/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, {
    title: "Our Menu",
    description:
      "Browse our menu of Caribbean classics and American comfort food: jerk chicken, curry goat, oxtail, burgers, sides, desserts and drinks.",
    path: "/menu",
  });

export async function loader({ context }: Route.LoaderArgs): Promise<{ menu: MenuData | Promise<MenuData> }> {
  return { menu: await readMenuPage(context.db) };
}

// A client-side visit shows the page at once with the loading text; the first visit has the menu in its HTML.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return { menu: serverLoader().then((data) => data.menu) };
}

function PageHeader({ children }: { children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
      <div className="mx-auto max-w-7xl px-4 py-10 text-center sm:px-6 md:py-16">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">
          Fresh from our kitchen
        </p>
        <h1 className="mt-3 font-display text-4xl font-bold text-ink md:text-5xl">Our Menu</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">
          Slow-cooked Caribbean classics and Southern comfort food, made from scratch every day.
        </p>
        {children ? <div className="mx-auto mt-8 max-w-xl">{children}</div> : null}
      </div>
    </div>
  );
}

function MenuJsonLd({ items, categories }: Pick<MenuData, "items" | "categories">) {
  const layout = useRouteLoaderData<PublicLayoutData>("routes/public/layout");
  const { siteName } = useSiteShell();
  const data = useMemo(
    () =>
      buildMenuJsonLd({
        name: `${siteName} Menu`,
        url: toAbsoluteUrl("/menu", layout?.publicUrl ?? "http://localhost:3000"),
        sections: groupMenuItems(items, categories).map((section) => ({
          name: section.category,
          items: section.items.map((item) => ({
            title: item.title,
            description: item.description,
            priceCents: item.price,
            imageUrl: item.image_url,
          })),
        })),
      }),
    [items, categories, siteName, layout?.publicUrl],
  );
  return <JsonLd data={data} />;
}

const TABS_ID = "menu-categories";

type MenuBrowserProps = MenuData & { filter: MenuFilter; onCategoryChange: (category: string) => void };

function MenuBrowser({ items, categories, modifierGroups, filter, onCategoryChange }: MenuBrowserProps) {
  const tabs = useMemo(
    () => [ALL_CATEGORIES, ...categories].map((category) => ({ value: category, label: category })),
    [categories],
  );
  // An address naming a category that is gone (renamed, switched off) shows everything.
  const category = tabs.some((tab) => tab.value === filter.category) ? filter.category : ALL_CATEGORIES;
  const visible = filterMenuItems(items, { search: filter.search, category });
  const sections = groupMenuItems(visible, categories);
  const isFiltered = visible.length !== items.length;

  return (
    <>
      <CategoryTabsPanel
        label="Menu categories"
        tabs={tabs}
        selected={category}
        onSelect={onCategoryChange}
        idPrefix={TABS_ID}
      >
        <p
          aria-live="polite"
          className={isFiltered && visible.length > 0 ? "mb-6 text-sm text-stone-600" : "sr-only"}
        >
          {isFiltered && visible.length > 0 ? `Showing ${visible.length} of ${items.length} dishes` : ""}
        </p>
        <MenuSections
          sections={sections}
          emptyText={emptyMenuText(filter.search, category)}
          modifierGroups={modifierGroups}
        />
      </CategoryTabsPanel>
      {/* Last: next to the hydration data repeating its text, within reach of gzip (a smaller page). */}
      <MenuJsonLd items={items} categories={categories} />
    </>
  );
}

export default function MenuPage({ loaderData }: Route.ComponentProps) {
  const { filter, setSearch, setCategory } = useMenuFilters();
  const renderMenu = (menu: MenuData) => (
    <MenuBrowser
      items={menu.items}
      categories={menu.categories}
      modifierGroups={menu.modifierGroups}
      filter={filter}
      onCategoryChange={setCategory}
    />
  );
  return (
    <>
      <PageHeader>
        <MenuSearch value={filter.search} category={filter.category} onChange={setSearch} />
      </PageHeader>
      {/* Data already here (the first visit) renders without a Suspense boundary: React streams a
          large boundary after its fallback, which would flash "Loading menu..." and shift the page. */}
      {loaderData.menu instanceof Promise ? (
        <Deferred
          value={loaderData.menu}
          fallback={
            <p className="mx-auto max-w-7xl px-4 py-16 text-center text-stone-600 sm:px-6">Loading menu...</p>
          }
          errorElement={<MenuError />}
        >
          {renderMenu}
        </Deferred>
      ) : (
        renderMenu(loaderData.menu)
      )}
    </>
  );
}

function MenuError() {
  return (
    <p role="alert" className="mx-auto max-w-7xl px-4 py-16 text-center font-semibold text-red-800 sm:px-6">
      Error: Could not load menu.
    </p>
  );
}

// The first visit's loader failed (the database is down): the page keeps its frame and says so.
export function ErrorBoundary() {
  return (
    <>
      <PageHeader />
      <MenuError />
    </>
  );
}
