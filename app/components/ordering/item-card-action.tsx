import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { CalendarClock, Check, Clock, LoaderCircle, ShoppingCart, SlidersHorizontal } from "lucide-react";
import type { MenuItemView } from "#domain/menu.ts";
import { useStoreStatus } from "#app/lib/store-status.tsx";
import { LazyScheduleDialog, preloadScheduleDialog } from "#app/components/schedule/lazy-schedule-dialog.tsx";
import { addToCart } from "#app/lib/cart/add-to-cart.ts";
import { useCartOrEmpty, type ScheduleDetails } from "#app/lib/cart/cart-store.ts";
import { useItemModifiers } from "./menu-modifiers.tsx";

const CustomizeDialog = lazy(() => import("./customize-dialog.tsx"));

function preloadCustomizeDialog(): void {
  void import("./customize-dialog.tsx");
}

const BUTTON =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold transition-colors";
const PRIMARY = `${BUTTON} bg-brand-600 text-white shadow-sm hover:bg-brand-700`;

type DialogState =
  { kind: "none" } | { kind: "schedule" } | { kind: "customize"; schedule: ScheduleDetails | null };

/**
 * The card's button (docs/product/03-ordering.md §3.2): Checking store hours... while the hours or the dish's
 * modifiers load; Add to Cart or Customize & Add while open; Schedule for Later with the next
 * opening while closed; In Cart once the dish is in the cart.
 */
export function ItemCardAction({ item }: { item: MenuItemView }) {
  const status = useStoreStatus();
  const { isOpen, nextOpenText } = status;
  // Only while the hours are not known yet: a refresh of known hours keeps the button in place
  // (and the focus on it, say while its dialog is open).
  const isStatusLoading = status.isLoading && status.storeHours === null;
  const { isLoading: isModifiersLoading, groups } = useItemModifiers(item.id);
  const cart = useCartOrEmpty();
  const [dialog, setDialog] = useState<DialogState>({ kind: "none" });
  const containerRef = useRef<HTMLDivElement>(null);

  // Adding swaps the button for In Cart: focus follows to it instead of falling to the page.
  function keepFocusInCard() {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      containerRef.current?.querySelector<HTMLElement>("a[href], button:not([disabled])")?.focus();
    });
  }

  if (!item.show_add_to_cart) return null;
  const hasModifiers = groups.length > 0;
  const isInCart = cart?.lines.some((line) => line.itemId === item.id) ?? false;
  const cartSchedule = cart?.lines.find((line) => line.scheduledDetails)?.scheduledDetails ?? null;
  const isLoading = isStatusLoading || isModifiersLoading;

  function onScheduled(details: ScheduleDetails) {
    if (hasModifiers) setDialog({ kind: "customize", schedule: details });
    else if (addToCart({ item, schedule: details })) keepFocusInCard();
  }

  let button;
  if (isLoading) {
    button = (
      // Its own key: the ready button is a new element, so its colours do not fade in from grey.
      <button
        key="loading"
        type="button"
        disabled
        className={`${BUTTON} cursor-wait bg-stone-100 text-stone-700`}
      >
        <LoaderCircle className="h-5 w-5 motion-safe:animate-spin" aria-hidden="true" />
        Checking store hours...
      </button>
    );
  } else if (isInCart) {
    button = (
      <div className="flex items-center gap-2">
        <Link
          to="/cart"
          aria-label={`In Cart: ${item.title}, view cart`}
          className={`${BUTTON} border-2 border-leaf-600 bg-white text-leaf-700 hover:bg-green-50`}
        >
          <Check className="h-5 w-5" aria-hidden="true" />
          In Cart
        </Link>
        {hasModifiers ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
            <SlidersHorizontal className="h-3.5 w-3.5" aria-hidden="true" />
            Customizable
          </span>
        ) : null}
      </div>
    );
  } else if (!isOpen) {
    button = (
      <button
        type="button"
        onClick={() => setDialog({ kind: "schedule" })}
        onPointerEnter={preloadScheduleDialog}
        onFocus={preloadScheduleDialog}
        className={PRIMARY}
      >
        <CalendarClock className="h-5 w-5" aria-hidden="true" />
        Schedule for Later
      </button>
    );
  } else if (hasModifiers) {
    button = (
      <button
        type="button"
        onClick={() => setDialog({ kind: "customize", schedule: null })}
        onPointerEnter={preloadCustomizeDialog}
        onFocus={preloadCustomizeDialog}
        className={PRIMARY}
      >
        <SlidersHorizontal className="h-5 w-5" aria-hidden="true" />
        Customize &amp; Add
      </button>
    );
  } else {
    button = (
      <button
        type="button"
        onClick={() => {
          if (addToCart({ item })) keepFocusInCard();
        }}
        className={PRIMARY}
      >
        <ShoppingCart className="h-5 w-5" aria-hidden="true" />
        Add to Cart
      </button>
    );
  }

  return (
    <div ref={containerRef} className="space-y-2">
      {!isStatusLoading && !isOpen ? (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-red-800">
          <Clock className="h-4 w-4" aria-hidden="true" />
          {nextOpenText ? `Closed · Opens ${nextOpenText}` : "Closed"}
        </p>
      ) : null}
      {button}
      <LazyScheduleDialog
        open={dialog.kind === "schedule"}
        initial={cartSchedule}
        onConfirm={onScheduled}
        onClose={() => {
          setDialog((current) => (current.kind === "schedule" ? { kind: "none" } : current));
          keepFocusInCard();
        }}
        confirmLabel={hasModifiers ? "Continue" : "Schedule Order"}
      />
      {dialog.kind === "customize" ? (
        <Suspense fallback={null}>
          <CustomizeDialog
            item={item}
            groups={groups}
            schedule={dialog.schedule}
            onClose={() => {
              setDialog({ kind: "none" });
              keepFocusInCard();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
