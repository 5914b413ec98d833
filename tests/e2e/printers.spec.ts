import { randomBytes, randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import type pg from "pg";
import { CloudPrntPrinter, type FetchedTicket } from "#server/test/cloudprnt-printer.ts";
import { ensureOwner, signInAsOwner, untilAdminLive } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { dismissToasts, toast } from "./support/ordering.ts";

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

/** The printers of the session test: removed after it, so no other spec's board shows them as not connected. */
const SESSION_PRINTERS = ["00:11:62:0e:3e:01", "00:11:62:0e:3e:02"];
/** Its orders, completed after it: the kitchen's queue (ready-time quotes, the due list) is as other specs left it. */
const sessionOrders: string[] = [];
test.afterEach(async () => {
  await withDatabase(async (db) => {
    await db.query("delete from printers where mac_address = any($1)", [SESSION_PRINTERS]);
    await db.query("update orders set kitchen_status = 'completed' where id = any($1::uuid[])", [
      sessionOrders,
    ]);
  });
});

test("Settings → Printers adds a printer, shows the address to enter in it and its state, and removes it", async ({
  page,
  request,
}, testInfo) => {
  // one printer per project, so the two sizes do not share rows
  const mobile = testInfo.project.name === "mobile";
  const mac = mobile ? "00:11:62:0e:2e:01" : "00:11:62:0e:2e:02";
  const name = mobile ? "Pass" : "Line";
  await withDatabase((db) => db.query("delete from printers where mac_address = $1", [mac]));

  await signInAsOwner(page, "/admin/settings");
  await page.getByRole("link", { name: /Printers/ }).click();
  await expect(page.getByRole("heading", { name: "Printers", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Add printer" }).click();
  const sheet = page.getByRole("dialog", { name: "Add a printer" });
  await sheet.getByLabel("Name").fill(name);
  await sheet.getByLabel("MAC address").fill("not a mac");
  await sheet.getByRole("button", { name: "Add printer" }).click();
  await expect(sheet.getByText("Enter the MAC address as printed on the printer's self-test")).toBeVisible();
  await sheet.getByLabel("MAC address").fill(mac.toUpperCase().replace(/:/g, "-"));
  await sheet.getByLabel("Orders it prints").selectOption({ label: "Delivery orders" });
  await expectNoAxeViolations(page);
  await sheet.getByRole("button", { name: "Add printer" }).click();
  await expect(toast(page, `${name} added`)).toBeVisible();
  await expect(sheet).toBeHidden();

  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(card).toContainText("Delivery orders");
  await expect(card).toContainText(mac.toUpperCase());
  await expect(card.getByTestId("printer-status")).toHaveText("Not connected yet");
  const address = card.getByRole("textbox", { name: `Address for ${name}` });
  const url = await address.inputValue();
  expect(url).toMatch(/\/api\/cloudprnt\?key=[A-Za-z0-9_-]{32}$/);
  await expect(card.getByRole("button", { name: `Copy Address for ${name}` })).toBeVisible();
  await dismissToasts(page);
  await expectNoAxeViolations(page);

  // the printer polls with its paper out: the page says so in the owner's words
  const poll = await request.post(url, {
    data: { printerMAC: mac, statusCode: "410%20Out%20of%20paper", status: "23 6 0 0 0 0 0 0 0 " },
  });
  expect(poll.status()).toBe(200);
  expect(((await poll.json()) as { jobReady: boolean }).jobReady).toBe(false);
  await page.reload();
  await expect(card.getByTestId("printer-status")).toHaveText("Out of paper");
  await expect(card).toContainText("Last heard from");

  await card.getByRole("button", { name: "Remove" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "Printer removed")).toBeVisible();
  await expect(card).toHaveCount(0);
  // the old address lets nothing in any more
  expect((await request.post(url, { data: { statusCode: "200 OK" } })).status()).toBe(401);
});

/** Adds a printer on Settings → Printers and returns the address to enter in it. */
async function addPrinter(page: Page, name: string, mac: string): Promise<string> {
  await signInAsOwner(page, "/admin/settings/printers");
  await untilAdminLive(page);
  await page.getByRole("button", { name: "Add printer" }).click();
  const sheet = page.getByRole("dialog", { name: "Add a printer" });
  await sheet.getByLabel("Name").fill(name);
  await sheet.getByLabel("MAC address").fill(mac);
  await sheet.getByRole("button", { name: "Add printer" }).click();
  await expect(toast(page, `${name} added`)).toBeVisible();
  return page.getByRole("textbox", { name: `Address for ${name}` }).inputValue();
}

/** A paid order the kitchen confirmed just now, as Start preparing leaves it. */
async function confirmedOrder(db: pg.Client, title: string): Promise<{ id: string; number: string }> {
  const number = `8${Math.floor(Math.random() * 100000)}`;
  const order = await db.query<{ id: string }>(
    `insert into orders (order_number, customer_name, customer_email, customer_phone, subtotal, tax, total,
       payment_provider, payment_session_id, access_token, order_type, payment_status, paid_at, status,
       kitchen_status, acknowledged_at)
     values ($1, 'Ada Lovelace', 'ada@example.com', '4045550101', 1899, 0, 1899, 'sandbox', $2, $3, 'pickup',
       'paid', now(), 'confirmed', 'preparing', now())
     returning id`,
    [number, `sess_${randomUUID()}`, randomBytes(24).toString("base64url")],
  );
  const id = order.rows[0]!.id;
  sessionOrders.push(id);
  await db.query(
    `insert into order_items (order_id, title, quantity, price, item_type, selected_modifiers)
     values ($1, $2, 1, 1899, 'catering', '[]'::jsonb)`,
    [id, title],
  );
  await db.query(`insert into order_events (order_id, kind, actor_name) values ($1, 'confirmed', 'Olive')`, [
    id,
  ]);
  return { id, number };
}

function orderNumberOf(ticket: FetchedTicket | null): string {
  return /#(\d+)/.exec(ticket?.text ?? "")?.[1] ?? "";
}

async function printAll(printer: CloudPrntPrinter): Promise<FetchedTicket[]> {
  const fetched: FetchedTicket[] = [];
  for (let round = 0; round < 20; round += 1) {
    const ticket = await printer.cycle();
    if (!ticket) return fetched;
    fetched.push(ticket);
  }
  throw new Error("The printer was offered tickets without end");
}

test("a printer session: of two paid orders the printer answers 510 for one; the other prints, the board shows the one that didn't print with Print again, and it prints", async ({
  page,
}, testInfo) => {
  const mobile = testInfo.project.name === "mobile";
  const mac = SESSION_PRINTERS[mobile ? 0 : 1]!;
  const name = mobile ? "Grill" : "Expo";
  await withDatabase((db) => db.query("delete from printers where mac_address = $1", [mac]));
  const url = await addPrinter(page, name, mac);
  const printer = new CloudPrntPrinter({ url, mac, model: "mC-Print3", firmware: "5.1" });
  // what waited for this new printer is not this test's
  await printAll(printer);

  const [failing, printing] = await withDatabase(async (db) => [
    await confirmedOrder(db, "Curry goat"),
    await confirmedOrder(db, "Oxtail stew"),
  ]);
  printer.answer = (ticket) =>
    orderNumberOf(ticket) === failing.number ? "510 Incompatible media type" : undefined;
  const fetched = await printAll(printer);
  expect(fetched.map(orderNumberOf)).toEqual([failing.number, printing.number]);
  expect(printer.printed.map(orderNumberOf)).toEqual([printing.number]);
  // the printer received StarPRNT commands, not text only
  expect(fetched.every((ticket) => ticket.mediaType === "application/vnd.star.starprnt")).toBe(true);

  // the board: a banner with the ticket that didn't print and Print again
  await page.goto("/admin/orders");
  await untilAdminLive(page);
  const banner = page.getByRole("region", { name: /didn't print/ });
  const row = banner.getByRole("listitem").filter({ hasText: `Order #${failing.number}` });
  await expect(row).toContainText(`Order #${failing.number} on the ${name} printer`);
  await expect(row).toContainText("Didn't print: the printer does not take this kind of ticket");
  await expect(banner).not.toContainText(`#${printing.number}`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`board-print-failed-${testInfo.project.name}.png`) });

  // the order page says so too, and its timeline once
  await row.getByRole("link", { name: `Order #${failing.number}` }).click();
  await expect(page.getByRole("heading", { name: `Order #${failing.number}`, level: 1 })).toBeVisible();
  await untilAdminLive(page);
  const printerRow = page
    .getByRole("listitem")
    .filter({ hasText: name })
    .filter({
      has: page.getByRole("button", { name: `Print again on ${name}` }),
    });
  await expect(printerRow.getByTestId("print-state")).toHaveText(
    "Didn't print: the printer does not take this kind of ticket",
  );
  await expect(page.getByText(`${name}: the printer does not take this kind of ticket`)).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`order-print-failed-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // Print again from the board: asked anew, off the banner, and the printer prints it
  await page.goto("/admin/orders");
  await untilAdminLive(page);
  await row.getByRole("button", { name: `Print again: order #${failing.number} on ${name}` }).click();
  await expect(toast(page, `Asked ${name} to print it again`)).toBeVisible();
  await expect(row).toHaveCount(0);
  printer.answer = () => undefined;
  const reprinted = await printAll(printer);
  expect(reprinted.map(orderNumberOf)).toEqual([failing.number]);
  expect(reprinted[0]!.code).toBe("200 OK");
  await page.goto(`/admin/orders/${failing.id}`);
  await expect(printerRow.getByTestId("print-state")).toHaveText(/^Printed /);
});
