import type { RequestContext } from "#server/http-context.ts";
import { exportCateringRequestsCsv, exportOrdersCsv } from "#server/exports/service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { readExportRange } from "#domain/validation/export-range.ts";
import { requireAdminForDownload } from "#app/lib/admin/require-admin.server.ts";

const EXPORTS = {
  orders: { name: "orders", write: exportOrdersCsv },
  catering: { name: "catering-requests", write: exportCateringRequestsCsv },
} as const;

/** A CSV download for the admin; a bad range answers 400 with the reason, as text. */
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
  const csv = await chosen.write(context.db, read.range, timeZone);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${chosen.name}-${read.range.from}-to-${read.range.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
