import pino from "pino";
import { describe, expect, it } from "vitest";
import { createInProcessEventBus } from "./adapters/events/in-process.ts";
import { loadConfig } from "./config.ts";
import { isAppError } from "./errors.ts";
import { createHttpApp } from "./http.ts";
import { bodyStream, readBody } from "./request-body.ts";
import { useTestDatabase } from "./test/test-database.ts";

const database = useTestDatabase();
const LIMIT = { maxBytes: 1000, tooLargeMessage: "Too large." };

/** A body sent in `chunks` pieces of `size` bytes, without a length; counts the pieces read. */
function streamed(chunks: number, size: number) {
  const read = { pieces: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (read.pieces >= chunks) return controller.close();
        read.pieces += 1;
        controller.enqueue(new Uint8Array(size).fill(97));
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://shop.test/form", {
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit);
  return { request, read };
}

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return { status: error.status, body: error.toJSON() };
    throw error;
  }
  throw new Error("expected the body to be refused");
}

const TOO_LARGE = { status: 413, body: { error: { code: "PAYLOAD_TOO_LARGE", message: "Too large." } } };

describe("readBody", () => {
  it("answers a body within its cap, streamed or with a length", async () => {
    expect((await readBody(streamed(4, 250).request, LIMIT)).byteLength).toBe(1000);
    const declared = new Request("http://shop.test/form", { method: "POST", body: "a=1" });
    expect((await readBody(declared, LIMIT)).toString()).toBe("a=1");
  });

  it("refuses a declared length over the cap before reading a byte", async () => {
    const { request, read } = streamed(1, 10);
    request.headers.set("Content-Length", "1001");
    expect(await refusal(readBody(request, LIMIT))).toEqual(TOO_LARGE);
    expect(read.pieces).toBe(0);
  });

  it("reads a streamed body only until it passes the cap, however long it goes on", async () => {
    const { request, read } = streamed(1_000_000, 300);
    expect(await refusal(readBody(request, LIMIT))).toEqual(TOO_LARGE);
    // the fourth piece of 300 bytes passes 1000: nothing after it is read
    expect(read.pieces).toBe(4);
  });

  it("as a Node stream, fails with the same answer once past the cap, naming the field when given", async () => {
    const { request } = streamed(10, 300);
    const stream = bodyStream(request, { ...LIMIT, field: "file" });
    const failed = new Promise((resolve) => stream.on("error", resolve));
    stream.resume();
    const error = await failed;
    expect(isAppError(error) && error.toJSON()).toEqual({
      error: { code: "PAYLOAD_TOO_LARGE", message: "Too large.", fields: { file: "Too large." } },
    });
  });
});

describe("a page's body", () => {
  it("is read before the page sees the request, and one over 64 KB is refused with 413 unseen", async () => {
    const seen: string[] = [];
    const app = createHttpApp({
      config: loadConfig({ NODE_ENV: "production" }),
      database,
      log: pino({ level: "silent" }),
      events: createInProcessEventBus(),
      handlePage: async (request) => {
        seen.push(await request.text());
        return new Response("ok");
      },
    });
    const post = (body: ReadableStream<Uint8Array> | string) =>
      app.request("/admin/login", {
        method: "POST",
        body,
        headers: { Origin: "http://localhost:3000", "Content-Type": "application/x-www-form-urlencoded" },
        duplex: "half",
      } as RequestInit);

    expect((await post("email=a")).status).toBe(200);
    const { request } = streamed(100, 1024);
    const tooLarge = await post(request.body!);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      error: { code: "PAYLOAD_TOO_LARGE", message: "The form is too large to send." },
    });
    expect(seen).toEqual(["email=a"]);
  });
});
