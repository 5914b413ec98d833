import type { RequestContext } from "#server/http-context.ts";
import { countNewInquiries } from "#server/inquiries/admin-service.ts";
import { listAlarmOrders, readDueRecheck } from "#server/orders/admin-service.ts";
import { readOrderingControls } from "#server/settings/ordering-controls-admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { readSidebarCollapsed } from "#app/lib/admin/sidebar-cookie.ts";

export async function loadAdminLayout(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const [newInquiries, waitingOrders, controls, settings] = await Promise.all([
    countNewInquiries(context.db),
    listAlarmOrders(context.db),
    readOrderingControls(context.db),
    listPublicSettings(context.db),
  ]);
  return {
    admin: { name: admin.name, email: admin.email },
    isSidebarCollapsed: readSidebarCollapsed(request.headers.get("Cookie")),
    badges: { inquiries: newInquiries, orders: waitingOrders.length },
    // paid orders nobody has confirmed or acknowledged: the new-order alarm rings for these
    waitingOrders,
    // when the next scheduled order reaches the kitchen: the open board reads its orders again then
    dueRecheck: await loadDueRecheck(context),
    orderingPausedUntil: controls.pausedUntil,
    // the offline banner tells the time in the business's zone (docs/product/06-admin.md §6.4)
    timeZone: readBusinessRules(settings).timeZone,
  };
}

async function loadDueRecheck(context: RequestContext) {
  const inMs = await readDueRecheck(context.db);
  return inMs === null ? null : { inMs, at: new Date().toISOString() };
}
