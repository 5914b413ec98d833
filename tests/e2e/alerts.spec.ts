import { expect, test } from "@playwright/test";
import { waitForLiveUpdates, withDatabase } from "./support/db.ts";
import { openPage } from "./support/ordering.ts";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test.describe("alert bar", () => {
  test("a dismissed alert stays hidden for the current view only", async ({ page }) => {
    await openPage(page, "/");
    const alert = page.getByTestId("site-alert").filter({ hasText: "Holiday catering orders are now open!" });
    await expect(alert).toBeVisible();
    await alert.getByRole("button", { name: "Dismiss Holiday Catering" }).click();
    await expect(alert).toBeHidden();
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(
      page.getByTestId("site-alert").filter({ hasText: "Holiday catering orders are now open!" }),
    ).toBeVisible();
  });

  test("an alert inserted in the database appears on an open page without a reload, and goes when removed", async ({
    page,
  }) => {
    await openPage(page, "/");
    await expect(page.getByTestId("site-alert").first()).toBeVisible();
    // Wait for the live connection before changing the data.
    await waitForLiveUpdates(page);
    const message = `Live alert ${unique()}`;
    const id = await withDatabase(async (db) => {
      const result = await db.query<{ id: string }>(
        "insert into alerts (title, message, alert_type, is_active, display_order) values ('Heads up', $1, 'warning', true, -1) returning id",
        [message],
      );
      return result.rows[0]!.id;
    });
    try {
      const live = page.getByTestId("site-alert").filter({ hasText: message });
      await expect(live).toBeVisible({ timeout: 10_000 });
      await expect(live).toHaveAttribute("data-alert-type", "warning");
      // display_order -1 sorts before the demo alert
      await expect(page.getByTestId("site-alert").first()).toContainText(message);
    } finally {
      await withDatabase((db) => db.query("delete from alerts where id = $1", [id]));
    }
    await expect(page.getByTestId("site-alert").filter({ hasText: message })).toBeHidden({ timeout: 10_000 });
  });

  test("only active alerts inside their dates show, with their own colours or their type's", async ({
    page,
  }) => {
    const tag = unique();
    const ids = await withDatabase(async (db) => {
      const rows = [
        [
          "error",
          `Expired ${tag}`,
          "now() - interval '2 days'",
          "now() - interval '1 day'",
          null,
          null,
          true,
        ],
        ["error", `Future ${tag}`, "now() + interval '1 day'", null, null, null, true],
        [
          "success",
          `Current ${tag}`,
          "now() - interval '1 day'",
          "now() + interval '1 day'",
          null,
          null,
          true,
        ],
        ["info", `Inactive ${tag}`, null, null, null, null, false],
        ["promo", `Custom ${tag}`, null, null, "#123456", "#fefefe", true],
      ] as const;
      const created: string[] = [];
      for (const [type, message, start, end, bg, fg, active] of rows) {
        const result = await db.query<{ id: string }>(
          `insert into alerts (message, alert_type, is_active, start_date, end_date, background_color, text_color, display_order)
           values ($1, $2, $3, ${start ?? "null"}, ${end ?? "null"}, $4, $5, 5) returning id`,
          [message, type, active, bg, fg],
        );
        created.push(result.rows[0]!.id);
      }
      return created;
    });
    try {
      await page.goto("/about");
      const bar = page.getByTestId("alert-bar");
      await expect(bar.getByText(`Current ${tag}`)).toBeVisible();
      await expect(bar.getByText(`Custom ${tag}`)).toBeVisible();
      await expect(bar.getByText(`Expired ${tag}`)).toHaveCount(0);
      await expect(bar.getByText(`Future ${tag}`)).toHaveCount(0);
      await expect(bar.getByText(`Inactive ${tag}`)).toHaveCount(0);
      const current = page.getByTestId("site-alert").filter({ hasText: `Current ${tag}` });
      // The success type's own colours: white on green-700.
      await expect(current).toHaveCSS("background-color", "rgb(21, 128, 61)");
      await expect(current).toHaveCSS("color", "rgb(255, 255, 255)");
      const custom = page.getByTestId("site-alert").filter({ hasText: `Custom ${tag}` });
      await expect(custom).toHaveCSS("background-color", "rgb(18, 52, 86)");
      await expect(custom).toHaveCSS("color", "rgb(254, 254, 254)");
    } finally {
      await withDatabase((db) => db.query("delete from alerts where id = any($1)", [ids]));
    }
  });
});
