import type { Route } from "./+types/expenses-export";
import { downloadExport } from "./exports.server.ts";

/** GET /admin/expenses/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the expenses dated in the range. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return downloadExport(request, context, "expenses");
}
