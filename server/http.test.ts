import { describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { loadConfig } from "./config.ts";
import { createInProcessEventBus } from "./adapters/events/in-process.ts";
import { createHttpApp } from "./http.ts";
import { useTestDatabase } from "./test/test-database.ts";

const database = useTestDatabase();

function makeApp(overrides: { isShuttingDown?: () => boolean; clientDir?: string } = {}) {
  return createHttpApp({
    config: loadConfig({ NODE_ENV: "production" }),
    database,
    log: pino({ level: "silent" }),
    events: createInProcessEventBus(),
    handlePage: (request, context) =>
      Promise.resolve(
        new Response(`<p>${new URL(request.url).pathname} ${context.nonce}</p>${"x".repeat(4000)}`, {
          headers: { "Content-Type": "text/html" },
        }),
      ),
    ...overrides,
  });
}

describe("http app", () => {
  it("answers /healthz after asking the database", async () => {
    const response = await makeApp().request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: database.label });
  });

  it("refuses a form post to a page from another site, and lets our own and non-browser posts through", async () => {
    const app = makeApp();
    const post = (headers: Record<string, string>) =>
      app.request("http://localhost:3000/contact", { method: "POST", body: "name=Ana", headers });
    const refused = await post({ Host: "localhost:3000", Origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("This form can only be sent from our own pages.");
    expect((await post({ Host: "localhost:3000", Origin: "null" })).status).toBe(403);
    expect((await post({ Host: "localhost:3000", "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post({ Host: "localhost:3000", Origin: "http://localhost:3000" })).status).toBe(200);
    expect((await post({ Host: "localhost:3000", "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await post({ Host: "localhost:3000" })).status).toBe(200);
    // Reading a page is never refused, wherever the link was.
    const read = await app.request("http://localhost:3000/contact", {
      headers: { Origin: "https://evil.example" },
    });
    expect(read.status).toBe(200);
  });

  it("answers 503 on /healthz while draining", async () => {
    const response = await makeApp({ isShuttingDown: () => true }).request("/healthz");
    expect(response.status).toBe(503);
  });

  it("sets security headers with a per-response script nonce", async () => {
    const app = makeApp();
    const first = await app.request("/");
    const second = await app.request("/");
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toBe(second.headers.get("content-security-policy"));
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(await first.text()).toContain(`/ ${nonce}`);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends hashed assets with the resource headers only, documents with the document policies", async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "client-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(
      path.join(clientDir, "assets", "chunk-abc123.js"),
      `export const value = ${"1".repeat(2000)};`,
    );
    const app = makeApp({ clientDir: path.relative(process.cwd(), clientDir) });
    const asset = await app.request("/assets/chunk-abc123.js", { headers: { "Accept-Encoding": "br" } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    for (const documentOnly of [
      "content-security-policy",
      "x-frame-options",
      "permissions-policy",
      "x-request-id",
    ]) {
      expect(asset.headers.get(documentOnly)).toBeNull();
    }
    const page = await app.request("/menu");
    expect(page.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=()");
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    const missing = await app.request("/assets/missing-000.js");
    expect(missing.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const api = await app.request("/api/nothing-here");
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
    expect(api.headers.get("content-security-policy")).toBeNull();
  });

  it("compresses text for clients that accept it, with brotli when offered", async () => {
    const response = await makeApp().request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const brotli = await makeApp().request("/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const { brotliDecompressSync } = await import("node:zlib");
    const text = brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString();
    expect(text).toContain("xxxx");
    const plain = await makeApp().request("/");
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await makeApp().request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "No such endpoint." } });
  });
});
