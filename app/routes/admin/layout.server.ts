import type { RequestContext } from "#server/http-context.ts";
import { countNewInquiries } from "#server/inquiries/admin-service.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { readSidebarCollapsed } from "#app/lib/admin/sidebar-cookie.ts";

export async function loadAdminLayout(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  return {
    admin: { name: admin.name, email: admin.email },
    isSidebarCollapsed: readSidebarCollapsed(request.headers.get("Cookie")),
    badges: { inquiries: await countNewInquiries(context.db) },
  };
}
