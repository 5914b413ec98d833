import { redirect } from "react-router";
import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { clientAddressKey } from "#server/client-address.ts";
import { hasAnyAdmin } from "#server/admins/admin-service.ts";
import { checkAdmin } from "#server/auth/require-admin.ts";
import { signInAdmin } from "#server/auth/sign-in.ts";
import { adminLoginSchema, safeAdminReturnPath } from "#domain/validation/admin-auth.ts";
import { parseForm } from "#app/lib/admin/parse-form.server.ts";

export async function loadLoginPage(request: Request, context: RequestContext) {
  const url = new URL(request.url);
  const redirectTo = safeAdminReturnPath(url.searchParams.get("redirectTo"));
  // An admin who is already signed in goes straight on.
  const check = await checkAdmin(context.db, context.auth.readSession);
  if (check.status === "admin") throw redirect(redirectTo);
  return {
    redirectTo,
    needsSetup: !(await hasAnyAdmin(context.db)),
    signedOut: url.searchParams.get("signedOut") === "1",
  };
}

export async function signInFromForm(request: Request, context: RequestContext) {
  const input = await parseForm(request, adminLoginSchema);
  const { setCookies } = await signInAdmin(
    { db: context.db, auth: context.auth.service, addressKey: clientAddressKey(context.clientAddress) },
    input,
    request.headers,
  );
  if (!setCookies.some((cookie) => cookie.includes(".session_token=")))
    throw new AppError("INTERNAL", "No session returned");
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return redirect(safeAdminReturnPath(input.redirectTo), { headers });
}
