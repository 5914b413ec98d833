import type { Route } from "./+types/catering-categories";
import { changeCateringCategories, loadCateringCategoriesAdmin } from "./catering-categories.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { CategoryManager } from "#app/features/admin-catalogue/category-manager.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Catering Categories | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCateringCategoriesAdmin(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeCateringCategories(request, context));
}

const INTENTS = {
  create: "create",
  rename: "rename",
  active: "active",
  reorder: "reorder",
  delete: "delete",
};

export default function CateringCategoriesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-ink">Catering Categories</h1>
        <p className="mt-1 text-stone-700">How the catering menu is grouped.</p>
      </div>
      <CategoryManager title="Catering categories" categories={loaderData.categories} intents={INTENTS} />
    </div>
  );
}
