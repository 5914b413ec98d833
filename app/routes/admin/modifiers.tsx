import type { Route } from "./+types/modifiers";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeModifiers, loadModifiersAdmin } from "./modifiers.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { ModifiersAdmin } from "#app/features/admin-catalogue/modifiers-admin.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Options");

export const loader = ({ request, context }: Route.LoaderArgs) => loadModifiersAdmin(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeModifiers(request, context));

export default function ModifiersAdminPage({ loaderData }: Route.ComponentProps) {
  return <ModifiersAdmin groups={loaderData.groups} items={loaderData.items} />;
}
