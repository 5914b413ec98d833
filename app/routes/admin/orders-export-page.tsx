import type { Route } from "./+types/orders-export-page";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { loadOrdersExportPage } from "./orders-export-page.server.ts";
import { ExportForm } from "#app/components/admin/export-form.tsx";
import { BackLink, PageHeader } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Export orders");

export const loader = ({ request, context }: Route.LoaderArgs) => loadOrdersExportPage(request, context);

/** The paid orders as a CSV, on a page of its own so the board keeps its room for the orders. */
export default function OrdersExportPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink to="/admin/orders">All orders</BackLink>
      <PageHeader
        title="Export orders"
        description="The paid orders placed in a range of dates, as a CSV file."
      />
      <ExportForm
        action="/admin/orders/export.csv"
        title="Export paid orders"
        fromLabel="Placed from"
        toLabel="Placed to"
        from={loaderData.from}
        to={loaderData.to}
      />
    </div>
  );
}
