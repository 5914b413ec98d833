import type { RequestContext } from "#server/http-context.ts";
import { listInquiries } from "#server/inquiries/admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";

export async function loadInquiries(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [rows, settings] = await Promise.all([listInquiries(context.db), listPublicSettings(context.db)]);
  return { inquiries: rows, timeZone: readBusinessRules(settings).timeZone };
}
