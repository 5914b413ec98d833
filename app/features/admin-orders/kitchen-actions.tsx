import {
  availableKitchenSteps,
  describeOrderStage,
  kitchenStepLabel,
  type KitchenStep,
} from "#domain/kitchen-flow.ts";
import { READY_AS_QUOTED, READY_IN_CHOICES } from "#domain/validation/admin-orders.ts";
import { getZonedParts, formatTime12h } from "#domain/business-time.ts";
import { describeScheduledAt } from "#domain/order-lines.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import type { BoardOrder } from "#domain/order-board.ts";

/** The fields of the order that say which kitchen step comes next and what its button says. */
type KitchenOrder = Pick<
  BoardOrder,
  | "id"
  | "status"
  | "paymentStatus"
  | "paymentMethod"
  | "kitchenStatus"
  | "orderType"
  | "scheduled"
  | "scheduledDate"
  | "scheduledTime"
  | "quotedReadyAt"
>;

/** Every kitchen form posts through one fetcher: one toast per answer, the page re-reads itself. */
function useKitchenFetcher(key = "kitchen-step") {
  return useActionFetcher({ key, action: "update the order" });
}

/** The one step the kitchen can take next (one step at a time: never more than one). */
function nextStep(order: KitchenOrder): KitchenStep | null {
  const steps = availableKitchenSteps({
    status: order.status,
    payment_status: order.paymentStatus,
    kitchen_status: order.kitchenStatus,
    payment_method: order.paymentMethod,
  });
  return steps[0] ?? null;
}

/** "11:00 AM" for a scheduled order due today, "11/26/2026 at 11:00 AM" for a later day; null for now. */
function promisedTimeText(order: KitchenOrder, timeZone: string): string | null {
  if (!order.scheduled || !order.scheduledDate || !order.scheduledTime) return null;
  const today = getZonedParts(new Date(), timeZone).dateKey;
  return order.scheduledDate === today
    ? formatTime12h(order.scheduledTime)
    : describeScheduledAt(order.scheduledDate, order.scheduledTime, timeZone);
}

/** "12:40 PM": the quoted ready time on the business clock. */
function quotedTimeText(iso: string, timeZone: string): string {
  const { minutes } = getZonedParts(new Date(iso), timeZone);
  return formatTime12h(
    `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`,
  );
}

/**
 * One big button for the order's next stage (Start preparing or Confirm for {time}, Mark ready or
 * Out for delivery, Picked up or Done). "Ready in" is asked only for an order placed for now: a
 * scheduled one is promised for its own time. It posts to the order's page, from the board too.
 */
export function KitchenStepButton({
  order,
  timeZone,
  place = "page",
}: {
  order: KitchenOrder;
  timeZone: string;
  /** The board draws each order twice (table and cards, one hidden): one fetcher each. */
  place?: "page" | "table" | "card";
}) {
  const { fetcher, isBusy: busy } = useActionFetcher({
    key: `kitchen-step-${place}-${order.id}`,
    action: "update the order",
    // Said at once: on the board the order may leave the view when the list is read again.
    handleOn: "answer",
  });
  const compact = place !== "page";
  const step = nextStep(order);
  if (!step) return null;
  const confirmFor = step === "confirm" ? promisedTimeText(order, timeZone) : null;
  const asksReadyIn = step === "confirm" && !confirmFor;
  const quotedAt = asksReadyIn && order.quotedReadyAt ? quotedTimeText(order.quotedReadyAt, timeZone) : null;
  return (
    <fetcher.Form
      method="post"
      action={`/admin/orders/${order.id}`}
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="intent" value={step} />
      {asksReadyIn ? (
        <SelectField
          label="Ready in"
          name="ready_in_minutes"
          // the time quoted to the customer at checkout is proposed first (docs/product/03-ordering.md §3.14)
          defaultValue={quotedAt ? READY_AS_QUOTED : "20"}
          options={[
            ...(quotedAt ? [{ value: READY_AS_QUOTED, label: `As quoted: ${quotedAt}` }] : []),
            ...READY_IN_CHOICES.map((minutes) => ({
              value: String(minutes),
              label: `${minutes} minutes`,
            })),
          ]}
        />
      ) : null}
      <Button type="submit" disabled={busy} className={compact ? "" : "min-h-12 px-6 text-base"}>
        {kitchenStepLabel(step, order.orderType, confirmFor)}
      </Button>
    </fetcher.Form>
  );
}

/** The order page's kitchen card: the next stage's button, or what the order came to. */
export function KitchenActions({ order, timeZone }: { order: KitchenOrder; timeZone: string }) {
  if (!nextStep(order)) {
    return (
      <p className="text-stone-700">
        {order.kitchenStatus === "completed" && order.status !== "cancelled" && order.status !== "refunded"
          ? `${describeOrderStage(order)}: nothing left for the kitchen to do.`
          : "Nothing left for the kitchen to do."}
      </p>
    );
  }
  return <KitchenStepButton order={order} timeZone={timeZone} />;
}

/** An order to be paid in person: the counter took the money. */
export function MarkPaidAction({
  order,
}: {
  order: { status: string; paymentStatus: string; paymentMethod: string };
}) {
  // Its own fetcher: the kitchen's one would report this answer a second time.
  const { fetcher } = useKitchenFetcher("mark-paid");
  const open = order.status === "pending" || order.status === "confirmed";
  if (order.paymentMethod !== "in_person" || order.paymentStatus !== "unpaid" || !open) return null;
  return (
    <fetcher.Form method="post" className="mt-3">
      <input type="hidden" name="intent" value="mark-paid" />
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        Mark paid
      </Button>
    </fetcher.Form>
  );
}

/** Cancel an order paid in person: nothing to refund online, the reason is kept on the order. */
export function CancelInPersonAction({
  order,
}: {
  order: { status: string; kitchenStatus: string; paymentStatus: string };
}) {
  const { fetcher, error } = useKitchenFetcher("cancel-in-person");
  if (order.status === "cancelled" || order.status === "refunded" || order.kitchenStatus === "completed") {
    return <p className="text-stone-700">Nothing left to cancel.</p>;
  }
  return (
    <fetcher.Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="cancel-in-person" />
      <p className="text-sm text-stone-700">
        {order.paymentStatus === "paid"
          ? "Paid at the counter: nothing was charged online, so give the money back there."
          : "Not paid yet: nothing to give back."}
      </p>
      <TextField label="Reason" name="reason" maxLength={500} error={error?.fields.reason} />
      <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
        Cancel order
      </Button>
    </fetcher.Form>
  );
}
