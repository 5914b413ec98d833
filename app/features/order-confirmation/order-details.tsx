import { CalendarClock, MessageSquareText, ShoppingBag } from "lucide-react";
import type { OrderView } from "#domain/checkout.ts";
import { formatTime12h } from "#domain/business-time.ts";
import { formatDateUS } from "#domain/format.ts";
import { describeOptions } from "#domain/order-lines.ts";
import { OrderLineItem } from "#app/components/ordering/order-line-item.tsx";
import { TotalsList } from "#app/components/ordering/totals-list.tsx";

function orderTypeLabel(type: string): string {
  if (type === "delivery") return "Delivery";
  if (type === "catering") return "Catering";
  return "Pickup";
}

/** When and how: the scheduled date, time and type, or the type of an order for now. */
export function OrderTiming({ order, timeZone }: { order: OrderView; timeZone: string }) {
  if (order.scheduled && order.scheduled_date && order.scheduled_time) {
    return (
      <section
        aria-labelledby="order-schedule-heading"
        className="rounded-2xl border border-leaf-600/40 bg-green-50 p-5 text-green-950"
      >
        <h2 id="order-schedule-heading" className="flex items-center gap-2 font-display text-lg font-bold">
          <CalendarClock className="h-5 w-5" aria-hidden="true" />
          Scheduled Order
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-green-900">Date</dt>
            <dd className="font-semibold" data-testid="scheduled-date">
              {formatDateUS(order.scheduled_date, timeZone)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-green-900">Time</dt>
            <dd className="font-semibold" data-testid="scheduled-time">
              {formatTime12h(order.scheduled_time.slice(0, 5))}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-green-900">Type</dt>
            <dd className="font-semibold" data-testid="scheduled-type">
              {orderTypeLabel(order.order_type)}
            </dd>
          </div>
        </dl>
      </section>
    );
  }
  return (
    <p className="flex items-center gap-2 rounded-2xl border border-stone-200 bg-white p-4 text-stone-800">
      <ShoppingBag className="h-5 w-5 text-brand-700" aria-hidden="true" />
      <span>
        Order type: <span className="font-semibold">{orderTypeLabel(order.order_type)}</span>
      </span>
    </p>
  );
}

/** The order's lines with their choices, then subtotal, tax and total as the server charged them. */
export function OrderLines({ order }: { order: OrderView }) {
  return (
    <section
      aria-labelledby="order-items-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="order-items-heading" className="font-display text-xl font-bold text-ink">
        Order Summary
      </h2>
      {order.items.length === 0 ? (
        <p className="mt-4 text-stone-600">
          Your items are on their way to this page. Please refresh in a moment.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200">
          {order.items.map((item) => (
            <OrderLineItem
              key={item.id}
              testId="order-line"
              title={item.title}
              quantity={item.quantity}
              choices={item.selected_modifiers.map((group) => ({
                key: group.groupName,
                groupName: group.groupName,
                text: describeOptions(group, { withPrices: true }),
              }))}
              note={item.special_instructions}
              totalCents={item.price * item.quantity}
            />
          ))}
        </ul>
      )}
      <TotalsList
        className="mt-2 space-y-2 border-t border-stone-200 pt-4 text-stone-700"
        subtotal={{ label: "Subtotal", cents: order.subtotal }}
        discount={{
          label: order.promo_code ? `Discount (${order.promo_code})` : "Discount",
          cents: order.discount,
          testId: "order-discount",
        }}
        tax={{ label: "Tax", cents: order.tax, testId: "order-tax" }}
        tip={{ label: "Tip", cents: order.tip, testId: "order-tip" }}
        total={{ label: "Total", cents: order.total, testId: "order-total" }}
      />
      {order.special_instructions ? (
        <div className="mt-5 rounded-xl bg-stone-50 p-4">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-stone-800">
            <MessageSquareText className="h-4 w-4" aria-hidden="true" />
            Special Instructions
          </h3>
          <p className="mt-1 text-stone-700">{order.special_instructions}</p>
        </div>
      ) : null}
    </section>
  );
}
