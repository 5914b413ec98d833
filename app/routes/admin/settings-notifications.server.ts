import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import {
  readNotificationSettings,
  updateNotificationSettings,
} from "#server/notifications/settings-admin-service.ts";
import { queueTestEmail } from "#server/notifications/outbox-admin-service.ts";
import { readDailySummaryOn, setDailySummaryOn } from "#server/notifications/daily-summary.ts";
import { listPublicSettings } from "#server/settings/service.ts";
import { notificationEmailSchema, notificationToggleSchema } from "#domain/validation/admin-settings.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readFormFields } from "#app/lib/admin/parse-form.server.ts";

export async function loadNotificationSettings(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [settings, isDailySummaryOn] = await Promise.all([
    readNotificationSettings(context.db),
    readDailySummaryOn(context.db),
  ]);
  return {
    adminEmail: settings.admin_email,
    isEnabled: settings.email_notifications_enabled,
    isDailySummaryOn,
  };
}

/**
 * Four forms on one page (docs/decisions/006): the email address, the on/off switch, the end-of-day
 * summary's switch, and the test email (written to the outbox like every other email; Settings →
 * Emails shows it).
 */
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
  if (fields.intent === "daily-summary") {
    const isOn = parseFields(notificationToggleSchema, fields).value === "true";
    await setDailySummaryOn(context.db, admin.userId, isOn);
    return { ok: true as const, message: isOn ? "End-of-day summary on" : "End-of-day summary off" };
  }
  if (fields.intent === "test-email") {
    const settings = await listPublicSettings(context.db);
    const businessName =
      settings.site_name?.trim() || settings.business_name?.trim() || "Island Spice Kitchen";
    const queued = await queueTestEmail(context.db, admin.userId, { businessName });
    return { ok: true as const, message: `Test email queued for ${queued.to}` };
  }
  throw new AppError("BAD_REQUEST", "Unknown action.");
}
