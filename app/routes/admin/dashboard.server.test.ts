// The dashboard's warning when no order or catering email would reach anyone, and today's tips.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "#server/test/test-database.ts";
import { makePageContext, signInFirstAdmin } from "#server/test/page-context.ts";
import { updateNotificationSettings } from "#server/notifications/settings-admin-service.ts";
import { adminUsers, orders } from "#server/db/schema/index.ts";
import { loadDashboard } from "./dashboard.server.ts";

const database = useTestDatabase();
const DASHBOARD = "http://shop.test/admin/dashboard";
let cookie = "";
let ownerId = "";

beforeAll(async () => {
  cookie = await signInFirstAdmin(database.db);
  const [owner] = await database.db.select({ id: adminUsers.user_id }).from(adminUsers);
  ownerId = owner!.id;
});

const load = () =>
  loadDashboard(new Request(DASHBOARD), makePageContext(database.db, { headers: { Cookie: cookie } }));

describe("the dashboard's notification warning", () => {
  it("is absent while emails go to the first admin's address, which setup saved", async () => {
    expect((await load()).notificationWarning).toBeNull();
  });

  it("says nothing is sent when no address is saved", async () => {
    await updateNotificationSettings(database.db, ownerId, {
      admin_email: "",
      email_notifications_enabled: true,
    });
    expect((await load()).notificationWarning).toBe(
      "No kitchen email is saved, so order and catering emails are not sent.",
    );
  });

  it("says nothing is sent when notifications are off", async () => {
    await updateNotificationSettings(database.db, ownerId, {
      admin_email: "owner@example.com",
      email_notifications_enabled: false,
    });
    expect((await load()).notificationWarning).toBe(
      "Email notifications are off, so order and catering emails are not sent.",
    );
  });
});

describe("the dashboard's tips", () => {
  it("shows today's tips apart from sales, the tip part of a refund given back", async () => {
    const order = (overrides: Partial<typeof orders.$inferInsert>) => ({
      customer_name: "Ada",
      customer_email: "ada@example.com",
      // subtotal 38.89 less 3.89, tax 2.89, tip 7.00: paid 44.89
      subtotal: 3889,
      discount: 389,
      tax: 289,
      tip: 700,
      total: 4489,
      payment_provider: "sandbox",
      access_token: randomUUID(),
      payment_status: "paid",
      paid_at: new Date(),
      ...overrides,
    });
    const before = await load();
    await database.db.insert(orders).values([
      order({}),
      // half refunded: the tip's share, 350, goes back with it
      order({ refund_amount: 2245 }),
    ]);
    const after = await load();
    expect(after.todayTips - before.todayTips).toBe(700 + 350);
    // sales are the discounted subtotals less the sales part of the refund, never the tips
    expect(after.todayRevenue - before.todayRevenue).toBe(3500 + (3500 - 1750));
    expect(after.todayTax - before.todayTax).toBe(289 + 144);
  });
});
