import type { Route } from "./+types/expenses";
import { changeExpenses, loadExpenses } from "./expenses.server.ts";
import { addDaysToDateKey } from "#domain/business-time.ts";
import { monthRange } from "#domain/validation/admin-expenses.ts";
import { runAction } from "#app/lib/action.server.ts";
import { ExpensesAdmin } from "#app/features/admin-expenses/expenses-admin.tsx";
import { ExpenseCategoryManager } from "#app/features/admin-expenses/category-manager.tsx";
import { ProfitView } from "#app/features/admin-expenses/profit-view.tsx";
import { ExportForm } from "#app/components/admin/export-form.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Expenses | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadExpenses(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeExpenses(request, context));
}

/** The last day of a month "YYYY-MM". */
function monthEnd(month: string): string {
  return addDaysToDateKey(monthRange(month).to, -1);
}

export default function ExpensesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-ink">Expenses</h1>
        <p className="mt-1 text-stone-700">Costs and their categories, and profit by week or month.</p>
      </div>
      <ExpensesAdmin
        {...loaderData}
        keepParams={Object.keys(loaderData.profitErrors).length === 0 ? loaderData.profitForm : {}}
      />
      <ExportForm
        action="/admin/expenses/export.csv"
        title="Export expenses"
        fromLabel="Dated from"
        toLabel="Dated to"
        from={`${loaderData.filters.month}-01`}
        to={monthEnd(loaderData.filters.month)}
      />
      <ProfitView
        profit={loaderData.profit}
        form={loaderData.profitForm}
        errors={loaderData.profitErrors}
        filters={loaderData.filters}
      />
      <ExpenseCategoryManager categories={loaderData.categories} />
    </div>
  );
}
