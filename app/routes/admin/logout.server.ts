import { replace } from "react-router";
import type { RequestContext } from "#server/http-context.ts";
import { recordAudit } from "#server/audit/service.ts";
import { AppError, isAppError } from "#server/errors.ts";

async function endSession(request: Request, context: RequestContext): Promise<string[]> {
  const { user } = await context.auth.readSession();
  const setCookies = await context.auth.service.signOut(request.headers);
  if (user)
    await recordAudit(context.db, {
      actorUserId: user.userId,
      action: "sign-out",
      entity: "session",
      entityId: user.userId,
    });
  return setCookies;
}

/**
 * Deletes the session on the server (a copied cookie stops working) and clears the cookie, then goes
 * to the login page in place of the admin page (Back does not return to it). A failure is answered,
 * not thrown: the page stays and says Logout Error instead of showing its error screen.
 */
export async function signOutFromForm(request: Request, context: RequestContext) {
  let setCookies: string[];
  try {
    setCookies = await endSession(request, context);
  } catch (error) {
    if (isAppError(error)) throw error;
    context.log.error({ err: error }, "sign-out failed");
    throw new AppError("INTERNAL", "You are still signed in. Please try again.", { cause: error });
  }
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return replace("/admin/login?signedOut=1", { headers });
}
