import { useId, type ReactNode } from "react";
import { UtensilsCrossed } from "lucide-react";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { formatUsd } from "#domain/money.ts";
import { resolveOrderLinks, type MenuItemView, type OrderLinkKind } from "#domain/menu.ts";
import { useSiteShell } from "#app/lib/site-shell.tsx";

type MenuItemCardProps = {
  item: MenuItemView;
  /** The card's button (add to cart, schedule ...), rendered at its bottom; nothing when absent. */
  action?: ReactNode;
  /** Above the fold: load the picture eagerly with high priority (the first one or two cards). */
  priority?: boolean;
};

// Matches the menu grids: one column on phones, two from 640 px, three from 1024 px in a 1280 px page.
const IMAGE_SIZES =
  "(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, calc(100vw - 2rem)";

const SERVICE_DOT: Record<OrderLinkKind, string> = {
  doordash: "bg-[#eb1700]",
  ubereats: "bg-[#06c167]",
  custom: "bg-stone-400",
};

export function MenuItemCard({ item, action, priority = false }: MenuItemCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const newTabId = `${id}-new-tab`;
  const orderLinks = resolveOrderLinks(item, useSiteShell().businessName);
  // A sold-out dish stays listed, greyed and without its button, until the next opening
  // (docs/product/02-public-pages.md §2.7).
  const soldOut = item.sold_out === true;

  return (
    <article
      aria-labelledby={titleId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/80 transition duration-200 hover:shadow-xl motion-safe:hover:-translate-y-1"
    >
      <div
        className={`relative aspect-[4/3] overflow-hidden bg-brand-50 ${soldOut ? "opacity-60 grayscale" : ""}`}
      >
        {item.image_url ? (
          <ResponsiveImage
            src={item.image_url}
            alt={item.title}
            width={400}
            height={300}
            sizes={IMAGE_SIZES}
            priority={priority}
            className="h-full w-full object-cover transition duration-500 motion-safe:group-hover:scale-105"
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center text-brand-300">
            <UtensilsCrossed className="h-12 w-12" aria-hidden="true" />
          </div>
        )}
      </div>

      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="font-display text-xl font-bold leading-snug text-ink">
            {item.title}
          </h3>
          {soldOut ? (
            <p className="shrink-0 rounded-full bg-stone-800 px-3 py-1 text-sm font-bold text-white">
              Sold out
            </p>
          ) : null}
          <p className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-base font-bold tabular-nums text-brand-700">
            {formatUsd(item.price)}
          </p>
        </div>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-stone-600">{item.description}</p>

        {item.allergens.length > 0 ? (
          <p className="mt-4 flex flex-wrap items-center gap-1.5 text-xs text-stone-600">
            <span className="font-semibold">Contains:</span>
            {item.allergens.map((allergen, index) => (
              <span
                key={allergen}
                className="rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-900 ring-1 ring-amber-200"
              >
                {allergen}
                {index < item.allergens.length - 1 ? <span className="sr-only">,</span> : null}
              </span>
            ))}
          </p>
        ) : null}

        {orderLinks.length > 0 ? (
          <div className="mt-4 border-t border-stone-100 pt-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">Also on</p>
            <span id={newTabId} className="sr-only">
              Opens in a new tab
            </span>
            <ul className="mt-2 flex flex-wrap gap-2">
              {orderLinks.map((link) => (
                <li key={`${link.kind}-${link.url}`}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.label}
                    aria-describedby={newTabId}
                    // The new-tab arrow is drawn by CSS, not an SVG: a long menu shows two of these per dish.
                    className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-stone-300 px-3 py-1 text-sm font-semibold text-stone-800 transition-colors after:text-xs after:text-stone-600 after:content-['↗'] hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800"
                  >
                    <span className={`h-2 w-2 rounded-full ${SERVICE_DOT[link.kind]}`} aria-hidden="true" />
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {action && !soldOut ? <div className="mt-4">{action}</div> : null}
      </div>
    </article>
  );
}
