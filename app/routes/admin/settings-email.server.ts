import type { RequestContext } from "#server/http-context.ts";
import {
  readEmailSettings,
  removeEmailSettings,
  saveEmailSettings,
  sendTestEmail,
} from "#server/connections/email-admin-service.ts";
import { listPublicSettings } from "#server/settings/service.ts";
import { smtpSettingsSchema } from "#domain/validation/connections.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { answerAdminIntent } from "#app/lib/admin/dispatch-intent.server.ts";
import { parseFields } from "#app/lib/admin/parse-form.server.ts";

/** Settings → Email (docs/product/06-admin.md §6.21): the mail server in use; never its password. */
export async function loadEmailSettings(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const view = await readEmailSettings(context.db, context.config);
  return { ...view, savedAt: view.savedAt?.toISOString() ?? null, adminEmail: admin.email };
}

export async function changeEmailSettings(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  return answerAdminIntent(request, context, ({ actor, body, db }) => ({
    save: async () => {
      const input = parseFields(smtpSettingsSchema, body);
      await saveEmailSettings(db, context.config, actor, input);
      return { ok: true as const, message: "Mail server saved" };
    },
    remove: async () => {
      await removeEmailSettings(db, context.config, actor);
      return { ok: true as const, message: "Mail server removed: emails are kept in the outbox" };
    },
    // Sent at once to the signed-in admin, through the mail server just saved.
    "test-email": async () => {
      const settings = await listPublicSettings(db);
      const businessName =
        settings.site_name?.trim() || settings.business_name?.trim() || "Island Spice Kitchen";
      const result = await sendTestEmail(db, context.config, {
        to: admin.email,
        businessName,
        ...(context.resolveHost ? { resolveHost: context.resolveHost } : {}),
      });
      return { ok: true as const, message: result.message };
    },
  }));
}
