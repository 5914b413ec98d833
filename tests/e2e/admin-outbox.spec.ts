import { expect, test, type Page } from "@playwright/test";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { dismissToasts } from "./support/ordering.ts";

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

test("a test email sent from Notifications is listed in Settings → Emails sent, and a failed one can be retried", async ({
  page,
}, testInfo) => {
  const kitchen = `kitchen-${testInfo.project.name}-${Date.now()}@example.com`;
  await signInAsOwner(page, "/admin/settings/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await page.getByLabel("Kitchen email").fill(kitchen);
  // The page has a form for texts too: save the one holding the kitchen email.
  await page
    .locator("form")
    .filter({ has: page.getByLabel("Kitchen email") })
    .getByRole("button", { name: "Save", exact: true })
    .click();
  await expect(toast(page, "Saved")).toBeVisible();

  await page.getByRole("button", { name: "Send test email" }).click();
  await expect(toast(page, "Test email saved; the email was not sent: email is not set up")).toBeVisible();
  await expectNoAxeViolations(page);

  // The outbox lists it with its recipient; without SMTP the mailer keeps it there.
  await dismissToasts(page);
  await page.getByRole("link", { name: "Settings → Emails sent" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Emails sent" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: kitchen });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { name: /^Test email from / })).toBeVisible();
  await card.getByText("Message", { exact: true }).click();
  await expect(
    card.getByText(/If you can read it, order and inquiry emails reach this address/),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await expect(async () => {
    await page
      .getByRole("navigation", { name: "Filter by state" })
      .getByRole("link", { name: /^Not sent: email is not set up/ })
      .click();
    await expect(page.getByRole("listitem").filter({ hasText: kitchen })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // A failed email (its body is text, never HTML) is retried from the Failed filter.
  const subject = `Your order (${testInfo.project.name} ${Date.now()})`;
  await withDatabase((db) =>
    db.query(
      `insert into mail_outbox (dedupe_key, kind, to_address, subject, html, text, status, attempts, last_error)
       values ($1, 'customer-confirmation', 'ana@example.com', $2, '<b>Thanks</b>', '<b>Thanks</b> for your order', 'failed', 6, 'Connection refused')`,
      [`e2e:${subject}`, subject],
    ),
  );
  await page.goto("/admin/settings/outbox?status=failed");
  const failed = page.getByRole("listitem").filter({ hasText: subject });
  await expect(failed.getByText("Connection refused")).toBeVisible();
  await failed.getByText("Message", { exact: true }).click();
  await expect(failed.getByText("<b>Thanks</b> for your order")).toBeVisible();
  await expectNoAxeViolations(page);
  await failed.getByRole("button", { name: /^Retry/ }).click();
  await expect(toast(page, "Saved; the email was not sent: email is not set up")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: subject })).toHaveCount(0);
});
