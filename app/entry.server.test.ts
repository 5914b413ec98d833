import { Writable } from "node:stream";
import { UNSAFE_ErrorResponseImpl, type AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { handleError } from "./entry.server.tsx";

function capture() {
  const lines: { level: number; msg: string; url?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string; url?: string });
      done();
    },
  });
  const log = createLogger({ LOG_LEVEL: "info", NODE_ENV: "production" }, stream);
  return { lines, context: { log } as unknown as AppLoadContext };
}

const ERROR_LEVEL = 50;

describe("page errors in the log", () => {
  it("write the URL without the token or payment session id of its query", () => {
    const { lines, context } = capture();
    const request = new Request(
      "http://shop.test/order-confirmation?session_id=cs_sandbox_secret123&token=t0k3n",
    );
    handleError(new Error("boom"), { request, params: {}, context });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe(ERROR_LEVEL);
    expect(lines[0]!.url).toBe("/order-confirmation?session_id=[redacted]&token=[redacted]");
    expect(JSON.stringify(lines)).not.toContain("cs_sandbox_secret123");
    expect(JSON.stringify(lines)).not.toContain("t0k3n");
  });

  it("leave a refused request (a signed-out POST to /admin: 405) to the request log, not an error line", () => {
    const { lines, context } = capture();
    const request = new Request("http://shop.test/admin", { method: "POST" });
    const refusal = new UNSAFE_ErrorResponseImpl(405, "Method Not Allowed", null, true);
    handleError(refusal, { request, params: {}, context });
    handleError(new UNSAFE_ErrorResponseImpl(403, "Forbidden", null), {
      request,
      params: {},
      context,
    });
    expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  });
});
