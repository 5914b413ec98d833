import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { auditLog, orders, storeClosures } from "#server/db/schema/index.ts";
import { formPost, makePageContext, signInFirstAdmin } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { runAction } from "#app/lib/action.server.ts";
import { END_BEFORE_START_MESSAGE } from "#domain/validation/admin-closures.ts";
import { changeHours, loadHoursSettings } from "./settings-hours.server.ts";

const database = useTestDatabase();
const URL_BASE = "http://shop.test/admin/settings/hours";

type Failure = {
  data: { error: { code: string; message: string; fields?: Record<string, string> } };
  init: { status: number };
};

const CHRISTMAS = {
  start_date: "2030-12-25",
  end_date: "2030-12-25",
  kind: "closed",
  open_time: "",
  close_time: "",
  label: "Christmas",
};

async function closureCount(): Promise<number> {
  return (await database.db.select({ id: storeClosures.id }).from(storeClosures)).length;
}

describe("the closures on Settings → Hours", () => {
  let cookie = "";
  const post = (fields: Record<string, string>): Promise<unknown> =>
    runAction(() =>
      changeHours(
        formPost(URL_BASE, fields, {
          headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        }),
        makePageContext(database.db, { headers: { Cookie: cookie } }),
      ),
    ).catch((error: unknown) => error);

  it("refuses a signed-out visitor and stores nothing", async () => {
    const answer = (await post({ intent: "closure-create", ...CHRISTMAS })) as Response | Failure;
    expect(answer instanceof Response ? answer.status : answer.init.status).not.toBe(200);
    expect(await closureCount()).toBe(0);
    const thrown = await loadHoursSettings(new Request(URL_BASE), makePageContext(database.db)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
  });

  it("an admin adds, edits and removes a closure, each change audited", async () => {
    cookie = await signInFirstAdmin(database.db);
    expect(await post({ intent: "closure-create", ...CHRISTMAS })).toMatchObject({ ok: true });
    const page = await loadHoursSettings(
      new Request(URL_BASE),
      makePageContext(database.db, { headers: { Cookie: cookie } }),
    );
    expect(page.closures).toEqual([
      expect.objectContaining({
        start_date: "2030-12-25",
        end_date: "2030-12-25",
        kind: "closed",
        label: "Christmas",
      }),
    ]);
    const id = page.closures[0]!.id;
    expect(
      await post({
        intent: "closure-update",
        id,
        ...CHRISTMAS,
        kind: "special",
        open_time: "10:00",
        close_time: "02:00",
      }),
    ).toMatchObject({ ok: true });
    const [stored] = await database.db.select().from(storeClosures);
    expect(stored).toMatchObject({ kind: "special", open_time: "10:00", close_time: "02:00" });
    expect(await post({ intent: "closure-delete", id })).toMatchObject({ ok: true });
    expect(await closureCount()).toBe(0);
    const audit = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, "store_closures"));
    expect(audit.map((row) => row.action).sort()).toEqual(["create", "delete", "update"]);
  });

  it("refuses each bad input with a message by its field; never a 500", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ ...CHRISTMAS, start_date: "2030-02-30" }, "start_date", "Start date must be a real date"],
      [{ ...CHRISTMAS, end_date: "25/12/2030" }, "end_date", "End date must be a real date"],
      [{ ...CHRISTMAS, start_date: "" }, "start_date", "Start date is required"],
      [{ ...CHRISTMAS, end_date: "2030-12-24" }, "end_date", END_BEFORE_START_MESSAGE],
      [{ ...CHRISTMAS, kind: "holiday" }, "kind", "Choose Closed or Special hours"],
      [
        { ...CHRISTMAS, kind: "special", open_time: "", close_time: "18:00" },
        "open_time",
        "Opening time is required for special hours",
      ],
      [
        { ...CHRISTMAS, kind: "special", open_time: "10:00", close_time: "" },
        "close_time",
        "Closing time is required for special hours",
      ],
      [
        { ...CHRISTMAS, kind: "special", open_time: "25:00", close_time: "18:00" },
        "open_time",
        "Opening time must be a time like 09:30",
      ],
      [
        { ...CHRISTMAS, kind: "special", open_time: "10:00", close_time: "6pm" },
        "close_time",
        "Closing time must be a time like 09:30",
      ],
      [{ ...CHRISTMAS, label: "x".repeat(81) }, "label", "Label must be 80 characters or fewer"],
    ];
    for (const [fields, field, message] of cases) {
      const answer = (await post({ intent: "closure-create", ...fields })) as Failure;
      expect(answer.init.status, `${field}: ${message}`).toBe(400);
      expect(answer.data.error.fields?.[field]).toBe(message);
    }
    const forged = (await post({
      intent: "closure-delete",
      id: "00000000-0000-4000-8000-000000000000",
    })) as Failure;
    expect(forged.init.status).toBe(404);
    const badId = (await post({ intent: "closure-update", id: "nope", ...CHRISTMAS })) as Failure;
    expect(badId.init.status).toBe(400);
    expect(await closureCount()).toBe(0);
  });

  it("refuses a range that overlaps another closure, naming its dates", async () => {
    expect(
      await post({
        intent: "closure-create",
        ...CHRISTMAS,
        start_date: "2030-12-24",
        end_date: "2030-12-26",
      }),
    ).toMatchObject({ ok: true });
    const overlapping = (await post({
      intent: "closure-create",
      ...CHRISTMAS,
      start_date: "2030-12-26",
      end_date: "2030-12-31",
    })) as Failure;
    expect(overlapping.init.status).toBe(400);
    expect(overlapping.data.error.fields?.start_date).toBe(
      "This overlaps another closure (Dec 24, 2030 - Dec 26, 2030).",
    );
    // Touching ranges are fine, and a closure may be edited over its own dates.
    expect(
      await post({
        intent: "closure-create",
        ...CHRISTMAS,
        start_date: "2030-12-27",
        end_date: "2030-12-31",
      }),
    ).toMatchObject({ ok: true });
    const [first] = await database.db
      .select()
      .from(storeClosures)
      .where(eq(storeClosures.start_date, "2030-12-24"));
    expect(
      await post({
        intent: "closure-update",
        id: first!.id,
        ...CHRISTMAS,
        start_date: "2030-12-23",
        end_date: "2030-12-26",
      }),
    ).toMatchObject({ ok: true });
    const extended = (await post({
      intent: "closure-update",
      id: first!.id,
      ...CHRISTMAS,
      start_date: "2030-12-23",
      end_date: "2030-12-27",
    })) as Failure;
    expect(extended.data.error.fields?.start_date).toBe(
      "This overlaps another closure (Dec 27, 2030 - Dec 31, 2030).",
    );
    expect(await closureCount()).toBe(2);
  });

  it("says how many orders are already booked on a closure's dates, counting only those the kitchen owes", async () => {
    const order = (values: Partial<typeof orders.$inferInsert>): typeof orders.$inferInsert => ({
      customer_name: "Ana",
      customer_email: "ana@example.com",
      customer_phone: "555-0100",
      subtotal: 2000,
      tax: 150,
      total: 2150,
      payment_provider: "sandbox",
      access_token: randomUUID(),
      scheduled: true,
      scheduled_time: "12:00",
      ...values,
    });
    const paid = { payment_status: "paid", paid_at: new Date() } as const;
    await database.db.insert(orders).values([
      order({ ...paid, scheduled_date: "2030-12-25" }),
      order({ ...paid, scheduled_date: "2030-12-25", status: "cancelled" }),
      order({ ...paid, scheduled_date: "2030-12-25", kitchen_status: "completed" }),
      // an abandoned card payment, and a phone order to be paid at the counter
      order({ scheduled_date: "2030-12-26" }),
      order({ scheduled_date: "2030-12-28", payment_method: "in_person" }),
      order({ ...paid, scheduled_date: "2031-01-05" }),
    ]);
    const page = await loadHoursSettings(
      new Request(URL_BASE),
      makePageContext(database.db, { headers: { Cookie: cookie } }),
    );
    const counts = Object.fromEntries(
      page.closures.map((closure) => [`${closure.start_date}..${closure.end_date}`, closure.scheduledOrders]),
    );
    expect(counts).toEqual({ "2030-12-23..2030-12-26": 1, "2030-12-27..2030-12-31": 1 });

    const added = await post({
      intent: "closure-create",
      ...CHRISTMAS,
      start_date: "2031-01-05",
      end_date: "2031-01-05",
    });
    expect(added).toMatchObject({
      ok: true,
      message: "Closure added.",
      scheduledOrders: 1,
      warning:
        "1 order is already scheduled on these dates: it stays booked. Check it under Orders, Upcoming.",
    });
    const quiet = await post({
      intent: "closure-create",
      ...CHRISTMAS,
      start_date: "2031-02-01",
      end_date: "2031-02-02",
    });
    expect(quiet).toEqual({ ok: true, intent: "closure-create", message: "Closure added." });
  });
});
