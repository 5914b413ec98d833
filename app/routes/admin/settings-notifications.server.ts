import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { isEmailSetUp } from "#server/notifications/mail-setup.ts";
import { mailAnswer } from "#domain/mail-answer.ts";
import {
  readNotificationSettings,
  updateNotificationSettings,
} from "#server/notifications/settings-admin-service.ts";
import { queueTestEmail } from "#server/notifications/outbox-admin-service.ts";
import { readDailySummaryOn, setDailySummaryOn } from "#server/notifications/daily-summary.ts";
import { listPublicSettings } from "#server/settings/service.ts";
import { readTextSettings, saveTextSettings } from "#server/texts/settings.ts";
import { queueTestText } from "#server/texts/outbox-admin-service.ts";
import { textSettingsSchema } from "#domain/validation/admin-texts.ts";
import { MAX_OWNER_PHONES, splitPhoneList, toE164 } from "#domain/phone-numbers.ts";
import { formatPhoneDisplay } from "#domain/format.ts";
import { notificationEmailSchema, notificationToggleSchema } from "#domain/validation/admin-settings.ts";
import { changePhoneAlerts, loadPhoneAlerts } from "#server/push/settings-page.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readFormFields } from "#app/lib/admin/parse-form.server.ts";

export async function loadNotificationSettings(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const [settings, isDailySummaryOn, texts, phoneAlerts] = await Promise.all([
    readNotificationSettings(context.db),
    readDailySummaryOn(context.db),
    readTextSettings(context.db),
    loadPhoneAlerts(context.db, admin.userId),
  ]);
  return {
    phoneAlerts,
    texts: {
      ownerPhones: texts.ownerPhones.map((phone) => formatPhoneDisplay(phone.replace(/^\+1/, ""))).join(", "),
      retextMinutes: String(texts.retextMinutes),
      callMinutes: texts.callMinutes === null ? "off" : String(texts.callMinutes),
      pauseMinutes: texts.pauseMinutes === null ? "off" : String(texts.pauseMinutes),
    },
    isTextingSetUp: context.config.smsProvider === "twilio",
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
  // Phone alerts (docs/product/08-text-messages.md §8, Phone alerts): turn on for this device, remove a
  // device, send a test alert.
  const phoneAlert = await changePhoneAlerts(context.db, {
    actorUserId: admin.userId,
    publicUrl: context.config.publicUrl,
    userAgent: request.headers.get("user-agent"),
    fields,
    ...(context.resolveHost ? { resolveHost: context.resolveHost } : {}),
  });
  if (phoneAlert) return phoneAlert;
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
  if (fields.intent === "texts") {
    const input = parseFields(textSettingsSchema, fields);
    const typed = splitPhoneList(input.owner_phones);
    const phones: string[] = [];
    for (const entry of typed) {
      const phone = toE164(entry);
      if (!phone) {
        const message = `“${entry.slice(0, 40)}” is not a phone number.`;
        throw new AppError("VALIDATION", message, { fields: { owner_phones: message } });
      }
      if (!phones.includes(phone)) phones.push(phone);
    }
    if (phones.length > MAX_OWNER_PHONES) {
      const message = `Up to ${MAX_OWNER_PHONES} numbers.`;
      throw new AppError("VALIDATION", message, { fields: { owner_phones: message } });
    }
    const offOr = (value: string) => (value === "off" ? null : Number(value));
    await saveTextSettings(context.db, admin.userId, {
      ownerPhones: phones,
      retextMinutes: Number(input.retext_minutes),
      callMinutes: offOr(input.call_minutes),
      pauseMinutes: offOr(input.pause_minutes),
    });
    return { ok: true as const, message: "Text settings saved" };
  }
  if (fields.intent === "test-text") {
    const settings = await listPublicSettings(context.db);
    const businessName =
      settings.site_name?.trim() || settings.business_name?.trim() || "Island Spice Kitchen";
    const queued = await queueTestText(context.db, admin.userId, { businessName });
    const numbers = queued.count === 1 ? "1 number" : `${queued.count} numbers`;
    return {
      ok: true as const,
      message:
        context.config.smsProvider === "twilio"
          ? `Test text queued for ${numbers}`
          : `Test text written for ${numbers}; texts are not set up, so it is kept in Settings → Texts`,
    };
  }
  if (fields.intent === "test-email") {
    const settings = await listPublicSettings(context.db);
    const businessName =
      settings.site_name?.trim() || settings.business_name?.trim() || "Island Spice Kitchen";
    const queued = await queueTestEmail(context.db, admin.userId, { businessName });
    const mailed = await isEmailSetUp(context);
    return {
      ok: true as const,
      emailNotSetUp: !mailed,
      message: mailed ? `Test email queued for ${queued.to}` : mailAnswer("Test email saved", false, ""),
    };
  }
  throw new AppError("BAD_REQUEST", "Unknown action.");
}
