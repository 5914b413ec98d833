import type { RequestContext } from "#server/http-context.ts";
import { isAppError } from "#server/errors.ts";
import { getCateringConfirmation } from "#server/catering/confirmation.ts";
import { isEmailSetUp } from "#server/notifications/mail-setup.ts";
import { CATERING_CONFIRMATION_TEXT, type CateringConfirmation } from "#domain/catering.ts";

const SESSION_ID = /^[\x21-\x7e]{1,255}$/;

/** The catering order the address's session_id names, or why it cannot be shown. */
export async function readCateringConfirmation(
  context: RequestContext,
  url: URL,
): Promise<CateringConfirmation> {
  const sessionId = url.searchParams.get("session_id")?.trim() ?? "";
  if (!sessionId) return { view: "missing" };
  try {
    await context.rateLimit("order-lookup");
  } catch (error) {
    if (isAppError(error)) return { view: "error", message: error.message };
    throw error;
  }
  if (!SESSION_ID.test(sessionId)) return { view: "error", message: CATERING_CONFIRMATION_TEXT.notRetrieved };
  try {
    const order = await getCateringConfirmation(
      { db: context.db, payments: context.payments, publicUrl: context.config.publicUrl, log: context.log },
      sessionId,
    );
    if (!order) return { view: "error", message: CATERING_CONFIRMATION_TEXT.notRetrieved };
    // The page never says a receipt is on its way when no mail server could send it
    // (docs/product/07-emails.md §7).
    return { view: "order", order, emailKept: !(await isEmailSetUp(context)) };
  } catch (error) {
    if (isAppError(error)) return { view: "error", message: error.message };
    context.log.error({ err: error }, "catering order could not be read");
    return { view: "error", message: CATERING_CONFIRMATION_TEXT.failed };
  }
}
