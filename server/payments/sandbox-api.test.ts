import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serve, type ServerType } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { orders, paymentEvents, paymentSandboxSessions } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import {
  clearOrders,
  makeTestApp,
  seedNotificationSettings,
  seedOrderingMenu,
  setSettings,
  setStoreHours,
  TEST_PUBLIC_URL,
  validCart,
  type OrderingMenu,
} from "#server/test/ordering-fixtures.ts";

// Its hooks run first: the other beforeAll hooks below use the database.
const database = useTestDatabase();
let menu: OrderingMenu;
let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  menu = await seedOrderingMenu(database.db);
  await seedNotificationSettings(database.db);
  await setSettings(database.db, { site_name: `Island <Spice> & "Kitchen"` });
  // A real HTTP server, so the sandbox delivers its event over loopback like in production.
  const { app } = makeTestApp(database, { internalUrl: () => baseUrl });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      baseUrl = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(async () => {
  await clearOrders(database.db);
  await setStoreHours(database.db);
});

async function checkout(): Promise<{ sessionId: string; url: string; orderNumber: string }> {
  const response = await fetch(`${baseUrl}/api/checkout`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": `sandbox-${Date.now()}-${Math.random()}`,
    },
    body: JSON.stringify(validCart(menu)),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { sessionId: string; url: string; orderNumber: string };
}

function pay(sessionId: string, cardNumber: string, expiry = "12/34") {
  return fetch(`${baseUrl}/pay/sandbox/${sessionId}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ card_number: cardNumber, expiry, cvc: "123" }),
    redirect: "manual",
  });
}

async function paymentStatus(sessionId: string) {
  const [row] = await database.db
    .select({ payment_status: orders.payment_status, status: orders.status })
    .from(orders)
    .where(eq(orders.payment_session_id, sessionId));
  return row;
}

describe("sandbox hosted checkout", () => {
  it("shows the lines, the totals and a labelled card form, escaping the business name", async () => {
    const { sessionId, url, orderNumber } = await checkout();
    expect(url).toBe(`${TEST_PUBLIC_URL}/pay/sandbox/${sessionId}`);
    const response = await fetch(`${baseUrl}/pay/sandbox/${sessionId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>Pay $42.10 - Island &lt;Spice&gt; &amp; &quot;Kitchen&quot;</title>");
    expect(html).not.toContain("<Spice>");
    expect(html).toContain(`Order ${orderNumber}`);
    expect(html).toMatch(
      /Jerk Chicken Plate<span class="desc">Choose Your Side: Mac &amp; Cheese; Spice Level: Mild\. Note: Extra napkins<\/span><\/td><td class="num">2<\/td><td class="num">\$28\.90<\/td>/,
    );
    expect(html).toContain('<td class="num">$9.99</td>');
    expect(html).toContain('<td class="num">$38.89</td>'); // subtotal
    expect(html).toContain('<td class="num">$3.21</td>'); // tax
    expect(html).toContain('<label for="card_number">Card number</label>');
    expect(html).toContain('<label for="expiry">');
    expect(html).toContain('<label for="cvc">');
    expect(html).toContain('<button type="submit">Pay $42.10</button>');
    expect(html).toContain(`<a class="cancel" href="${TEST_PUBLIC_URL}/cart">Cancel</a>`);
    expect(html).not.toContain("<script");
  });

  it("pays with 4242…, redirects to the confirmation and fulfils through the signed webhook", async () => {
    const { sessionId } = await checkout();
    const response = await pay(sessionId, "4242 4242 4242 4242");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `${TEST_PUBLIC_URL}/order-confirmation?session_id=${sessionId}`,
    );

    expect(await paymentStatus(sessionId)).toEqual({ payment_status: "paid", status: "pending" });
    const events = await database.db
      .select({
        type: paymentEvents.type,
        session: paymentEvents.session_id,
        processed: paymentEvents.processed_at,
        provider: paymentEvents.provider,
      })
      .from(paymentEvents);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "checkout.session.completed",
      session: sessionId,
      provider: "sandbox",
    });
    expect(events[0]?.processed).not.toBeNull();

    const again = await fetch(`${baseUrl}/pay/sandbox/${sessionId}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("This order has already been paid.");
    const payTwice = await pay(sessionId, "4242424242424242");
    expect(payTwice.status).toBe(200);
    expect(await payTwice.text()).toContain("Payment complete");
  });

  it("declines 4000…0002 with 402 and leaves the order unpaid and the session open", async () => {
    const { sessionId } = await checkout();
    const response = await pay(sessionId, "4000 0000 0000 0002");
    expect(response.status).toBe(402);
    const html = await response.text();
    expect(html).toContain(
      '<p id="card-error" class="error" role="alert">Your card was declined. Please use a different card.</p>',
    );
    expect(html).toContain('aria-invalid="true"');
    expect(await paymentStatus(sessionId)).toEqual({ payment_status: "unpaid", status: "pending" });
    const [session] = await database.db
      .select({ status: paymentSandboxSessions.status })
      .from(paymentSandboxSessions)
      .where(eq(paymentSandboxSessions.id, sessionId));
    expect(session?.status).toBe("open");
    expect(await database.db.select().from(paymentEvents)).toEqual([]);
  });

  it("asks for a valid test card for anything else", async () => {
    const { sessionId } = await checkout();
    const response = await pay(sessionId, "1234 5678");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please enter a valid test card number.");
    expect((await paymentStatus(sessionId))?.payment_status).toBe("unpaid");
  });

  it("says on the page that payments are simulated", async () => {
    const { sessionId } = await checkout();
    const html = await (await fetch(`${baseUrl}/pay/sandbox/${sessionId}`)).text();
    expect(html).toContain(
      `<aside class="demo" aria-label="Demo mode"><p>Demo mode: payments are simulated</p></aside>`,
    );
    const notice = await (await fetch(`${baseUrl}/pay/sandbox/cs_sandbox_nope`)).text();
    expect(notice).toContain("Demo mode: payments are simulated");
  });

  it.each(["", "13/30", "00/30", "01/20", "12/2", "1230", "12/99x"])(
    "refuses the paying card with the expiry %j",
    async (expiry) => {
      const { sessionId } = await checkout();
      const response = await pay(sessionId, "4242 4242 4242 4242", expiry);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Please enter an expiry date (MM/YY) that has not passed.");
      expect((await paymentStatus(sessionId))?.payment_status).toBe("unpaid");
    },
  );

  it("takes an expiry in this month or later, as MM/YY or MM/YYYY", async () => {
    const now = new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, "0");
    for (const expiry of [
      `${month}/${String(now.getUTCFullYear()).slice(2)}`,
      `${month}/${now.getUTCFullYear() + 1}`,
    ]) {
      const { sessionId } = await checkout();
      expect((await pay(sessionId, "4242424242424242", expiry)).status).toBe(303);
    }
  });

  it("answers 404 for a session id with a NUL in the path", async () => {
    expect((await fetch(`${baseUrl}/pay/sandbox/cs_sandbox_%00x`)).status).toBe(404);
    expect((await pay("cs_sandbox_%00x", "4242424242424242")).status).toBe(404);
  });

  it("shows a clear page for an expired or unknown session", async () => {
    const { sessionId } = await checkout();
    await database.db
      .update(paymentSandboxSessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(paymentSandboxSessions.id, sessionId));
    const expired = await fetch(`${baseUrl}/pay/sandbox/${sessionId}`);
    expect(expired.status).toBe(410);
    const html = await expired.text();
    expect(html).toContain("Checkout expired");
    expect(html).toContain(`href="${TEST_PUBLIC_URL}/cart"`);
    expect((await pay(sessionId, "4242424242424242")).status).toBe(410);
    expect((await paymentStatus(sessionId))?.payment_status).toBe("unpaid");

    const unknown = await fetch(`${baseUrl}/pay/sandbox/cs_sandbox_nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Payment not found");
  });
});
