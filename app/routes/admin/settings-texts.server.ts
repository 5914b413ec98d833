import type { RequestContext } from "#server/http-context.ts";
import { listTexts } from "#server/texts/outbox-admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { textFiltersSchema } from "#domain/validation/admin-texts.ts";
import { readPageNumber } from "#domain/paging.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";

export async function loadTexts(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = textFiltersSchema.safeParse(params);
  const status = parsed.success ? parsed.data.status || undefined : undefined;
  const page = readPageNumber(parsed.data?.page);
  const [result, settings] = await Promise.all([
    listTexts(context.db, { status, page }),
    listPublicSettings(context.db),
  ]);
  return {
    ...result,
    status: status ?? ("" as const),
    timeZone: readBusinessRules(settings).timeZone,
    isSetUp: context.config.smsProvider === "twilio",
  };
}
