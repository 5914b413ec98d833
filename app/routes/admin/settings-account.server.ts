import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { clientAddressKey } from "#server/client-address.ts";
import type { AdminIdentity } from "#server/auth/require-admin.ts";
import { changeOwnPassword } from "#server/auth/change-password.ts";
import { changePasswordSchema } from "#domain/validation/admin-auth.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readFormFields } from "#app/lib/admin/parse-form.server.ts";

export async function loadAccountPage(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  return { name: admin.name, email: admin.email };
}

/**
 * The signed-in admin's new password from the posted fields, checked on the server with the form's
 * own schema against the admin's real email (whatever the form sent as `email`).
 */
export async function changePasswordFromFields(
  fields: Record<string, string>,
  admin: AdminIdentity,
  context: RequestContext,
) {
  const input = parseFields(changePasswordSchema, { ...fields, email: admin.email });
  return changeOwnPassword(
    { db: context.db, addressKey: clientAddressKey(context.clientAddress) },
    admin,
    input,
  );
}

export async function changeAccount(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const fields = await readFormFields(request);
  if (fields.intent !== "change-password") throw new AppError("BAD_REQUEST", "Unknown action.");
  const { endedSessions } = await changePasswordFromFields(fields, admin, context);
  return { ok: true as const, intent: "change-password" as const, endedSessions };
}
