import type { RequestContext } from "#server/http-context.ts";
import { listStoreHours } from "#server/hours/service.ts";
import { saveStoreHours } from "#server/hours/admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { formToHours, storeHoursFormSchema } from "#domain/validation/admin-hours.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseForm } from "#app/lib/admin/parse-form.server.ts";

export async function loadHoursSettings(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [hours, settings] = await Promise.all([listStoreHours(context.db), listPublicSettings(context.db)]);
  return { hours, timeZone: readBusinessRules(settings).timeZone };
}

export async function changeHours(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const form = await parseForm(request, storeHoursFormSchema);
  const changed = await saveStoreHours(context.db, admin.userId, formToHours(form));
  return { ok: true as const, changed };
}
