// The catering checkout as the catering page's cart tab and the /cart page's Catering Items tab
// both start it: the catering cart and the event go to POST /api/catering/checkout, the answer
// sends the browser to the hosted payment page. The server reprices every line.
import type {
  CateringCheckoutRequest,
  CateringCheckoutResponse,
  DeliveryOption,
  EventType,
} from "#domain/catering.ts";
import { ApiError, networkError, readApiError } from "#app/lib/api-error.ts";
import type { CateringCartLine } from "#app/lib/cart/cart-store.ts";
import { postIdempotent } from "#app/lib/idempotent-post.ts";
import type { TipChoice } from "#domain/tips.ts";

export const CATERING_CHECKOUT_TEXT = {
  failedTitle: "Checkout failed",
  failedFallback: "Could not initiate checkout. Please try again.",
  noSessionUrl: "No session URL returned from the payment provider",
  paymentTitle: "Payment Processing Error",
  requestFailed:
    "Unable to connect to payment processing. Please check your internet connection and try again.",
  network: "Network error occurred. Please try again in a moment.",
} as const;

/** What the session storage keeps for /catering-confirmation (docs/product/04-catering.md §4.6). */
export const CATERING_ORDER_STORAGE_KEY = "island-spice:catering-order";

export type CateringEventDetails = {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  eventDate: string;
  eventTime: string;
  eventType: EventType | "";
  guestCount: string;
  deliveryOption: DeliveryOption | "";
  specialRequests: string;
};

export const EMPTY_EVENT_DETAILS: CateringEventDetails = {
  customerName: "",
  customerEmail: "",
  customerPhone: "",
  eventDate: "",
  eventTime: "",
  eventType: "",
  guestCount: "",
  deliveryOption: "",
  specialRequests: "",
};

/**
 * The request body: the lines as the cart keeps them (the server reads only item, tier and
 * quantity) and the tip choice, which the server prices (docs/product/03-ordering.md §3.15).
 */
export function buildCateringCheckoutRequest(
  lines: readonly CateringCartLine[],
  details: CateringEventDetails,
  tip: TipChoice = {},
): Record<keyof CateringCheckoutRequest, unknown> {
  const guests = details.guestCount.trim();
  return {
    cartItems: lines.map((line) => ({
      itemId: line.itemId,
      tier: line.tier,
      quantity: line.quantity,
      title: line.title,
      price: line.price,
      serves: line.serves,
      category: line.category,
    })),
    customerName: details.customerName.trim(),
    customerEmail: details.customerEmail.trim(),
    customerPhone: details.customerPhone.trim() || undefined,
    eventDate: details.eventDate,
    eventTime: details.eventTime,
    eventType: details.eventType,
    guestCount: guests === "" ? "" : Number(guests),
    deliveryOption: details.deliveryOption,
    specialRequests: details.specialRequests.trim() || undefined,
    tipPercent: tip.tipPercent,
    tipCents: tip.tipCents,
  };
}

export type CateringCheckoutProblem = { title: string; description: string; fields: Record<string, string> };

/** Sends the cart; resolves with the payment page's address, or throws an ApiError / Error. */
export async function startCateringCheckout(
  body: object,
  idempotencyKey: string,
): Promise<CateringCheckoutResponse> {
  let response: Response;
  try {
    response = await postIdempotent("/api/catering/checkout", body, idempotencyKey);
  } catch (error) {
    throw networkError(error);
  }
  if (!response.ok) throw await readApiError(response);
  const answer = (await response.json().catch(() => null)) as Partial<CateringCheckoutResponse> | null;
  if (!answer || typeof answer.url !== "string" || answer.url === "") {
    throw new Error(CATERING_CHECKOUT_TEXT.noSessionUrl);
  }
  return {
    url: answer.url,
    sessionId: answer.sessionId ?? "",
    orderNumber: answer.orderNumber ?? "",
    cateringRequestId: answer.cateringRequestId ?? "",
  };
}

/** The toast for a failed catering checkout (docs/product/10-errors-and-messages.md §10.3). */
export function describeCateringCheckoutError(error: unknown): CateringCheckoutProblem {
  if (error instanceof ApiError) {
    if (error.code === "NETWORK") {
      return {
        title: CATERING_CHECKOUT_TEXT.paymentTitle,
        description: CATERING_CHECKOUT_TEXT.requestFailed,
        fields: {},
      };
    }
    if (!error.isFromServer) {
      return {
        title: CATERING_CHECKOUT_TEXT.paymentTitle,
        description: CATERING_CHECKOUT_TEXT.network,
        fields: {},
      };
    }
    if (error.status === 502) {
      return { title: CATERING_CHECKOUT_TEXT.paymentTitle, description: error.message, fields: {} };
    }
    return {
      title: CATERING_CHECKOUT_TEXT.failedTitle,
      description: error.message || CATERING_CHECKOUT_TEXT.failedFallback,
      fields: error.fields,
    };
  }
  return {
    title: CATERING_CHECKOUT_TEXT.failedTitle,
    description:
      error instanceof Error && error.message ? error.message : CATERING_CHECKOUT_TEXT.failedFallback,
    fields: {},
  };
}

/**
 * Keeps the order's lines and event for the confirmation page (docs/product/09-data.md §9: session storage).
 */
export function rememberCateringOrder(value: {
  sessionId: string;
  orderNumber: string;
  cateringRequestId: string;
  lines: readonly CateringCartLine[];
  details: CateringEventDetails;
}): void {
  try {
    window.sessionStorage.setItem(CATERING_ORDER_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Private browsing: the confirmation page reads the order from the server anyway.
  }
}
