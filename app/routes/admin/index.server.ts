import type { RequestContext } from "#server/http-context.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";

export async function requireAdminPage(request: Request, context: RequestContext): Promise<void> {
  await requireAdmin(request, context);
}
