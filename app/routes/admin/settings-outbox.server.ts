import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { isEmailSetUp } from "#server/notifications/mail-setup.ts";
import { EMAIL_NOT_SET_UP } from "#domain/mail-answer.ts";
import { listOutbox, retryOutboxEmail } from "#server/notifications/outbox-admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { outboxFiltersSchema, outboxRetrySchema } from "#domain/validation/admin-outbox.ts";
import { readPageNumber } from "#domain/paging.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readFormFields } from "#app/lib/admin/parse-form.server.ts";

export async function loadOutbox(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  // A hand-edited address with a bad filter shows everything rather than an error.
  const parsed = outboxFiltersSchema.safeParse(params);
  const status = parsed.success ? parsed.data.status || undefined : undefined;
  const page = readPageNumber(parsed.data?.page);
  const [result, settings, smtpConfigured] = await Promise.all([
    listOutbox(context.db, { status, page }),
    listPublicSettings(context.db),
    isEmailSetUp(context),
  ]);
  return {
    ...result,
    status: status ?? ("" as const),
    timeZone: readBusinessRules(settings).timeZone,
    smtpConfigured,
  };
}

export async function changeOutbox(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const fields = await readFormFields(request);
  if (fields.intent === "retry") {
    const input = parseFields(outboxRetrySchema, fields);
    await retryOutboxEmail(context.db, admin.userId, input.id);
    const mailed = await isEmailSetUp(context);
    return {
      ok: true as const,
      emailNotSetUp: !mailed,
      message: mailed ? "Email queued to be sent again" : EMAIL_NOT_SET_UP,
    };
  }
  throw new AppError("BAD_REQUEST", "Unknown action.");
}
