import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOutFromForm } from "./logout.server.ts";
import { runAction } from "#app/lib/action.server.ts";

// Signing out is a POST (a link or a prefetch must never sign anyone out); a GET goes to the login page.
export function loader() {
  return redirect("/admin/login");
}

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => signOutFromForm(request, context));
