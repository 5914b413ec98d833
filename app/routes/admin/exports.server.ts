import type { RequestContext } from "#server/http-context.ts";
import type { Executor } from "#server/db/client.ts";
import {
  streamCateringRequestsCsv,
  streamExpensesCsv,
  streamOrdersCsv,
  type ExportRange,
} from "#server/exports/admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { readExportRange } from "#domain/validation/export-range.ts";
import { requireAdminForDownload } from "#app/lib/admin/require-admin.server.ts";

type StreamCsv = (
  db: Executor,
  range: ExportRange,
  timeZone: string,
  publicUrl: string,
) => ReadableStream<Uint8Array>;

const EXPORTS: Record<"orders" | "catering" | "expenses", { name: string; stream: StreamCsv }> = {
  orders: { name: "orders", stream: streamOrdersCsv },
  catering: { name: "catering-requests", stream: streamCateringRequestsCsv },
  expenses: { name: "expenses", stream: streamExpensesCsv },
};

/**
 * A CSV download for the admin, streamed: every row of the range, however many, in constant memory.
 * A bad range answers 400 with the reason, as text.
 */
export async function downloadExport(request: Request, context: RequestContext, kind: keyof typeof EXPORTS) {
  const admin = await requireAdminForDownload(request, context);
  if (admin instanceof Response) return admin;
  const read = readExportRange(new URL(request.url).searchParams);
  if (!read.ok) {
    return new Response(read.message, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { timeZone } = readBusinessRules(await listPublicSettings(context.db));
  const chosen = EXPORTS[kind];
  const csv = chosen.stream(context.db, read.range, timeZone, context.config.publicUrl);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${chosen.name}-${read.range.from}-to-${read.range.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
