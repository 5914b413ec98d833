import { expect, test } from "@playwright/test";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { dismissToasts, toast } from "./support/ordering.ts";

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
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
  expect(await poll.json()).toEqual({ jobReady: false });
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
