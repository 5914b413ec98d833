import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { readNotificationSettings, updateNotificationSettings } from "#server/admin-settings/service.ts";
import { notificationEmailSchema, notificationToggleSchema } from "#domain/validation/admin-settings.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readFormFields } from "#app/lib/admin/parse-form.server.ts";

export async function loadNotificationSettings(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const settings = await readNotificationSettings(context.db);
  return { adminEmail: settings.admin_email, isEnabled: settings.email_notifications_enabled };
}

/** Two forms on one page (docs/decisions/006): the email address, and the on/off switch. */
export async function changeNotificationSettings(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const fields = await readFormFields(request);
  if (fields.intent === "email") {
    const input = parseFields(notificationEmailSchema, fields);
    await updateNotificationSettings(context.db, admin.userId, {
      admin_email: input.admin_email.toLowerCase(),
    });
    return { ok: true as const, message: "Notification email saved" };
  }
  if (fields.intent === "toggle") {
    const input = parseFields(notificationToggleSchema, fields);
    const isEnabled = input.value === "true";
    await updateNotificationSettings(context.db, admin.userId, { email_notifications_enabled: isEnabled });
    return { ok: true as const, message: isEnabled ? "Email notifications on" : "Email notifications off" };
  }
  throw new AppError("BAD_REQUEST", "Unknown action.");
}
