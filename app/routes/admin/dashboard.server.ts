import type { RequestContext } from "#server/http-context.ts";
import { readDashboard } from "#server/dashboard/admin-service.ts";
import { readReadyChecklist } from "#server/dashboard/ready-checklist.ts";
import {
  pauseOrdering,
  readOrderingControls,
  readReadyQuoteSettings,
  resumeOrdering,
  saveReadyQuoteSettings,
} from "#server/settings/ordering-controls-admin-service.ts";
import { pauseOrderingSchema, readyQuoteSchema } from "#domain/validation/admin-ordering.ts";
import { formToQuoteSettings } from "#domain/quote-settings.ts";
import { readNotificationSettings } from "#server/notifications/settings-admin-service.ts";
import { describeMissingNotifications } from "#domain/notification-reach.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields } from "#app/lib/admin/parse-form.server.ts";
import { answerAdminIntent } from "#app/lib/admin/dispatch-intent.server.ts";

export async function loadDashboard(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [dashboard, controls, notifications, readyChecklist, readyQuotes] = await Promise.all([
    readDashboard(context.db),
    readOrderingControls(context.db),
    readNotificationSettings(context.db),
    readReadyChecklist(context.db, context.config),
    readReadyQuoteSettings(context.db),
  ]);
  const notificationWarning = describeMissingNotifications({
    adminEmail: notifications.admin_email,
    isEnabled: notifications.email_notifications_enabled,
  });
  return {
    ...dashboard,
    pausedUntil: controls.pausedUntil,
    notificationWarning,
    readyChecklist,
    readyQuotes,
  };
}

/** Pause online ordering for a while, or resume it; or save the ready-time quotes' settings. */
export async function changeDashboard(request: Request, context: RequestContext) {
  return answerAdminIntent(request, context, ({ actor, body, db }) => ({
    pause: async () => {
      const input = parseFields(pauseOrderingSchema, body);
      const controls = await pauseOrdering(db, actor, { duration: input.duration });
      return { ok: true as const, message: "Online ordering paused", pausedUntil: controls.pausedUntil };
    },
    resume: async () => {
      const controls = await resumeOrdering(db, actor);
      return { ok: true as const, message: "Online ordering resumed", pausedUntil: controls.pausedUntil };
    },
    // docs/product/03-ordering.md §3.14
    quotes: async () => {
      const form = parseFields(readyQuoteSchema, body);
      const readyQuotes = await saveReadyQuoteSettings(db, actor, formToQuoteSettings(form));
      return { ok: true as const, readyQuotes };
    },
  }));
}
