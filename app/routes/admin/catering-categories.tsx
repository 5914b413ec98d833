import type { Route } from "./+types/catering-categories";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeCateringCategories, loadCateringCategoriesAdmin } from "./catering-categories.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { CategoryManager } from "#app/features/admin-catalogue/category-manager.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Catering Categories");

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadCateringCategoriesAdmin(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeCateringCategories(request, context));

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
      <PageHeader title="Catering Categories" description="How the catering menu is grouped." />
      <CategoryManager title="Catering categories" categories={loaderData.categories} intents={INTENTS} />
    </div>
  );
}
