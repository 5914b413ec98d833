import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { readDashboard } from "#server/dashboard/admin-service.ts";
import { readReadyChecklist } from "#server/dashboard/ready-checklist.ts";
import {
  pauseOrdering,
  readOrderingControls,
  resumeOrdering,
} from "#server/settings/ordering-controls-admin-service.ts";
import { pauseOrderingSchema } from "#domain/validation/admin-ordering.ts";
import { readNotificationSettings } from "#server/notifications/settings-admin-service.ts";
import { describeMissingNotifications } from "#domain/notification-reach.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readFormFields } from "#app/lib/admin/parse-form.server.ts";

export async function loadDashboard(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [dashboard, controls, notifications, readyChecklist] = await Promise.all([
    readDashboard(context.db),
    readOrderingControls(context.db),
    readNotificationSettings(context.db),
    readReadyChecklist(context.db, context.config),
  ]);
  const notificationWarning = describeMissingNotifications({
    adminEmail: notifications.admin_email,
    isEnabled: notifications.email_notifications_enabled,
  });
  return { ...dashboard, pausedUntil: controls.pausedUntil, notificationWarning, readyChecklist };
}

/** Pause online ordering for a while, or resume it. */
export async function changeOrderingPause(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const fields = await readFormFields(request);
  if (fields.intent === "pause") {
    const input = parseFields(pauseOrderingSchema, fields);
    const controls = await pauseOrdering(context.db, admin.userId, { duration: input.duration });
    return { ok: true as const, message: "Online ordering paused", pausedUntil: controls.pausedUntil };
  }
  if (fields.intent === "resume") {
    const controls = await resumeOrdering(context.db, admin.userId);
    return { ok: true as const, message: "Online ordering resumed", pausedUntil: controls.pausedUntil };
  }
  throw new AppError("BAD_REQUEST", "Unknown action.");
}
