// The built site, as `npm start` runs it: the server and the pages are two bundles, each with its own
// copy of the server's modules. A refusal made in one and answered in the other must keep its answer.
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { startServer, type RunningServer } from "./server-process.ts";
import { prepareSiteDatabase, signInThroughForm, type SiteDatabase } from "./site-database.ts";

const OWNER = { name: "Olive Owner", email: "owner@example.com", password: "Correct-Horse-42" };
let site: SiteDatabase;
let server: RunningServer;
let orderId = "";

beforeAll(async () => {
  site = await prepareSiteDatabase(async (db) => {
    await createFirstAdmin(db, OWNER);
    // paid through a payment the provider has never heard of: it refuses to refund it
    const [row] = await db
      .insert(orders)
      .values({
        order_number: "71234",
        customer_name: "Ada Lovelace",
        customer_email: "ada@example.com",
        subtotal: 1000,
        tax: 83,
        total: 1083,
        payment_provider: "sandbox",
        payment_session_id: `sess_${randomUUID()}`,
        payment_intent_id: "pi_unknown_to_the_provider",
        access_token: randomBytes(24).toString("base64url"),
        order_type: "pickup",
        payment_status: "paid",
        paid_at: new Date(),
      })
      .returning({ id: orders.id });
    orderId = row!.id;
  });
  server = await startServer(site.env);
}, 240_000);

afterAll(async () => {
  if (server) expect(await server.stop()).toBe(0);
  await site?.remove();
});

function formPost(path: string, fields: Record<string, string>, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

describe("the built site (production bundles)", () => {
  it("answers the 11th catering quote request in a minute with 429, not a server error", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await formPost("/catering", { name: "Ana" })).status);
    // each of the ten is read and refused for its missing fields, none is a server error
    expect(statuses.every((status) => status === 400)).toBe(true);
    const eleventh = await formPost("/catering", { name: "Ana" });
    expect(eleventh.status).toBe(429);
    expect(await eleventh.text()).toContain("Too many requests. Please wait a minute and try again.");
  });

  it("shows a refund the payment provider refuses with the provider's reason, not 'Unexpected Server Error'", async () => {
    const cookie = await signInThroughForm(server.url, OWNER.email, OWNER.password);
    const response = await formPost(
      `/admin/orders/${orderId}`,
      { intent: "refund", amount: "5.00", reason: "Cold food", request_key: "refund-key-0001" },
      cookie,
    );
    const html = await response.text();
    expect(response.status).toBe(502);
    expect(html).toContain("The payment provider refused the refund: No such payment to refund");
    expect(html).not.toContain("Unexpected Server Error");
  });
});
