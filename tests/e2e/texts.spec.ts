import { expect, test } from "@playwright/test";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { addPlainDish, dismissToasts, fillCustomer, OPEN_WEEK, openPage, toast } from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

test("the cart's Text me order updates box is unchecked under the phone field, and accessible", async ({
  page,
}) => {
  await withDatabase((db) => setWeek(db, OPEN_WEEK));
  await openPage(page, "/menu?category=Sides");
  await addPlainDish(page, "Festival");
  await openPage(page, "/cart");
  await fillCustomer(page);
  const box = page.getByRole("checkbox", { name: "Text me order updates" });
  await expect(box).toBeVisible();
  await expect(box).not.toBeChecked();
  // under the phone field
  const phone = await page.getByLabel("Phone", { exact: true }).boundingBox();
  const boxAt = await box.boundingBox();
  expect(boxAt!.y).toBeGreaterThan(phone!.y);
  await box.check();
  await expect(box).toBeChecked();
  await expectNoAxeViolations(page);
  await withDatabase(restoreDemoWeek);
});

test("Settings → Notifications saves the owner's number, Send test text puts one text in Settings → Texts", async ({
  page,
}, testInfo) => {
  // one number per project, so the two sizes do not share rows
  const phone = testInfo.project.name === "mobile" ? "(404) 555-0177" : "(404) 555-0188";
  const e164 = testInfo.project.name === "mobile" ? "+14045550177" : "+14045550188";
  await withDatabase((db) => db.query("delete from sms_outbox where to_number = $1", [e164]));
  await signInAsOwner(page, "/admin/settings/notifications");
  await expect(page.getByRole("heading", { name: "Texts to your phone" })).toBeVisible();

  await page.getByLabel("Phone numbers for texts").fill("not a number");
  await page
    .getByRole("region", { name: "Texts to your phone" })
    .getByRole("button", { name: "Save" })
    .click();
  await expect(page.getByText("“not a number” is not a phone number.").first()).toBeVisible();

  await page.getByLabel("Phone numbers for texts").fill(phone);
  await page
    .getByRole("region", { name: "Texts to your phone" })
    .getByRole("button", { name: "Save" })
    .click();
  await expect(toast(page, "Saved")).toBeVisible();
  await expectNoAxeViolations(page);

  await dismissToasts(page);
  await page.getByRole("button", { name: "Send test text" }).click();
  await expect(toast(page, "Test text queued")).toContainText("1 number");
  const rows = await withDatabase((db) =>
    db.query<{ kind: string; body: string }>("select kind, body from sms_outbox where to_number = $1", [
      e164,
    ]),
  );
  expect(rows.rows).toHaveLength(1);
  expect(rows.rows[0]!.kind).toBe("test");
  expect(rows.rows[0]!.body).toMatch(/^Test text from /);

  await page.goto("/admin/settings/texts");
  await expect(page.getByRole("heading", { level: 1, name: "Texts" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: "Test text to" }).filter({ hasText: phone });
  await expect(card.first()).toBeVisible();
  await expectNoAxeViolations(page);
});
