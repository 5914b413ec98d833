// The dashboard's pause switch and Settings → Hours' capacity field, through their route actions:
// admins only, bad input refused by the field with nothing changed, every change audited, and a
// timed pause that ends by itself.
import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { desc, inArray } from "drizzle-orm";
import { account, auditLog, siteSettings, user } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { formPost, makePageContext } from "#server/test/page-context.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { hashPassword } from "#server/auth/passwords.ts";
import { pauseOrdering, readOrderingControls } from "#server/settings/ordering-controls-admin-service.ts";
import { isAppError } from "#server/errors.ts";
import { UNTIL_RESUMED, type PauseDuration } from "#domain/ordering-pause.ts";
import { runAction } from "#app/lib/action.server.ts";
import { changeDashboard, loadDashboard } from "./dashboard.server.ts";
import { changeHours, loadHoursSettings } from "./settings-hours.server.ts";

const database = useTestDatabase();
let adminCookie = "";
let staffCookie = "";
let ownerId = "";

async function cookieFor(email: string, password: string) {
  const context = makePageContext(database.db);
  const result = await context.auth.service.signIn({ email, password }, new Headers());
  if (!result.ok) throw new Error(`could not sign in ${email}`);
  return result.setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

beforeAll(async () => {
  ownerId = (
    await createFirstAdmin(database.db, {
      name: "Owner",
      email: "owner@example.com",
      password: "Owner-Password-1",
    })
  ).userId;
  const staffId = randomUUID();
  await database.db.insert(user).values({ id: staffId, name: "Staff", email: "staff@example.com" });
  await database.db.insert(account).values({
    id: randomUUID(),
    accountId: staffId,
    providerId: "credential",
    userId: staffId,
    password: await hashPassword("Staff-Password-1"),
  });
  adminCookie = await cookieFor("owner@example.com", "Owner-Password-1");
  staffCookie = await cookieFor("staff@example.com", "Staff-Password-1");
});
beforeEach(async () => {
  await database.db
    .delete(siteSettings)
    .where(inArray(siteSettings.setting_key, ["ordering_paused_until", "slot_capacity"]));
});

const as = (cookie: string) => makePageContext(database.db, { headers: { Cookie: cookie } });
const DASHBOARD = "http://shop.test/admin/dashboard";
const HOURS = "http://shop.test/admin/settings/hours";

type Answer = {
  status: number;
  body: Record<string, unknown> & { error?: { message: string; fields?: Record<string, string> } };
};

async function answer(work: () => Promise<unknown>): Promise<Answer> {
  const result = await runAction(work);
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as { data: Answer["body"]; init: { status?: number } | null };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Answer["body"] };
}

async function lastAudit() {
  const [row] = await database.db
    .select({ action: auditLog.action, entity_id: auditLog.entity_id, actor: auditLog.actor_user_id })
    .from(auditLog)
    .orderBy(desc(auditLog.created_at))
    .limit(1);
  return row;
}

describe("pausing online ordering", () => {
  it("pauses for 30 minutes, shows the end on the dashboard, audits it, and resumes", async () => {
    const before = Date.now();
    const paused = await answer(() =>
      changeDashboard(formPost(DASHBOARD, { intent: "pause", duration: "30" }), as(adminCookie)),
    );
    expect(paused.status).toBe(200);
    const until = new Date(paused.body.pausedUntil as string).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(until).toBeLessThan(Date.now() + 30 * 60_000 + 1000);
    expect(await lastAudit()).toEqual({
      action: "pause-ordering",
      entity_id: "ordering_paused_until",
      actor: ownerId,
    });
    const dashboard = await loadDashboard(new Request(DASHBOARD), as(adminCookie));
    expect(dashboard.pausedUntil).toBe(paused.body.pausedUntil);

    const resumed = await answer(() =>
      changeDashboard(formPost(DASHBOARD, { intent: "resume" }), as(adminCookie)),
    );
    expect(resumed.body).toMatchObject({ ok: true, pausedUntil: null });
    expect((await lastAudit())?.action).toBe("resume-ordering");
    expect((await readOrderingControls(database.db)).pausedUntil).toBeNull();
  });

  it("pauses until resumed", async () => {
    const paused = await answer(() =>
      changeDashboard(formPost(DASHBOARD, { intent: "pause", duration: UNTIL_RESUMED }), as(adminCookie)),
    );
    expect(paused.body.pausedUntil).toBe(UNTIL_RESUMED);
  });

  it("ends a timed pause by itself once its end has passed", async () => {
    const startedAt = new Date(Date.now() - 16 * 60_000);
    await pauseOrdering(database.db, ownerId, { duration: "15", now: startedAt });
    expect(
      (await readOrderingControls(database.db, new Date(startedAt.getTime() + 60_000))).pausedUntil,
    ).not.toBeNull();
    expect((await readOrderingControls(database.db)).pausedUntil).toBeNull();
  });

  it("refuses an unknown duration by its field, changing nothing", async () => {
    const refused = await answer(() =>
      changeDashboard(formPost(DASHBOARD, { intent: "pause", duration: "45" }), as(adminCookie)),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({ duration: "Choose 15, 30 or 60 minutes, or until resumed" });
    const direct = await pauseOrdering(database.db, ownerId, { duration: "90" as PauseDuration }).catch(
      (error: unknown) => error,
    );
    expect(isAppError(direct)).toBe(true);
    expect((await readOrderingControls(database.db)).pausedUntil).toBeNull();
  });

  it("sends a signed-out visitor to sign in and refuses a non-admin", async () => {
    const signedOut = await changeDashboard(
      formPost(DASHBOARD, { intent: "pause", duration: "15" }),
      makePageContext(database.db),
    ).catch((thrown: unknown) => thrown);
    expect((signedOut as Response).status).toBe(302);
    const staff = await changeDashboard(
      formPost(DASHBOARD, { intent: "pause", duration: "15" }),
      as(staffCookie),
    ).catch((thrown: unknown) => thrown);
    expect((staff as { init: { status: number } }).init.status).toBe(403);
    expect((await readOrderingControls(database.db)).pausedUntil).toBeNull();
  });
});

describe("orders per time slot", () => {
  it("saves a whole number, shows it on the hours page, and clears it back to no limit", async () => {
    const saved = await answer(() =>
      changeHours(formPost(HOURS, { intent: "capacity", slot_capacity: " 6 " }), as(adminCookie)),
    );
    expect(saved.body).toMatchObject({ ok: true, slotCapacity: 6 });
    expect(await lastAudit()).toEqual({ action: "update", entity_id: "slot_capacity", actor: ownerId });
    expect((await loadHoursSettings(new Request(HOURS), as(adminCookie))).slotCapacity).toBe(6);

    const cleared = await answer(() =>
      changeHours(formPost(HOURS, { intent: "capacity", slot_capacity: "" }), as(adminCookie)),
    );
    expect(cleared.body).toMatchObject({ ok: true, slotCapacity: null });
  });

  it("refuses a capacity below zero, a fraction or a word by the field, changing nothing", async () => {
    for (const value of ["-1", "2.5", "five", "1000"]) {
      const refused = await answer(() =>
        changeHours(formPost(HOURS, { intent: "capacity", slot_capacity: value }), as(adminCookie)),
      );
      expect(refused.status, value).toBe(400);
      expect(Object.keys(refused.body.error?.fields ?? {}), value).toEqual(["slot_capacity"]);
    }
    expect((await readOrderingControls(database.db)).slotCapacity).toBeNull();
  });

  it("refuses a non-admin", async () => {
    const staff = await changeHours(
      formPost(HOURS, { intent: "capacity", slot_capacity: "3" }),
      as(staffCookie),
    ).catch((thrown: unknown) => thrown);
    expect((staff as { init: { status: number } }).init.status).toBe(403);
    expect((await readOrderingControls(database.db)).slotCapacity).toBeNull();
  });
});
