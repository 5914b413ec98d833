import { availableKitchenSteps, readyLabel } from "#domain/kitchen-flow.ts";
import { READY_IN_CHOICES } from "#domain/validation/admin-orders.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { SelectField } from "#app/components/ui/admin/select-field.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useActionFetcher } from "#app/lib/use-action-fetcher.ts";
import type { OrderDetail } from "#server/orders/admin-service.ts";

/** The fields of the order that say which kitchen steps come next. */
type KitchenOrder = Pick<
  OrderDetail,
  "status" | "paymentStatus" | "paymentMethod" | "kitchenStatus" | "orderType" | "acknowledgedAt"
>;

/** Every kitchen form posts through one fetcher: one toast per answer, the page re-reads itself. */
function useKitchenFetcher(key = "kitchen-step") {
  return useActionFetcher({ key, action: "update the order" });
}

export function KitchenActions({ order }: { order: KitchenOrder }) {
  const { fetcher, isBusy: busy } = useKitchenFetcher();
  const steps = availableKitchenSteps({
    status: order.status,
    payment_status: order.paymentStatus,
    kitchen_status: order.kitchenStatus,
    payment_method: order.paymentMethod,
  });
  const canAcknowledge = steps.includes("confirm") && order.acknowledgedAt === null;
  if (steps.length === 0) {
    return (
      <p className="text-stone-700">
        {order.kitchenStatus === "completed"
          ? "This order is completed."
          : "Nothing left for the kitchen to do."}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-end gap-3">
      {steps.includes("confirm") ? (
        <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="confirm" />
          <SelectField
            label="Ready in"
            name="ready_in_minutes"
            defaultValue="20"
            options={READY_IN_CHOICES.map((minutes) => ({
              value: String(minutes),
              label: `${minutes} minutes`,
            }))}
          />
          <Button type="submit" disabled={busy}>
            Confirm order
          </Button>
        </fetcher.Form>
      ) : null}
      {canAcknowledge ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="acknowledge" />
          <Button type="submit" variant="secondary" disabled={busy}>
            Acknowledge
          </Button>
        </fetcher.Form>
      ) : null}
      {steps.includes("ready") ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="ready" />
          <Button type="submit" disabled={busy}>
            Mark {readyLabel(order.orderType).toLowerCase()}
          </Button>
        </fetcher.Form>
      ) : null}
      {steps.includes("complete") ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="complete" />
          <Button type="submit" disabled={busy}>
            Complete order
          </Button>
        </fetcher.Form>
      ) : null}
    </div>
  );
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
