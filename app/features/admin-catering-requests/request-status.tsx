import { CATERING_REQUEST_STATUS_LABELS } from "#domain/validation/admin-catering-requests.ts";

const STATUS_STYLES: Record<string, string> = {
  pending: "bg-brand-100 text-brand-800",
  contacted: "bg-sky-100 text-sky-900",
  quoted: "bg-amber-100 text-amber-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  completed: "bg-stone-200 text-stone-800",
  cancelled: "bg-red-100 text-red-900",
};

export function RequestStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[status] ?? STATUS_STYLES.completed}`}
    >
      {CATERING_REQUEST_STATUS_LABELS[status] ?? status}
    </span>
  );
}

/** Where the request came from: a paid catering order (with its number) or the quote form. */
export function RequestSource({
  order,
}: {
  order: { orderNumber: string | null; paymentStatus: string } | null;
}) {
  if (!order) return <span className="text-sm text-stone-700">Quote request</span>;
  return (
    <span className="text-sm font-semibold text-emerald-900">
      Paid order{order.orderNumber ? ` #${order.orderNumber}` : ""}
      {order.paymentStatus === "refunded" ? " (refunded)" : ""}
    </span>
  );
}
