// The production build holds the server's modules twice (its own bundle and the pages' bundle): an
// error made by one copy must still be recognised by the other (the rate limit's 429, a refused refund).
import { describe, expect, it, vi } from "vitest";

/** A fresh copy of each module, as a second bundle holds it. */
async function copies() {
  vi.resetModules();
  const errors = await import("./errors.ts");
  const payments = await import("./adapters/payments/types.ts");
  return { errors, payments };
}

describe("errors made by another copy of the server's modules", () => {
  it("are recognised by their brand: an AppError, a payment provider's refusal, a bad webhook signature", async () => {
    const server = await copies();
    const pages = await copies();
    expect(pages.errors.AppError).not.toBe(server.errors.AppError);
    expect(pages.payments.PaymentProviderError).not.toBe(server.payments.PaymentProviderError);

    const limited = new server.errors.AppError("RATE_LIMITED", "Too many requests.", {
      retryAfterSeconds: 30,
    });
    expect(pages.errors.isAppError(limited)).toBe(true);
    expect(pages.payments.isPaymentProviderError(new server.payments.PaymentProviderError("Declined"))).toBe(
      true,
    );
    expect(pages.payments.isWebhookSignatureError(new server.payments.WebhookSignatureError("Bad"))).toBe(
      true,
    );

    // and nothing else passes for them
    expect(pages.errors.isAppError(new Error("x"))).toBe(false);
    expect(pages.errors.isAppError({ code: "RATE_LIMITED", message: "x" })).toBe(false);
    expect(pages.errors.isAppError(null)).toBe(false);
    expect(pages.errors.isAppError(new server.payments.PaymentProviderError("Declined"))).toBe(false);
    expect(pages.payments.isPaymentProviderError(limited)).toBe(false);
  });
});
