import { redirect } from "react-router";
import type { RequestContext } from "#server/http-context.ts";
import { recordAudit } from "#server/audit/service.ts";

/** Deletes the session on the server (a copied cookie stops working) and clears the cookie. */
export async function signOutFromForm(request: Request, context: RequestContext) {
  const { user } = await context.auth.readSession();
  const setCookies = await context.auth.service.signOut(request.headers);
  if (user)
    await recordAudit(context.db, {
      actorUserId: user.userId,
      action: "sign-out",
      entity: "session",
      entityId: user.userId,
    });
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return redirect("/admin/login?signedOut=1", { headers });
}
