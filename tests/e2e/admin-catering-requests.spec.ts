import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { ensureOwner, signInAsOwner, untilAdminLive } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { businessDate, businessTimeZone, dismissToasts, openPage, toast } from "./support/ordering.ts";

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

/** A visitor asks for a quote from the public Catering page. */
async function requestQuote(page: Page, quote: { name: string; email: string; date: string }) {
  await openPage(page, "/catering");
  const form = page.getByRole("form", { name: "Request a catering quote" });
  await form.getByLabel("Name", { exact: true }).fill(quote.name);
  await form.getByLabel("Email", { exact: true }).fill(quote.email);
  await form.getByLabel("Phone", { exact: true }).fill("4045550123");
  await form.getByLabel("Number of Guests").fill("65");
  await form.getByLabel("Event Date").fill(quote.date);
  await form.getByLabel("Event Time").fill("18:30");
  await form.getByLabel("Event Type").selectOption("Birthday");
  await form.getByLabel("Pickup or Delivery").selectOption("delivery");
  await form.getByLabel(/Special Requests/).fill("A <b>nut-free</b> table, please.");
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page, "Request Submitted!")).toBeVisible();
}

test("a quote request appears on the open Catering page; a reply lands with the request and in the outbox", async ({
  page,
  browser,
}, testInfo) => {
  const name = `Marley ${testInfo.project.name} ${Date.now()}`;
  const email = `marley-${testInfo.project.name}-${Date.now()}@example.com`;
  const date = await withDatabase(async (db) => businessDate(await businessTimeZone(db), 12));

  await signInAsOwner(page, "/admin/catering");
  await expect(page.getByRole("heading", { level: 1, name: "Catering" })).toBeVisible();
  await untilAdminLive(page);

  const visitor = await browser.newContext();
  await requestQuote(await visitor.newPage(), { name, email, date });
  await visitor.close();

  // It shows without a reload, in the list and among the upcoming events.
  const link = page.getByRole("link", { name });
  await expect(link.first()).toBeVisible({ timeout: 10_000 });
  await expect(
    page.getByRole("region", { name: "Upcoming events" }).getByRole("link", { name }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The filters narrow the list by status and event date, in the address.
  await page.getByLabel("Status", { exact: true }).selectOption("confirmed");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=confirmed/);
  await expect(
    page.getByRole("table", { name: "Catering requests" }).getByRole("link", { name }),
  ).toHaveCount(0);
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).not.toHaveURL(/status=/);

  await page
    .getByRole("table", { name: "Catering requests" })
    .getByRole("link", { name })
    .or(page.getByRole("list").getByRole("link", { name }))
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Catering for ${name}` })).toBeVisible();
  // The customer's words are shown as text.
  await expect(page.getByText("A <b>nut-free</b> table, please.")).toBeVisible();
  await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(page.getByRole("link", { name: "(404) 555-0123" })).toHaveAttribute("href", "tel:4045550123");

  // An empty reply is refused in the browser and nothing is sent.
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByLabel(`Reply to ${name}`)).toHaveAccessibleDescription(/Reply is required/);

  await page.getByLabel("Internal notes").fill("Quoted $1,200 by phone.");
  await page.getByRole("button", { name: "Save notes" }).click();
  await expect(toast(page, "Notes saved")).toBeVisible();

  await page.getByLabel(`Reply to ${name}`).fill("Happy to cook for your party. Our quote follows.");
  await page.getByRole("button", { name: "Send reply" }).click();
  // No mail server in these tests: the reply is kept, and the toast says it was not emailed.
  await expect(toast(page, "Reply saved")).toContainText("the email was not sent: email is not set up");
  await expect(page.getByLabel(`Reply to ${name}`)).toHaveValue("");
  const reply = page.getByRole("article", { name: /Reply from staff/ });
  await expect(reply).toContainText("Happy to cook for your party.");
  await expect(page.getByText("Contacted", { exact: true }).first()).toBeVisible();
  await dismissToasts(page);
  await expectNoAxeViolations(page);

  // The event's range downloads as a CSV that holds the request.
  await page.goto("/admin/catering");
  const exportForm = page.getByRole("form", { name: "Export catering requests" });
  await exportForm.getByLabel("Events from").fill(date);
  await exportForm.getByLabel("Events to").fill(date);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    exportForm.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`catering-requests-${date}-to-${date}.csv`);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toContain(name);
  expect(csv).toContain("Birthday");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: `Catering for ${name}` })).toBeVisible();
  // the page came back as a new document: its status menu opens once the page has taken over
  await untilAdminLive(page);

  await page.getByLabel("Status").click();
  await page.getByRole("option", { name: "Quoted" }).click();
  const stored = async () =>
    withDatabase(async (db) => {
      const request = await db.query<{ id: string; status: string; internal_notes: string }>(
        "select id, status, internal_notes from catering_requests where email = $1",
        [email],
      );
      const mail = await db.query<{ text: string }>(
        "select text from mail_outbox where kind = 'catering-reply' and to_address = $1",
        [email],
      );
      return { request: request.rows[0], mail: mail.rows };
    });
  await expect.poll(async () => (await stored()).request?.status).toBe("quoted");
  const after = await stored();
  expect(after.request?.internal_notes).toBe("Quoted $1,200 by phone.");
  expect(after.mail).toHaveLength(1);
  expect(after.mail[0]?.text).toContain("Happy to cook for your party.");
  expect(after.mail[0]?.text).not.toContain("Quoted $1,200");
});

test("a catering request that does not exist says so", async ({ page }) => {
  await signInAsOwner(page, "/admin/catering/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Catering request not found" })).toBeVisible();
});
