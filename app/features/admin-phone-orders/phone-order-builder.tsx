import { useMemo, useState, type FormEvent } from "react";
import { useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { Plus, Search, Trash2 } from "lucide-react";
import { computeOrderTotals, formatUsd, unitPriceCents } from "#domain/money.ts";
import { describeModifiers } from "#domain/order-lines.ts";
import {
  PHONE_PAYMENT_CHOICES,
  PHONE_PAYMENT_METHODS,
  phoneOrderSchema,
} from "#domain/validation/admin-phone-orders.ts";
import { CUSTOMER_LIMITS } from "#domain/checkout.ts";
import { tipsOfferedFor } from "#domain/tips.ts";
import { TotalsList } from "#app/components/ordering/totals-list.tsx";
import { TipChooser, tipChoiceOf, tipFor, type TipPick } from "#app/components/ordering/tip-chooser.tsx";
import { Button } from "#app/components/ui/admin/button.tsx";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { QuantityStepper } from "#app/components/ui/quantity-stepper.tsx";
import { useJsonForm } from "#app/lib/admin/use-json-form.ts";
import type { PhoneMenuItem, PhoneOrderForm } from "#server/orders/phone-orders-admin-service.ts";
import { ItemDialog, type ChosenLine } from "./item-dialog.tsx";
import { OrderSummaryBar } from "./order-summary-bar.tsx";
import { radioLabel, sectionClass } from "./styles.ts";
import { TimingSection } from "./timing-section.tsx";

/** The loader's form data, today's date and the key that makes a double submit one order. */
export type PhoneOrderBuilderProps = PhoneOrderForm & { today: string; requestKey: string };

type OrderLine = ChosenLine & { key: number; item: PhoneMenuItem };

function describeOptions(line: OrderLine): string {
  return describeModifiers(line.modifiers).join("; ");
}

/**
 * The phone order page: the menu on one side (search, category, a dialog for items with options),
 * the order on the other with the caller's details, when, and how it is paid. The totals are the
 * domain's money functions on the menu's prices; the server reprices everything when it is placed.
 */
export function PhoneOrderBuilder(props: PhoneOrderBuilderProps) {
  const { items, categories, taxRatePercent, requestKey, tips } = props;
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState("");
  const [dialogItem, setDialogItem] = useState<PhoneMenuItem | null>(null);
  const [lines, setLines] = useState<OrderLine[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const [announcement, setAnnouncement] = useState("");
  const [tipPick, setTipPick] = useState<TipPick>({ kind: "none" });
  // Closed when the page opened: the order starts on the first free slot of the next opening.
  const firstSlot = props.timing.isOpenNow ? null : props.timing.nextOpenSlot;

  const { form, submitWith, isSubmitting } = useJsonForm(phoneOrderSchema, {
    action: "place the order",
    defaultValues: {
      lines: [],
      customerName: "",
      customerPhone: "",
      textUpdates: false,
      customerEmail: "",
      specialInstructions: "",
      orderType: props.pickupEnabled || !props.deliveryEnabled ? "pickup" : "delivery",
      scheduled: !props.timing.isOpenNow,
      scheduledDate: firstSlot?.date ?? "",
      scheduledTime: firstSlot?.time ?? "",
      payment: "in_person",
      requestKey,
    },
    onSuccess: (data) => {
      if (typeof data.orderId === "string") void navigate(`/admin/orders/${data.orderId}`);
    },
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const payment = useWatch({ control, name: "payment" });
  const orderType = useWatch({ control, name: "orderType" }) ?? "pickup";

  function syncLines(next: OrderLine[]) {
    setLines(next);
    form.setValue(
      "lines",
      next.map((line) => ({
        itemId: line.item.id,
        quantity: line.quantity,
        modifiers: line.modifiers,
        specialInstructions: line.specialInstructions,
      })),
      { shouldValidate: formState.isSubmitted },
    );
  }

  function addLine(item: PhoneMenuItem, chosen: ChosenLine) {
    syncLines([...lines, { ...chosen, item, key: nextKey }]);
    setNextKey(nextKey + 1);
    setAnnouncement(`Added ${chosen.quantity} × ${item.title} to the order`);
    setDialogItem(null);
  }

  /** The bottom bar's jump: the caller's section at the top of the screen, its Name field focused. */
  function openDetails() {
    document.getElementById("phone-customer-title")?.closest("section")?.scrollIntoView({ block: "start" });
    form.setFocus("customerName");
  }

  function pick(item: PhoneMenuItem) {
    if (item.soldOut) return;
    if (item.groups.length > 0) setDialogItem(item);
    else addLine(item, { modifiers: [], quantity: 1, specialInstructions: "" });
  }

  const shown = useMemo(() => {
    const words = query.trim().toLowerCase();
    return items.filter(
      (item) =>
        (!category || item.category === category) &&
        (!words || `${item.title} ${item.description}`.toLowerCase().includes(words)),
    );
  }, [items, query, category]);

  const priced = lines.map((line) => ({
    unitPriceCents: unitPriceCents(line.item.price, line.modifiers),
    quantity: line.quantity,
  }));
  const subtotalCents = priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  // The caller's tip, when the owner takes tips on this order type (docs/product/03-ordering.md §3.15); the
  // server prices it again from the choice.
  const tipsShown = tipsOfferedFor(tips, orderType);
  const tip = tipsShown ? tipFor(tipPick, subtotalCents, tips, orderType) : { cents: 0, error: null };
  const tipError = tip.error ?? errors.tipCents?.message ?? errors.tipPercent?.message ?? null;
  const totals = computeOrderTotals(priced, taxRatePercent, { tipCents: tip.cents });

  function pickTip(next: TipPick) {
    setTipPick(next);
    form.clearErrors(["tipCents", "tipPercent"]);
  }

  /** The tip choice joins the form's values as it is sent; a tip that cannot be taken stops the send. */
  function submitOrder(event: FormEvent<HTMLFormElement>) {
    if (tip.error) {
      event.preventDefault();
      document.querySelector<HTMLInputElement>('[name="tipCents"]')?.focus();
      return;
    }
    const choice = tipsShown ? tipChoiceOf(tipPick).choice : {};
    form.setValue("tipPercent", choice.tipPercent);
    form.setValue("tipCents", choice.tipCents);
    return submitWith({ intent: "create" })(event);
  }
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const lineErrors = (errors.lines ?? []) as unknown as ({ message?: string } | undefined)[];
  const linesMessage = (errors.lines as { message?: string } | undefined)?.message;

  return (
    // Room below for the phone's bottom bar; on a desk the order's column stays in view instead.
    <div className="grid gap-6 pb-24 lg:grid-cols-2 lg:items-start lg:pb-0">
      <section aria-labelledby="phone-menu-title" className={sectionClass}>
        <h2 id="phone-menu-title" className="text-lg font-bold text-ink">
          Menu
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor="phone-menu-search" className="block text-sm font-semibold text-stone-800">
              Search the menu
            </label>
            <div className="relative mt-1.5">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-3 size-5 text-stone-500"
              />
              <input
                id="phone-menu-search"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white pl-10 pr-3 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
              />
            </div>
          </div>
          <SelectField
            label="Category"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            options={[
              { value: "", label: "All categories" },
              ...categories.map((name) => ({ value: name, label: name })),
            ]}
          />
        </div>
        <p role="status" className="mt-3 text-sm font-medium text-emerald-900 empty:hidden">
          {announcement}
        </p>
        {shown.length === 0 ? (
          <p className="mt-4 text-stone-700">No dish matches.</p>
        ) : (
          <ul aria-label="Menu items" className="mt-4 divide-y divide-stone-200">
            {shown.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                {/* A dish sold out today stays listed, greyed, and cannot be added (docs/product/06-admin.md §6). */}
                <div className={item.soldOut ? "min-w-0 opacity-70" : "min-w-0"}>
                  <p className={item.soldOut ? "font-semibold text-stone-700" : "font-semibold text-ink"}>
                    {item.title}
                  </p>
                  <p className="text-sm text-stone-700">
                    {formatUsd(item.price)}
                    {item.groups.length > 0 ? " · with options" : ""}
                  </p>
                </div>
                {item.soldOut ? (
                  <span className="shrink-0 rounded-full bg-stone-200 px-3 py-1 text-sm font-semibold text-stone-800">
                    Sold out today
                  </span>
                ) : (
                  <Button variant="secondary" onClick={() => pick(item)} aria-label={`Add ${item.title}`}>
                    <Plus aria-hidden="true" className="size-4" />
                    Add
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <form
        noValidate
        onSubmit={(event) => void submitOrder(event)}
        // Below the admin's 3.5rem top bar, scrolling on its own when taller than the screen.
        className="space-y-6 lg:sticky lg:top-[4.5rem] lg:max-h-[calc(100vh-5.5rem)] lg:overflow-y-auto lg:pr-1"
      >
        <section aria-labelledby="phone-order-title" className={sectionClass}>
          <h2 id="phone-order-title" className="text-lg font-bold text-ink">
            Order
          </h2>
          {lines.length === 0 ? (
            <p className="mt-3 text-stone-700">No items yet: add dishes from the menu.</p>
          ) : (
            <ul aria-label="Order lines" className="mt-3 divide-y divide-stone-200">
              {lines.map((line, index) => {
                const options = describeOptions(line);
                const problem = lineErrors[index]?.message;
                return (
                  <li key={line.key} className="py-3">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="font-semibold text-ink">{line.item.title}</p>
                        {options ? <p className="text-sm text-stone-700">{options}</p> : null}
                        {line.specialInstructions ? (
                          <p className="text-sm text-stone-700">Note: {line.specialInstructions}</p>
                        ) : null}
                      </div>
                      <p className="font-semibold tabular-nums text-ink">
                        {formatUsd(priced[index]!.unitPriceCents * line.quantity)}
                      </p>
                    </div>
                    <div className="mt-2 flex items-center justify-between gap-3">
                      <QuantityStepper
                        size="sm"
                        itemName={line.item.title}
                        value={line.quantity}
                        onChange={(quantity) =>
                          syncLines(
                            lines.map((other) => (other.key === line.key ? { ...other, quantity } : other)),
                          )
                        }
                      />
                      <Button
                        variant="ghost"
                        aria-label={`Remove ${line.item.title}`}
                        onClick={() => syncLines(lines.filter((other) => other.key !== line.key))}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                    {problem ? <p className="mt-1 text-sm font-medium text-red-700">{problem}</p> : null}
                  </li>
                );
              })}
            </ul>
          )}
          {linesMessage ? <p className="mt-2 text-sm font-medium text-red-700">{linesMessage}</p> : null}
          <TotalsList
            className="mt-4 space-y-1 border-t border-stone-200 pt-3 text-sm text-stone-700"
            subtotal={{ label: "Subtotal", cents: totals.subtotalCents }}
            tax={{ label: `Tax (${taxRatePercent}%)`, cents: totals.taxCents }}
            tip={{ label: "Tip", cents: totals.tipCents, testId: "phone-order-tip" }}
            total={{ label: "Total", cents: totals.totalCents, testId: "phone-order-total" }}
            totalClassName="text-base font-bold text-ink"
          />
        </section>

        <section aria-labelledby="phone-customer-title" className={`${sectionClass} scroll-mt-20 space-y-4`}>
          <h2 id="phone-customer-title" className="text-lg font-bold text-ink">
            Customer
          </h2>
          <TextField
            label="Name"
            autoComplete="off"
            maxLength={CUSTOMER_LIMITS.name}
            error={errors.customerName?.message}
            {...register("customerName")}
          />
          <TextField
            label="Phone number"
            type="tel"
            autoComplete="off"
            maxLength={CUSTOMER_LIMITS.phone}
            error={errors.customerPhone?.message}
            {...register("customerPhone")}
          />
          {/* the caller's consent to order texts, unchecked until they agree (docs/product/08-text-messages.md §8) */}
          <div className="flex items-start gap-3">
            <input
              id="phone-order-text-updates"
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-brand-600"
              aria-describedby="phone-order-text-updates-hint"
              {...register("textUpdates")}
            />
            <div>
              <label htmlFor="phone-order-text-updates" className="text-sm font-semibold text-stone-800">
                Text the customer order updates
              </label>
              <p id="phone-order-text-updates-hint" className="text-sm text-stone-700">
                Only when the caller agrees: a text when the order is confirmed and when it is ready. They can
                reply STOP.
              </p>
            </div>
          </div>
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            maxLength={CUSTOMER_LIMITS.email}
            hint={
              payment === "payment_link"
                ? "Required: the payment link is sent there"
                : "Optional when paid in person"
            }
            error={errors.customerEmail?.message}
            {...register("customerEmail")}
          />
          <TextAreaField
            label="Order instructions"
            rows={2}
            maxLength={CUSTOMER_LIMITS.instructions}
            error={errors.specialInstructions?.message}
            {...register("specialInstructions")}
          />
        </section>

        <TimingSection form={form} {...props} />

        {tipsShown ? (
          <section aria-label="Tip" className={sectionClass}>
            <TipChooser
              settings={tips}
              subtotalCents={subtotalCents}
              pick={tipPick}
              error={tipError}
              onPick={pickTip}
            />
          </section>
        ) : null}

        <section aria-labelledby="phone-payment-title" className={`${sectionClass} space-y-4`}>
          <fieldset>
            <legend id="phone-payment-title" className="text-lg font-bold text-ink">
              Payment
            </legend>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {PHONE_PAYMENT_METHODS.map((method) => (
                <label key={method} className={radioLabel}>
                  <input
                    type="radio"
                    value={method}
                    className="size-5 accent-brand-600"
                    {...register("payment")}
                  />
                  {PHONE_PAYMENT_CHOICES[method]}
                </label>
              ))}
            </div>
            {errors.payment?.message ? (
              <p className="mt-1.5 text-sm font-medium text-red-700">{errors.payment.message}</p>
            ) : null}
          </fieldset>
          <Button type="submit" disabled={isSubmitting} className="w-full">
            Place order · {formatUsd(totals.totalCents)}
          </Button>
        </section>
      </form>

      <OrderSummaryBar itemCount={itemCount} totalCents={totals.totalCents} onOpenDetails={openDetails} />

      {dialogItem ? (
        <ItemDialog
          item={dialogItem}
          onAdd={(chosen) => addLine(dialogItem, chosen)}
          onClose={() => setDialogItem(null)}
        />
      ) : null}
    </div>
  );
}
