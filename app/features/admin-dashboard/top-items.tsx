import { formatUsd } from "#domain/money.ts";
import type { Dashboard as DashboardData } from "#server/dashboard/admin-service.ts";

export function TopItems({ items }: { items: DashboardData["topItems"] }) {
  return (
    <section
      aria-labelledby="top-items-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="top-items-heading" className="font-semibold text-ink">
        Top items this month
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-stone-700">No paid orders this month yet.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {items.map((item, index) => (
            <li key={item.title} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0">
                <span className="font-semibold text-stone-600">{index + 1}.</span>{" "}
                <span className="text-ink">{item.title}</span>
              </span>
              <span className="shrink-0 text-stone-700">
                {item.quantity} sold · {formatUsd(item.revenue)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
