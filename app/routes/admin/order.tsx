import { isRouteErrorResponse } from "react-router";
import { Printer } from "lucide-react";
import type { Route } from "./+types/order";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeOrder, loadOrder } from "./order.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { formatDateTimeUS } from "#domain/format.ts";
import { buttonClass } from "#app/components/ui/admin/button.tsx";
import {
  CancelInPersonAction,
  KitchenActions,
  MarkPaidAction,
} from "#app/features/admin-orders/kitchen-actions.tsx";
import { RefundPanel } from "#app/features/admin-orders/refund-panel.tsx";
import { PrintAgain } from "#app/features/admin-orders/print-again.tsx";
import { CustomerEmailForm } from "#app/features/admin-orders/customer-email-form.tsx";
import { OrderStageBadge, orderTypeLabel, TestOrderBadge } from "#app/features/admin-orders/order-badges.tsx";
import {
  CustomerPanel,
  OrderLines,
  OrderTimeline,
  Panel,
  PaymentPanel,
  SchedulePanel,
} from "#app/features/admin-orders/order-detail.tsx";
import { AdminPage, BackLink, MissingRecord } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = ({ data }) => adminMeta(`Order #${data?.order.number ?? ""}`);

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadOrder(request, context, params.orderId);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  runAction(() => changeOrder(request, context, params.orderId));

const backToList = <BackLink to="/admin/orders">All orders</BackLink>;

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { order, timeZone, printers } = loaderData;
  return (
    <AdminPage
      width="5xl"
      back={backToList}
      title={`Order #${order.number}`}
      badges={
        <>
          <TestOrderBadge order={order} />
          <OrderStageBadge order={order} />
        </>
      }
      description={`${orderTypeLabel(order.orderType)} · placed ${formatDateTimeUS(new Date(order.createdAt), timeZone)}`}
    >
      <Panel title="Kitchen">
        <KitchenActions order={order} timeZone={timeZone} />
      </Panel>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <OrderLines order={order} />
          <OrderTimeline order={order} timeZone={timeZone} />
        </div>
        <div className="space-y-6">
          <CustomerPanel order={order} />
          <Panel title="Email the customer">
            <CustomerEmailForm order={order} />
          </Panel>
          <SchedulePanel order={order} timeZone={timeZone} />
          <PaymentPanel order={order}>
            <MarkPaidAction order={order} />
          </PaymentPanel>
          {order.paymentMethod === "in_person" ? (
            <Panel title="Cancel">
              <CancelInPersonAction order={order} />
            </Panel>
          ) : order.paymentStatus === "paid" || order.paymentStatus === "refunded" ? (
            <Panel title="Refund or cancel">
              <RefundPanel total={order.total} refunded={order.refundAmount ?? 0} />
            </Panel>
          ) : null}
          <Panel title="Tickets">
            <div className="flex flex-wrap gap-2">
              <a href={`/admin/orders/${order.id}/ticket?copy=kitchen`} className={buttonClass("secondary")}>
                <Printer aria-hidden="true" className="size-4" />
                Kitchen ticket
              </a>
              <a href={`/admin/orders/${order.id}/ticket?copy=customer`} className={buttonClass("secondary")}>
                <Printer aria-hidden="true" className="size-4" />
                Customer copy
              </a>
            </div>
          </Panel>
          <Panel title="Kitchen printers">
            <PrintAgain printers={printers} timeZone={timeZone} />
          </Panel>
        </div>
      </div>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <MissingRecord title="Order not found" message="That order does not exist." back={backToList} />;
}
