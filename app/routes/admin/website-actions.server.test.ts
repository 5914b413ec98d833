import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { account, alerts, auditLog, user } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { makePageContext } from "#server/test/page-context.ts";
import { createFirstAdmin } from "#server/admin-users/service.ts";
import { hashPassword } from "#server/auth/passwords.ts";
import { runAction } from "#app/lib/action.server.ts";
import { changeAlerts, loadAlertsAdmin } from "./alerts.server.ts";

const database = useTestDatabase();
let adminCookie: string;
let staffCookie: string;

async function cookieFor(email: string, password: string) {
  const context = makePageContext(database.db);
  const result = await context.auth.service.signIn({ email, password }, new Headers());
  if (!result.ok) throw new Error(`could not sign in ${email}`);
  return result.setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

beforeAll(async () => {
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
  adminCookie = await cookieFor("owner@example.com", "Owner-Password-1");
  staffCookie = await cookieFor("staff@example.com", "Staff-Password-1");
});

function asAdmin(cookie = adminCookie) {
  return makePageContext(database.db, { headers: { Cookie: cookie } });
}

function jsonPost(url: string, body: unknown, cookie = adminCookie) {
  return new Request(url, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", Cookie: cookie },
  });
}

type ErrorBody = { error?: { code: string; message: string; fields?: Record<string, string> } };

/** What the route answers: the action's value, or the status and body of its error. */
async function answer(
  work: () => Promise<unknown>,
): Promise<{ status: number; body: ErrorBody & Record<string, unknown> }> {
  const result = await runAction(work);
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as {
      data: ErrorBody & Record<string, unknown>;
      init: { status?: number } | null;
    };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

async function refusedFields(
  change: (request: Request, context: ReturnType<typeof asAdmin>) => Promise<unknown>,
  url: string,
  base: Record<string, unknown>,
  cases: [Record<string, unknown>, string, string][],
) {
  for (const [override, field, message] of cases) {
    const result = await answer(() =>
      change(jsonPost(url, { intent: "create", item: { ...base, ...override } }), asAdmin()),
    );
    expect(result.status, field).toBe(400);
    expect(result.body.error?.fields?.[field], field).toBe(message);
  }
}

const ALERT = {
  title: "Holiday hours",
  message: "We close early on Christmas Eve.",
  alert_type: "warning",
  background_color: "",
  text_color: "",
  start_date: "2026-12-20T09:00",
  end_date: "2026-12-24T15:00",
  is_active: true,
  is_dismissible: true,
};
const ALERTS_URL = "http://shop.test/admin/alerts";

describe("/admin/alerts", () => {
  it("sends a signed-out visitor to sign in and refuses a non-admin", async () => {
    const signedOut = await changeAlerts(
      jsonPost(ALERTS_URL, { intent: "create", item: ALERT }, ""),
      makePageContext(database.db),
    ).catch((thrown: unknown) => thrown);
    expect((signedOut as Response).status).toBe(302);
    const staff = await changeAlerts(
      jsonPost(ALERTS_URL, { intent: "create", item: ALERT }, staffCookie),
      asAdmin(staffCookie),
    ).catch((thrown: unknown) => thrown);
    expect((staff as { init: { status: number } }).init.status).toBe(403);
    const staffLoad = await loadAlertsAdmin(new Request(ALERTS_URL), asAdmin(staffCookie)).catch(
      (thrown: unknown) => thrown,
    );
    expect((staffLoad as { init: { status: number } }).init.status).toBe(403);
    expect(await database.db.select().from(alerts)).toHaveLength(0);
  });

  it("refuses bad input by the field and saves nothing", async () => {
    await refusedFields(changeAlerts, ALERTS_URL, ALERT, [
      [{ background_color: "orange" }, "background_color", "Background colour must be a colour like #F97316"],
      [{ text_color: "#12345" }, "text_color", "Text colour must be a colour like #F97316"],
      [{ end_date: "2026-12-19T09:00" }, "end_date", "End must be after the start"],
      [
        { start_date: "2026-02-30T09:00" },
        "start_date",
        "Start must be a date and time like 2026-12-24 18:00",
      ],
      [{ alert_type: "party" }, "alert_type", "Choose success, warning, error or info"],
      [{ message: "" }, "message", "Message is required"],
      [{ message: "x".repeat(501) }, "message", "Message must be 500 characters or fewer"],
      [{ title: "x".repeat(101) }, "title", "Title must be 100 characters or fewer"],
    ]);
    expect(await database.db.select().from(alerts)).toHaveLength(0);
    const unknown = await answer(() => changeAlerts(jsonPost(ALERTS_URL, { intent: "party" }), asAdmin()));
    expect(unknown.status).toBe(400);
    const missing = await answer(() =>
      changeAlerts(jsonPost(ALERTS_URL, { intent: "update", id: randomUUID(), item: ALERT }), asAdmin()),
    );
    expect(missing.status).toBe(404);
  });

  it("stores dates typed on the business's clock and shows them back the same way", async () => {
    const created = await answer(() =>
      changeAlerts(jsonPost(ALERTS_URL, { intent: "create", item: ALERT }), asAdmin()),
    );
    expect(created).toEqual({ status: 200, body: { ok: true, message: "Alert saved." } });
    const [row] = await database.db.select().from(alerts);
    // America/New_York, the default zone, is UTC-5 in December.
    expect(row!.start_date?.toISOString()).toBe("2026-12-20T14:00:00.000Z");
    expect(row!.end_date?.toISOString()).toBe("2026-12-24T20:00:00.000Z");
    const loaded = await loadAlertsAdmin(new Request(ALERTS_URL), asAdmin());
    expect(loaded.timeZone).toBe("America/New_York");
    expect(loaded.alerts[0]).toMatchObject({ start_date: "2026-12-20T09:00", end_date: "2026-12-24T15:00" });

    const edited = await answer(() =>
      changeAlerts(
        jsonPost(ALERTS_URL, {
          intent: "update",
          id: row!.id,
          item: { ...ALERT, background_color: "#123456", text_color: "#fff", end_date: "" },
        }),
        asAdmin(),
      ),
    );
    expect(edited.status).toBe(200);
    const [after] = await database.db.select().from(alerts);
    expect(after).toMatchObject({ background_color: "#123456", text_color: "#fff", end_date: null });
    const audits = await database.db.select().from(auditLog);
    expect(audits.filter((audit) => audit.entity === "alerts").map((audit) => audit.action)).toEqual([
      "create",
      "update",
    ]);
  });
});
