// recharts, loaded only when the profit view mounts in the browser (profit-view.tsx): the library
// travels in a chunk of its own, never with the other admin pages.
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatUsd } from "#domain/money.ts";
import type { ProfitPeriod } from "#server/profit/admin-service.ts";

export const PROFIT_COLORS = { revenue: "#c2410c", expenses: "#78716c", net: "#0f766e" } as const;

const NAMES: Record<string, string> = { revenue: "Net sales", expenses: "Expenses", net: "Net" };

function wholeDollars(cents: number): string {
  const dollars = Math.round(cents / 100);
  return `${dollars < 0 ? "-" : ""}$${Math.abs(dollars).toLocaleString("en-US")}`;
}

/** Revenue and expenses as bars, the net as a line, one group per period. */
export default function ProfitChart({
  periods,
  tickLabel,
}: {
  periods: ProfitPeriod[];
  tickLabel: (start: string) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart
        data={periods}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="#e7e5e4" />
        <XAxis dataKey="start" tickFormatter={tickLabel} tick={{ fontSize: 11, fill: "#57534e" }} />
        <YAxis
          tickFormatter={wholeDollars}
          tick={{ fontSize: 11, fill: "#57534e" }}
          width={64}
          // With nothing yet (every figure 0) the axis still spans $0 to $4, not five ticks of $0.
          domain={[(lowest: number) => Math.min(0, lowest), (highest: number) => Math.max(400, highest)]}
          allowDecimals={false}
        />
        <Tooltip
          formatter={(cents, name) => [formatUsd(Number(cents)), NAMES[String(name)] ?? String(name)]}
          labelFormatter={(label) => (typeof label === "string" ? tickLabel(label) : "")}
        />
        <Legend
          itemSorter={null}
          formatter={(name) => NAMES[String(name)] ?? String(name)}
          wrapperStyle={{ fontSize: 13 }}
        />
        <Bar dataKey="revenue" fill={PROFIT_COLORS.revenue} radius={[3, 3, 0, 0]} />
        <Bar dataKey="expenses" fill={PROFIT_COLORS.expenses} radius={[3, 3, 0, 0]} />
        <Line
          dataKey="net"
          type="linear"
          stroke={PROFIT_COLORS.net}
          strokeWidth={2}
          dot={{ r: 3, fill: PROFIT_COLORS.net }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
