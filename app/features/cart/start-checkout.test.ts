import { afterEach, describe, expect, it, vi } from "vitest";
import type { CheckoutRequest } from "#domain/checkout.ts";
import { CheckoutError, describeCheckoutError, newIdempotencyKey, startCheckout } from "./start-checkout.ts";

const request: CheckoutRequest = {
  cartItems: [
    { itemId: "44444444-4444-4444-8444-444444444444", quantity: 1, modifiers: [], type: "regular" },
  ],
  customerName: "Ada",
  customerEmail: "ada@example.com",
  customerPhone: "4045550101",
  orderType: "pickup",
  scheduled: false,
};

function answer(status: number, body: unknown) {
  return vi.fn(() =>
    Promise.resolve(new Response(typeof body === "string" ? body : JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("start checkout", () => {
  it("posts the order with its idempotency key and returns the payment page", async () => {
    const fetchMock = answer(201, { url: "/pay/sandbox/cs_1", sessionId: "cs_1", orderNumber: "IS-1001" });
    vi.stubGlobal("fetch", fetchMock);
    await expect(startCheckout(request, "key-12345678")).resolves.toEqual({
      url: "/pay/sandbox/cs_1",
      sessionId: "cs_1",
      orderNumber: "IS-1001",
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/checkout");
    expect(new Headers(init.headers).get("Idempotency-Key")).toBe("key-12345678");
    expect(JSON.parse(init.body as string)).toEqual(request);
  });

  it("raises the product's error when the answer has no URL", async () => {
    vi.stubGlobal("fetch", answer(201, { sessionId: "cs_1" }));
    const error = await startCheckout(request, "key-12345678").catch((caught: unknown) => caught);
    expect(describeCheckoutError(error)).toEqual({
      title: "Checkout failed",
      description: "No session URL returned from the payment provider",
      fields: {},
    });
  });

  it("maps each failure to the product's toast", async () => {
    vi.stubGlobal("fetch", answer(409, { error: { code: "CONFLICT", message: "We're closed right now." } }));
    expect(
      describeCheckoutError(await startCheckout(request, "k-1234567").catch((e: unknown) => e)),
    ).toMatchObject({
      title: "Checkout failed",
      description: "We're closed right now.",
    });

    vi.stubGlobal(
      "fetch",
      answer(400, {
        error: { code: "VALIDATION", message: "", fields: { customerEmail: "Email is invalid" } },
      }),
    );
    expect(describeCheckoutError(await startCheckout(request, "k-1234567").catch((e: unknown) => e))).toEqual(
      {
        title: "Checkout failed",
        description: "Could not initiate checkout. Please try again.",
        fields: { customerEmail: "Email is invalid" },
      },
    );

    vi.stubGlobal("fetch", answer(502, { error: { code: "BAD_GATEWAY", message: "" } }));
    expect(
      describeCheckoutError(await startCheckout(request, "k-1234567").catch((e: unknown) => e)),
    ).toMatchObject({
      title: "Payment Processing Error",
      description: "There was an issue processing your order. Please try again.",
    });

    vi.stubGlobal("fetch", answer(504, "<html>Gateway Timeout</html>"));
    expect(
      describeCheckoutError(await startCheckout(request, "k-1234567").catch((e: unknown) => e)),
    ).toMatchObject({
      title: "Payment Processing Error",
      description: "Network error occurred. Please try again in a moment.",
    });

    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const offline = await startCheckout(request, "k-1234567").catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(CheckoutError);
    expect(describeCheckoutError(offline)).toMatchObject({
      title: "Payment Processing Error",
      description:
        "Unable to connect to payment processing. Please check your internet connection and try again.",
    });

    expect(describeCheckoutError("something odd")).toMatchObject({
      title: "Checkout failed",
      description: "Could not initiate checkout. Please try again.",
    });
  });

  it("makes v4 UUIDs", () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
