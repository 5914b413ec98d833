import type { Route } from "./+types/menu";
import { changeMenu, loadMenuAdmin } from "./menu.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { MenuAdmin } from "#app/features/admin-catalogue/menu-admin.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Menu | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMenuAdmin(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeMenu(request, context));
}

export default function MenuAdminPage({ loaderData }: Route.ComponentProps) {
  return <MenuAdmin items={loaderData.items} categories={loaderData.categories} groups={loaderData.groups} />;
}
