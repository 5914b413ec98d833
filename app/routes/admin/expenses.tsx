import type { Route } from "./+types/expenses";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeExpenses, loadExpenses } from "./expenses.server.ts";
import { addDaysToDateKey } from "#domain/business-time.ts";
import { monthRange } from "#domain/validation/admin-expenses.ts";
import { runAction } from "#app/lib/action.server.ts";
import { ExpensesAdmin } from "#app/features/admin-expenses/expenses-admin.tsx";
import { ExpenseCategoryManager } from "#app/features/admin-expenses/category-manager.tsx";
import { ProfitView } from "#app/features/admin-expenses/profit-view.tsx";
import { ExportForm } from "#app/components/admin/export-form.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Expenses");

export const loader = ({ request, context }: Route.LoaderArgs) => loadExpenses(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeExpenses(request, context));

/** The last day of a month "YYYY-MM". */
function monthEnd(month: string): string {
  return addDaysToDateKey(monthRange(month).to, -1);
}

export default function ExpensesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title="Expenses" description="Costs and their categories, and profit by week or month." />
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
