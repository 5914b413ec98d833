import type { RequestContext } from "#server/http-context.ts";
import { AppError, isAppError } from "#server/errors.ts";
import { formFields, readFormBody } from "#server/form-body.ts";
import { isEmailSetUp } from "#server/notifications/mail-setup.ts";
import { cancelCustomerOrder, getCustomerOrder, ORDER_NOT_FOUND_MESSAGE } from "#server/orders/service.ts";
import type { OrderConfirmation, OrderHandle, OrderView } from "#domain/checkout.ts";
import { ORDER_FETCH_FAILED_MESSAGE, readWithRetries } from "#domain/order-retrieval.ts";
import * as z from "#domain/validation/zod.ts";
import { plainString } from "#domain/validation/text.ts";
import { runAction } from "#app/lib/action.server.ts";

const sessionIdSchema = plainString("Session").check(z.trim(), z.minLength(1), z.maxLength(255));
const tokenSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{16,100}$/));

/** The order's handle from the page's address or the cancel form: session_id (or sessionId), else token. */
export function readOrderHandle(fields: Record<string, string | null | undefined>): OrderHandle | null {
  const sessionId = fields.session_id ?? fields.sessionId;
  if (sessionId?.trim()) {
    const parsed = sessionIdSchema.safeParse(sessionId);
    return parsed.success ? { sessionId: parsed.data } : null;
  }
  const parsed = tokenSchema.safeParse(fields.token ?? "");
  return parsed.success ? { token: parsed.data } : null;
}

function orderDeps(context: RequestContext) {
  return {
    db: context.db,
    payments: context.payments,
    publicUrl: context.config.publicUrl,
    log: context.log,
  };
}

/**
 * The order the page's address names, read as docs/product/03-ordering.md §3.10 says (up to 3 attempts 1 s
 * apart, lines up
 * to 3 reads 2 s apart) so the page arrives with its final answer. A malformed handle reads as an
 * order that does not exist.
 */
export async function readConfirmation(
  context: RequestContext,
  url: URL,
  sleep?: (ms: number) => Promise<void>,
): Promise<OrderConfirmation> {
  const given = { session_id: url.searchParams.get("session_id"), token: url.searchParams.get("token") };
  if (!given.session_id?.trim() && !given.token?.trim()) return { view: "missing" };
  try {
    await context.rateLimit("order-lookup");
  } catch (error) {
    if (isAppError(error)) return { view: "error", message: error.message };
    throw error;
  }
  const handle = readOrderHandle(given);
  if (!handle) return { view: "error", message: ORDER_FETCH_FAILED_MESSAGE };
  const result = await readWithRetries<OrderView>({
    read: async () => {
      try {
        const order = await getCustomerOrder(orderDeps(context), handle);
        return order
          ? { ok: true, value: order }
          : { ok: false, retryable: true, error: new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE) };
      } catch (error) {
        if (!isAppError(error)) throw error;
        return { ok: false, retryable: error.code !== "RATE_LIMITED", error };
      }
    },
    isIncomplete: (order) => order.items.length === 0,
    sleep,
  });
  if (result.ok) return { view: "order", order: await withEmailOutlook(context, result.value), handle };
  const error = result.error;
  // A missing order gets the words of docs/product/03-ordering.md §3.10; the provider's outage its own
  // message (check again soon).
  const message =
    isAppError(error) && error.code !== "NOT_FOUND" && error.code !== "INTERNAL"
      ? error.message
      : ORDER_FETCH_FAILED_MESSAGE;
  if (!isAppError(error)) context.log.error({ err: error }, "order could not be read");
  return { view: "error", message };
}

/**
 * A confirmation email still waiting while no mail server is set up will be kept, not sent: the page
 * says so now instead of promising it (docs/product/07-emails.md §7), before the outbox has even looked at
 * it.
 */
async function withEmailOutlook(context: RequestContext, order: OrderView): Promise<OrderView> {
  if (order.confirmation_email !== "pending" || (await isEmailSetUp(context))) return order;
  return { ...order, confirmation_email: "kept" };
}

const cancelSchema = z.object({
  cancellationReason: z.optional(
    plainString("The reason").check(z.trim(), z.maxLength(500, "The reason must be 500 characters or fewer")),
  ),
});

/** The cancel dialog's action: the customer's cancellation (pending and at most 30 minutes old). */
export async function cancelOrderFromPage(context: RequestContext, request: Request) {
  return runAction(async () => {
    await context.rateLimit("order-cancel");
    const fields = formFields(
      await readFormBody(request, { maxBytes: 8 * 1024, tooLargeMessage: "The request is too large." }),
    );
    const handle = readOrderHandle(fields);
    if (!handle) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND_MESSAGE);
    const parsed = cancelSchema.safeParse(fields);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Please check the request.";
      throw new AppError("VALIDATION", message, { fields: { cancellationReason: message } });
    }
    const reason = parsed.data.cancellationReason;
    const { message } = await cancelCustomerOrder(orderDeps(context), {
      handle,
      reason: reason ? reason : null,
    });
    return { ok: true as const, message };
  });
}
