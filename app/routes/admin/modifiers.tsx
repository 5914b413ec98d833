import type { Route } from "./+types/modifiers";
import { changeModifiers, loadModifiersAdmin } from "./modifiers.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { ModifiersAdmin } from "#app/features/admin-catalogue/modifiers-admin.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Modifiers | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadModifiersAdmin(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeModifiers(request, context));
}

export default function ModifiersAdminPage({ loaderData }: Route.ComponentProps) {
  return <ModifiersAdmin groups={loaderData.groups} items={loaderData.items} />;
}
