import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { serve, type ServerType } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { compression } from "./compression";

// Over a real socket: a wrong Content-Length after compression makes browsers wait forever.
let server: ServerType;
let base: string;
const css = `body { color: red; }\n`.repeat(500);

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

  it("leaves clients without compression alone", async () => {
    const response = await fetch(`${base}/site.css`, {
      headers: { "Accept-Encoding": "identity" },
      signal: AbortSignal.timeout(5000),
    });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-length")).toBe(String(css.length));
  });
});
