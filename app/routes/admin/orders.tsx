import { Link } from "react-router";
import { Download, Plus } from "lucide-react";
import type { Route } from "./+types/orders";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { loadOrderBoard } from "./orders.server.ts";
import { keepListOnFailedReload } from "#app/lib/admin/keep-list-on-failed-reload.ts";
import { OrderBoard } from "#app/features/admin-orders/order-board.tsx";
import { KeepScreenAwake } from "#app/features/admin-orders/keep-screen-awake.tsx";
import { MissedOrdersNotice, useMissedOrders } from "#app/features/admin-orders/missed-orders.tsx";
import { PrinterProblems, PrintFailures } from "#app/features/admin-orders/printer-banner.tsx";
import { buttonClass } from "#app/components/ui/admin/button.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { Pager } from "#app/components/ui/admin/pager.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Orders");

export const loader = ({ request, context }: Route.LoaderArgs) => loadOrderBoard(request, context);

export const clientLoader = keepListOnFailedReload<Awaited<ReturnType<typeof loader>>>("Orders");

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { missed, dismiss } = useMissedOrders(loaderData.arrivalCursor);
  return (
    <div className="mx-auto max-w-6xl space-y-4 sm:space-y-6">
      <PageHeader
        title="Orders"
        description={
          // A phone's first screen is for the orders themselves.
          <span className="hidden sm:inline">Paid orders, live: new ones appear here without a reload.</span>
        }
        actions={
          <div className="flex gap-2">
            <Link to="/admin/orders/new" className={buttonClass("primary")}>
              <Plus aria-hidden="true" className="size-4" />
              New phone order
            </Link>
            <Link to="/admin/orders/export" className={buttonClass("secondary")}>
              <Download aria-hidden="true" className="size-4" />
              Export
            </Link>
          </div>
        }
      />
      <MissedOrdersNotice orders={missed} onDismiss={dismiss} />
      <PrinterProblems problems={loaderData.printerProblems} />
      <PrintFailures failures={loaderData.printFailures} />
      {/* The board keeps the tablet's screen on while it is shown. */}
      <KeepScreenAwake />
      <OrderBoard orders={loaderData.orders} filters={loaderData.filters} timeZone={loaderData.timeZone} />
      <Pager label="Order pages" {...loaderData.paging} />
    </div>
  );
}
