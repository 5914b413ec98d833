import { useState } from "react";
import { Link } from "react-router";
import { AlertTriangle, RefreshCw, Users } from "lucide-react";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { formatUsd } from "#domain/money.ts";
import type { CateringItemView, CateringMenuView } from "#domain/catering.ts";
import { TierDialog } from "./tier-dialog.tsx";

export type MenuState =
  { status: "ready"; menu: CateringMenuView } | { status: "error" } | { status: "loading" };

function categoryAnchor(id: string): string {
  return `catering-category-${id.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
}

function ItemCard({
  item,
  onChoose,
}: {
  item: CateringItemView;
  onChoose: (item: CateringItemView) => void;
}) {
  const headingId = `catering-item-${item.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      {item.imageUrl ? (
        <ResponsiveImage
          src={item.imageUrl}
          alt=""
          width={400}
          height={260}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[20/13] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <h3 id={headingId} className="font-display text-xl font-bold text-ink">
          {item.title}
        </h3>
        {item.description ? <p className="mt-1 text-stone-700">{item.description}</p> : null}
        <ul
          className="mt-4 divide-y divide-stone-100 rounded-xl bg-stone-50 px-4 text-sm"
          aria-label="Serving sizes"
        >
          {item.tiers.map((tier) => (
            <li key={tier.name} className="flex items-center justify-between gap-3 py-2">
              <span>
                <span className="font-semibold text-ink">{tier.name}</span>
                {tier.serves ? (
                  <span className="ml-2 inline-flex items-center gap-1 text-stone-600">
                    <Users className="h-3.5 w-3.5" aria-hidden="true" />
                    Serves {tier.serves}
                  </span>
                ) : null}
              </span>
              <span className="font-bold tabular-nums text-ink">{formatUsd(tier.price)}</span>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => onChoose(item)}
          aria-label={`Choose a size of ${item.title}`}
          className="mt-5 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
        >
          Add to Catering Cart
        </button>
      </div>
    </article>
  );
}

/**
 * The Browse Menu tab (docs/product/04-catering.md §4.2): items grouped by category, a jump bar when there is
 * more than one, a refresh action, and the loading, error and empty states.
 */
export function CateringMenu({
  state,
  isRefreshing,
  onRefresh,
}: {
  state: MenuState;
  isRefreshing: boolean;
  onRefresh: () => void;
}) {
  const [chosen, setChosen] = useState<CateringItemView | null>(null);

  const refreshButton = (
    <button
      type="button"
      onClick={onRefresh}
      disabled={isRefreshing}
      className="inline-flex min-h-10 items-center gap-2 rounded-full border-2 border-stone-300 px-4 text-sm font-semibold text-stone-800 transition-colors hover:border-brand-600 hover:text-brand-700 disabled:opacity-60"
    >
      <RefreshCw className={`h-4 w-4 ${isRefreshing ? "motion-safe:animate-spin" : ""}`} aria-hidden="true" />
      {isRefreshing ? "Refreshing..." : "Refresh Menu"}
    </button>
  );

  if (state.status === "loading") {
    return <p className="py-16 text-center text-stone-600">Loading catering menu...</p>;
  }
  if (state.status === "error") {
    return (
      <div role="alert" className="flex gap-4 rounded-2xl border border-red-300 bg-red-50 p-5 text-red-900">
        <AlertTriangle className="h-6 w-6 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-display text-lg font-bold">Error Loading Menu</p>
          <p className="mt-1 text-sm">The catering menu could not be loaded.</p>
          <button
            type="button"
            onClick={onRefresh}
            disabled={isRefreshing}
            className="mt-3 inline-flex min-h-10 items-center rounded-full bg-red-800 px-5 text-sm font-semibold text-white hover:bg-red-900 disabled:opacity-60"
          >
            Try Again
          </button>
        </div>
      </div>
    );
  }
  const { categories } = state.menu;
  if (categories.length === 0) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border-2 border-dashed border-stone-300 bg-white px-6 py-12 text-center">
        <h3 className="font-display text-2xl font-bold text-ink">No catering items available right now</h3>
        <p className="mt-2 text-stone-700">Tell us about your event and we&apos;ll build a menu for it.</p>
        <Link
          to="/contact"
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          Contact for Custom Catering
        </Link>
        <div className="mt-4">{refreshButton}</div>
      </div>
    );
  }
  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {categories.length > 1 ? (
          <nav aria-label="Jump to category" className="-mx-1 min-w-0 overflow-x-auto">
            <ul className="flex gap-2 px-1 py-1">
              {categories.map((category) => (
                <li key={category.id}>
                  <a
                    href={`#${categoryAnchor(category.id)}`}
                    className="inline-flex min-h-10 items-center whitespace-nowrap rounded-full bg-stone-100 px-4 text-sm font-semibold text-stone-800 hover:bg-brand-50 hover:text-brand-700"
                  >
                    {category.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <span />
        )}
        <div className="shrink-0">{refreshButton}</div>
      </div>
      {categories.map((category) => (
        <section
          key={category.id}
          id={categoryAnchor(category.id)}
          aria-labelledby={`${categoryAnchor(category.id)}-heading`}
          className="mt-8 scroll-mt-28"
        >
          <h2
            id={`${categoryAnchor(category.id)}-heading`}
            className="font-display text-2xl font-bold text-ink"
          >
            {category.name}
          </h2>
          <div className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {category.items.map((item) => (
              <ItemCard key={item.id} item={item} onChoose={setChosen} />
            ))}
          </div>
        </section>
      ))}
      {chosen ? <TierDialog item={chosen} onClose={() => setChosen(null)} /> : null}
    </div>
  );
}
