import type { Route } from "./+types/catering-export";
import { downloadExport } from "./exports.server.ts";

/** GET /admin/catering/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the requests with an event in the range. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return downloadExport(request, context, "catering");
}
