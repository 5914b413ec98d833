import { Link } from "react-router";
import type { Route } from "./+types/order-ticket";
import { loadTicket } from "./order-ticket.server.ts";
import { Button, buttonClass } from "#app/components/ui/admin/button.tsx";
import { CustomerCopy, KitchenCopy } from "#app/features/admin-orders/kitchen-ticket.tsx";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Ticket #${data?.order.number ?? ""} | Island Spice Admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadTicket(request, context, params.orderId);
}

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
