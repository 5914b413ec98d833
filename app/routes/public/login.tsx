import { redirect } from "react-router";

/** The footer's Admin link: the admin sign-in lives at /admin/login. */
export function loader() {
  return redirect("/admin/login");
}
