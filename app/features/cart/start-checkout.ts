import type { CheckoutRequest, CheckoutResponse } from "#domain/checkout.ts";
import { readApiError } from "#app/lib/api-error.ts";
import { postIdempotent } from "#app/lib/idempotent-post.ts";

export { newIdempotencyKey } from "#app/lib/idempotent-post.ts";

// POST /api/checkout and the error messages of docs/product/10-errors-and-messages.md §10.3 for each way it
// can fail.

export const CHECKOUT_TEXT = {
  failedTitle: "Checkout failed",
  failedFallback: "Could not initiate checkout. Please try again.",
  noSessionUrl: "No session URL returned from the payment provider",
  paymentTitle: "Payment Processing Error",
  requestFailed:
    "Unable to connect to payment processing. Please check your internet connection and try again.",
  network: "Network error occurred. Please try again in a moment.",
  paymentFallback: "There was an issue processing your order. Please try again.",
} as const;

/**
 * request-failed: the request never reached the server (offline, refused);
 * network: an answer came back that is not ours (a proxy's error page, a cut-off body);
 * payment: the server could not reach the payment provider (502);
 * rejected: the server refused the order (400, 409, 429) and says why.
 */
export type CheckoutErrorKind = "request-failed" | "network" | "payment" | "rejected";

export class CheckoutError extends Error {
  constructor(
    readonly kind: CheckoutErrorKind,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "CheckoutError";
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Sends the order; resolves with the hosted payment page's address, or throws. */
export async function startCheckout(
  request: CheckoutRequest,
  idempotencyKey: string,
): Promise<CheckoutResponse> {
  let response: Response;
  try {
    response = await postIdempotent("/api/checkout", request, idempotencyKey);
  } catch (error) {
    throw new CheckoutError("request-failed", error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const error = await readApiError(response);
    if (!error.isFromServer) throw new CheckoutError("network", error.message);
    throw new CheckoutError(response.status === 502 ? "payment" : "rejected", error.message, error.fields);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new CheckoutError("network", `Unreadable answer (${response.status})`);
  }
  const answer = isRecord(body) ? (body as Partial<CheckoutResponse>) : {};
  if (typeof answer.url !== "string" || answer.url === "") throw new Error(CHECKOUT_TEXT.noSessionUrl);
  return { url: answer.url, sessionId: answer.sessionId ?? "", orderNumber: answer.orderNumber ?? "" };
}

export type CheckoutProblem = { title: string; description: string; fields: Record<string, string> };

/** The toast for a failed checkout (docs/product/10-errors-and-messages.md §10.3). */
export function describeCheckoutError(error: unknown): CheckoutProblem {
  if (error instanceof CheckoutError) {
    switch (error.kind) {
      case "request-failed":
        return { title: CHECKOUT_TEXT.paymentTitle, description: CHECKOUT_TEXT.requestFailed, fields: {} };
      case "network":
        return { title: CHECKOUT_TEXT.paymentTitle, description: CHECKOUT_TEXT.network, fields: {} };
      case "payment":
        return {
          title: CHECKOUT_TEXT.paymentTitle,
          description: error.message || CHECKOUT_TEXT.paymentFallback,
          fields: {},
        };
      case "rejected":
        return {
          title: CHECKOUT_TEXT.failedTitle,
          description: error.message || CHECKOUT_TEXT.failedFallback,
          fields: error.fields,
        };
    }
  }
  return {
    title: CHECKOUT_TEXT.failedTitle,
    description: error instanceof Error && error.message ? error.message : CHECKOUT_TEXT.failedFallback,
    fields: {},
  };
}
