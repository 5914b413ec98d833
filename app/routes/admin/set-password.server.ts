import { redirect } from "react-router";
import type { RequestContext } from "#server/http-context.ts";
import { readSetPasswordToken, setPasswordFromLink } from "#server/admins/admin-service.ts";
import { setPasswordSchema } from "#domain/validation/admin-auth.ts";
import { parseForm } from "#app/lib/admin/parse-form.server.ts";

export async function loadSetPasswordPage(request: Request, context: RequestContext) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found =
    token.length > 0 && token.length <= 200 ? await readSetPasswordToken(context.db, token) : null;
  return { token, email: found?.email ?? null };
}

export async function setPasswordFromForm(request: Request, context: RequestContext) {
  const input = await parseForm(request, setPasswordSchema);
  const { email } = await setPasswordFromLink(context.db, input);
  const signedIn = await context.auth.service.signIn({ email, password: input.password }, request.headers);
  if (!signedIn.ok) return redirect("/admin/login");
  const headers = new Headers();
  for (const cookie of signedIn.setCookies) headers.append("Set-Cookie", cookie);
  return redirect("/admin/dashboard", { headers });
}
