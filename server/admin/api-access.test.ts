import { randomUUID } from "node:crypto";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createInProcessEventBus } from "#server/adapters/events/in-process.ts";
import { account, user } from "#server/db/schema/index.ts";
import { createHttpApp } from "#server/http.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { createAdminAuth } from "#server/auth/admin-auth.ts";
import { hashPassword } from "#server/auth/passwords.ts";

const database = useTestDatabase();
const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3000" });
const ORIGIN = "http://127.0.0.1:3000";

function makeApp() {
  const shutdown = new AbortController();
  const app = createHttpApp({
    config,
    database,
    log: pino({ level: "silent" }),
    events: createInProcessEventBus(),
    shutdown: shutdown.signal,
    handlePage: () =>
      Promise.resolve(new Response("<p>page</p>", { headers: { "Content-Type": "text/html" } })),
  });
  return { app, shutdown };
}

async function signIn(email: string, password: string): Promise<string> {
  const result = await createAdminAuth(database.db, config).signIn({ email, password }, new Headers());
  if (!result.ok) throw new Error(`could not sign in ${email}`);
  return result.setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** Every /api/admin/* route the server registered, whatever the module that added it. */
function adminEndpoints(app: ReturnType<typeof makeApp>["app"]) {
  const seen = new Set<string>();
  return app.routes
    .filter((route) => route.path.startsWith("/api/admin/") && route.method !== "ALL")
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((route) => ({ method: route.method, path: route.path.replace(/:[^/]+/g, "x") }));
}

describe("every /api/admin endpoint", () => {
  it("refuses a signed-out request (401) and a non-admin's session (403), and serves an admin", async () => {
    await createFirstAdmin(database.db, {
      name: "Owner",
      email: "owner@example.com",
      password: "Owner-Password-1",
    });
    const staffId = randomUUID();
    await database.db.insert(user).values({ id: staffId, name: "Staff", email: "staff@example.com" });
    await database.db.insert(account).values({
      id: randomUUID(),
      accountId: staffId,
      providerId: "credential",
      userId: staffId,
      password: await hashPassword("Staff-Password-1"),
    });
    const adminCookie = await signIn("owner@example.com", "Owner-Password-1");
    const staffCookie = await signIn("staff@example.com", "Staff-Password-1");

    const { app, shutdown } = makeApp();
    const endpoints = adminEndpoints(app);
    expect(endpoints.length).toBeGreaterThan(0);
    for (const { method, path } of endpoints) {
      const send = (cookie?: string) =>
        app.request(path, {
          method,
          headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
          signal: AbortSignal.timeout(5000),
        });
      const signedOut = await send();
      expect(signedOut.status, `${method} ${path} signed out`).toBe(401);
      expect(signedOut.headers.get("cache-control")).toBe("no-store");
      const forged = await send("island-admin.session_token=forged.value");
      expect(forged.status, `${method} ${path} forged cookie`).toBe(401);
      const staff = await send(staffCookie);
      expect(staff.status, `${method} ${path} non-admin`).toBe(403);
      expect(await staff.json()).toEqual({
        error: { code: "FORBIDDEN", message: "You don't have administrator privileges to access this area." },
      });
      const admin = await send(adminCookie);
      // A write sent without its body reaches the handler, which refuses the empty body.
      expect(admin.status, `${method} ${path} admin`).toBe(method === "GET" ? 200 : 400);
      await admin.body?.cancel();
    }
    shutdown.abort();
  });

  it("refuses a state-changing admin request from another origin before anything runs", async () => {
    const { app } = makeApp();
    for (const origin of ["https://evil.example", "null"]) {
      const response = await app.request("/admin/settings/notifications", {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=toggle&value=false",
      });
      expect(response.status).toBe(403);
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    }
    const noOrigin = await app.request("/admin/logout", { method: "POST" });
    expect(noOrigin.status).toBe(403);
    const sameOrigin = await app.request("/admin/logout", { method: "POST", headers: { Origin: ORIGIN } });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.headers.get("cache-control")).toBe("no-store");
  });

  it("sends admin paths written in another case to the lower-case path before any page answers", async () => {
    const { app } = makeApp();
    const reads = [
      ["/ADMIN/orders", "/admin/orders"],
      ["/Admin/Orders?status=paid", "/admin/orders?status=paid"],
      ["/aDmIn", "/admin"],
      ["/API/Admin/orders", "/api/admin/orders"],
    ];
    for (const [path, lowered] of reads) {
      const response = await app.request(path!);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(lowered);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    // A form sent to another case keeps its method, and meets the cross-origin refusal at its lower-case path.
    const post = await app.request("/ADMIN/settings/notifications", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(post.status).toBe(308);
    expect(post.headers.get("location")).toBe("/admin/settings/notifications");
    // Other paths are left alone.
    expect((await app.request("/Menu")).status).toBe(200);
  });
});
