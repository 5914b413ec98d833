import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cateringRequestMessages, cateringRequests, mailOutbox } from "#server/db/schema/index.ts";
import { formPost, makePageContext, signInFirstAdmin } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { quoteRequestValues } from "#server/catering/service.ts";
import { runAction } from "#app/lib/action.server.ts";
import { changeCateringRequest, loadCateringRequest } from "./catering-request.server.ts";
import { loadCateringRequests } from "./catering.server.ts";

const database = useTestDatabase();
const URL_BASE = "http://shop.test/admin/catering";

const adminCookie = () => signInFirstAdmin(database.db);

type Failure = {
  data: { error: { code: string; message: string; fields?: Record<string, string> } };
  init: { status: number };
};

async function stored(id: string) {
  const [row] = await database.db.select().from(cateringRequests).where(eq(cateringRequests.id, id));
  const [messages, mails] = await Promise.all([
    database.db.select({ id: cateringRequestMessages.id }).from(cateringRequestMessages),
    database.db.select({ id: mailOutbox.id }).from(mailOutbox),
  ]);
  return { status: row?.status, notes: row?.internal_notes, messages: messages.length, mails: mails.length };
}

describe("the catering pages' loaders and action", () => {
  let cookie = "";
  let id = "";

  it("signed out, send the visitor to sign in; signed in, read the list and the request", async () => {
    const [row] = await database.db
      .insert(cateringRequests)
      .values(
        quoteRequestValues({
          customerName: "Ana Lopez",
          email: "ana@example.com",
          phone: "",
          eventDate: "2030-06-01",
          eventTime: "17:00",
          guestCount: 40,
          eventType: "Family",
          deliveryOption: "pickup",
          specialRequests: "",
        }),
      )
      .returning({ id: cateringRequests.id });
    id = row!.id;
    for (const load of [
      () => loadCateringRequests(new Request(URL_BASE), makePageContext(database.db)),
      () => loadCateringRequest(new Request(`${URL_BASE}/${id}`), makePageContext(database.db), id),
    ]) {
      const thrown = await load().then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
    }
    const signedOutAction = (await runAction(() =>
      changeCateringRequest(
        formPost(`${URL_BASE}/${id}`, { intent: "status", status: "confirmed" }),
        makePageContext(database.db),
        id,
      ),
    ).catch((error: unknown) => error)) as Response | Failure;
    expect(
      signedOutAction instanceof Response ? signedOutAction.status : signedOutAction.init.status,
    ).not.toBe(200);
    expect((await stored(id)).status).toBe("pending");

    cookie = await adminCookie();
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    const list = await loadCateringRequests(
      new Request(`${URL_BASE}?status=pending&from=2030-01-01&to=bad`),
      context,
    );
    expect(list.filters).toEqual({ status: "pending", from: "2030-01-01", to: null });
    expect(list.requests.map((request) => request.id)).toEqual([id]);
    const page = await loadCateringRequest(new Request(`${URL_BASE}/${id}`), context, id);
    expect(page.request).toMatchObject({ customerName: "Ana Lopez", guestCount: 40, order: null });
  });

  it("answers 404 for an id that is not a catering request, whatever its shape", async () => {
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    for (const bad of ["x", "00000000-0000-4000-8000-000000000000", "'; drop table orders; --", "\u0000"]) {
      const thrown = await loadCateringRequest(new Request(`${URL_BASE}/x`), context, bad).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toMatchObject({ init: { status: 404 } });
      const answer = (await runAction(() =>
        changeCateringRequest(formPost(`${URL_BASE}/x`, { intent: "reply", message: "Hi" }), context, bad),
      )) as Failure;
      expect(answer.init.status).toBe(404);
    }
  });

  it("refuses an empty or over-long reply, over-long notes and an unknown status by the field, storing nothing", async () => {
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    const before = await stored(id);
    const cases: [Record<string, string>, string, string][] = [
      [{ intent: "reply", message: "  " }, "message", "Reply is required"],
      [{ intent: "reply", message: "x".repeat(5001) }, "message", "Reply must be 5000 characters or fewer"],
      [{ intent: "notes", notes: "x".repeat(5001) }, "notes", "Notes must be 5000 characters or fewer"],
      [
        { intent: "status", status: "deleted" },
        "status",
        "Choose Pending, Contacted, Quoted, Confirmed, Completed or Cancelled",
      ],
    ];
    for (const [fields, field, message] of cases) {
      const answer = (await runAction(() =>
        changeCateringRequest(formPost(`${URL_BASE}/${id}`, fields), context, id),
      )) as Failure;
      expect(answer.init.status).toBe(400);
      expect(answer.data.error.fields?.[field]).toBe(message);
    }
    const unknown = (await runAction(() =>
      changeCateringRequest(formPost(`${URL_BASE}/${id}`, { intent: "delete" }), context, id),
    )) as Failure;
    expect(unknown.init.status).toBe(400);
    expect(await stored(id)).toEqual(before);
  });

  it("a reply, notes and a status go through", async () => {
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    const post = (fields: Record<string, string>) =>
      runAction(() => changeCateringRequest(formPost(`${URL_BASE}/${id}`, fields), context, id));
    // No mail server in this test: the answer says the reply was kept, not emailed.
    expect(await post({ intent: "reply", message: "We would love to cook for you." })).toEqual({
      ok: true,
      intent: "reply",
      emailNotSetUp: true,
    });
    expect(await post({ intent: "notes", notes: "  Call Friday.  " })).toEqual({ ok: true, intent: "notes" });
    expect(await post({ intent: "status", status: "quoted" })).toEqual({ ok: true, intent: "status" });
    expect(await stored(id)).toMatchObject({
      status: "quoted",
      notes: "Call Friday.",
      messages: 1,
      mails: 1,
    });
  });
});
