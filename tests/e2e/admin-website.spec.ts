import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
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
    await db.query("delete from testimonials where name like $1", [`%${TAG}%`]);
    await db.query("delete from benefits where title like $1", [`%${TAG}%`]);
    await db.query("delete from hero_slides where heading_text like $1", [`%${TAG}%`]);
    await db.query("delete from site_sections where title like $1", [`%${TAG}%`]);
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

test("a testimonial and a benefit created in the admin show on the home page", async ({ page }, testInfo) => {
  const who = `Rosa ${TAG}-${testInfo.project.name}`;
  const promise = `Made to order ${TAG}-${testInfo.project.name}`;

  await openAdmin(page, "/admin/testimonials");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add Testimonial" }).click();
  const sheet = page.getByRole("dialog", { name: "Add a testimonial" });
  await sheet.getByLabel("Name").fill(who);
  await sheet.getByLabel("Location").fill("Kingston");
  await sheet.getByLabel("Text").fill("The curry goat was perfect.");
  await sheet.getByLabel("Rating").selectOption("4");
  await expectNoAxeViolations(page);
  await sheet.getByRole("button", { name: "Save Testimonial" }).click();
  await expect(toast(page, `${who}'s testimonial was added.`)).toBeVisible();
  await dismissToasts(page);
  await expect(page.getByRole("switch", { name: `Active: ${who}'s testimonial` })).toBeChecked();
  await expectNoAxeViolations(page);

  await page.goto("/admin/benefits");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add Benefit" }).click();
  const benefitSheet = page.getByRole("dialog", { name: "Add a benefit" });
  await benefitSheet.getByRole("radio", { name: "Truck" }).check();
  await benefitSheet.getByLabel("Title").fill(promise);
  await benefitSheet.getByLabel("Description").fill("Every tray cooked the day of your event.");
  await expect(benefitSheet.getByRole("region", { name: "Preview" })).toContainText(promise);
  await expectNoAxeViolations(page);
  await benefitSheet.getByRole("button", { name: "Save Benefit" }).click();
  await expect(toast(page, `"${promise}" was added.`)).toBeVisible();
  const stored = await withDatabase(
    async (db) =>
      (await db.query<{ icon_name: string }>("select icon_name from benefits where title = $1", [promise]))
        .rows[0],
  );
  expect(stored).toEqual({ icon_name: "truck" });

  await page.goto("/");
  const testimonials = page.getByRole("region", { name: "What Our Customers Say" });
  const card = testimonials.getByRole("listitem").filter({ hasText: who });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Kingston");
  await expect(card.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  const benefits = page.getByRole("region", { name: "Why Choose Us?" });
  await expect(benefits.getByText(promise)).toBeVisible();
});

test("a hero slide added, moved first by keyboard and edited shows on the home page", async ({
  page,
}, testInfo) => {
  const heading = `Fresh jerk ${TAG}-${testInfo.project.name}`;
  const edited = `Smoky jerk ${TAG}-${testInfo.project.name}`;

  await openAdmin(page, "/admin/hero");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add Slide" }).click();
  const sheet = page.getByRole("dialog", { name: "Add a slide" });
  const photo = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  await sheet.getByLabel("Image").setInputFiles({ name: "jerk.png", mimeType: "image/png", buffer: photo });
  await expect(sheet.getByRole("img", { name: "Chosen for this slide" })).toBeVisible();
  await sheet.getByLabel("Tag").fill("New");
  await sheet.getByLabel("Heading").fill(heading);
  await sheet.getByLabel("Highlighted words").fill("jerk");
  await sheet.getByLabel("Button text").fill("Order Jerk");
  await sheet.getByLabel("Button link").fill("javascript:alert(1)");
  await sheet.getByLabel("Background colour", { exact: true }).fill("#777777");
  await expect(sheet.getByTestId("contrast-warning")).toBeVisible();
  await sheet.getByRole("button", { name: "Save Slide" }).click();
  await expect(
    sheet.getByText("Button link must be a path on this site like /menu or an https:// address"),
  ).toBeVisible();
  await sheet.getByLabel("Button link").fill("/order-online");
  await sheet.getByLabel("Background colour", { exact: true }).fill("#0f766e");
  await expect(sheet.getByTestId("contrast-warning")).toBeHidden();
  await expect(sheet.getByTestId("scaled-preview")).toContainText(heading);
  await expectNoAxeViolations(page);
  await sheet.getByRole("button", { name: "Save Slide" }).click();
  await expect(toast(page, "Slide added.")).toBeVisible();
  await dismissToasts(page);

  // Keyboard reorder: lift with Space, move up past every other slide, drop with Space.
  const handle = page.getByRole("button", { name: `Move ${heading}` });
  const count = await page.getByRole("button", { name: /^Move / }).count();
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  // One step at a time: each move is announced before the next key.
  for (let position = count - 1; position >= 1; position -= 1) {
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText(`${heading} is now at position ${position} of ${count}.`)).toBeAttached();
  }
  await page.keyboard.press("Space");
  await expect
    .poll(() =>
      withDatabase(
        async (db) =>
          (
            await db.query<{ heading_text: string }>(
              "select heading_text from hero_slides order by display_order, created_at limit 1",
            )
          ).rows[0]?.heading_text,
      ),
    )
    .toBe(heading);

  await page.getByRole("button", { name: `Edit ${heading}` }).click();
  const editSheet = page.getByRole("dialog", { name: `Edit ${heading}` });
  await editSheet.getByLabel("Heading").fill(edited);
  await editSheet.getByRole("button", { name: "Save Slide" }).click();
  await expect(toast(page, "Slide saved.")).toBeVisible();
  await dismissToasts(page);
  await expectNoAxeViolations(page);

  const visitor = await page.context().browser()!.newContext({ viewport: page.viewportSize()! });
  const home = await visitor.newPage();
  await home.goto("/");
  const first = home.getByTestId("hero-slide").first();
  await expect(first.getByRole("heading", { level: 1 })).toHaveText(edited);
  await expect(first.getByText("New", { exact: true })).toBeVisible();
  await expect(first.getByRole("link", { name: "Order Jerk" })).toHaveAttribute("href", "/order-online");
  await expect(first.locator("img")).toHaveAttribute("src", /\/uploads\//);
  await visitor.close();

  await page.getByRole("button", { name: `Delete ${edited}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Slide deleted.")).toBeVisible();
});

test("a story block added in Content shows in Our Story on the home page", async ({ page }, testInfo) => {
  const title = `Sunday dinners ${TAG}-${testInfo.project.name}`;

  await openAdmin(page, "/admin/content");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add Story Block" }).click();
  const sheet = page.getByRole("dialog", { name: "Add a story block" });
  await sheet.getByLabel("Title", { exact: true }).fill(title);
  await sheet.getByLabel("Text", { exact: true }).fill("Every Sunday the whole family cooked together.");
  await expect(sheet.getByTestId("scaled-preview")).toContainText(title);
  await expectNoAxeViolations(page);
  await sheet.getByRole("button", { name: "Save Section" }).click();
  await expect(toast(page, "Section saved.")).toBeVisible();
  await dismissToasts(page);
  await expect(page.getByRole("switch", { name: `Active: ${title}` })).toBeChecked();

  const visitor = await page.context().browser()!.newContext({ viewport: page.viewportSize()! });
  const home = await visitor.newPage();
  await home.goto("/");
  const story = home.getByRole("region", { name: "Our Story" });
  await expect(story.getByRole("heading", { name: title })).toBeVisible();
  await visitor.close();

  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Section deleted.")).toBeVisible();
});
