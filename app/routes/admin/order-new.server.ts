import { isEmailSetUp } from "#server/notifications/mail-setup.ts";
import { randomBytes } from "node:crypto";
import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { createPhoneOrder, loadPhoneOrderForm } from "#server/orders/phone-orders-admin-service.ts";
import { phoneOrderSchema } from "#domain/validation/admin-phone-orders.ts";
import { getZonedParts } from "#domain/business-time.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readActionBody } from "#app/lib/admin/parse-form.server.ts";

/** The phone order page: the menu the website sells, the slots, and a fresh key against double clicks. */
export async function loadNewPhoneOrder(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const form = await loadPhoneOrderForm(context.db);
  return {
    ...form,
    today: getZonedParts(new Date(), form.timeZone).dateKey,
    requestKey: randomBytes(18).toString("base64url"),
  };
}

function itemOf(body: Record<string, unknown>): Record<string, unknown> {
  const item = body.item;
  return typeof item === "object" && item !== null && !Array.isArray(item)
    ? (item as Record<string, unknown>)
    : {};
}

/** Places the phone order (docs/decisions/100); the page then opens the order. */
export async function placePhoneOrder(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const body = await readActionBody(request);
  if (body.intent !== "create") throw new AppError("BAD_REQUEST", "Unknown action.");
  const input = parseFields(phoneOrderSchema, itemOf(body));
  const placed = await createPhoneOrder(
    { db: context.db, payments: context.payments, publicUrl: context.config.publicUrl, log: context.log },
    { userId: admin.userId, name: admin.name },
    input,
  );
  // A payment link is said to be emailed only when email is set up (docs/product/07-emails.md §7).
  const emailNotSetUp = input.payment === "payment_link" && !(await isEmailSetUp(context));
  return {
    ok: true as const,
    intent: "create" as const,
    orderId: placed.orderId,
    emailNotSetUp,
    message: placed.replayed
      ? `Order #${placed.orderNumber} was already placed`
      : input.payment === "payment_link"
        ? emailNotSetUp
          ? `Order #${placed.orderNumber} placed; the payment link was not emailed: email is not set up`
          : `Order #${placed.orderNumber} placed: the payment link was emailed`
        : `Order #${placed.orderNumber} placed: sent to the kitchen`,
  };
}
