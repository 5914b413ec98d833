import { beforeEach, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import { cateringRequests, mailOutbox, notificationSettings, rateLimits } from "#server/db/schema/index.ts";
import { makePageContext, formPost } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { businessDate, seedNotificationSettings, TEST_ADMIN_EMAIL } from "#server/test/ordering-fixtures.ts";
import { submitQuoteRequest } from "./catering.server.ts";

const database = useTestDatabase();
let client = 0;
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(cateringRequests);
  await database.db.delete(rateLimits);
  await seedNotificationSettings(database.db);
});

function valid(overrides: Record<string, string> = {}) {
  return {
    customerName: "Grace Jones",
    email: "grace@example.com",
    phone: "4045550177",
    eventDate: businessDate(7).dateKey,
    eventTime: "18:30",
    guestCount: "40",
    eventType: "Wedding",
    deliveryOption: "delivery",
    specialRequests: "<b>Two</b> vegetarian trays",
    ...overrides,
  };
}

function send(fields: Record<string, string>, clientKey = `198.51.100.${++client}`) {
  return submitQuoteRequest(
    makePageContext(database.db, { clientKey }),
    formPost("http://shop.test/catering", fields),
  );
}

type Failure = {
  data: { error: { code: string; fields?: Record<string, string> } };
  init: { status: number };
};

async function storedRequests() {
  return database.db
    .select({
      status: cateringRequests.status,
      guests: cateringRequests.guest_count,
      email: cateringRequests.email,
    })
    .from(cateringRequests);
}

describe("the catering page's quote request action", () => {
  it("stores the request as pending with a notification to the kitchen and an acknowledgement", async () => {
    const answer = await send(valid());
    expect(answer).toMatchObject({ ok: true });
    expect(await storedRequests()).toEqual([{ status: "pending", guests: 40, email: "grace@example.com" }]);
    const emails = await database.db
      .select({
        kind: mailOutbox.kind,
        to: mailOutbox.to_address,
        text: mailOutbox.text,
        html: mailOutbox.html,
      })
      .from(mailOutbox)
      .orderBy(asc(mailOutbox.kind));
    expect(emails.map((email) => [email.kind, email.to])).toEqual([
      ["catering-request-acknowledgement", "grace@example.com"],
      ["catering-request-notification", TEST_ADMIN_EMAIL],
    ]);
    expect(emails[0]!.text).toContain("We'll be in touch within 24 hours!");
    for (const field of ["Grace Jones", "4045550177", "Wedding", "40", "Delivery", "6:30 PM"]) {
      expect(emails[1]!.text).toContain(field);
    }
    expect(emails[1]!.html).toContain("&lt;b&gt;Two&lt;/b&gt;");
  });

  it("stores the request without the kitchen's email when notifications are off", async () => {
    await database.db.delete(notificationSettings);
    expect(await send(valid())).toMatchObject({ ok: true });
    expect(await storedRequests()).toHaveLength(1);
    const kinds = await database.db.select({ kind: mailOutbox.kind }).from(mailOutbox);
    expect(kinds).toEqual([{ kind: "catering-request-acknowledgement" }]);
  });

  it.each([
    ["phone", { phone: "" }, "Phone is required"],
    ["guestCount", { guestCount: "0" }, "Guest count must be at least 1"],
    ["eventType", { eventType: "Rave" }, "Unknown event type"],
    ["deliveryOption", { deliveryOption: "" }, "Delivery option is required"],
    ["email", { email: "grace" }, "Email is invalid"],
    ["eventDate", { eventDate: businessDate(-2).dateKey }, "Event date cannot be earlier than today"],
  ])("refuses a bad %s and stores nothing", async (field, overrides, message) => {
    const answer = (await send(valid(overrides))) as unknown as Failure;
    expect(answer.init.status).toBe(400);
    expect(answer.data.error.fields?.[field]).toBe(message);
    expect(await storedRequests()).toEqual([]);
    expect(await database.db.select({ id: mailOutbox.id }).from(mailOutbox)).toEqual([]);
  });

  it("is rate limited like the contact form", async () => {
    const key = "203.0.113.250";
    for (let index = 0; index < 10; index += 1) await send(valid({ phone: "" }), key);
    const limited = (await send(valid(), key)) as unknown as Failure;
    expect(limited.init.status).toBe(429);
    expect(await storedRequests()).toEqual([]);
  });
});
