import { Link } from "react-router";
import { formatDateTimeUS } from "#domain/format.ts";
import { formatUsd } from "#domain/money.ts";
import { describeOrderTiming } from "#domain/order-lines.ts";
import { ORDER_VIEWS, ORDER_VIEW_LABELS, type OrderFilters } from "#domain/validation/admin-orders.ts";
import type { BoardOrder } from "#domain/order-board.ts";
import { EmptyState } from "#app/components/ui/admin/states.tsx";
import {
  LateRiskBadge,
  OrderStageBadge,
  orderTypeLabel,
  PaymentBadge,
  TestOrderBadge,
} from "./order-badges.tsx";
import { KitchenStepButton } from "./kitchen-actions.tsx";
import { OrderFiltersPanel } from "./order-filters.tsx";

function viewHref(view: string, filters: OrderFilters): string {
  const params = new URLSearchParams();
  params.set("view", view);
  for (const key of ["q", "type", "status", "from", "to"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return `/admin/orders?${params.toString()}`;
}

function OrderLink({ order }: { order: BoardOrder }) {
  return (
    <Link
      to={`/admin/orders/${order.id}`}
      className="text-base font-bold text-brand-800 underline-offset-2 hover:underline"
    >
      #{order.number}
    </Link>
  );
}

const TABLE_COLUMNS = ["Order", "Customer", "Type and time", "Status", "Total", "Next"] as const;

/** The order board: views, search and filters (in the address), a table on a desk and cards on a phone. */
export function OrderBoard({
  orders,
  filters,
  timeZone,
}: {
  orders: BoardOrder[];
  filters: OrderFilters;
  timeZone: string;
}) {
  return (
    <div className="space-y-4">
      <nav aria-label="Order views" className="flex gap-1 overflow-x-auto border-b border-stone-200">
        {ORDER_VIEWS.map((view) => {
          const current = view === filters.view;
          return (
            <Link
              key={view}
              to={viewHref(view, filters)}
              aria-current={current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${
                current ? "border-brand-600 text-brand-800" : "border-transparent text-stone-700"
              }`}
            >
              {ORDER_VIEW_LABELS[view]}
            </Link>
          );
        })}
      </nav>
      <OrderFiltersPanel key={JSON.stringify(filters)} filters={filters} />
      {orders.length === 0 ? (
        <EmptyState title="No orders match">
          Paid orders appear here as soon as they arrive; unpaid checkouts never do.
        </EmptyState>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Orders</caption>
              <thead className="bg-stone-50 text-stone-700">
                <tr>
                  {TABLE_COLUMNS.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={`px-4 py-2 font-semibold ${column === "Total" ? "text-right" : ""}`}
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr
                    key={order.id}
                    data-order-id={order.id}
                    data-new={order.isNew ? "true" : undefined}
                    className={`border-t border-stone-200 ${order.isNew ? "bg-brand-50" : ""}`}
                  >
                    <td className="px-4 py-2">
                      <span className="flex flex-wrap items-center gap-2">
                        <OrderLink order={order} />
                        <TestOrderBadge order={order} />
                      </span>
                      <p className="text-xs text-stone-700">
                        {formatDateTimeUS(new Date(order.createdAt), timeZone)}
                      </p>
                    </td>
                    <td className="px-4 py-2">
                      <p className="text-ink">{order.customerName}</p>
                      <p className="text-xs text-stone-700">{order.customerEmail}</p>
                    </td>
                    <td className="px-4 py-2">
                      <p className="font-semibold text-ink">{orderTypeLabel(order.orderType)}</p>
                      <p className="text-xs text-stone-700">{describeOrderTiming(order, timeZone)}</p>
                    </td>
                    <td className="px-4 py-2">
                      <span className="inline-flex flex-wrap gap-1">
                        <OrderStageBadge order={order} />
                        <PaymentBadge order={order} />
                        <LateRiskBadge minutes={order.lateRiskMinutes} />
                      </span>
                    </td>
                    <td className="px-4 py-2 text-right font-semibold">{formatUsd(order.total)}</td>
                    <td className="px-4 py-2">
                      <KitchenStepButton order={order} timeZone={timeZone} place="table" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul aria-label="Orders" className="space-y-3 md:hidden">
            {orders.map((order) => (
              <li
                key={order.id}
                data-order-id={order.id}
                data-new={order.isNew ? "true" : undefined}
                className={`rounded-xl border bg-white p-4 ${order.isNew ? "border-2 border-brand-600 bg-brand-50" : "border-stone-200"}`}
              >
                <div className="flex items-start justify-between gap-3">
                  <span className="flex flex-wrap items-center gap-2">
                    <OrderLink order={order} />
                    <TestOrderBadge order={order} />
                  </span>
                  <span className="font-semibold">{formatUsd(order.total)}</span>
                </div>
                <p className="mt-1 text-ink">{order.customerName}</p>
                <p className="text-sm text-stone-700">
                  {orderTypeLabel(order.orderType)} · {describeOrderTiming(order, timeZone)}
                </p>
                <div className="mt-2 flex flex-wrap gap-1">
                  <OrderStageBadge order={order} />
                  <PaymentBadge order={order} />
                  <LateRiskBadge minutes={order.lateRiskMinutes} />
                </div>
                <div className="mt-3">
                  <KitchenStepButton order={order} timeZone={timeZone} place="card" />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
