import type { RequestContext } from "#server/http-context.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { createAlert, listAdminAlerts, updateAlert } from "#server/alerts/admin-service.ts";
import { ALERTS } from "#server/admin/ordered-rows.ts";
import { alertSchema, toLocalDateTime } from "#domain/validation/admin-website.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseItem } from "#app/lib/admin/parse-form.server.ts";
import { answerAdminIntent, handleRowId } from "#app/lib/admin/dispatch-intent.server.ts";
import { orderedRowIntents } from "#app/lib/admin/ordered-rows.server.ts";

async function businessTimeZone(context: RequestContext): Promise<string> {
  return readBusinessRules(await listPublicSettings(context.db)).timeZone;
}

export async function loadAlertsAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [rows, timeZone] = await Promise.all([listAdminAlerts(context.db), businessTimeZone(context)]);
  // The form types dates on the business's wall clock, whatever the browser's own zone.
  const alerts = rows.map((row) => ({
    ...row,
    start_date: row.start_date ? toLocalDateTime(row.start_date, timeZone) : "",
    end_date: row.end_date ? toLocalDateTime(row.end_date, timeZone) : "",
  }));
  return { alerts, timeZone };
}

export function changeAlerts(request: Request, context: RequestContext) {
  return answerAdminIntent(request, context, ({ actor, body, db }) => ({
    create: async () => {
      const input = parseItem(alertSchema, body);
      await createAlert(db, actor, input, await businessTimeZone(context));
      return { ok: true as const, message: "Alert saved." };
    },
    update: handleRowId(async (id) => {
      const input = parseItem(alertSchema, body);
      await updateAlert(db, actor, id, input, await businessTimeZone(context));
      return { ok: true as const, message: "Alert saved." };
    }),
    ...orderedRowIntents(context, actor, ALERTS, { message: "Alert deleted." }),
  }));
}
