// The order page's kitchen printers: which printers take the order, Print again on one or all, and a
// printer value that is not one answered with 400, never a 500. Settings → Printers refuses a bad MAC
// address on its field and a second printer with the same address.
import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orders, printJobs, printers } from "#server/db/schema/index.ts";
import { formPost, makePageContext, signInFirstAdmin } from "#server/test/page-context.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { runAction } from "#app/lib/action.server.ts";
import { changeOrder, loadOrder } from "./order.server.ts";
import { changePrinters, loadPrinters } from "./settings-printers.server.ts";

const database = useTestDatabase();
let adminCookie = "";

beforeAll(async () => {
  adminCookie = await signInFirstAdmin(database.db);
});

const asAdmin = () => makePageContext(database.db, { headers: { Cookie: adminCookie } });

async function answer(response: Promise<unknown>) {
  const result = (await response) as { data?: unknown; init?: { status?: number } } | Response;
  if (result instanceof Response) return { status: result.status, body: (await result.json()) as unknown };
  return { status: result.init?.status ?? 200, body: result.data ?? result };
}

describe("kitchen printers in the admin", () => {
  it("adds printers on Settings → Printers, refusing a bad or repeated MAC address on its field", async () => {
    const post = (fields: Record<string, string>) =>
      answer(
        runAction(() =>
          changePrinters(
            formPost("http://shop.test/admin/settings/printers", fields, {
              headers: { Cookie: adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
            }),
            asAdmin(),
          ),
        ),
      );
    const added = await post({
      intent: "create",
      name: "Kitchen",
      mac_address: "0011620A1B2C",
      takes: "all",
    });
    expect(added.status).toBe(200);
    await post({
      intent: "create",
      name: "Driver desk",
      mac_address: "00:11:62:0a:1b:2d",
      takes: "delivery",
    });
    const bad = await post({ intent: "create", name: "Expo", mac_address: "nope", takes: "all" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("mac_address");
    const twice = await post({
      intent: "create",
      name: "Again",
      mac_address: "00-11-62-0A-1B-2C",
      takes: "all",
    });
    expect(twice.status).toBe(409);
    expect(JSON.stringify(twice.body)).toContain("A printer with this MAC address is already set up.");
    const wrongTakes = await post({
      intent: "create",
      name: "Expo",
      mac_address: "00:11:62:0a:1b:2e",
      takes: "x",
    });
    expect(wrongTakes.status).toBe(400);
    const page = await loadPrinters(new Request("http://shop.test/admin/settings/printers"), asAdmin());
    expect(page.printers.map((printer) => printer.name)).toEqual(["Driver desk", "Kitchen"]);
    expect(page.printers[1]!.url).toMatch(/^http:\/\/shop\.test\/api\/cloudprnt\?key=[A-Za-z0-9_-]{32}$/);
  });

  it("lists the printers that take the order and prints it again on one or on all", async () => {
    const [order] = await database.db
      .insert(orders)
      .values({
        order_number: `6${Math.floor(Math.random() * 100000)}`,
        customer_name: "Ada Lovelace",
        customer_email: "ada@example.com",
        subtotal: 1000,
        tax: 0,
        total: 1000,
        payment_provider: "sandbox",
        payment_session_id: `sess_${randomUUID()}`,
        access_token: randomBytes(24).toString("base64url"),
        order_type: "delivery",
        payment_status: "paid",
        paid_at: new Date(),
        acknowledged_at: new Date(),
      })
      .returning({ id: orders.id });
    const id = order!.id;
    const loaded = await loadOrder(new Request(`http://shop.test/admin/orders/${id}`), asAdmin(), id);
    expect(loaded.printers.map((printer) => printer.name)).toEqual(["Driver desk", "Kitchen"]);
    expect(loaded.printers.every((printer) => printer.printedAt === null && !printer.waiting)).toBe(true);

    const reprint = (printer: string) =>
      answer(
        runAction(() =>
          changeOrder(
            formPost(`http://shop.test/admin/orders/${id}`, { intent: "reprint", printer }),
            makePageContext(database.db, { headers: { Cookie: adminCookie } }),
            id,
          ),
        ),
      );
    const [kitchen] = await database.db
      .select({ id: printers.id })
      .from(printers)
      .where(eq(printers.name, "Kitchen"));
    const one = await reprint(kitchen!.id);
    expect(one.status).toBe(200);
    expect(JSON.stringify(one.body)).toContain("Asked Kitchen to print it again");
    expect((await reprint("all")).status).toBe(200);
    const jobs = await database.db.select().from(printJobs).where(eq(printJobs.order_id, id));
    expect(jobs).toHaveLength(2);
    expect((await reprint("not-a-printer")).status).toBe(400);
    expect((await reprint(randomUUID())).status).toBe(404);
    const again = await loadOrder(new Request(`http://shop.test/admin/orders/${id}`), asAdmin(), id);
    expect(again.printers.every((printer) => printer.waiting)).toBe(true);
  });
});
