// "Email the customer" through the order page's action: admins only, bad input answered by the field
// (never a 500), an unpaid order refused, and an honest answer about whether mail goes out.
import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { account, mailOutbox, orders, user } from "#server/db/schema/index.ts";
import { formPost, makePageContext, sessionCookieFor, signInFirstAdmin } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { hashPassword } from "#server/auth/passwords.ts";
import { UNPAID_ORDER_EMAIL_REFUSED } from "#server/orders/customer-email-admin-service.ts";
import { runAction } from "#app/lib/action.server.ts";
import { changeOrder, EMAIL_NOT_SET_UP } from "./order.server.ts";

const database = useTestDatabase();
let adminCookie = "";
let staffCookie = "";

type Answer = {
  status: number;
  body: Record<string, unknown> & { error?: { message: string; fields?: Record<string, string> } };
};

async function answer(work: () => Promise<unknown>): Promise<Answer> {
  const result = await runAction(work).catch((thrown: unknown) => thrown);
  if (result instanceof Response) return { status: result.status, body: {} };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as { data: Answer["body"]; init: { status?: number } | null };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Answer["body"] };
}

async function insertOrder(paid: boolean) {
  const [row] = await database.db
    .insert(orders)
    .values({
      order_number: `4${Math.floor(Math.random() * 100000)}`,
      customer_name: "Ada Lovelace",
      customer_email: "ada@example.com",
      subtotal: 1000,
      tax: 83,
      total: 1083,
      payment_provider: "sandbox",
      payment_session_id: `sess_${randomUUID()}`,
      access_token: randomBytes(24).toString("base64url"),
      order_type: "pickup",
      payment_status: paid ? "paid" : "unpaid",
      paid_at: paid ? new Date() : null,
    })
    .returning({ id: orders.id });
  return row!.id;
}

const post = (id: string, fields: Record<string, string>) =>
  formPost(`http://shop.test/admin/orders/${id}`, { intent: "email-customer", ...fields });
const as = (cookie: string, env?: Record<string, string>) =>
  makePageContext(database.db, { headers: { Cookie: cookie }, ...(env ? { env } : {}) });
const outboxFor = async (id: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.order_id, id));

beforeAll(async () => {
  adminCookie = await signInFirstAdmin(database.db);
  const staffId = randomUUID();
  await database.db.insert(user).values({ id: staffId, name: "Staff", email: "staff@example.com" });
  await database.db.insert(account).values({
    id: randomUUID(),
    accountId: staffId,
    providerId: "credential",
    userId: staffId,
    password: await hashPassword("Staff-Password-1"),
  });
  staffCookie = await sessionCookieFor(database.db, "staff@example.com", "Staff-Password-1");
});

describe("Email the customer, through the order page's action", () => {
  it("refuses a signed-out visitor and a user who is not an admin, sending nothing", async () => {
    const id = await insertOrder(true);
    const fields = { subject: "Hello", message: "Hi" };
    const signedOut = await answer(() => changeOrder(post(id, fields), makePageContext(database.db), id));
    expect(signedOut.status).not.toBe(200);
    const staff = await answer(() => changeOrder(post(id, fields), as(staffCookie), id));
    expect(staff.status).toBe(403);
    expect(await outboxFor(id)).toHaveLength(0);
  });

  it("answers bad input with 400 and the field's message, never a 500", async () => {
    const id = await insertOrder(true);
    const cases: [Record<string, string>, string, string][] = [
      [{ subject: "", message: "Hi" }, "subject", "Subject is required"],
      [{ subject: "x".repeat(201), message: "Hi" }, "subject", "Subject must be 200 characters or fewer"],
      [{ subject: "Hello", message: "  " }, "message", "Message is required"],
      [
        { subject: "Hello", message: "x".repeat(5001) },
        "message",
        "Message must be 5000 characters or fewer",
      ],
      [{ message: "Hi" }, "subject", "Subject is required"],
    ];
    for (const [fields, field, message] of cases) {
      const result = await answer(() => changeOrder(post(id, fields), as(adminCookie), id));
      expect(result.status, JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect(result.body.error?.fields?.[field]).toBe(message);
    }
    expect(await outboxFor(id)).toHaveLength(0);
  });

  it("refuses an unpaid order with its reason", async () => {
    const id = await insertOrder(false);
    const result = await answer(() =>
      changeOrder(post(id, { subject: "Hello", message: "Hi" }), as(adminCookie), id),
    );
    expect(result.status).toBe(409);
    expect(result.body.error?.message).toBe(UNPAID_ORDER_EMAIL_REFUSED);
    expect(await outboxFor(id)).toHaveLength(0);
  });

  it("without a mail server, saves the email and says it was not sent", async () => {
    const id = await insertOrder(true);
    const result = await answer(() =>
      changeOrder(post(id, { subject: "Your order", message: "Ready at 6." }), as(adminCookie), id),
    );
    expect(result.body).toMatchObject({
      ok: true,
      intent: "email-customer",
      isMailSetUp: false,
      message: "Saved; the email was not sent: email is not set up",
    });
    expect(EMAIL_NOT_SET_UP).toBe(result.body.message);
    expect(String(result.body.message)).not.toMatch(/customer was emailed/);
    expect(await outboxFor(id)).toHaveLength(1);
  });

  it("with a mail server, says the email is queued (not that it was delivered)", async () => {
    const id = await insertOrder(true);
    const result = await answer(() =>
      changeOrder(
        post(id, { subject: "Your order", message: "Ready at 6." }),
        as(adminCookie, { SMTP_URL: "smtp://mail.example:25" }),
        id,
      ),
    );
    expect(result.body).toMatchObject({ ok: true, isMailSetUp: true });
    expect(result.body.message).toBe("Saved; the email to ada@example.com is queued and goes out shortly");
  });
});
