import { redirect } from "react-router";
import type { RequestContext } from "#server/http-context.ts";
import { createFirstAdmin, hasAnyAdmin, SETUP_DONE_MESSAGE } from "#server/admins/admin-service.ts";
import { AppError } from "#server/errors.ts";
import { assertSetupCode, forgetSetupCodes, isSetupCodeRequired } from "#server/auth/setup-code.ts";
import { adminSetupSchema } from "#domain/validation/admin-auth.ts";
import { parseForm } from "#app/lib/admin/parse-form.server.ts";

export async function loadSetupPage(context: RequestContext) {
  return {
    isDone: await hasAnyAdmin(context.db),
    needsSetupCode: isSetupCodeRequired(context.config, context.clientAddress),
  };
}

/**
 * Creates the first admin (409 once one exists), signs them in and opens the dashboard. With the
 * one-time code from the server's log, unless both the site's address and the client are this machine.
 */
export async function setUpFirstAdmin(request: Request, context: RequestContext) {
  // Once an admin exists the answer is 409 whatever was sent (createFirstAdmin checks again, locked).
  if (await hasAnyAdmin(context.db)) throw new AppError("CONFLICT", SETUP_DONE_MESSAGE);
  const input = await parseForm(request, adminSetupSchema);
  await assertSetupCode(context.db, context, input.setupCode);
  await createFirstAdmin(context.db, input);
  await forgetSetupCodes(context.db);
  const signedIn = await context.auth.service.signIn(
    { email: input.email, password: input.password },
    request.headers,
  );
  if (!signedIn.ok) return redirect("/admin/login");
  const headers = new Headers();
  for (const cookie of signedIn.setCookies) headers.append("Set-Cookie", cookie);
  return redirect("/admin/dashboard", { headers });
}
