import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatUsd } from "#domain/money.ts";
import type { Dashboard as DashboardData } from "#server/dashboard/admin-service.ts";

function shortDate(dateKey: string): string {
  return `${Number(dateKey.slice(5, 7))}/${Number(dateKey.slice(8, 10))}`;
}

/**
 * Thirty days of revenue (net sales: paid, less refunds, before tax) by business day; the table below
 * it says the same in words.
 */
export function RevenueChart({ days }: { days: DashboardData["revenueByDay"] }) {
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  return (
    <section
      aria-labelledby="revenue-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="revenue-heading" className="font-semibold text-ink">
          Revenue, last 30 days
        </h2>
        <p className="text-sm text-stone-700">{formatUsd(total)}</p>
      </div>
      <div className="mt-3 h-56" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 4, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="#e7e5e4" />
            <XAxis
              dataKey="date"
              tickFormatter={shortDate}
              tick={{ fontSize: 11, fill: "#57534e" }}
              interval={6}
            />
            <YAxis
              tickFormatter={(cents: number) => `$${Math.round(cents / 100)}`}
              tick={{ fontSize: 11, fill: "#57534e" }}
              width={48}
            />
            <Tooltip
              formatter={(cents) => [formatUsd(Number(cents)), "Revenue"]}
              labelFormatter={(label) => (typeof label === "string" ? shortDate(label) : "")}
            />
            <Bar dataKey="revenue" fill="#c2410c" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-stone-800">Revenue by day</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1">
                Day
              </th>
              <th scope="col" className="py-1 text-right">
                Orders
              </th>
              <th scope="col" className="py-1 text-right">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {days
              .filter((day) => day.orders > 0)
              .map((day) => (
                <tr key={day.date} className="border-t border-stone-100">
                  <td className="py-1">{shortDate(day.date)}</td>
                  <td className="py-1 text-right">{day.orders}</td>
                  <td className="py-1 text-right">{formatUsd(day.revenue)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
