// The installable admin's files (docs/product/06-admin.md §6.4): its manifest and its service worker. Both
// are open to anyone (the browser fetches them without asking who is signed in; they hold nothing
// private) and pass the admin guard like every /admin path (no-store, noindex).
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import { ADMIN_MANIFEST_PATH, ADMIN_SCOPE, ADMIN_WORKER_PATH } from "#domain/admin-app.ts";
import type { HonoEnv } from "#server/http-context.ts";
import { SERVICE_WORKER_CSP } from "#server/security-headers.ts";
import { ADMIN_MANIFEST } from "./manifest.ts";
import { serviceWorkerScript } from "./service-worker.ts";

/**
 * The build's version: a digest of its hashed file names, which change with any file's content.
 * Without a build folder (development, tests) the worker's caches are named "dev".
 */
export function buildVersion(clientDir: string | undefined): string {
  if (!clientDir) return "dev";
  let names: string[];
  try {
    names = readdirSync(path.join(clientDir, "assets")).sort();
  } catch {
    return "dev";
  }
  return createHash("sha256").update(names.join("\n")).digest("hex").slice(0, 16);
}

export function registerAdminAppRoutes(app: Hono<HonoEnv>, options: { clientDir?: string }): void {
  let script: string | null = null;
  const manifest = JSON.stringify(ADMIN_MANIFEST);

  app.get(ADMIN_MANIFEST_PATH, (c) => {
    c.header("Content-Type", "application/manifest+json; charset=utf-8");
    return c.body(manifest);
  });

  app.get(ADMIN_WORKER_PATH, (c) => {
    script ??= serviceWorkerScript(buildVersion(options.clientDir));
    c.header("Content-Type", "text/javascript; charset=utf-8");
    // The script lives in /admin/ but covers /admin itself as well.
    c.header("Service-Worker-Allowed", ADMIN_SCOPE);
    c.header("Content-Security-Policy", SERVICE_WORKER_CSP);
    return c.body(script);
  });
}
