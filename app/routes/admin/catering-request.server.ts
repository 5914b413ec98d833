import { isEmailSetUp } from "#server/notifications/mail-setup.ts";
import { data } from "react-router";
import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import {
  changeCateringRequestStatus,
  readCateringReplyDelivery,
  readCateringRequest,
  replyToCateringRequest,
  saveCateringRequestNotes,
} from "#server/catering/requests-admin-service.ts";
import { getSetting, listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import {
  cateringNotesSchema,
  cateringStatusSchema,
  isCateringRequestId,
} from "#domain/validation/admin-catering-requests.ts";
import { staffReplySchema } from "#domain/validation/staff-reply.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readFormFields } from "#app/lib/admin/parse-form.server.ts";

const NOT_FOUND = "That catering request no longer exists.";

export async function loadCateringRequest(request: Request, context: RequestContext, id: string | undefined) {
  await requireAdmin(request, context);
  const details = isCateringRequestId(id) ? await readCateringRequest(context.db, id) : null;
  if (!details) throw data({ message: NOT_FOUND }, { status: 404 });
  const [delivery, settings] = await Promise.all([
    readCateringReplyDelivery(
      context.db,
      details.messages.map((message) => message.id),
    ),
    listPublicSettings(context.db),
  ]);
  return { request: details, delivery, timeZone: readBusinessRules(settings).timeZone };
}

/** Three forms on one page (docs/decisions/006): the status, the notes and the reply. */
export async function changeCateringRequest(
  request: Request,
  context: RequestContext,
  id: string | undefined,
) {
  const admin = await requireAdmin(request, context);
  if (!isCateringRequestId(id)) throw new AppError("NOT_FOUND", NOT_FOUND);
  const fields = await readFormFields(request);
  if (fields.intent === "status") {
    const input = parseFields(cateringStatusSchema, fields);
    await changeCateringRequestStatus(context.db, admin.userId, id, input.status);
    return { ok: true as const, intent: "status" as const };
  }
  if (fields.intent === "notes") {
    const input = parseFields(cateringNotesSchema, fields);
    await saveCateringRequestNotes(context.db, admin.userId, id, input.notes);
    return { ok: true as const, intent: "notes" as const };
  }
  if (fields.intent === "reply") {
    const input = parseFields(staffReplySchema, fields);
    const [businessName, contactEmail] = await Promise.all([
      getSetting(context.db, "business_name"),
      getSetting(context.db, "email"),
    ]);
    await replyToCateringRequest(context.db, admin.userId, id, input, {
      businessName: businessName ?? "Island Spice Kitchen",
      replyTo: contactEmail,
    });
    // The toast claims the reply went out only when email is set up (docs/product/07-emails.md §7).
    return { ok: true as const, intent: "reply" as const, emailNotSetUp: !(await isEmailSetUp(context)) };
  }
  throw new AppError("BAD_REQUEST", "Unknown action.");
}
