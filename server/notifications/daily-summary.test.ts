import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, notificationSettings, orderItems, orders, storeHours } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { DAY_NAMES, zonedDateTimeToInstant } from "#domain/business-time.ts";
import {
  DAILY_SUMMARY_KIND,
  queueDailySummary,
  readDailySummaryOn,
  setDailySummaryOn,
} from "./daily-summary.ts";

const database = useTestDatabase();
// No time zone is saved: the business's default, New York.
const ZONE = "America/New_York";
const at = (dateKey: string, time: string) => zonedDateTimeToInstant(dateKey, time, ZONE);

function order(overrides: Partial<typeof orders.$inferInsert>): typeof orders.$inferInsert {
  return {
    customer_name: "Ada",
    customer_email: "ada@example.com",
    subtotal: 1000,
    tax: 0,
    total: 1000,
    payment_provider: "sandbox",
    access_token: randomUUID(),
    ...overrides,
  };
}

async function summaries() {
  return database.db
    .select({
      key: mailOutbox.dedupe_key,
      to: mailOutbox.to_address,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, DAILY_SUMMARY_KIND));
}

describe("queueDailySummary", () => {
  it("writes one summary per business day after closing, with net sales, tax, refunds and the best sellers", async () => {
    const db = database.db;
    // Open 11:00-21:00, closed on Mondays. 2026-03-10 is a Tuesday.
    await db.insert(storeHours).values(
      DAY_NAMES.map((day) => ({
        day_of_week: day,
        open_time: "11:00",
        close_time: "21:00",
        is_closed: day === "monday",
      })),
    );
    const [settings] = await db
      .insert(notificationSettings)
      .values({ admin_email: "kitchen@example.com", email_notifications_enabled: true })
      .returning({ id: notificationSettings.id });
    const [paid] = await db
      .insert(orders)
      .values([
        // $20.00 + $1.65 tax, $10.00 refunded, 76 cents of it tax.
        order({
          subtotal: 2000,
          tax: 165,
          total: 2165,
          payment_status: "paid",
          refund_amount: 1000,
          paid_at: at("2026-03-10", "12:00"),
        }),
        order({
          subtotal: 1000,
          tax: 83,
          total: 1083,
          payment_status: "paid",
          paid_at: at("2026-03-10", "13:00"),
        }),
        // Paid the day before, and one to be paid in person: neither is this day's takings.
        order({ payment_status: "paid", paid_at: at("2026-03-09", "23:59") }),
        order({
          subtotal: 5000,
          tax: 413,
          total: 5413,
          payment_method: "in_person",
          created_at: at("2026-03-10", "14:00"),
        }),
      ])
      .returning({ id: orders.id });
    await db
      .insert(orderItems)
      // A catering line needs no menu row.
      .values({ order_id: paid!.id, title: "Jerk Chicken", quantity: 2, price: 1000, item_type: "catering" });

    // Before Tuesday's closing the day before is due, a closed Monday: nothing.
    expect(await queueDailySummary(db, at("2026-03-10", "20:59"))).toBeNull();
    expect(await summaries()).toEqual([]);

    // After closing, twice (two servers, or two ticks): one email.
    const after = at("2026-03-10", "21:05");
    expect(await queueDailySummary(db, after)).toEqual({ date: "2026-03-10", queued: true });
    expect(await queueDailySummary(db, after)).toEqual({ date: "2026-03-10", queued: false });
    const written = await summaries();
    expect(written).toHaveLength(1);
    expect(written[0]!.key).toBe("daily-summary:2026-03-10");
    expect(written[0]!.to).toBe("kitchen@example.com");
    expect(written[0]!.subject).toBe("Day summary for 03/10/2026: $20.76 net sales - Island Spice Kitchen");
    expect(written[0]!.text).toContain(
      ["Orders paid: 2", "Net sales: $20.76", "Sales tax collected: $1.72", "Refunds: $10.00"].join("\n"),
    );
    expect(written[0]!.text).toContain("Best-selling dishes:\n2 x Jerk Chicken ($20.00)");
    // The next morning the same day is still the one due, and stays sent once.
    expect(await queueDailySummary(db, at("2026-03-11", "09:00"))).toEqual({
      date: "2026-03-10",
      queued: false,
    });

    // Switched off by the owner, or notifications off: nothing more, whatever is due.
    await setDailySummaryOn(db, "owner", false);
    expect(await readDailySummaryOn(db)).toBe(false);
    expect(await queueDailySummary(db, at("2026-03-11", "21:05"))).toBeNull();
    await setDailySummaryOn(db, "owner", true);
    await db
      .update(notificationSettings)
      .set({ email_notifications_enabled: false })
      .where(eq(notificationSettings.id, settings!.id));
    expect(await queueDailySummary(db, at("2026-03-11", "21:05"))).toBeNull();
    await db
      .update(notificationSettings)
      .set({ email_notifications_enabled: true })
      .where(eq(notificationSettings.id, settings!.id));
    expect(await queueDailySummary(db, at("2026-03-11", "21:05"))).toEqual({
      date: "2026-03-11",
      queued: true,
    });
    const quiet = await db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, DAILY_SUMMARY_KIND), eq(mailOutbox.dedupe_key, "daily-summary:2026-03-11")),
      );
    expect(quiet[0]!.text).toContain("Orders paid: 0\nNet sales: $0.00");
    expect(quiet[0]!.text).toContain("No dishes sold.");
  });
});
