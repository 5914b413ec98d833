import type { RequestContext } from "#server/http-context.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { getZonedParts } from "#domain/business-time.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";

/** The export page offers this month so far, in the business's own days. */
export async function loadOrdersExportPage(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const timeZone = readBusinessRules(await listPublicSettings(context.db)).timeZone;
  const today = getZonedParts(new Date(), timeZone).dateKey;
  return { from: `${today.slice(0, 8)}01`, to: today };
}
