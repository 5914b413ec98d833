import { useEffect, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { CalendarClock, CirclePause, Clock, CreditCard, LoaderCircle } from "lucide-react";
import type { OrderType } from "#domain/checkout.ts";
import type { PromoPreview } from "#domain/promo-codes.ts";
import { tipsOfferedFor, type TipSettings } from "#domain/tips.ts";
import { formatTime12h } from "#domain/business-time.ts";
import { formatDateUS } from "#domain/format.ts";
import type { CartLine } from "#app/lib/cart/cart-store.ts";
import { useStoreStatus } from "#app/lib/store-status.tsx";
import { useOrderingPause } from "#app/lib/ordering-pause.ts";
import { PAUSED_TITLE, pausedOrderingMessage } from "#domain/ordering-pause.ts";
import { LazyScheduleDialog, preloadScheduleDialog } from "#app/components/schedule/lazy-schedule-dialog.tsx";
import {
  CUSTOMER_FIELDS,
  EMPTY_CUSTOMER,
  loadCustomerDetails,
  saveCustomerDetails,
  validateCustomer,
  type CustomerDetails,
  type CustomerErrors,
  type CustomerField,
} from "./customer-details.ts";
import { CustomerFormFields, customerFieldId } from "./customer-form-fields.tsx";
import { OrderSummary } from "./order-summary.tsx";
import { PromoCodeField, TipChooser, tipChoiceOf, tipFor, type TipPick } from "./tip-and-promo.tsx";
import { sharedSchedule, useCheckout } from "./use-checkout.ts";

export type CheckoutRules = {
  taxRatePercent: number;
  pickupEnabled: boolean;
  deliveryEnabled: boolean;
  /** The owner's tip choices; none offered when absent (docs/product/03-ordering.md §3.15). */
  tips?: TipSettings;
};

const ORDER_TYPE_LABEL: Record<OrderType, string> = { pickup: "Pickup", delivery: "Delivery" };

const SECONDARY_BUTTON =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-full border-2 px-4 py-1.5 text-sm font-semibold transition-colors";

function ScheduleNotices({ lines, onSchedule }: { lines: readonly CartLine[]; onSchedule: () => void }) {
  const { isOpen, nextOpenText, timeZone } = useStoreStatus();
  const pause = useOrderingPause();
  const schedule = sharedSchedule(lines);
  const someScheduled = lines.find((line) => line.scheduledDetails)?.scheduledDetails ?? null;

  if (schedule) {
    return (
      <div role="status" className="rounded-xl border border-leaf-600/40 bg-green-50 p-4 text-green-950">
        <p className="flex items-center gap-2 font-semibold">
          <CalendarClock className="h-5 w-5" aria-hidden="true" />
          Scheduled Order
        </p>
        <p className="mt-1 text-sm" data-testid="cart-schedule">
          {ORDER_TYPE_LABEL[schedule.orderType]} on {formatDateUS(schedule.scheduledDate, timeZone)} at{" "}
          {formatTime12h(schedule.scheduledTime)}
        </p>
        <button
          type="button"
          onClick={onSchedule}
          onPointerEnter={preloadScheduleDialog}
          className={`${SECONDARY_BUTTON} mt-3 border-leaf-700 text-leaf-700 hover:bg-green-100`}
        >
          Change Schedule
        </button>
      </div>
    );
  }
  return (
    <>
      {pause.isPaused ? (
        <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <CirclePause className="h-5 w-5" aria-hidden="true" />
            {PAUSED_TITLE}
          </p>
          <p className="mt-1 text-sm">{pausedOrderingMessage(pause, timeZone)}</p>
          <button
            type="button"
            onClick={onSchedule}
            onPointerEnter={preloadScheduleDialog}
            className={`${SECONDARY_BUTTON} mt-3 border-amber-800 text-amber-900 hover:bg-amber-100`}
          >
            Schedule for Later
          </button>
        </div>
      ) : !isOpen ? (
        <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <Clock className="h-5 w-5" aria-hidden="true" />
            We&apos;re currently closed
          </p>
          <p className="mt-1 text-sm">
            {nextOpenText ? `Opens ${nextOpenText}. ` : ""}You can schedule your order for a later date and
            time when you check out.
          </p>
        </div>
      ) : null}
      {someScheduled ? (
        <div className="rounded-xl border border-stone-200 bg-stone-50 p-4 text-stone-800">
          <p className="text-sm">
            Some items are scheduled for {formatDateUS(someScheduled.scheduledDate, timeZone)} at{" "}
            {formatTime12h(someScheduled.scheduledTime)}.
            {isOpen ? " Checking out now places the whole order for today." : ""}
          </p>
          <button
            type="button"
            onClick={onSchedule}
            className={`${SECONDARY_BUTTON} mt-3 border-brand-600 text-brand-700 hover:bg-brand-50`}
          >
            Schedule Whole Order
          </button>
        </div>
      ) : null}
    </>
  );
}

/** Order summary, notices, the customer form and the checkout button of the regular cart. */
export function CheckoutPanel({ lines, rules }: { lines: readonly CartLine[]; rules: CheckoutRules }) {
  const { isOpen, timeZone } = useStoreStatus();
  const pause = useOrderingPause();
  const [values, setValues] = useState<CustomerDetails>(EMPTY_CUSTOMER);
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [chosenType, setChosenType] = useState<OrderType>("pickup");
  const [tipPick, setTipPick] = useState<TipPick>({ kind: "none" });
  const [tipServerError, setTipServerError] = useState<string | null>(null);
  const [promo, setPromo] = useState<PromoPreview | null>(null);
  const [promoServerError, setPromoServerError] = useState<string | null>(null);
  const { phase, isScheduling, checkout, confirmSchedule, cancelSchedule, editSchedule } = useCheckout({
    isOpen,
    pausedMessage: pause.isPaused ? pausedOrderingMessage(pause, timeZone) : null,
    onFieldErrors: (fieldErrors) => showErrors(fieldErrors),
    extras: () => ({
      ...(tipsShown ? tipChoiceOf(tipPick).choice : {}),
      ...(promo ? { promoCode: promo.code } : {}),
    }),
    onAllFieldErrors: (fields) => {
      setTipServerError(fields.tipCents ?? fields.tipPercent ?? null);
      if (fields.promoCode) {
        setPromo(null);
        setPromoServerError(fields.promoCode);
      }
    },
  });
  const schedule = sharedSchedule(lines);
  const canChooseType = rules.pickupEnabled && rules.deliveryEnabled && !schedule;
  const orderType: OrderType = canChooseType
    ? chosenType
    : rules.pickupEnabled
      ? "pickup"
      : rules.deliveryEnabled
        ? "delivery"
        : "pickup";
  const isProcessing = phase === "processing";
  const subtotalCents = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const tipsShown = rules.tips ? tipsOfferedFor(rules.tips, schedule?.orderType ?? orderType) : false;
  const tip =
    tipsShown && rules.tips
      ? tipFor(tipPick, subtotalCents, rules.tips, schedule?.orderType ?? orderType)
      : { cents: 0, error: null };
  const tipError = tip.error ?? tipServerError;
  // The preview's discount follows the cart: a percentage of today's subtotal, never above it.
  const discountCents = promo ? Math.min(promo.discountCents, subtotalCents) : 0;

  // Details typed earlier in this visit (before going to the payment page and back).
  useEffect(() => setValues(loadCustomerDetails()), []);

  function showErrors(next: CustomerErrors) {
    flushSync(() => setErrors(next));
    const first = CUSTOMER_FIELDS.find((field) => next[field]);
    if (first) document.getElementById(customerFieldId(first))?.focus();
  }

  function onChange(field: CustomerField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    saveCustomerDetails(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateCustomer(next)[field] }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCustomer(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    if (tip.error) {
      document.querySelector<HTMLInputElement>('[name="tipCents"]')?.focus();
      return;
    }
    checkout(values, orderType);
  }

  return (
    <div className="space-y-5">
      <section
        aria-labelledby="order-summary-heading"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="order-summary-heading" className="font-display text-xl font-bold text-ink">
          Order Summary
        </h2>
        <div className="mt-4">
          <OrderSummary
            lines={lines}
            taxRatePercent={rules.taxRatePercent}
            tipCents={tip.cents}
            discountCents={discountCents}
          />
        </div>
        <div className="mt-4 space-y-4 border-t border-stone-200 pt-4">
          {tipsShown && rules.tips ? (
            <TipChooser
              settings={rules.tips}
              subtotalCents={subtotalCents}
              pick={tipPick}
              error={tipError}
              onPick={(next) => {
                setTipPick(next);
                setTipServerError(null);
              }}
            />
          ) : null}
          <PromoCodeField
            applied={promo}
            serverError={promoServerError}
            request={{ orderType: schedule?.orderType ?? orderType, subtotalCents }}
            onApplied={(next) => {
              setPromo(next);
              setPromoServerError(null);
            }}
          />
        </div>
        <div className="mt-4 space-y-3 empty:hidden">
          <ScheduleNotices lines={lines} onSchedule={editSchedule} />
        </div>
      </section>

      <section
        aria-labelledby="customer-heading"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="customer-heading" className="font-display text-xl font-bold text-ink">
          Your Details
        </h2>
        <p className="mt-1 text-sm text-stone-600">We&apos;ll send your confirmation to this email.</p>
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
          <CustomerFormFields values={values} errors={errors} onChange={onChange} />
          {canChooseType ? (
            <fieldset>
              <legend className="text-sm font-semibold text-stone-800">Order Type</legend>
              <div className="mt-1.5 grid grid-cols-2 gap-3">
                {(["pickup", "delivery"] as const).map((type) => (
                  <label
                    key={type}
                    className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 ${
                      orderType === type
                        ? "border-brand-600 bg-brand-50"
                        : "border-stone-300 hover:border-stone-400"
                    }`}
                  >
                    <input
                      type="radio"
                      name="order-type"
                      value={type}
                      checked={orderType === type}
                      onChange={() => setChosenType(type)}
                      className="h-5 w-5 accent-brand-600"
                    />
                    <span className="font-medium">{ORDER_TYPE_LABEL[type]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <button
            type="submit"
            disabled={isProcessing}
            onPointerEnter={isOpen || schedule ? undefined : preloadScheduleDialog}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 text-lg font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:bg-brand-600/70"
          >
            {isProcessing ? (
              <LoaderCircle className="h-5 w-5 motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <CreditCard className="h-5 w-5" aria-hidden="true" />
            )}
            {isProcessing ? "Processing..." : "Proceed to Checkout"}
          </button>
          <p className="text-center text-xs text-stone-600">You&apos;ll pay securely on the next page.</p>
        </form>
      </section>

      <LazyScheduleDialog
        open={isScheduling}
        initial={schedule ?? lines.find((line) => line.scheduledDetails)?.scheduledDetails ?? null}
        onConfirm={confirmSchedule}
        onClose={cancelSchedule}
      />
    </div>
  );
}
