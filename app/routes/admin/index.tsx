import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requireAdminPage } from "./index.server.ts";

/** /admin goes to the dashboard (docs/product/06-admin.md §6.2), once the visitor is known to be an admin. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return redirect("/admin/dashboard");
}

// A page, not a resource route: a refusal renders the layout's Access Denied screen, not data.
export default function AdminIndex() {
  return null;
}
