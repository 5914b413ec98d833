import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orders } from "#server/db/schema/index.ts";
import { formPost, makePageContext, sessionCookieFor, signInFirstAdmin } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import {
  businessDate,
  seedOrderingMenu,
  setStoreHours,
  validCart,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";
import { runAction } from "#app/lib/action.server.ts";
import { loadNewPhoneOrder, placePhoneOrder } from "./order-new.server.ts";
import { changeOrder } from "./order.server.ts";

const database = useTestDatabase();
const URL_BASE = "http://shop.test/admin/orders/new";
let menu: OrderingMenu;

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
  await setStoreHours(database.db);
});

function jsonPost(body: unknown, url = URL_BASE): Request {
  return new Request(url, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });
}

type Failure = {
  data: { error: { code: string; message: string; fields?: Record<string, string> } };
  init: { status: number };
};

function item(overrides: Record<string, unknown> = {}) {
  return {
    lines: validCart(menu).cartItems,
    customerName: "Ana Lopez",
    customerPhone: "4045550100",
    customerEmail: "",
    orderType: "pickup",
    scheduled: false,
    payment: "in_person",
    requestKey: `route-test-${Math.random().toString(36).slice(2, 12)}`,
    ...overrides,
  };
}

async function countOrders() {
  return (await database.db.select({ id: orders.id }).from(orders)).length;
}

describe("the phone order page's loader and action", () => {
  let cookie = "";

  it("signed out, the loader sends to sign in and the action places nothing", async () => {
    const thrown = await loadNewPhoneOrder(new Request(URL_BASE), makePageContext(database.db)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
    const answer = (await runAction(() =>
      placePhoneOrder(jsonPost({ intent: "create", item: item() }), makePageContext(database.db)),
    ).catch((error: unknown) => error)) as Response | Failure;
    expect(answer instanceof Response ? answer.status : answer.init.status).not.toBe(200);
    expect(await countOrders()).toBe(0);
  });

  it("an admin sees the menu with its options and places an order paid in person, then marks it paid", async () => {
    cookie = await signInFirstAdmin(database.db);
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    const page = await loadNewPhoneOrder(new Request(URL_BASE), context);
    const titles = page.items.map((entry) => entry.title);
    expect(titles).toContain("Jerk Chicken Plate");
    // not sold online: not offered to staff either
    expect(titles).not.toContain("Oxtail Stew");
    expect(titles).not.toContain("Curry Goat");
    expect(page.items.find((entry) => entry.id === menu.items.plate)?.groups.length).toBeGreaterThan(0);

    const placed = (await runAction(() =>
      placePhoneOrder(jsonPost({ intent: "create", item: item() }), context),
    )) as { ok: true; orderId: string; message: string };
    expect(placed).toMatchObject({ ok: true, intent: "create" });
    expect(placed.message).toMatch(/sent to the kitchen/);
    // staff took it: stored confirmed, the kitchen preparing it
    const [stored] = await database.db
      .select({ status: orders.status, kitchen: orders.kitchen_status })
      .from(orders)
      .where(eq(orders.id, placed.orderId));
    expect(stored).toEqual({ status: "confirmed", kitchen: "preparing" });

    const orderUrl = `http://shop.test/admin/orders/${placed.orderId}`;
    expect(
      await runAction(() =>
        changeOrder(formPost(orderUrl, { intent: "mark-paid" }), context, placed.orderId),
      ),
    ).toMatchObject({ ok: true, intent: "mark-paid" });
    const [row] = await database.db
      .select({ payment: orders.payment_status })
      .from(orders)
      .where(eq(orders.id, placed.orderId));
    expect(row?.payment).toBe("paid");
    const twice = (await runAction(() =>
      changeOrder(formPost(orderUrl, { intent: "mark-paid" }), context, placed.orderId),
    )) as Failure;
    expect(twice.init.status).toBe(409);
  });

  it("refuses bad input by the field, storing nothing; never a 500", async () => {
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    const before = await countOrders();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [item({ payment: "payment_link" }), "customerEmail", /email address is needed/],
      [item({ lines: [] }), "lines", /Add at least one item/],
      [item({ customerName: " " }), "customerName", /Name is required/],
      [
        item({ lines: [{ itemId: menu.items.plate, quantity: 1, modifiers: [] }] }),
        "lines.0",
        /Please select at least 1 option/,
      ],
      [
        item({ lines: [{ itemId: menu.items.wings, quantity: 0, modifiers: [] }] }),
        "lines.0.quantity",
        /at least 1/,
      ],
      [
        item({ scheduled: true, scheduledDate: "2020-01-01", scheduledTime: "12:00" }),
        "scheduledDate",
        /passed/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = (await runAction(() =>
        placePhoneOrder(jsonPost({ intent: "create", item: body }), context),
      )) as Failure;
      expect(answer.init.status, field).toBe(400);
      expect(answer.data.error.fields?.[field], field).toMatch(message);
    }
    expect(await countOrders()).toBe(before);
  });
});

describe("the phone order page while the kitchen is closed", () => {
  it("starts on the next open slot, and the action refuses As soon as possible in staff's words", async () => {
    // the first admin was created by the tests above
    const cookie = await sessionCookieFor(database.db, "owner@example.com", "Correct-Horse-42");
    const context = makePageContext(database.db, { headers: { Cookie: cookie } });
    // closed all day today, open around the clock from tomorrow
    await setStoreHours(database.db, { [businessDate(0).day]: { is_closed: true } });
    try {
      const page = await loadNewPhoneOrder(new Request(URL_BASE), context);
      expect(page.timing).toEqual({
        isOpenNow: false,
        nextOpeningText: "Tomorrow at 12:00 AM",
        nextOpenSlot: { date: businessDate(1).dateKey, time: "00:00" },
      });
      const before = await countOrders();
      const answer = (await runAction(() =>
        placePhoneOrder(jsonPost({ intent: "create", item: item() }), context),
      )) as Failure;
      expect(answer.init.status).toBe(409);
      expect(answer.data.error.fields?.scheduled).toBe(
        "The kitchen is closed now: choose a time, the next opening is Tomorrow at 12:00 AM.",
      );
      expect(await countOrders()).toBe(before);

      const placed = (await runAction(() =>
        placePhoneOrder(
          jsonPost({
            intent: "create",
            item: item({ scheduled: true, scheduledDate: businessDate(1).dateKey, scheduledTime: "00:00" }),
          }),
          context,
        ),
      )) as { ok: true; orderId: string };
      const [stored] = await database.db
        .select({ status: orders.status, date: orders.scheduled_date, time: orders.scheduled_time })
        .from(orders)
        .where(eq(orders.id, placed.orderId));
      expect(stored).toMatchObject({ status: "confirmed", date: businessDate(1).dateKey });
      expect(String(stored!.time)).toMatch(/^00:00/);
    } finally {
      await setStoreHours(database.db);
    }
  });
});
