import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useSearchParams } from "react-router";
import { ShoppingCart } from "lucide-react";
import { BelowTheFold } from "#app/components/below-the-fold.tsx";
import { ClosedStoreAlert } from "#app/components/closed-store-alert.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { getJson } from "#app/lib/api-error.ts";
import { useCateringCart } from "#app/lib/cart/cart-store.ts";
import { notify } from "#app/lib/notify.tsx";
import { buildCateringJsonLd, type CateringMenuView, type CateringTimingRules } from "#domain/catering.ts";
import { toAbsoluteUrl } from "#domain/seo.ts";
import { CateringCartTab } from "./catering-cart-tab.tsx";
import { CateringHero, CateringTestimonials, ServiceCards, WhyChooseCatering } from "./catering-info.tsx";
import { CateringMenu, type MenuState } from "./catering-menu.tsx";
import { QUOTE_FORM_ID, QuoteForm } from "./quote-form.tsx";
import { useCateringCartLoadToast } from "./use-catering-cart-load-toast.ts";
import type { QuoteActionData } from "./use-quote-form.ts";

type Tab = "menu" | "cart";

const TABS: { value: Tab; label: string }[] = [
  { value: "menu", label: "Browse Menu" },
  { value: "cart", label: "Catering Cart" },
];

export type CateringPageProps = {
  menu: CateringMenuView | null;
  rules: CateringTimingRules;
  publicUrl: string;
  actionData?: QuoteActionData;
};

function wantsCart(params: URLSearchParams): boolean {
  return params.get("tab") === "cart" || params.get("canceled") === "true";
}

function prefersSmoothScroll(): boolean {
  return !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The catering page (docs/product/04-catering.md §4.1), below the site's header. */
export function CateringPage({ menu, rules, publicUrl, actionData }: CateringPageProps) {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => (wantsCart(params) ? "cart" : "menu"));
  const [state, setState] = useState<MenuState>(menu ? { status: "ready", menu } : { status: "error" });
  const [isRefreshing, setIsRefreshing] = useState(false);
  const lines = useCateringCart();
  useCateringCartLoadToast();
  const tabsRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLElement>(null);
  const count = (lines ?? []).reduce((sum, line) => sum + line.quantity, 0);

  // The header's cart icon leads here with ?tab=cart from any /catering page.
  useEffect(() => {
    if (wantsCart(params)) setTab("cart");
  }, [params]);

  useEffect(() => {
    if (menu) setState({ status: "ready", menu });
  }, [menu]);

  const jsonLd = useMemo(
    () => (menu ? buildCateringJsonLd(menu, toAbsoluteUrl("/catering", publicUrl)) : null),
    [menu, publicUrl],
  );

  async function refresh() {
    setIsRefreshing(true);
    try {
      const fresh = await getJson<CateringMenuView>("/api/catering/menu");
      setState({ status: "ready", menu: fresh });
      notify.success("Menu Refreshed");
    } catch {
      notify.error("Refresh Failed", {
        description: "Could not refresh the catering menu. Please try again.",
      });
      setState((current) => (current.status === "ready" ? current : { status: "error" }));
    } finally {
      setIsRefreshing(false);
    }
  }

  function requestQuote() {
    const target = formRef.current;
    if (!target) return;
    target.scrollIntoView({ behavior: prefersSmoothScroll() ? "smooth" : "auto", block: "start" });
    target.focus({ preventScroll: true });
  }

  function openTab(next: Tab, focus = false) {
    setTab(next);
    if (focus) {
      tabsRef.current?.scrollIntoView({
        behavior: prefersSmoothScroll() ? "smooth" : "auto",
        block: "start",
      });
      requestAnimationFrame(() =>
        document.getElementById(`catering-tab-${next}`)?.focus({ preventScroll: true }),
      );
    }
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const next: Tab =
      event.key === "Home" ? "menu" : event.key === "End" ? "cart" : tab === "menu" ? "cart" : "menu";
    setTab(next);
    document.getElementById(`catering-tab-${next}`)?.focus();
  }

  return (
    <div className="pb-24">
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      <CateringHero onRequestQuote={requestQuote} />
      <div className="mx-auto max-w-7xl px-4 pt-6 empty:hidden sm:px-6">
        <ClosedStoreAlert isPauseShown={false} />
      </div>
      <ServiceCards />

      <section aria-labelledby="catering-order-heading" className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <h2 id="catering-order-heading" className="font-display text-3xl font-bold text-ink">
          Order Catering
        </h2>
        <div
          ref={tabsRef}
          role="tablist"
          aria-label="Catering"
          className="mt-5 flex w-full scroll-mt-24 rounded-full bg-stone-100 p-1 sm:inline-flex sm:w-auto"
        >
          {TABS.map((entry) => {
            const selected = entry.value === tab;
            return (
              <button
                key={entry.value}
                id={`catering-tab-${entry.value}`}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={`catering-panel-${entry.value}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setTab(entry.value)}
                onKeyDown={onTabKeyDown}
                className={`inline-flex min-h-10 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-full px-3 text-sm font-semibold transition-colors sm:flex-none sm:px-5 ${
                  selected ? "bg-white text-ink shadow-sm" : "text-stone-700 hover:text-ink"
                }`}
              >
                {entry.label}
                {entry.value === "cart" ? (
                  <span
                    data-testid="catering-cart-count"
                    className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${
                      selected ? "bg-brand-600 text-white" : "bg-stone-200 text-stone-700"
                    }`}
                  >
                    {count}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        <div
          role="tabpanel"
          id={`catering-panel-${tab}`}
          aria-labelledby={`catering-tab-${tab}`}
          className="mt-6"
        >
          {tab === "menu" ? (
            <CateringMenu state={state} isRefreshing={isRefreshing} onRefresh={() => void refresh()} />
          ) : lines === null ? (
            <p className="py-16 text-center text-stone-600">Loading catering cart...</p>
          ) : (
            <CateringCartTab lines={lines} rules={rules} onBrowse={() => openTab("menu", true)} />
          )}
        </div>
      </section>

      <BelowTheFold>
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-5">
          <section
            ref={formRef}
            id={QUOTE_FORM_ID}
            tabIndex={-1}
            aria-labelledby="catering-form-heading"
            className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-8 lg:col-span-3"
          >
            <h2 id="catering-form-heading" className="font-display text-2xl font-bold text-ink">
              Request a Catering Quote
            </h2>
            <p className="mt-2 text-stone-700">
              Tell us about your event and we&apos;ll reply within 24 hours. All fields are required except
              special requests.
            </p>
            <div className="mt-6">
              <QuoteForm rules={rules} pageActionData={actionData} />
            </div>
          </section>
          <div className="lg:col-span-2">
            <WhyChooseCatering />
          </div>
        </div>
      </BelowTheFold>
      <BelowTheFold>
        <CateringTestimonials />
      </BelowTheFold>

      {count > 0 && tab !== "cart" ? (
        <button
          type="button"
          onClick={() => openTab("cart", true)}
          aria-label={`View Catering Cart, ${count} item${count === 1 ? "" : "s"}`}
          className="fixed bottom-5 right-5 z-30 inline-flex items-center gap-2 rounded-full bg-brand-600 py-3 pl-4 pr-5 font-semibold text-white shadow-lg shadow-brand-900/25 transition hover:bg-brand-700 sm:bottom-8 sm:right-8"
        >
          <ShoppingCart className="h-5 w-5" aria-hidden="true" />
          Catering Cart
          <span className="flex h-6 min-w-6 items-center justify-center rounded-full bg-white px-1.5 text-sm font-bold text-brand-700">
            {count}
          </span>
        </button>
      ) : null}
    </div>
  );
}
