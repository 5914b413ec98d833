import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, redactPath, redactUrl } from "./logger.ts";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, log: createLogger({ LOG_LEVEL: "info", NODE_ENV: "production" }, stream) };
}

describe("log redaction", () => {
  it("writes no session id or order token in clear", () => {
    const { lines, log } = capture();
    log.info({ sessionId: "cs_sandbox_secret123", orderId: "o1" }, "payment event handled");
    log.warn({ detail: { token: "tok-secret-456" } }, "nested");
    const text = lines.join("");
    expect(text).not.toContain("cs_sandbox_secret123");
    expect(text).not.toContain("tok-secret-456");
    expect(text).toContain('"orderId":"o1"');
    expect(text).toContain("[redacted]");
  });

  it("replaces the parts of a path that carry a session id or a token", () => {
    expect(redactPath("/pay/sandbox/cs_sandbox_AbCdEf123")).toBe("/pay/sandbox/[redacted]");
    expect(redactPath("/api/orders/cs_test_a1b2c3/cancel")).toBe("/api/orders/[redacted]/cancel");
    expect(redactPath("/x/AbCdEfGhIjKlMnOpQrStUvWxYz012345")).toBe("/x/[redacted]");
    expect(redactPath("/menu")).toBe("/menu");
    expect(redactPath("/order-confirmation")).toBe("/order-confirmation");
  });
});

describe("page error URLs", () => {
  it("keep the path and the harmless query, never a token or a payment session id", () => {
    expect(redactUrl("http://shop.test/order-confirmation?session_id=cs_sandbox_secret123&x=1")).toBe(
      "/order-confirmation?session_id=[redacted]&x=1",
    );
    expect(redactUrl("http://shop.test/admin/set-password?token=abc-secret-token")).toBe(
      "/admin/set-password?token=[redacted]",
    );
    expect(
      redactUrl("http://shop.test/orders/AbCdEfGhIjKlMnOpQrStUvWxYz012345?ref=AbCdEfGhIjKlMnOpQrStUvWx"),
    ).toBe("/orders/[redacted]?ref=[redacted]");
    expect(redactUrl("http://shop.test/menu?category=drinks")).toBe("/menu?category=drinks");
    expect(redactUrl("http://shop.test/menu")).toBe("/menu");
  });
});
