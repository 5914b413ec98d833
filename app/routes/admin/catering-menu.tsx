import type { Route } from "./+types/catering-menu";
import { changeCateringMenu, loadCateringMenuAdmin } from "./catering-menu.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { CateringMenuAdmin } from "#app/features/admin-catalogue/catering-menu-admin.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Catering Menu | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCateringMenuAdmin(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeCateringMenu(request, context));
}

export default function CateringMenuPage({ loaderData }: Route.ComponentProps) {
  return <CateringMenuAdmin items={loaderData.items} categories={loaderData.categories} />;
}
