import { formatDateTimeUS, formatPhoneDisplay } from "#domain/format.ts";
import { describeOrderTiming } from "#domain/order-lines.ts";
import type { OrderDetail as TicketOrder } from "#server/orders/admin-service.ts";
import { OrderLineList, OrderTotals } from "./order-lines.tsx";

function typeWord(orderType: string): string {
  return orderType === "delivery" ? "DELIVERY" : orderType === "catering" ? "CATERING" : "PICKUP";
}

/** At the top of a sandbox order's ticket, as the printer's ticket has it (server/printers/ticket.ts). */
function TestOrderLine() {
  return (
    <p data-testid="ticket-test-order" className="my-1 border-2 border-black text-center font-black">
      TEST ORDER: NO MONEY TAKEN
    </p>
  );
}

const ticketClass =
  "mx-auto w-[80mm] max-w-full bg-white p-3 font-mono text-[13px] leading-snug text-black shadow print:w-full print:p-0 print:shadow-none";

/** The kitchen's copy: what to cook, for whom and when. No prices. */
export function KitchenCopy({ order, timeZone }: { order: TicketOrder; timeZone: string }) {
  return (
    <section aria-labelledby="kitchen-copy" className={ticketClass} data-testid="kitchen-ticket">
      <h2 id="kitchen-copy" className="text-center text-xs font-bold uppercase">
        Kitchen copy
      </h2>
      {order.isTest ? <TestOrderLine /> : null}
      <p className="text-center text-5xl font-black">#{order.number}</p>
      <p className="text-center text-lg font-black">
        {typeWord(order.orderType)} · {describeOrderTiming(order, timeZone, "ticket")}
      </p>
      <p className="mb-2 text-center">Placed {formatDateTimeUS(new Date(order.createdAt), timeZone)}</p>
      <OrderLineList lines={order.items} variant="ticket" withPrices={false} />
      {order.specialInstructions ? <p className="mt-2 font-bold">NOTE: {order.specialInstructions}</p> : null}
      {order.specialRequests ? <p className="mt-2 font-bold">REQUESTS: {order.specialRequests}</p> : null}
      {order.guestCount ? <p className="mt-1">Guests: {order.guestCount}</p> : null}
      <p className="mt-2 font-bold">{order.customerName}</p>
      {order.customerPhone ? <p>{formatPhoneDisplay(order.customerPhone)}</p> : null}
    </section>
  );
}

/** The customer's copy: the same lines with their prices and the totals. */
export function CustomerCopy({
  order,
  timeZone,
  businessName,
}: {
  order: TicketOrder;
  timeZone: string;
  businessName: string;
}) {
  return (
    <section aria-labelledby="customer-copy" className={ticketClass} data-testid="customer-ticket">
      <h2 id="customer-copy" className="text-center text-xs font-bold uppercase">
        Customer copy
      </h2>
      {order.isTest ? <TestOrderLine /> : null}
      <p className="text-center text-lg font-black">{businessName}</p>
      <p className="text-center text-3xl font-black">#{order.number}</p>
      <p className="text-center">
        {typeWord(order.orderType)} · {describeOrderTiming(order, timeZone, "ticket")}
      </p>
      <p className="mb-2 text-center">{formatDateTimeUS(new Date(order.createdAt), timeZone)}</p>
      <p className="mb-2">{order.customerName}</p>
      <OrderLineList lines={order.items} variant="ticket" />
      <OrderTotals order={order} variant="ticket" />
      <p className="mt-3 text-center">{order.isTest ? "TEST ORDER: no money was taken" : "Thank you!"}</p>
    </section>
  );
}
