import type { RequestContext } from "#server/http-context.ts";
import { BOARD_PAGE_SIZE, countBoardOrders, listBoardOrders } from "#server/orders/admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { listPrinterProblems, listPrintFailures } from "#server/printers/admin-service.ts";
import { latestArrivalCursor } from "#server/orders/arrivals.ts";
import { orderFiltersSchema } from "#domain/validation/admin-orders.ts";
import { readPageNumber } from "#domain/paging.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";

/** The board's view, search and filters come from the address; anything unreadable is no filter. */
export async function loadOrderBoard(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const filters = orderFiltersSchema.parse(params);
  const timeZone = readBusinessRules(await listPublicSettings(context.db)).timeZone;
  // read before the list: an order arriving in between is at worst told twice, never missed
  const arrivalCursor = await latestArrivalCursor(context.db);
  const [orders, total, printerProblems, printFailures] = await Promise.all([
    listBoardOrders(context.db, filters, { timeZone }),
    countBoardOrders(context.db, filters, { timeZone }),
    // a kitchen printer out of paper, its cover open, or gone quiet (docs/product/06-admin.md §6.22)
    listPrinterProblems(context.db),
    // tickets a printer gave up on, each with Print again
    listPrintFailures(context.db),
  ]);
  return {
    orders,
    filters,
    timeZone,
    printerProblems,
    printFailures,
    // the last order this read has seen: after a network drop the board asks for what came since
    arrivalCursor,
    paging: { page: readPageNumber(filters.page), pageSize: BOARD_PAGE_SIZE, total },
  };
}
