import { data } from "react-router";
import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { isEmailSetUp } from "#server/notifications/mail-setup.ts";
import { EMAIL_NOT_SENT, EMAIL_NOT_SET_UP, mailAnswer } from "#domain/mail-answer.ts";
import {
  acknowledgeOrder,
  ORDER_NOT_FOUND,
  readOrderDetail,
  takeKitchenStep,
} from "#server/orders/admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { refundOrder } from "#server/orders/refunds-admin-service.ts";
import { cancelInPersonOrder, markPhoneOrderPaid } from "#server/orders/phone-orders-admin-service.ts";
import { cancelInPersonSchema } from "#domain/validation/admin-phone-orders.ts";
import { emailOrderCustomer } from "#server/orders/customer-email-admin-service.ts";
import { formatUsd } from "#domain/money.ts";
import {
  cancelOrderSchema,
  confirmOrderSchema,
  READY_AS_QUOTED,
  customerEmailSchema,
  isOrderId,
  refundOrderSchema,
} from "#domain/validation/admin-orders.ts";
import { listOrderPrints, listPrintersForOrder, requestReprint } from "#server/printers/admin-service.ts";
import { reprintSchema } from "#domain/validation/admin-printers.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readFormFields } from "#app/lib/admin/parse-form.server.ts";

/**
 * An admin opening a new order has seen it: that is its acknowledgement (the alarm stops on every
 * device), not a second button beside Confirm.
 */
export async function loadOrder(request: Request, context: RequestContext, id: string | undefined) {
  const admin = await requireAdmin(request, context);
  let order = isOrderId(id) ? await readOrderDetail(context.db, id) : null;
  if (!order) throw data({ message: ORDER_NOT_FOUND }, { status: 404 });
  if (order.isNew) {
    await acknowledgeOrder(context.db, { userId: admin.userId, name: admin.name }, order.id);
    order = (await readOrderDetail(context.db, order.id)) ?? order;
  }
  const timeZone = readBusinessRules(await listPublicSettings(context.db)).timeZone;
  return { order, timeZone, printers: await readOrderPrinters(context, order) };
}

/**
 * The kitchen printers that take this order, and whether each has printed it, has its ticket waiting
 * or gave up on its last ticket ("Didn't print: …", docs/product/06-admin.md §6.22).
 */
async function readOrderPrinters(context: RequestContext, order: { id: string; orderType: string }) {
  const [printers, prints] = await Promise.all([
    listPrintersForOrder(context.db, order.orderType),
    listOrderPrints(context.db, order.id),
  ]);
  return printers.map((printer) => {
    const print = prints.find((entry) => entry.printerId === printer.id);
    return {
      ...printer,
      printedAt: print?.printedAt ?? null,
      waiting: print?.waiting ?? false,
      failure: print?.failure ?? null,
    };
  });
}

/** The kitchen's buttons on one order (docs/decisions/006: one `intent` per form). */
export async function changeOrder(request: Request, context: RequestContext, id: string | undefined) {
  const admin = await requireAdmin(request, context);
  if (!isOrderId(id)) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  const fields = await readFormFields(request);
  const actor = { userId: admin.userId, name: admin.name };
  const publicUrl = context.config.publicUrl;
  switch (fields.intent) {
    case "acknowledge":
      await acknowledgeOrder(context.db, actor, id);
      return { ok: true as const, intent: "acknowledge" as const, message: "Order acknowledged" };
    case "confirm": {
      const input = parseFields(confirmOrderSchema, fields);
      await takeKitchenStep(context.db, actor, id, "confirm", {
        publicUrl,
        // "As quoted" sends no minutes: the order keeps the time quoted at checkout
        readyInMinutes:
          input.ready_in_minutes === undefined || input.ready_in_minutes === READY_AS_QUOTED
            ? undefined
            : Number(input.ready_in_minutes),
      });
      const mailed = await isEmailSetUp(context);
      return {
        ok: true as const,
        intent: "confirm" as const,
        emailNotSetUp: !mailed,
        message: mailAnswer("Order confirmed", mailed, "the customer was emailed"),
      };
    }
    case "ready": {
      await takeKitchenStep(context.db, actor, id, "ready", { publicUrl });
      const mailed = await isEmailSetUp(context);
      return {
        ok: true as const,
        intent: "ready" as const,
        emailNotSetUp: !mailed,
        message: mailAnswer("Marked ready", mailed, "the customer was emailed"),
      };
    }
    case "complete":
      await takeKitchenStep(context.db, actor, id, "complete", { publicUrl });
      return { ok: true as const, intent: "complete" as const, message: "Order completed" };
    case "mark-paid":
      await markPhoneOrderPaid(context.db, actor, id);
      return { ok: true as const, intent: "mark-paid" as const, message: "Order marked paid" };
    case "cancel-in-person": {
      const input = parseFields(cancelInPersonSchema, fields);
      await cancelInPersonOrder(context.db, actor, id, input.reason);
      return { ok: true as const, intent: "cancel-in-person" as const, message: "Order cancelled" };
    }
    case "refund":
    case "cancel": {
      const cancelling = fields.intent === "cancel";
      const refundDeps = { db: context.db, payments: context.payments, publicUrl, log: context.log };
      let input: { amount: number | null; reason: string; request_key: string };
      if (cancelling) input = { ...parseFields(cancelOrderSchema, fields), amount: null };
      else input = parseFields(refundOrderSchema, fields);
      const result = await refundOrder(refundDeps, actor, id, {
        amount: input.amount,
        reason: input.reason,
        requestKey: input.request_key,
      });
      const what = result.refunded > 0 ? `${formatUsd(result.refunded)} refunded` : "Already refunded";
      const mailed = await isEmailSetUp(context);
      return {
        ok: true as const,
        intent: fields.intent,
        emailNotSetUp: !mailed,
        message: cancelling
          ? mailed
            ? `Order cancelled: ${what}`
            : `Order cancelled: ${what}; ${EMAIL_NOT_SENT}`
          : mailAnswer(what, mailed, "the customer was emailed"),
      };
    }
    case "reprint": {
      const input = parseFields(reprintSchema, fields);
      const names = await requestReprint(context.db, admin.userId, { orderId: id, printer: input.printer });
      return {
        ok: true as const,
        intent: "reprint" as const,
        message: `Asked ${names.join(", ")} to print it again`,
      };
    }
    case "email-customer":
      return emailCustomer(context, actor, id, parseFields(customerEmailSchema, fields));
    default:
      throw new AppError("BAD_REQUEST", "Unknown action.");
  }
}

export { EMAIL_NOT_SET_UP };

/**
 * "Email the customer": saved to the outbox and the timeline. The answer says what happens to the mail:
 * without SMTP it stays in the outbox, and the page must not say the customer was emailed.
 */
async function emailCustomer(
  context: RequestContext,
  actor: { userId: string; name: string },
  id: string,
  input: { subject: string; message: string },
) {
  const settings = await listPublicSettings(context.db);
  const { to } = await emailOrderCustomer(context.db, actor, id, input, {
    businessName: settings.business_name?.trim() || settings.site_name?.trim() || "Island Spice Kitchen",
    replyTo: settings.email?.trim() || null,
  });
  const isMailSetUp = await isEmailSetUp(context);
  return {
    ok: true as const,
    intent: "email-customer" as const,
    isMailSetUp,
    emailNotSetUp: !isMailSetUp,
    message: isMailSetUp ? `Saved; the email to ${to} is queued and goes out shortly` : EMAIL_NOT_SET_UP,
  };
}
