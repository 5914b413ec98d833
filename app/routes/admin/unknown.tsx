import { redirect } from "react-router";
import type { Route } from "./+types/unknown";
import { requireAdminPage } from "./index.server.ts";

/**
 * Any unknown /admin path goes to the dashboard (docs/product/06-admin.md §6.2); its actions are refused the
 * same way.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return redirect("/admin/dashboard");
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  return redirect("/admin/dashboard");
}

// A page, not a resource route: a refusal renders the layout's Access Denied screen, not data.
export default function UnknownAdminPage() {
  return null;
}
