import type { RequestContext } from "#server/http-context.ts";
import { listCateringRequests, listUpcomingCateringEvents } from "#server/catering/requests-admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { getZonedParts } from "#domain/business-time.ts";
import { readCateringRequestFilters } from "#domain/validation/admin-catering-requests.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";

export async function loadCateringRequests(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const filters = readCateringRequestFilters(new URL(request.url).searchParams);
  const settings = await listPublicSettings(context.db);
  const { timeZone } = readBusinessRules(settings);
  const today = getZonedParts(new Date(), timeZone).dateKey;
  const [requests, upcoming] = await Promise.all([
    listCateringRequests(context.db, filters),
    listUpcomingCateringEvents(context.db, today),
  ]);
  return { requests, upcoming, filters, timeZone, today };
}
