// The dashboard's "Ready-time quotes" card through its route action (docs/product/03-ordering.md §3.14):
// admins only, the four numbers saved and audited, bad input refused by its field with nothing changed, and
// the next quote following the new settings at once.
import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { desc, inArray } from "drizzle-orm";
import { account, auditLog, siteSettings, user } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { formPost, makePageContext, sessionCookieFor } from "#server/test/page-context.ts";
import { setStoreHours } from "#server/test/ordering-fixtures.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { hashPassword } from "#server/auth/passwords.ts";
import { readReadyQuoteSettings } from "#server/settings/ordering-controls-admin-service.ts";
import { forgetKitchenFigures, quoteForLines } from "#server/orders/quote-service.ts";
import { DEFAULT_QUOTE_SETTINGS, QUOTE_SETTING_KEYS } from "#domain/ready-quote.ts";
import { activitySentence } from "#domain/activity-sentence.ts";
import { runAction } from "#app/lib/action.server.ts";
import { changeDashboard, loadDashboard } from "./dashboard.server.ts";

const database = useTestDatabase();
const DASHBOARD = "http://shop.test/admin/dashboard";
let adminCookie = "";
let staffCookie = "";
let ownerId = "";

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
  adminCookie = await sessionCookieFor(database.db, "owner@example.com", "Owner-Password-1");
  staffCookie = await sessionCookieFor(database.db, "staff@example.com", "Staff-Password-1");
  await setStoreHours(database.db);
});
beforeEach(async () => {
  await database.db.delete(siteSettings).where(inArray(siteSettings.setting_key, [...QUOTE_SETTING_KEYS]));
  forgetKitchenFigures(database.db);
});

const as = (cookie: string) => makePageContext(database.db, { headers: { Cookie: cookie } });

type Answer = {
  status: number;
  body: Record<string, unknown> & { error?: { message: string; fields?: Record<string, string> } };
};

async function post(fields: Record<string, string>, cookie = adminCookie): Promise<Answer> {
  const result: unknown = await runAction(() =>
    changeDashboard(formPost(DASHBOARD, { intent: "quotes", ...fields }), as(cookie)),
  );
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as { data: Answer["body"]; init: { status?: number } | null };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Answer["body"] };
}

const form = (usual: string, shortest: string, longest: string, capacity: string) => ({
  quote_default_minutes: usual,
  quote_min_minutes: shortest,
  quote_max_minutes: longest,
  kitchen_capacity: capacity,
});

describe("the ready-time quotes' settings", () => {
  it("shows the defaults, saves four whole numbers, audits them in plain words and shows them again", async () => {
    const before = await loadDashboard(new Request(DASHBOARD), as(adminCookie));
    expect(before.readyQuotes).toEqual(DEFAULT_QUOTE_SETTINGS);

    const saved = await post(form(" 25 ", "15", "120", "3"));
    expect(saved.status).toBe(200);
    const expected = { defaultMinutes: 25, minMinutes: 15, maxMinutes: 120, capacity: 3 };
    expect(saved.body).toMatchObject({ ok: true, readyQuotes: expected });
    expect(await readReadyQuoteSettings(database.db)).toEqual(expected);
    expect((await loadDashboard(new Request(DASHBOARD), as(adminCookie))).readyQuotes).toEqual(expected);

    const [audit] = await database.db
      .select({ actor: auditLog.actor_user_id, entity: auditLog.entity, details: auditLog.details })
      .from(auditLog)
      .orderBy(desc(auditLog.created_at))
      .limit(1);
    const details = audit?.details as { before: unknown; after: unknown };
    expect(audit?.actor).toBe(ownerId);
    expect(details).toMatchObject({
      before: { usual_preparation_time: 20, shortest_quote: 10, longest_quote: 90, orders_cooked_at_once: 2 },
      after: { usual_preparation_time: 25, shortest_quote: 15, longest_quote: 120, orders_cooked_at_once: 3 },
    });
    const sentence = activitySentence({
      actorUserId: ownerId,
      actorName: "Owner",
      action: "update",
      entity: audit!.entity,
      before: details.before,
      after: details.after,
    });
    expect(sentence).toBe(
      "Owner changed the settings: longest quote, shortest quote, orders cooked at once and usual preparation time",
    );
  });

  it("refuses numbers out of bounds, fractions and words by their fields, changing nothing", async () => {
    const bounds = await post(form("0", "241", "481", "21"));
    expect(bounds.status).toBe(400);
    expect(bounds.body.error?.fields).toEqual({
      quote_default_minutes: "Enter a whole number from 1 to 240",
      quote_min_minutes: "Enter a whole number from 1 to 240",
      quote_max_minutes: "Enter a whole number from 1 to 480",
      kitchen_capacity: "Enter a whole number from 1 to 20",
    });
    const words = await post(form("twenty", "2.5", "-1", ""));
    expect(words.status).toBe(400);
    expect(Object.keys(words.body.error?.fields ?? {}).sort()).toEqual([
      "kitchen_capacity",
      "quote_default_minutes",
      "quote_max_minutes",
      "quote_min_minutes",
    ]);
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(await readReadyQuoteSettings(database.db)).toEqual(DEFAULT_QUOTE_SETTINGS);
  });

  it("refuses a shortest quote above the usual time and a longest below it, on those fields", async () => {
    const refused = await post(form("30", "40", "25", "2"));
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual({
      quote_min_minutes: "The shortest quote can't be longer than the usual preparation time",
      quote_max_minutes: "The longest quote can't be shorter than the usual preparation time",
    });
    // equal figures are allowed
    expect((await post(form("30", "30", "30", "1"))).status).toBe(200);
  });

  it("quotes with the new figures at once: the new minimum and usual time", async () => {
    const lines = [{ itemId: null, quantity: 1 }];
    const first = await quoteForLines(database.db, lines);
    expect(first).toMatchObject({ kind: "quote", minutes: 20 });
    expect((await post(form("45", "45", "60", "2"))).status).toBe(200);
    expect(await quoteForLines(database.db, lines)).toMatchObject({ kind: "quote", minutes: 45 });
  });

  it("sends a signed-out visitor to sign in and refuses a non-admin, changing nothing", async () => {
    const signedOut = await changeDashboard(
      formPost(DASHBOARD, { intent: "quotes", ...form("30", "10", "90", "2") }),
      makePageContext(database.db),
    ).catch((thrown: unknown) => thrown);
    expect((signedOut as Response).status).toBe(302);
    const staff = await changeDashboard(
      formPost(DASHBOARD, { intent: "quotes", ...form("30", "10", "90", "2") }),
      as(staffCookie),
    ).catch((thrown: unknown) => thrown);
    expect((staff as { init: { status: number } }).init.status).toBe(403);
    expect(await readReadyQuoteSettings(database.db)).toEqual(DEFAULT_QUOTE_SETTINGS);
  });
});
