import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createInProcessEventBus } from "#server/adapters/events/in-process.ts";
import { createHttpApp } from "#server/http.ts";
import { SERVICE_WORKER_CSP } from "#server/security-headers.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { buildVersion } from "./api.ts";

const database = useTestDatabase();

function clientDirWith(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "island-client-"));
  mkdirSync(path.join(dir, "assets"));
  for (const file of files) writeFileSync(path.join(dir, "assets", file), "/* built */");
  return dir;
}

function makeApp(clientDir?: string) {
  return createHttpApp({
    config: loadConfig({ NODE_ENV: "production" }),
    database,
    log: pino({ level: "silent" }),
    events: createInProcessEventBus(),
    handlePage: () =>
      Promise.resolve(new Response("<p>page</p>", { headers: { "Content-Type": "text/html" } })),
    ...(clientDir ? { clientDir } : {}),
  });
}

describe("the installable admin's files", () => {
  it("serves the manifest to anyone: the board in its own window, within /admin, with its icons", async () => {
    const response = await makeApp().request("/admin/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: "Island Spice Admin",
      start_url: "/admin/orders",
      scope: "/admin",
      display: "standalone",
      theme_color: "#f97316",
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
  });

  it("serves the worker for the /admin scope under its own strict policy", async () => {
    const response = await makeApp().request("/admin/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("Service-Worker-Allowed")).toBe("/admin");
    expect(response.headers.get("Content-Security-Policy")).toBe(SERVICE_WORKER_CSP);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const script = await response.text();
    expect(script).toContain('addEventListener("fetch"');
    // the same worker shows the phone alerts
    expect(script).toContain('addEventListener("push"');
    expect(script).toContain('const CACHE = "island-admin-dev";');
  });

  it("names the worker's cache after the build, so a new build replaces the old files", async () => {
    const first = clientDirWith(["entry.client-A1.js", "orders-B2.js"]);
    const same = clientDirWith(["orders-B2.js", "entry.client-A1.js"]);
    const next = clientDirWith(["entry.client-A1.js", "orders-C3.js"]);
    expect(buildVersion(first)).toMatch(/^[0-9a-f]{16}$/);
    expect(buildVersion(same)).toBe(buildVersion(first));
    expect(buildVersion(next)).not.toBe(buildVersion(first));
    expect(buildVersion(undefined)).toBe("dev");
    expect(buildVersion(path.join(tmpdir(), "no-such-build"))).toBe("dev");
    const script = await (await makeApp(next).request("/admin/sw.js")).text();
    expect(script).toContain(`const CACHE = "island-admin-${buildVersion(next)}";`);
  });

  it("answers only reads: a post to the worker's address is not one of its routes", async () => {
    const response = await makeApp().request("http://localhost:3000/admin/sw.js", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
  });
});
