import type { Route } from "./+types/orders-export";
import { downloadExport } from "./exports.server.ts";

/** GET /admin/orders/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the paid orders placed in the range. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return downloadExport(request, context, "orders");
}
