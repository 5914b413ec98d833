import type { RequestContext } from "#server/http-context.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";

export async function loadSettingsPage(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  return {};
}
