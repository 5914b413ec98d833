import type { RequestContext } from "#server/http-context.ts";
import { readDashboard } from "#server/dashboard/service.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";

export async function loadDashboard(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  return readDashboard(context.db);
}
