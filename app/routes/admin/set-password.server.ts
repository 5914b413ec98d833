import { redirect } from "react-router";
import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { readSetPasswordToken, setPasswordFromLink } from "#server/admins/admin-service.ts";
import { checkAdmin, NOT_ADMIN_MESSAGE, type AdminIdentity } from "#server/auth/require-admin.ts";
import { setPasswordSchema } from "#domain/validation/admin-auth.ts";
import { parseFields, readFormFields } from "#app/lib/admin/parse-form.server.ts";
import { loginRedirectPath } from "#app/lib/admin/require-admin.server.ts";
import { changePasswordFromFields } from "./settings-account.server.ts";

/**
 * The page's second use, without a link: an admin who signed in with a temporary password chooses
 * their own here before anything else opens (docs/product/06-admin.md §6.1). Signed out: the login page;
 * an admin who already chose theirs: the dashboard.
 */
async function requireTemporaryPasswordAdmin(
  request: Request,
  context: RequestContext,
): Promise<AdminIdentity> {
  const check = await checkAdmin(context.db, context.auth.readSession);
  if (check.status === "signed-out") throw redirect(loginRedirectPath(request));
  if (check.status === "not-admin") throw new AppError("FORBIDDEN", NOT_ADMIN_MESSAGE);
  if (!check.admin.mustChangePassword) throw redirect("/admin/dashboard");
  return check.admin;
}

export async function loadSetPasswordPage(request: Request, context: RequestContext) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (token.length === 0) {
    const check = await checkAdmin(context.db, context.auth.readSession);
    if (check.status === "admin" && check.admin.mustChangePassword)
      return { token, email: check.admin.email, firstSignIn: true };
    if (check.status === "admin") throw redirect("/admin/dashboard");
  }
  const found =
    token.length > 0 && token.length <= 200 ? await readSetPasswordToken(context.db, token) : null;
  return { token, email: found?.email ?? null, firstSignIn: false };
}

export async function setPasswordFromForm(request: Request, context: RequestContext) {
  const fields = await readFormFields(request);
  if (!fields.token) {
    const admin = await requireTemporaryPasswordAdmin(request, context);
    await changePasswordFromFields(fields, admin, context);
    return redirect("/admin/dashboard");
  }
  const input = parseFields(setPasswordSchema, fields);
  const { email } = await setPasswordFromLink(context.db, input);
  const signedIn = await context.auth.service.signIn({ email, password: input.password }, request.headers);
  if (!signedIn.ok) return redirect("/admin/login");
  const headers = new Headers();
  for (const cookie of signedIn.setCookies) headers.append("Set-Cookie", cookie);
  return redirect("/admin/dashboard", { headers });
}
