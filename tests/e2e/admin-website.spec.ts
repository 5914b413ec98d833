import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { waitForLiveUpdates, withDatabase } from "./support/db.ts";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { dismissToasts, toast } from "./support/ordering.ts";

// The website pages of the admin: what the owner saves there is what visitors see. Every row made
// here carries this run's tag and is removed afterwards, so other specs sharing the database see the
// demo content only.

test.describe.configure({ timeout: 90_000 });

const TAG = `e2e-website-${Date.now()}`;

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

test.afterAll(async () => {
  await withDatabase(async (db) => {
    await db.query("delete from alerts where message like $1", [`%${TAG}%`]);
  });
});

async function openAdmin(page: Page, path: string) {
  await signInAsOwner(page, path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

test("an alert saved in the admin appears on an already open public page", async ({ page }, testInfo) => {
  const title = `Heads up ${testInfo.project.name}`;
  const message = `We open late today ${TAG}-${testInfo.project.name}`;

  const visitor = await page.context().browser()!.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto("/about");
  await waitForLiveUpdates(publicPage);

  await openAdmin(page, "/admin/alerts");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add Alert" }).click();
  const sheet = page.getByRole("dialog", { name: "Add an alert" });
  await sheet.getByLabel("Title").fill(title);
  await sheet.getByLabel("Message").fill(message);
  await sheet.getByLabel("Type").selectOption("warning");
  // Bad input is refused by the field, in the browser and on the server alike.
  await sheet.getByLabel("Background colour", { exact: true }).fill("orange");
  await sheet.getByLabel("Start").fill("2026-12-20T09:00");
  await sheet.getByLabel("End").fill("2026-12-19T09:00");
  await sheet.getByRole("button", { name: "Save Alert" }).click();
  await expect(sheet.getByText("Background colour must be a colour like #F97316")).toBeVisible();
  await expect(sheet.getByText("End must be after the start")).toBeVisible();

  // A pale text colour on a pale background is flagged, and the preview shows the bar as visitors will.
  await sheet.getByLabel("Background colour", { exact: true }).fill("#fef3c7");
  await sheet.getByLabel("Text colour", { exact: true }).fill("#fde68a");
  await expect(sheet.getByTestId("contrast-warning")).toBeVisible();
  await expect(sheet.getByRole("region", { name: "Alert preview" })).toContainText(message);
  await sheet.getByLabel("Text colour", { exact: true }).fill("#451a03");
  await expect(sheet.getByTestId("contrast-warning")).toBeHidden();
  await sheet.getByLabel("Start").fill("");
  await sheet.getByLabel("End").fill("");
  await expectNoAxeViolations(page);
  await sheet.getByRole("button", { name: "Save Alert" }).click();
  await expect(toast(page, "Alert saved.")).toBeVisible();
  await expect(page.getByRole("switch", { name: `Active: ${title}` })).toBeChecked();

  const live = publicPage.getByTestId("site-alert").filter({ hasText: message });
  await expect(live).toBeVisible({ timeout: 10_000 });
  await expect(live).toHaveAttribute("data-alert-type", "warning");

  // Switched off in the list, it leaves the open page too.
  await page.getByRole("switch", { name: `Active: ${title}` }).click();
  await expect(live).toBeHidden({ timeout: 10_000 });
  await dismissToasts(page);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Alert deleted.")).toBeVisible();
  await expect
    .poll(() =>
      withDatabase(
        async (db) => (await db.query("select 1 from alerts where message = $1", [message])).rowCount,
      ),
    )
    .toBe(0);
  await visitor.close();
});
