import { isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/order-ticket";
import { adminMeta, adminTitle } from "#app/lib/admin/meta.ts";
import { loadTicket } from "./order-ticket.server.ts";
import { Button, buttonClass } from "#app/components/ui/admin/button.tsx";
import { CustomerCopy, KitchenCopy } from "#app/features/admin-orders/kitchen-ticket.tsx";

export const meta: Route.MetaFunction = ({ data }) => adminMeta(`Ticket #${data?.order.number ?? ""}`);

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadTicket(request, context, params.orderId);

// 80 mm receipt paper: one ticket per width, the copies on separate cuts.
const PRINT_CSS = "@page { size: 80mm auto; margin: 2mm; }";

/** A print view outside the admin's frame: the kitchen copy (no prices) and the customer copy. */
export default function OrderTicketPage({ loaderData }: Route.ComponentProps) {
  const { order, copy, timeZone, businessName } = loaderData;
  return (
    <main className="min-h-screen bg-stone-100 px-2 py-6 print:bg-white print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto mb-6 max-w-md space-y-3 print:hidden">
        <h1 className="font-display text-2xl font-bold text-ink">Tickets for order #{order.number}</h1>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => window.print()}>Print</Button>
          <Link to={`/admin/orders/${order.id}`} className={buttonClass("secondary")}>
            Back to the order
          </Link>
        </div>
      </div>
      <div className="space-y-6 print:space-y-0">
        {copy !== "customer" ? (
          <div className="break-after-page">
            <KitchenCopy order={order} timeZone={timeZone} />
          </div>
        ) : null}
        {copy !== "kitchen" ? (
          <CustomerCopy order={order} timeZone={timeZone} businessName={businessName} />
        ) : null}
      </div>
    </main>
  );
}

/** Outside the admin's frame, this page answers its own errors: not found, access denied, the rest. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, message] =
    status === 404
      ? ["Order not found", "That order does not exist."]
      : status === 403
        ? ["Access Denied", "You don't have administrator privileges to access this area."]
        : ["Something went wrong", "The ticket could not be shown. Please reload to try again."];
  return (
    <main className="mx-auto max-w-md space-y-4 px-4 py-10">
      <title>{adminTitle(title)}</title>
      <h1 className="font-display text-2xl font-bold text-ink">{title}</h1>
      <p className="text-stone-700">{message}</p>
      <Link to="/admin/orders" className={buttonClass("secondary")}>
        All orders
      </Link>
    </main>
  );
}
