import { Link } from "react-router";
import { formatUsd } from "#domain/money.ts";
import type { Dashboard as DashboardData } from "#server/dashboard/admin-service.ts";

type Tile = { label: string; value: string; to: string; hint: string };

/** The day's figures, each a link to the page where the owner acts on it. */
export function StatTiles({ data }: { data: DashboardData }) {
  const tiles: Tile[] = [
    {
      label: "Today's orders",
      value: String(data.todayOrders),
      to: "/admin/orders",
      hint: "Paid today, or to pay in person",
    },
    {
      label: "Today's revenue",
      value: formatUsd(data.todayRevenue),
      to: "/admin/expenses",
      hint: "Net sales: paid, less refunds, before tax",
    },
    {
      label: "Tax collected today",
      value: formatUsd(data.todayTax),
      to: "/admin/expenses",
      hint: "Sales tax, owed to the state",
    },
    {
      label: "Refunded today",
      value: formatUsd(data.todayRefunds),
      to: "/admin/orders",
      hint: "Of orders paid today",
    },
    {
      // docs/product/06-admin.md §6.3: tips are neither sales nor tax
      label: "Tips",
      value: formatUsd(data.todayTips),
      to: "/admin/expenses",
      hint: "Today, less refunds; not in sales",
    },
    {
      label: "Waiting for the kitchen",
      value: String(data.ordersWaiting),
      to: "/admin/orders",
      hint: "Paid, not confirmed yet",
    },
    {
      label: "Pending catering requests",
      value: String(data.pendingCatering),
      to: "/admin/catering",
      hint: "Awaiting a reply",
    },
    {
      label: "New inquiries",
      value: String(data.newInquiries),
      to: "/admin/inquiries",
      hint: "Not answered yet",
    },
  ];
  return (
    <ul aria-label="Today" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Link
            to={tile.to}
            className="block h-full rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-300"
            aria-label={`${tile.label}: ${tile.value}`}
          >
            <span className="block text-sm font-medium text-stone-700">{tile.label}</span>
            <span data-testid={`tile-${tile.label}`} className="mt-1 block text-2xl font-bold text-ink">
              {tile.value}
            </span>
            <span className="mt-1 block text-xs text-stone-600">{tile.hint}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
