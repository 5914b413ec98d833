import type { RequestContext } from "#server/http-context.ts";
import { countNewInquiries } from "#server/inquiries/admin-service.ts";
import { readOrderingControls } from "#server/ordering-controls/service.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { readSidebarCollapsed } from "#app/lib/admin/sidebar-cookie.ts";

export async function loadAdminLayout(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const [newInquiries, controls] = await Promise.all([
    countNewInquiries(context.db),
    readOrderingControls(context.db),
  ]);
  return {
    admin: { name: admin.name, email: admin.email },
    isSidebarCollapsed: readSidebarCollapsed(request.headers.get("Cookie")),
    badges: { inquiries: newInquiries },
    orderingPausedUntil: controls.pausedUntil,
  };
}
