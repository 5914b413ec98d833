import { data, redirect } from "react-router";
import type { RequestContext } from "#server/http-context.ts";
import {
  checkAdmin,
  CHOOSE_PASSWORD_MESSAGE,
  CHOOSE_PASSWORD_PATH,
  NOT_ADMIN_MESSAGE,
  type AdminIdentity,
} from "#server/auth/require-admin.ts";

export type AccessDeniedData = { reason: "not-admin"; message: string };

/** An admin who signed in with a temporary password: the page shows the choose-password form instead. */
export type ChoosePasswordData = { reason: "choose-password"; message: string; email: string };

/** The login page with the way back to where the visitor was going. */
export function loginRedirectPath(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return `/admin/login?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * Every admin loader and action starts with this (docs/architecture.md, The admin area): signed out → the login page with
 * the way back; signed in without admin rights → 403, which the admin layout's error boundary shows
 * as Access Denied. Returns the admin for the audit log.
 */
export async function requireAdmin(request: Request, context: RequestContext): Promise<AdminIdentity> {
  const check = await checkAdmin(context.db, context.auth.readSession);
  if (check.status === "signed-out") throw redirect(loginRedirectPath(request));
  if (check.status === "not-admin") {
    throw data<AccessDeniedData>({ reason: "not-admin", message: NOT_ADMIN_MESSAGE }, { status: 403 });
  }
  // Signed in with a password someone else chose: nothing else until they choose their own. The
  // admin layout's error boundary shows the form at the page's own address.
  if (check.admin.mustChangePassword) {
    const body: ChoosePasswordData = {
      reason: "choose-password",
      message: CHOOSE_PASSWORD_MESSAGE,
      email: check.admin.email,
    };
    throw data<ChoosePasswordData>(body, { status: 403 });
  }
  return check.admin;
}

/**
 * The same check for a resource route (a file download), which has no page to show Access Denied
 * on: signed out → the login page; not an admin → a plain 403 saying so.
 */
export async function requireAdminForDownload(
  request: Request,
  context: RequestContext,
): Promise<AdminIdentity | Response> {
  const check = await checkAdmin(context.db, context.auth.readSession);
  if (check.status === "signed-out") throw redirect(loginRedirectPath(request));
  if (check.status === "not-admin") {
    return new Response(`Access Denied\n\n${NOT_ADMIN_MESSAGE}\n`, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  if (check.admin.mustChangePassword) throw redirect(CHOOSE_PASSWORD_PATH);
  return check.admin;
}
