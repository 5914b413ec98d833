import type { Route } from "./+types/expenses";
import { changeExpenses, loadExpenses } from "./expenses.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { ExpensesAdmin } from "#app/features/admin-expenses/expenses-admin.tsx";
import { ExpenseCategoryManager } from "#app/features/admin-expenses/category-manager.tsx";

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

export default function ExpensesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-ink">Expenses</h1>
        <p className="mt-1 text-stone-700">Costs and their categories.</p>
      </div>
      <ExpensesAdmin {...loaderData} />
      <ExpenseCategoryManager categories={loaderData.categories} />
    </div>
  );
}
