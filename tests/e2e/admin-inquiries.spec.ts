import { expect, test, type Page } from "@playwright/test";
import { ensureOwner, signInAsOwner, untilAdminLive } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { openPage } from "./support/ordering.ts";

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

async function sendContactMessage(
  page: Page,
  message: { name: string; email: string; subject: string; text: string },
) {
  await openPage(page, "/contact");
  const main = page.getByRole("main");
  await main.getByLabel("Name", { exact: true }).fill(message.name);
  await main.getByLabel("Email", { exact: true }).fill(message.email);
  await main.getByLabel("Subject", { exact: true }).fill(message.subject);
  await main.getByLabel("Message", { exact: true }).fill(message.text);
  await main.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message Sent!")).toBeVisible();
}

test("a contact message appears on the open Inquiries page; a reply lands in the thread and the outbox", async ({
  page,
  browser,
}, testInfo) => {
  const subject = `Sunday brunch for 12 (${testInfo.project.name} ${Date.now()})`;
  const email = `guest-${testInfo.project.name}@example.com`;
  await signInAsOwner(page, "/admin/inquiries");
  await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
  await untilAdminLive(page);
  const newBefore = await withDatabase(
    async (db) =>
      (await db.query<{ n: number }>(`select count(*)::int as n from inquiries where status = 'new'`)).rows[0]
        ?.n ?? 0,
  );

  // A visitor writes from the public Contact page in another browser.
  const visitor = await browser.newContext();
  await sendContactMessage(await visitor.newPage(), {
    name: "Grace Hopper",
    email,
    subject,
    text: "Could you do a brunch for 12 on a Sunday?\nWe would come at 11.",
  });
  await visitor.close();

  // It shows without a reload, and the sidebar counts it.
  const link = page.getByRole("link", { name: subject });
  await expect(link.first()).toBeVisible({ timeout: 10_000 });
  const sidebarLink = page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: /Inquiries/ });
  if (testInfo.project.name === "desktop") await expect(sidebarLink).toContainText(String(newBefore + 1));
  await expectNoAxeViolations(page);

  await link.first().click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText("Could you do a brunch for 12 on a Sunday?")).toBeVisible();
  await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);

  // An empty reply is refused in the browser and nothing is sent.
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByLabel("Reply to Grace Hopper")).toHaveAccessibleDescription(/Reply is required/);

  await page.getByLabel("Priority").click();
  await page.getByRole("option", { name: "High" }).click();
  await expect(page.getByLabel("Priority")).toHaveText("High");

  await page
    .getByLabel("Reply to Grace Hopper")
    .fill("Hello Grace,\n\nYes, we can. Brunch for 12 at 11 is booked.");
  await page.getByRole("button", { name: "Send reply" }).click();
  // No mail server in these tests: the reply is kept, and the toast says it was not emailed.
  await expect(toast(page, "Reply saved")).toContainText("the email was not sent: email is not set up");
  await expect(page.getByLabel("Reply to Grace Hopper")).toHaveValue("");
  const reply = page.getByRole("article", { name: /Reply from staff/ });
  await expect(reply).toContainText("Yes, we can. Brunch for 12 at 11 is booked.");
  await expect(reply).toContainText(
    /Email waiting to be sent|Emailed to the customer|Email kept in the outbox/,
  );
  await expect(page.getByText("In progress", { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const stored = await withDatabase(async (db) => {
    const inquiry = await db.query<{ id: string; status: string; priority: string }>(
      `select id, status, priority from inquiries where subject = $1`,
      [subject],
    );
    const messages = await db.query<{ sender: string }>(
      `select sender from inquiry_messages where inquiry_id = $1 order by created_at`,
      [inquiry.rows[0]?.id],
    );
    // this inquiry's replies only: a retry on the same database sends its own
    const mail = await db.query<{ to_address: string; text: string }>(
      `select m.to_address, m.text from mail_outbox m
         join inquiry_messages r on m.dedupe_key = 'inquiry-reply:' || r.id
        where m.kind = 'inquiry-reply' and r.inquiry_id = $1`,
      [inquiry.rows[0]?.id],
    );
    return { inquiry: inquiry.rows[0], senders: messages.rows.map((row) => row.sender), mail: mail.rows };
  });
  expect(stored.inquiry).toMatchObject({ status: "in_progress", priority: "high" });
  expect(stored.senders).toEqual(["customer", "admin"]);
  expect(stored.mail).toHaveLength(1);
  expect(stored.mail[0]?.to_address).toBe(email);
  expect(stored.mail[0]?.text).toContain("Yes, we can. Brunch for 12 at 11 is booked.");
  expect(stored.mail[0]?.text).not.toContain("Could you do a brunch");

  await page.getByLabel("Status").click();
  await page.getByRole("option", { name: "Resolved" }).click();
  await expect
    .poll(() =>
      withDatabase(
        async (db) =>
          (await db.query<{ status: string }>(`select status from inquiries where subject = $1`, [subject]))
            .rows[0]?.status,
      ),
    )
    .toBe("resolved");
});

test("an inquiry that does not exist says so", async ({ page }) => {
  await signInAsOwner(page, "/admin/inquiries/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Inquiry not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "All inquiries" })).toBeVisible();
});
