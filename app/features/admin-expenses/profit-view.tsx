import { lazy, Suspense, useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { formatUsd } from "#domain/money.ts";
import type { ProfitGrouping } from "#domain/profit.ts";
import { PROFIT_GROUPING_LABELS } from "#domain/validation/admin-profit.ts";
import { Button } from "#app/components/ui/admin/button.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import type { ProfitReport } from "#server/profit/admin-service.ts";

// The chart library is large and only this view needs it: it loads after the page, in the browser.
const ProfitChart = lazy(() => import("./profit-chart.tsx"));

type ProfitViewProps = {
  profit: ProfitReport;
  /** What the range form shows: the range asked for, as typed when it was refused. */
  form: { by: ProfitGrouping; from: string; to: string };
  errors: Record<string, string>;
  /** The expense list's filters, kept when the profit range changes. */
  filters: { month: string; categoryId: string | null };
};

function dateOf(dateKey: string): Date {
  return new Date(`${dateKey}T00:00:00Z`);
}

/** "Nov 16, 2026" (a week, by its Monday) or "Nov 2026" (a month): short enough for a phone's table. */
function periodLabel(by: ProfitGrouping, start: string): string {
  return dateOf(start).toLocaleDateString(
    "en-US",
    by === "week"
      ? { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }
      : { month: "short", year: "numeric", timeZone: "UTC" },
  );
}

function tickLabelFor(by: ProfitGrouping): (start: string) => string {
  return by === "week"
    ? (start) => `${Number(start.slice(5, 7))}/${Number(start.slice(8, 10))}`
    : (start) => periodLabel("month", start);
}

function rangeLabel(profit: ProfitReport): string {
  const first = profit.periods[0];
  const last = profit.periods.at(-1);
  if (!first || !last) return "";
  const one = periodLabel(profit.by, first.start);
  const span = first === last ? one : `${one} to ${periodLabel(profit.by, last.start)}`;
  if (profit.by === "month") return span;
  return first === last ? `week of ${span}` : `weeks of ${span}`;
}

function keptParams(filters: ProfitViewProps["filters"], by: ProfitGrouping): string {
  const params = new URLSearchParams({ month: filters.month });
  if (filters.categoryId) params.set("category", filters.categoryId);
  params.set("by", by);
  return `?${params.toString()}`;
}

function netClass(cents: number): string {
  return cents < 0 ? "text-red-700" : "text-ink";
}

/** A period's tax collected and refunds: money that passed through, no income. */
function CollectedCells({
  collected,
}: {
  collected: { tax: number; refunds: number; tips: number } | undefined;
}) {
  return (
    <>
      <td className="py-2 pl-1 sm:pl-2 text-right tabular-nums">{formatUsd(collected?.tax ?? 0)}</td>
      <td className="py-2 pl-1 sm:pl-2 text-right tabular-nums">{formatUsd(collected?.refunds ?? 0)}</td>
      <td className="py-2 pl-1 sm:pl-2 text-right tabular-nums">{formatUsd(collected?.tips ?? 0)}</td>
    </>
  );
}

/** True once the page runs in the browser: the chart is drawn there only (it measures its box). */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * Revenue (net sales) against expenses by week or month: a chart, and a table that says the same in
 * words, with the tax collected and the refunds after the profit (they are no income).
 */
export function ProfitView({ profit, form, errors, filters }: ProfitViewProps) {
  const mounted = useMounted();
  const range = rangeLabel(profit);
  const unit = profit.by === "week" ? "week" : "month";
  const summary =
    `Chart of revenue and expenses by ${unit}, ${range}: revenue ${formatUsd(profit.totals.revenue)}, ` +
    `expenses ${formatUsd(profit.totals.expenses)}, net ${formatUsd(profit.totals.net)}. ` +
    `The table below lists each ${unit}.`;
  return (
    <section
      aria-labelledby="profit-heading"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="profit-heading" className="font-display text-xl font-bold text-ink">
          Profit
        </h2>
        <p className="text-sm text-stone-700">
          Net sales (paid orders less refunds, before tax), regular and catering, against expenses.
        </p>
      </div>

      <nav aria-label="Profit periods" className="flex gap-1 border-b border-stone-200">
        {(["week", "month"] as const).map((by) => {
          const current = by === profit.by;
          return (
            <Link
              key={by}
              to={keptParams(filters, by)}
              preventScrollReset
              aria-current={current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${
                current ? "border-brand-600 text-brand-800" : "border-transparent text-stone-700"
              }`}
            >
              {PROFIT_GROUPING_LABELS[by]}
            </Link>
          );
        })}
      </nav>

      <Form
        method="get"
        preventScrollReset
        aria-label="Profit range"
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        key={`${form.by}-${form.from}-${form.to}`}
      >
        <input type="hidden" name="month" value={filters.month} />
        {filters.categoryId ? <input type="hidden" name="category" value={filters.categoryId} /> : null}
        <input type="hidden" name="by" value={form.by} />
        <TextField label="From" type="date" name="from" defaultValue={form.from} error={errors.from} />
        <TextField label="To" type="date" name="to" defaultValue={form.to} error={errors.to} />
        <Button type="submit" variant="secondary" className="sm:mt-7">
          Show profit
        </Button>
        {errors.by ? (
          <p className="text-sm font-medium text-red-700 sm:col-span-3" role="alert">
            {errors.by}
          </p>
        ) : null}
      </Form>

      <div role="img" aria-label={summary} className="h-72">
        {mounted ? (
          <Suspense fallback={<p className="text-sm text-stone-700">Drawing the chart…</p>}>
            <ProfitChart periods={profit.periods} tickLabel={tickLabelFor(profit.by)} />
          </Suspense>
        ) : null}
      </div>

      {/* A phone scrolls the wider table sideways: the region takes focus so a keyboard can too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="overflow-x-auto" role="region" aria-label={`Profit by ${unit}`} tabIndex={0}>
        <table className="w-full text-left text-xs sm:text-sm">
          <caption className="pb-2 text-left font-semibold text-ink">
            Profit by {unit}, {range}
          </caption>
          <thead>
            <tr className="border-b border-stone-200 text-stone-700">
              <th scope="col" className="py-2 pr-1 sm:pr-2 font-semibold">
                {profit.by === "week" ? "Week of" : "Month"}
              </th>
              <th scope="col" className="px-1 py-2 sm:px-2 text-right font-semibold">
                Net sales
              </th>
              <th scope="col" className="px-1 py-2 sm:px-2 text-right font-semibold">
                Expenses
              </th>
              <th scope="col" className="py-2 pl-1 sm:pl-2 text-right font-semibold">
                Net
              </th>
              <th scope="col" className="py-2 pl-1 sm:pl-2 text-right font-semibold">
                Tax collected
              </th>
              <th scope="col" className="py-2 pl-1 sm:pl-2 text-right font-semibold">
                Refunds
              </th>
              <th scope="col" className="py-2 pl-1 sm:pl-2 text-right font-semibold">
                Tips
              </th>
            </tr>
          </thead>
          <tbody>
            {profit.periods.map((period, index) => (
              <tr key={period.start} className="border-b border-stone-100">
                <th scope="row" className="py-2 pr-1 sm:pr-2 font-normal text-ink">
                  {periodLabel(profit.by, period.start)}
                </th>
                <td className="px-1 py-2 sm:px-2 text-right tabular-nums">{formatUsd(period.revenue)}</td>
                <td className="px-1 py-2 sm:px-2 text-right tabular-nums">{formatUsd(period.expenses)}</td>
                <td className={`py-2 pl-1 sm:pl-2 text-right tabular-nums ${netClass(period.net)}`}>
                  {formatUsd(period.net)}
                </td>
                <CollectedCells collected={profit.collected[index]} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="py-2 pr-1 sm:pr-2">
                Total
              </th>
              <td className="px-1 py-2 sm:px-2 text-right tabular-nums">
                {formatUsd(profit.totals.revenue)}
              </td>
              <td className="px-1 py-2 sm:px-2 text-right tabular-nums">
                {formatUsd(profit.totals.expenses)}
              </td>
              <td className={`py-2 pl-1 sm:pl-2 text-right tabular-nums ${netClass(profit.totals.net)}`}>
                {formatUsd(profit.totals.net)}
              </td>
              <CollectedCells collected={profit.collectedTotals} />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
