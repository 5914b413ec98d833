import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { serve, type ServerType } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { compression } from "./compression.ts";

// Over a real socket: a wrong Content-Length after compression makes browsers wait forever.
let server: ServerType;
let base: string;
const css = `body { color: red; }\n`.repeat(500);
let releaseLatePart: () => void = () => undefined;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), "compression-"));
  writeFileSync(path.join(root, "site.css"), css);
  const app = new Hono();
  app.use(compression());
  app.get("/stream", () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("<p>" + "streamed ".repeat(300)));
        controller.enqueue(new TextEncoder().encode("</p>"));
        controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/html" } });
  });
  // Like a page with deferred data: the shell is written, the rest only after the client has seen it.
  app.get("/deferred", () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode("<main>" + "shell ".repeat(200)));
        controller.enqueue(encoder.encode("</main>"));
        await new Promise<void>((resolve) => {
          releaseLatePart = resolve;
        });
        controller.enqueue(encoder.encode("<p>late</p>"));
        controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/html" } });
  });
  app.use("*", serveStatic({ root }));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(() => {
  server.close();
});

describe("compression over HTTP", () => {
  it.each(["br", "gzip"])("sends a static file compressed with %s and a body that ends", async (encoding) => {
    const response = await fetch(`${base}/site.css`, {
      headers: { "Accept-Encoding": encoding },
      signal: AbortSignal.timeout(5000),
    });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(await response.text()).toBe(css);
  });

  it("streams a page through brotli", async () => {
    const response = await fetch(`${base}/stream`, {
      headers: { "Accept-Encoding": "br" },
      signal: AbortSignal.timeout(5000),
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toMatch(/^<p>(streamed )+<\/p>$/);
  });

  it("sends what a streamed page has written before the rest exists", async () => {
    const response = await fetch(`${base}/deferred`, {
      headers: { "Accept-Encoding": "br" },
      signal: AbortSignal.timeout(5000),
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    while (!received.includes("</main>")) {
      const { value, done } = await reader.read();
      if (done) throw new Error("the stream ended before the late part was written");
      received += value;
    }
    expect(received).not.toContain("late");
    releaseLatePart();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received += value;
    }
    expect(received).toBe("<main>" + "shell ".repeat(200) + "</main><p>late</p>");
  });

  it("leaves clients without compression alone", async () => {
    const response = await fetch(`${base}/site.css`, {
      headers: { "Accept-Encoding": "identity" },
      signal: AbortSignal.timeout(5000),
    });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-length")).toBe(String(css.length));
  });
});
