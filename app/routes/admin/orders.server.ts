import type { RequestContext } from "#server/http-context.ts";
import { BOARD_PAGE_SIZE, countBoardOrders, listBoardOrders } from "#server/orders/admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { orderFiltersSchema } from "#domain/validation/admin-orders.ts";
import { readPageNumber } from "#domain/paging.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";

/** The board's view, search and filters come from the address; anything unreadable is no filter. */
export async function loadOrderBoard(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const filters = orderFiltersSchema.parse(params);
  const timeZone = readBusinessRules(await listPublicSettings(context.db)).timeZone;
  const [orders, total] = await Promise.all([
    listBoardOrders(context.db, filters, { timeZone }),
    countBoardOrders(context.db, filters, { timeZone }),
  ]);
  return {
    orders,
    filters,
    timeZone,
    paging: { page: readPageNumber(filters.page), pageSize: BOARD_PAGE_SIZE, total },
  };
}
