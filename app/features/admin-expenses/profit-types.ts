import type { ProfitGrouping } from "#domain/profit.ts";

/** One week or month of the profit view, in cents (server/profit/admin-service.ts). */
export type ProfitPeriod = { start: string; revenue: number; expenses: number; net: number };

export type ProfitReport = {
  by: ProfitGrouping;
  from: string;
  to: string;
  periods: ProfitPeriod[];
  totals: { revenue: number; expenses: number; net: number };
};
