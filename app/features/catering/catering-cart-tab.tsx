import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { LoaderCircle, Lock, ShoppingBag, Trash2 } from "lucide-react";
import { CateringDetailField } from "#app/components/catering/catering-detail-field.tsx";
import { FormTextArea } from "#app/components/ui/form-field.tsx";
import { QuantityStepper } from "#app/components/ui/quantity-stepper.tsx";
import {
  CATERING_LIMITS,
  cartServings,
  describeServings,
  earliestEvent,
  latestEventDate,
  type CateringTimingRules,
} from "#domain/catering.ts";
import { formatUsd } from "#domain/money.ts";
import type { CateringCartLine } from "#app/lib/cart/cart-store.ts";
import { clearCateringCart, removeCateringLine, setCateringQuantity } from "#app/lib/cart/catering-cart.ts";
import { EMPTY_EVENT_DETAILS, type CateringEventDetails } from "#app/lib/catering/catering-checkout.ts";
import { notify } from "#app/lib/notify.tsx";
import { findCheckoutProblem, hasRequiredDetails } from "./checkout-rules.ts";
import { noticeHint } from "./quote-form.tsx";
import { CateringTipTotal, useCateringTip } from "#app/components/catering/catering-tip.tsx";
import { CateringLinesTable } from "#app/components/catering/catering-lines-table.tsx";
import {
  useCateringCheckout,
  type CateringDetailErrors,
} from "#app/components/catering/use-catering-checkout.ts";

type DetailField = keyof CateringEventDetails;

const DETAILS_KEY = "island-spice:catering-details";

function loadDetails(): CateringEventDetails {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(DETAILS_KEY) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return EMPTY_EVENT_DETAILS;
    const record = parsed as Record<string, unknown>;
    const details = { ...EMPTY_EVENT_DETAILS };
    for (const key of Object.keys(details) as DetailField[]) {
      const value = record[key];
      if (typeof value === "string") (details as Record<DetailField, string>)[key] = value;
    }
    return details;
  } catch {
    return EMPTY_EVENT_DETAILS;
  }
}

function saveDetails(details: CateringEventDetails): void {
  try {
    window.sessionStorage.setItem(DETAILS_KEY, JSON.stringify(details));
  } catch {
    // Private browsing: the form starts empty next time.
  }
}

function CartTable({ lines }: { lines: readonly CateringCartLine[] }) {
  return (
    // relative: the header's screen-reader-only text is placed absolutely; the page would otherwise
    // widen to where that text sits past the table's scroll box.
    <div className="relative overflow-x-auto">
      <CateringLinesTable
        lines={lines}
        className="w-full min-w-[34rem] text-left text-sm"
        caption="Items in your catering cart"
        controls={{
          quantity: (line) => (
            <QuantityStepper
              size="sm"
              value={line.quantity}
              itemName={`${line.title} (${line.tier})`}
              onChange={(quantity) => setCateringQuantity(line.itemId, line.tier, quantity)}
            />
          ),
          remove: (line) => (
            <button
              type="button"
              onClick={() => removeCateringLine(line.itemId, line.tier)}
              aria-label={`Remove ${line.title} (${line.tier})`}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-stone-600 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 className="h-5 w-5" aria-hidden="true" />
            </button>
          ),
        }}
      />
    </div>
  );
}

/**
 * The Catering Cart tab (docs/product/04-catering.md §4.3): the table, clear cart, the contact and event
 * forms, the subtotal, the servings meter and the checkout, whose button waits for the required fields.
 */
export function CateringCartTab({
  lines,
  rules,
  onBrowse,
}: {
  lines: readonly CateringCartLine[];
  rules: CateringTimingRules;
  onBrowse: () => void;
}) {
  const [details, setDetails] = useState<CateringEventDetails>(EMPTY_EVENT_DETAILS);
  const [errors, setErrors] = useState<CateringDetailErrors>({});
  const formRef = useRef<HTMLDivElement>(null);
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const tip = useCateringTip(subtotal);
  const { processing, setProcessing, submit } = useCateringCheckout({ tip, onFieldErrors: setErrors });

  useEffect(() => setDetails(loadDetails()), []);
  useEffect(() => {
    // Back from the payment page, the browser may restore this page as it was: ready again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [setProcessing]);

  if (lines.length === 0) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border-2 border-dashed border-stone-300 bg-white px-6 py-12 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <ShoppingBag className="h-8 w-8" aria-hidden="true" />
        </span>
        <h2 className="mt-5 font-display text-2xl font-bold text-ink">Your catering cart is empty</h2>
        <p className="mt-2 text-stone-700">Pick trays and platters from the catering menu.</p>
        <button
          type="button"
          onClick={onBrowse}
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          Browse Menu
        </button>
      </div>
    );
  }

  const servings = cartServings(lines);
  const guests = Number(details.guestCount);
  const guestCount = Number.isInteger(guests) && guests > 0 ? guests : null;
  const tooSmall = servings !== null && guestCount !== null && servings.max < guestCount;
  const earliest = earliestEvent(rules, new Date());

  function update(field: DetailField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const next = { ...details, [field]: event.target.value };
      setDetails(next);
      saveDetails(next);
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    };
  }

  async function checkout() {
    if (processing) return;
    const problem = findCheckoutProblem(lines.length, details, rules);
    if (problem) {
      if (problem.field !== "cart") {
        setErrors({ [problem.field]: problem.description });
        formRef.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
      }
      notify.error(problem.title, { description: problem.description });
      return;
    }
    if (tip.error) {
      document.querySelector<HTMLInputElement>('[name="tipCents"]')?.focus();
      notify.error("Please check the tip", { description: tip.error });
      return;
    }
    await submit(lines, details);
  }

  const ready = hasRequiredDetails(details);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="grid min-w-0 grid-cols-1 gap-6">
        <section
          aria-labelledby="catering-cart-heading"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <div className="flex items-center justify-between gap-4">
            <h2 id="catering-cart-heading" className="font-display text-xl font-bold text-ink">
              Your Catering Order
            </h2>
            <button
              type="button"
              onClick={() => clearCateringCart()}
              className="inline-flex min-h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Clear Cart
            </button>
          </div>
          <div className="mt-4">
            <CartTable lines={lines} />
          </div>
        </section>
        <div ref={formRef} className="grid gap-6">
          <section
            aria-labelledby="catering-contact-heading"
            className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="catering-contact-heading" className="font-display text-xl font-bold text-ink">
              Contact Information
            </h2>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              {(["customerName", "customerEmail", "customerPhone"] as const).map((field) => (
                <CateringDetailField
                  key={field}
                  idPrefix="catering-checkout"
                  field={field}
                  details={details}
                  error={errors[field]}
                  onChange={update(field)}
                  required={field !== "customerPhone"}
                />
              ))}
            </div>
          </section>
          <section
            aria-labelledby="catering-event-heading"
            className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="catering-event-heading" className="font-display text-xl font-bold text-ink">
              Event Details
            </h2>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              <CateringDetailField
                idPrefix="catering-checkout"
                field="eventDate"
                details={details}
                error={errors.eventDate}
                onChange={update("eventDate")}
                required
                min={earliest.dateKey}
                max={latestEventDate(rules, new Date())}
                hint={noticeHint(rules)}
              />
              {(["eventTime", "eventType", "guestCount", "deliveryOption"] as const).map((field) => (
                <CateringDetailField
                  key={field}
                  idPrefix="catering-checkout"
                  field={field}
                  label={field === "guestCount" ? "Number of Guests" : undefined}
                  details={details}
                  error={errors[field]}
                  onChange={update(field)}
                  required
                />
              ))}
              <FormTextArea
                idPrefix="catering-checkout"
                field="specialRequests"
                label="Special Requests"
                isOptional
                error={errors.specialRequests}
                className="sm:col-span-2"
                rows={3}
                maxLength={CATERING_LIMITS.specialRequests}
                value={details.specialRequests}
                onChange={update("specialRequests")}
              />
            </div>
          </section>
        </div>
      </div>
      <aside
        aria-labelledby="catering-summary-heading"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24"
      >
        <h2 id="catering-summary-heading" className="font-display text-xl font-bold text-ink">
          Order Summary
        </h2>
        <dl className="mt-4 space-y-2">
          <div className="flex justify-between text-lg font-bold text-ink">
            <dt>Subtotal</dt>
            <dd className="tabular-nums" data-testid="catering-subtotal">
              {formatUsd(subtotal)}
            </dd>
          </div>
          <CateringTipTotal subtotalCents={subtotal} tipCents={tip.cents} />
        </dl>
        <p className="mt-2 text-sm text-stone-600">Tax is added at payment when it applies.</p>
        {servings ? (
          <p
            data-testid="servings-meter"
            aria-live="polite"
            className={`mt-4 rounded-lg px-3 py-2 text-sm font-semibold ${
              tooSmall ? "bg-amber-50 text-amber-900" : "bg-green-50 text-green-900"
            }`}
          >
            Your order {describeServings(servings, guestCount)}
            {tooSmall ? ". You may want to add more." : "."}
          </p>
        ) : null}
        {tip.shown ? <div className="mt-5">{tip.chooser}</div> : null}
        <button
          type="button"
          onClick={() => void checkout()}
          disabled={!ready || processing}
          className="mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
        >
          {processing ? (
            <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
          ) : (
            <Lock className="h-5 w-5" aria-hidden="true" />
          )}
          {processing ? "Processing..." : "Proceed to Checkout"}
        </button>
        {!ready ? (
          <p className="mt-2 text-center text-sm text-stone-600">
            Fill in your name, email and the event details to check out.
          </p>
        ) : null}
      </aside>
    </div>
  );
}
