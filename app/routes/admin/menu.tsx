import type { Route } from "./+types/menu";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeMenu, loadMenuAdmin } from "./menu.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { MenuAdmin } from "#app/features/admin-catalogue/menu-admin.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Menu");

export const loader = ({ request, context }: Route.LoaderArgs) => loadMenuAdmin(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeMenu(request, context));

export default function MenuAdminPage({ loaderData }: Route.ComponentProps) {
  return <MenuAdmin items={loaderData.items} categories={loaderData.categories} groups={loaderData.groups} />;
}
