import { useRef, useState, type ChangeEvent } from "react";
import { Link } from "react-router";
import { LoaderCircle, Lock } from "lucide-react";
import { CateringDetailField } from "#app/components/catering/catering-detail-field.tsx";
import { formatUsd } from "#domain/money.ts";
import { cateringCheckoutSchema, checkEventTiming, type CateringTimingRules } from "#domain/catering.ts";
import { fieldErrorsOf } from "#domain/validation/field-errors.ts";
import type { CateringCartLine } from "#app/lib/cart/cart-store.ts";
import {
  EMPTY_EVENT_DETAILS,
  buildCateringCheckoutRequest,
  type CateringEventDetails,
} from "#app/lib/catering/catering-checkout.ts";
import { notify } from "#app/lib/notify.tsx";
import { CateringTipTotal, useCateringTip } from "#app/components/catering/catering-tip.tsx";
import { CateringLinesTable } from "#app/components/catering/catering-lines-table.tsx";
import {
  useCateringCheckout,
  type CateringDetailErrors,
} from "#app/components/catering/use-catering-checkout.ts";

type Field = keyof CateringEventDetails;
type Errors = CateringDetailErrors;

// The cart page's catering form and its toasts (docs/product/03-ordering.md §3.5).
export const CART_CATERING_TEXT = {
  invalidTitle: "Form validation failed",
  invalidDescription: "Please check the form for errors",
  emptyTitle: "Empty cart",
  emptyDescription: "Please add catering items before checking out",
} as const;

/** Each field's first message from the catering checkout's own schema, then the event's earliest date. */
export function validateCartCatering(
  lines: readonly CateringCartLine[],
  details: CateringEventDetails,
  rules: CateringTimingRules,
  now = new Date(),
): Errors {
  const parsed = cateringCheckoutSchema.safeParse(buildCateringCheckoutRequest(lines, details));
  const errors: Errors = {};
  if (!parsed.success) {
    const fields = fieldErrorsOf(parsed.error.issues);
    for (const field of Object.keys(EMPTY_EVENT_DETAILS) as Field[])
      if (fields[field]) errors[field] = fields[field];
    return errors;
  }
  const timing = checkEventTiming(parsed.data, rules, now);
  return timing ? { eventDate: timing } : {};
}

/**
 * The catering cart as the catering pages left it, and its checkout: the same service as the
 * catering page's cart tab, with the cart page's own form messages. Changing the cart happens on
 * the catering page.
 */
export function CateringLines({
  lines,
  rules,
}: {
  lines: readonly CateringCartLine[];
  rules: CateringTimingRules;
}) {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const [details, setDetails] = useState<CateringEventDetails>(EMPTY_EVENT_DETAILS);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const tip = useCateringTip(subtotal);
  const { processing, submit } = useCateringCheckout({ tip, onFieldErrors: setErrors });

  const update = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setDetails((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function checkout() {
    if (processing) return;
    if (lines.length === 0) {
      notify.error(CART_CATERING_TEXT.emptyTitle, { description: CART_CATERING_TEXT.emptyDescription });
      return;
    }
    const found = validateCartCatering(lines, details, rules);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      const first = (Object.keys(EMPTY_EVENT_DETAILS) as Field[]).find((field) => found[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      notify.error(CART_CATERING_TEXT.invalidTitle, { description: CART_CATERING_TEXT.invalidDescription });
      return;
    }
    if (tip.error) {
      formRef.current?.querySelector<HTMLInputElement>('[name="tipCents"]')?.focus();
      notify.error(CART_CATERING_TEXT.invalidTitle, { description: tip.error });
      return;
    }
    await submit(lines, details);
  }

  return (
    <section
      aria-labelledby="catering-lines-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="catering-lines-heading" className="font-display text-xl font-bold text-ink">
        Catering Items
      </h2>
      {/* On a narrow phone the table scrolls sideways: the region is focusable, so keys scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Catering items table">
        <CateringLinesTable lines={lines} className="w-full text-left text-sm" />
      </div>
      <div className="mt-4 flex flex-col gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-bold text-ink">
          Subtotal <span className="ml-2 tabular-nums">{formatUsd(subtotal)}</span>
        </p>
        <Link
          to="/catering?tab=cart"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Change on the catering page
        </Link>
      </div>
      <p className="mt-1 text-sm text-stone-600">Tax is added at payment when it applies.</p>

      <form
        ref={formRef}
        noValidate
        aria-label="Catering event details"
        onSubmit={(event) => {
          event.preventDefault();
          void checkout();
        }}
        className="mt-6 grid gap-5 border-t border-stone-200 pt-6 sm:grid-cols-2"
      >
        {(
          [
            "customerName",
            "customerEmail",
            "customerPhone",
            "guestCount",
            "eventDate",
            "eventTime",
            "eventType",
            "deliveryOption",
          ] as const
        ).map((field) => (
          <CateringDetailField
            key={field}
            idPrefix="cart-catering"
            field={field}
            details={details}
            error={errors[field]}
            onChange={update(field)}
          />
        ))}
        {tip.shown ? <div className="sm:col-span-2">{tip.chooser}</div> : null}
        {tip.cents > 0 ? (
          <dl className="space-y-1 sm:col-span-2">
            <CateringTipTotal subtotalCents={subtotal} tipCents={tip.cents} />
          </dl>
        ) : null}
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={processing}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600/70 sm:w-auto"
          >
            {processing ? (
              <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
            ) : (
              <Lock className="h-5 w-5" aria-hidden="true" />
            )}
            {processing ? "Processing..." : "Checkout Catering Order"}
          </button>
        </div>
      </form>
    </section>
  );
}
