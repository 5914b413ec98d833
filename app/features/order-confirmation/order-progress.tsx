import { Check } from "lucide-react";
import type { OrderProgress } from "#domain/checkout.ts";
import { readyLabel } from "#domain/kitchen-flow.ts";

const RANK: Record<string, number> = { new: 0, preparing: 1, ready: 2, completed: 3 };

function readyAtText(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );
}

/** Where the kitchen is with the order: received, confirmed, ready (or out for delivery), completed. */
export function OrderProgressSteps({
  progress,
  orderType,
  timeZone,
  quotedReadyAt = null,
}: {
  progress: OrderProgress;
  orderType: string;
  timeZone: string;
  /**
   * The ready time quoted at checkout (docs/product/03-ordering.md §3.14), shown until the kitchen sets its
   * own.
   */
  quotedReadyAt?: string | null;
}) {
  const rank = RANK[progress.kitchen_status] ?? 0;
  const steps = ["Received", "Confirmed", readyLabel(orderType), "Completed"];
  const now =
    rank === 0
      ? "Waiting for the kitchen to confirm your order."
      : rank === 1
        ? progress.estimated_ready_at
          ? `The kitchen is preparing your order. Ready at about ${readyAtText(progress.estimated_ready_at, timeZone)}.`
          : "The kitchen is preparing your order."
        : rank === 2
          ? orderType === "delivery"
            ? "Your order is out for delivery."
            : "Your order is ready for pickup."
          : "Your order is completed. Enjoy!";
  return (
    <section
      aria-labelledby="progress-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <h2 id="progress-heading" className="font-display text-lg font-bold text-ink">
        Order status
      </h2>
      <p role="status" className="mt-1 font-semibold text-ink" data-testid="order-progress">
        {now}
      </p>
      {quotedReadyAt && rank === 0 ? (
        <p className="mt-1 text-stone-700" data-testid="quoted-ready">
          Ready at about {readyAtText(quotedReadyAt, timeZone)} (quoted when you ordered).
        </p>
      ) : null}
      <ol className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {steps.map((label, index) => {
          const done = index <= rank;
          return (
            <li
              key={label}
              aria-current={index === rank ? "step" : undefined}
              className={`flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${
                done ? "bg-green-100 text-green-900" : "bg-stone-100 text-stone-700"
              }`}
            >
              {done ? <Check aria-hidden="true" className="size-4" /> : null}
              {label}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
