import { isEmailSetUp } from "#server/notifications/mail-setup.ts";
import { data } from "react-router";
import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import {
  changeInquiryPriority,
  changeInquiryStatus,
  readInquiryThread,
  readReplyDelivery,
  replyToInquiry,
} from "#server/inquiries/admin-service.ts";
import { getSetting, listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import {
  inquiryPrioritySchema,
  inquiryReplySchema,
  inquiryStatusSchema,
  isInquiryId,
} from "#domain/validation/admin-inquiries.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readFormFields } from "#app/lib/admin/parse-form.server.ts";

const NOT_FOUND = "That inquiry no longer exists.";

export async function loadInquiry(request: Request, context: RequestContext, id: string | undefined) {
  await requireAdmin(request, context);
  const thread = isInquiryId(id) ? await readInquiryThread(context.db, id) : null;
  if (!thread) throw data({ message: NOT_FOUND }, { status: 404 });
  const adminMessageIds = thread.messages.filter((m) => m.sender === "admin").map((m) => m.id);
  const [delivery, settings] = await Promise.all([
    readReplyDelivery(context.db, adminMessageIds),
    listPublicSettings(context.db),
  ]);
  return { thread, delivery, timeZone: readBusinessRules(settings).timeZone };
}

/** Three forms on one page (docs/decisions/006): the reply, the status and the priority. */
export async function changeInquiry(request: Request, context: RequestContext, id: string | undefined) {
  const admin = await requireAdmin(request, context);
  if (!isInquiryId(id)) throw new AppError("NOT_FOUND", NOT_FOUND);
  const fields = await readFormFields(request);
  if (fields.intent === "reply") {
    const input = parseFields(inquiryReplySchema, fields);
    const [businessName, contactEmail] = await Promise.all([
      getSetting(context.db, "business_name"),
      getSetting(context.db, "email"),
    ]);
    await replyToInquiry(context.db, admin.userId, id, input, {
      businessName: businessName ?? "Island Spice Kitchen",
      replyTo: contactEmail,
    });
    // The toast claims the reply went out only when email is set up (docs/product/07-emails.md §7).
    return { ok: true as const, intent: "reply" as const, emailNotSetUp: !(await isEmailSetUp(context)) };
  }
  if (fields.intent === "status") {
    const input = parseFields(inquiryStatusSchema, fields);
    await changeInquiryStatus(context.db, admin.userId, id, input.status);
    return { ok: true as const, intent: "status" as const };
  }
  if (fields.intent === "priority") {
    const input = parseFields(inquiryPrioritySchema, fields);
    await changeInquiryPriority(context.db, admin.userId, id, input.priority);
    return { ok: true as const, intent: "priority" as const };
  }
  throw new AppError("BAD_REQUEST", "Unknown action.");
}
