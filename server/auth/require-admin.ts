// The one authorisation check of the admin area (docs/product/06-admin.md §6.1; docs/architecture.md, The
// admin area). Every admin
// loader, action and /api/admin/* handler calls it itself: a parent layout's check does not
// protect its children, whose loaders run in parallel with it.
import type { Executor } from "#server/db/client.ts";
import { AppError } from "#server/errors.ts";
import { findAdminAccess } from "#server/admins/admin-service.ts";
import type { SessionLookup, SignedInUser } from "./admin-auth.ts";

/** `mustChangePassword`: signed in with a password another admin chose; only /admin/set-password serves them. */
export type AdminIdentity = SignedInUser & { role: string; mustChangePassword: boolean };

export type AdminCheck =
  | { status: "admin"; admin: AdminIdentity }
  | { status: "signed-out" }
  | { status: "not-admin"; user: SignedInUser };

/** Who is asking: signed out, signed in without admin rights, or an admin with a role. */
export async function checkAdmin(
  db: Executor,
  readSession: () => Promise<SessionLookup>,
): Promise<AdminCheck> {
  const { user } = await readSession();
  if (!user) return { status: "signed-out" };
  const access = await findAdminAccess(db, user.userId);
  // "A role check passes when the user is an admin and the requested role is admin" (docs/product/06-admin.md
  // §6.1).
  if (access === null) return { status: "not-admin", user };
  return { status: "admin", admin: { ...user, ...access } };
}

export const SIGNED_OUT_MESSAGE = "Auth session missing!";
export const NOT_ADMIN_MESSAGE = "You don't have administrator privileges to access this area.";
export const CHOOSE_PASSWORD_MESSAGE = "Choose your own password before using the admin.";
/** Where an admin who signed in with a temporary password is sent until they choose their own. */
export const CHOOSE_PASSWORD_PATH = "/admin/set-password";

/** For /api/admin/* handlers: the admin, or AppError 401 (signed out) / 403 (not an admin). */
export async function requireAdminForApi(
  db: Executor,
  readSession: () => Promise<SessionLookup>,
): Promise<AdminIdentity> {
  const check = await checkAdmin(db, readSession);
  if (check.status === "signed-out") throw new AppError("UNAUTHENTICATED", SIGNED_OUT_MESSAGE);
  if (check.status === "not-admin") throw new AppError("FORBIDDEN", NOT_ADMIN_MESSAGE);
  if (check.admin.mustChangePassword) throw new AppError("FORBIDDEN", CHOOSE_PASSWORD_MESSAGE);
  return check.admin;
}
