import { Link } from "react-router";
import { Plus } from "lucide-react";
import type { Route } from "./+types/orders";
import { loadOrderBoard } from "./orders.server.ts";
import { OrderBoard } from "#app/features/admin-orders/order-board.tsx";
import { ExportForm } from "#app/components/admin/export-form.tsx";
import { buttonClass } from "#app/components/ui/admin/button.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Orders | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrderBoard(request, context);
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold text-ink">Orders</h1>
          <p className="mt-1 text-stone-700">Paid orders, live: new ones appear here without a reload.</p>
        </div>
        <Link to="/admin/orders/new" className={buttonClass("primary")}>
          <Plus aria-hidden="true" className="size-4" />
          New phone order
        </Link>
      </div>
      <OrderBoard orders={loaderData.orders} filters={loaderData.filters} timeZone={loaderData.timeZone} />
      <ExportForm
        action="/admin/orders/export.csv"
        title="Export paid orders"
        fromLabel="Placed from"
        toLabel="Placed to"
        from={`${loaderData.today.slice(0, 8)}01`}
        to={loaderData.today}
      />
    </div>
  );
}
