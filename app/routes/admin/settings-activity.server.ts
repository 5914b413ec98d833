import type { RequestContext } from "#server/http-context.ts";
import { listAuditEntries, listAuditFacets } from "#server/audit/service.ts";
import { listAdmins } from "#server/admins/admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { addDaysToDateKey, zonedDateTimeToInstant } from "#domain/business-time.ts";
import { activityFiltersSchema, type ActivityFilters } from "#domain/validation/admin-settings.ts";
import { readPageNumber } from "#domain/paging.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";

export async function loadActivity(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  // A hand-edited address with a bad filter shows everything rather than an error.
  const parsed = activityFiltersSchema.safeParse(params);
  const given: ActivityFilters = parsed.success ? parsed.data : {};
  // An empty field of the filter form means "any".
  const filters = {
    entity: given.entity || undefined,
    action: given.action || undefined,
    actor: given.actor || undefined,
    from: given.from || undefined,
    to: given.to || undefined,
    page: readPageNumber(given.page),
  };
  const { timeZone } = readBusinessRules(await listPublicSettings(context.db));
  const result = await listAuditEntries(context.db, {
    entity: filters.entity,
    action: filters.action,
    actorUserId: filters.actor,
    from: filters.from ? zonedDateTimeToInstant(filters.from, "00:00", timeZone) : undefined,
    to: filters.to ? zonedDateTimeToInstant(addDaysToDateKey(filters.to, 1), "00:00", timeZone) : undefined,
    page: filters.page,
  });
  return {
    ...result,
    // The page shows each change as its sentence; what was recorded behind it stays on the server.
    entries: result.entries.map((entry) => ({
      id: entry.id,
      createdAt: entry.createdAt,
      sentence: entry.sentence,
    })),
    timeZone,
    filters,
    facets: await listAuditFacets(context.db),
    admins: (await listAdmins(context.db)).map((admin) => ({ userId: admin.userId, name: admin.name })),
  };
}
