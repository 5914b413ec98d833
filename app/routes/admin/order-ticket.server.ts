import { data } from "react-router";
import type { RequestContext } from "#server/http-context.ts";
import { ORDER_NOT_FOUND, readOrderDetail } from "#server/orders/admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { isOrderId } from "#domain/validation/admin-orders.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";

export type TicketCopy = "kitchen" | "customer" | "both";

export async function loadTicket(request: Request, context: RequestContext, id: string | undefined) {
  await requireAdmin(request, context);
  const order = isOrderId(id) ? await readOrderDetail(context.db, id) : null;
  if (!order) throw data({ message: ORDER_NOT_FOUND }, { status: 404 });
  const settings = await listPublicSettings(context.db);
  const asked = new URL(request.url).searchParams.get("copy");
  const copy: TicketCopy = asked === "kitchen" || asked === "customer" ? asked : "both";
  return {
    order,
    copy,
    timeZone: readBusinessRules(settings).timeZone,
    businessName: settings.business_name?.trim() || "Island Spice Kitchen",
  };
}
