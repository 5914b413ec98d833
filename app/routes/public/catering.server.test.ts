import { beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client.ts";
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

function send(
  fields: Record<string, string>,
  clientKey = `198.51.100.${++client}`,
  db: typeof database.db = database.db,
) {
  return submitQuoteRequest(
    makePageContext(db, { clientKey }),
    formPost("http://shop.test/catering", fields),
  );
}

async function emailsOf(kind: string) {
  return database.db
    .select({
      to: mailOutbox.to_address,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, kind));
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
    expect(emails[0]!.text).not.toContain("Grace");
    for (const field of ["Grace Jones", "4045550177", "Wedding", "40", "Delivery", "6:30 PM"]) {
      expect(emails[1]!.text).toContain(field);
    }
    expect(emails[1]!.html).toContain("&lt;b&gt;Two&lt;/b&gt;");
  });

  it("the acknowledgement to the address a visitor typed carries none of the visitor's words, only the business's message and the request's reference; the kitchen's email keeps them all", async () => {
    const visitor = {
      customerName: "Your account is locked, sign in at evil.example",
      phone: "4045550199",
      specialRequests: "URGENT: confirm your bank details at http://phish.example/login",
      email: "victim@example.com",
      eventType: "Other",
    };
    const answer = await send(valid(visitor));
    expect(answer).toMatchObject({ ok: true });
    const [request] = await database.db.select({ id: cateringRequests.id }).from(cateringRequests);
    const reference = `CR-${request!.id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;

    const [ack] = await emailsOf("catering-request-acknowledgement");
    expect(ack!.to).toBe("victim@example.com");
    for (const part of [ack!.text, ack!.html, ack!.subject]) {
      for (const typed of [
        "locked",
        "evil.example",
        "4045550199",
        "(404) 555-0199",
        "URGENT",
        "phish",
        "bank",
        "victim",
      ]) {
        expect(part, typed).not.toContain(typed);
      }
      expect(part).toContain(reference);
    }
    expect(ack!.text).toBe(
      `We received your catering request\n\nThank you for your catering inquiry. We'll be in touch within 24 hours!\n\nYour request's reference is ${reference}. If you did not send a catering request to Island Spice Kitchen, you can ignore this email.\n\nOur catering menu: http://shop.test/catering\n`,
    );

    const [kitchen] = await emailsOf("catering-request-notification");
    for (const typed of [visitor.customerName, visitor.phone, visitor.specialRequests, reference]) {
      expect(kitchen!.text).toContain(typed);
    }
  });

  it("sends one mailbox at most 3 acknowledgements a day, counted in the database for every instance; every request still reaches the kitchen", async () => {
    // a second instance: its own connections to the same database (on PostgreSQL)
    const second = database.url
      ? await openDatabase({ kind: "postgres", url: database.url, maxConnections: 3 })
      : null;
    try {
      const addresses = [
        "grace@example.com",
        "Grace@Example.com",
        "grace+catering@example.com",
        " grace@example.com",
        "grace+2@EXAMPLE.com",
      ];
      const answers = await Promise.all(
        addresses.map((email, index) =>
          send(
            valid({ email: email.trim() }),
            `198.51.100.${200 + index}`,
            index % 2 ? (second?.db ?? database.db) : database.db,
          ),
        ),
      );
      for (const answer of answers) expect(answer).toMatchObject({ ok: true });
      expect(await storedRequests()).toHaveLength(5);
      expect(await emailsOf("catering-request-notification")).toHaveLength(5);
      expect(await emailsOf("catering-request-acknowledgement")).toHaveLength(3);

      // another mailbox has its own count
      await send(valid({ email: "ana@example.com" }));
      expect(
        (await emailsOf("catering-request-acknowledgement")).filter(
          (email) => email.to === "ana@example.com",
        ),
      ).toHaveLength(1);

      // a day later the mailbox may be acknowledged again
      await database.db.execute(
        sql`update mail_outbox set created_at = now() - interval '25 hours' where kind = 'catering-request-acknowledgement'`,
      );
      await send(valid({ email: "grace@example.com" }));
      expect(
        (await emailsOf("catering-request-acknowledgement")).filter(
          (email) => email.to.toLowerCase().replace(/\+[^@]*@/, "@") === "grace@example.com",
        ),
      ).toHaveLength(4);
    } finally {
      await second?.close();
    }
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
