import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { SESSION_ENDS_HEADER, SIGNED_OUT_HEADER } from "#domain/admin-app.ts";
import type { HonoEnv } from "#server/http-context.ts";
import type { AdminAuth, SessionLookup } from "./admin-auth.ts";
import { sessionCookies } from "./request-session.ts";

const SIGNED_IN: SessionLookup = {
  user: { userId: "u1", name: "Olive Owner", email: "owner@example.com", sessionId: "s1" },
  setCookies: [],
  endsAt: new Date("2026-05-04T09:30:00.000Z"),
};
const NOBODY: SessionLookup = { user: null, setCookies: [] };

function appWith(lookup: SessionLookup) {
  const auth: AdminAuth = {
    readSession: () => Promise.resolve(lookup),
    signIn: () => Promise.reject(new Error("not used")),
    signOut: () => Promise.reject(new Error("not used")),
  };
  const app = new Hono<HonoEnv>();
  app.use("/admin/*", sessionCookies(auth));
  app.get("/admin/reads", async (c) => {
    const { user } = await c.get("readSession")!();
    return user ? c.text("board") : c.text("sign in", 401);
  });
  app.get("/admin/manifest", (c) => c.text("{}"));
  return app;
}

describe("an admin answer says when nobody is signed in", () => {
  it("marks an answer whose request found no session, so the admin's worker forgets what it keeps", async () => {
    const answer = await appWith(NOBODY).request("/admin/reads");
    expect(answer.status).toBe(401);
    expect(answer.headers.get(SIGNED_OUT_HEADER)).toBe("1");
  });

  it("says when a signed-in session ends, so the worker shows nothing kept under it after that", async () => {
    const answer = await appWith(SIGNED_IN).request("/admin/reads");
    expect(answer.headers.get(SIGNED_OUT_HEADER)).toBeNull();
    expect(answer.headers.get(SESSION_ENDS_HEADER)).toBe("2026-05-04T09:30:00.000Z");
    const signedOut = await appWith(NOBODY).request("/admin/reads");
    expect(signedOut.headers.get(SESSION_ENDS_HEADER)).toBeNull();
  });

  it("leaves an answer that never asked who is signed in unmarked", async () => {
    const answer = await appWith(NOBODY).request("/admin/manifest");
    expect(answer.headers.get(SIGNED_OUT_HEADER)).toBeNull();
    expect(answer.headers.get(SESSION_ENDS_HEADER)).toBeNull();
  });
});
