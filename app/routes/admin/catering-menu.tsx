import type { Route } from "./+types/catering-menu";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeCateringMenu, loadCateringMenuAdmin } from "./catering-menu.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { CateringMenuAdmin } from "#app/features/admin-catalogue/catering-menu-admin.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Catering Menu");

export const loader = ({ request, context }: Route.LoaderArgs) => loadCateringMenuAdmin(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeCateringMenu(request, context));

export default function CateringMenuPage({ loaderData }: Route.ComponentProps) {
  return <CateringMenuAdmin items={loaderData.items} categories={loaderData.categories} />;
}
