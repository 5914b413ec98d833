import type { AddressInfo } from "node:net";
import { request as httpRequest } from "node:http";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError, isAppError } from "./errors.ts";
import { readJsonBody } from "./json-body.ts";

// Over a real socket, where the body is read from Node's request rather than a web stream.
let server: ServerType;
let port: number;

beforeAll(async () => {
  const app = new Hono();
  app.post("/echo", async (c) =>
    c.json({ got: await readJsonBody(c, { maxBytes: 64, tooLargeMessage: "Too large." }) }),
  );
  app.onError((error, c) =>
    isAppError(error) ? c.json(error.toJSON(), error.status as 400) : c.json({ error: String(error) }, 500),
  );
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(() => {
  server.close();
});

/** Sends `parts` as the body, with a Content-Length unless `chunked`. */
function post(parts: string[], options: { chunked?: boolean; contentType?: string } = {}) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const body = parts.join("");
    const headers: Record<string, string> = { "Content-Type": options.contentType ?? "application/json" };
    if (!options.chunked) headers["Content-Length"] = String(Buffer.byteLength(body));
    const req = httpRequest({ host: "127.0.0.1", port, path: "/echo", method: "POST", headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    req.on("error", reject);
    for (const part of parts) req.write(part);
    req.end();
  });
}

describe("readJsonBody over HTTP", () => {
  it("parses a body sent with its length, also in several pieces and with multi-byte text", async () => {
    expect(await post(['{"name":', '"Café ', 'Ñandú"}'])).toEqual({
      status: 200,
      body: { got: { name: "Café Ñandú" } },
    });
  });

  it("parses a chunked body within the limit", async () => {
    expect(await post(['{"a":', "1}"], { chunked: true })).toEqual({ status: 200, body: { got: { a: 1 } } });
  });

  it("refuses a body whose declared or streamed size is over the limit with 413", async () => {
    const big = `{"m":"${"x".repeat(100)}"}`;
    const tooLarge = { status: 413, body: new AppError("PAYLOAD_TOO_LARGE", "Too large.").toJSON() };
    expect(await post([big])).toEqual(tooLarge);
    expect(await post([big.slice(0, 50), big.slice(50)], { chunked: true })).toEqual(tooLarge);
  });

  it("refuses a body that is not declared as JSON, or is not JSON", async () => {
    expect((await post(["{}"], { contentType: "text/plain" })).status).toBe(400);
    expect(await post(["{oops"])).toMatchObject({
      status: 400,
      body: { error: { message: "The request body is not valid JSON." } },
    });
  });
});
