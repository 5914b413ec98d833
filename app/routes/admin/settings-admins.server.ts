import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { addAdmin, listAdmins, removeAdmin } from "#server/admins/admin-service.ts";
import { getSetting } from "#server/settings/service.ts";
import { isEmailSetUp } from "#server/notifications/mail-setup.ts";
import { readSessionMaxDays, saveSessionMaxDays } from "#server/auth/session-lifetime.ts";
import { sessionLifetimeSchema } from "#domain/validation/session-lifetime.ts";
import { addAdminSchema } from "#domain/validation/admin-auth.ts";
import { removeAdminSchema } from "#domain/validation/admin-settings.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readFormFields } from "#app/lib/admin/parse-form.server.ts";

export async function loadAdmins(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const [admins, sessionMaxDays] = await Promise.all([
    listAdmins(context.db),
    readSessionMaxDays(context.db),
  ]);
  return { admins, currentUserId: admin.userId, sessionMaxDays };
}

export async function changeAdmins(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const fields = await readFormFields(request);
  if (fields.intent === "add") {
    const input = parseFields(addAdminSchema, fields);
    const businessName = (await getSetting(context.db, "business_name")) ?? "Island Spice Kitchen";
    const added = await addAdmin(context.db, admin.userId, input, {
      publicUrl: context.config.publicUrl,
      businessName,
    });
    // The temporary password travels in this one answer and is never stored in clear. A set-password
    // link is said to be sent only when email is set up (docs/product/07-emails.md §7).
    const emailNotSetUp = added.delivery === "email-link" && !(await isEmailSetUp(context));
    return { ok: true as const, intent: "add" as const, added, emailNotSetUp };
  }
  if (fields.intent === "remove") {
    const input = parseFields(removeAdminSchema, fields);
    await removeAdmin(context.db, admin.userId, input.userId);
    return { ok: true as const, intent: "remove" as const };
  }
  if (fields.intent === "session-lifetime") {
    const { maxDays } = parseFields(sessionLifetimeSchema, fields);
    const days = Number(maxDays);
    const changed = await saveSessionMaxDays(context.db, admin.userId, days);
    const message = changed ? `Sessions now end ${days} days after sign-in.` : "Nothing changed.";
    return { ok: true as const, intent: "session-lifetime" as const, message };
  }
  throw new AppError("BAD_REQUEST", "Unknown action.");
}
