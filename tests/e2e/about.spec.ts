import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";

test.describe("about page", () => {
  test("tells the family story, the three values and the four team members", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/about");
    await expect(page).toHaveTitle(/About Us/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(main).toContainText("Island Spice Kitchen is a family restaurant founded in 2015");

    const values = main.getByRole("region", { name: "Our Values" });
    for (const value of ["Quality First", "Community", "Innovation"]) {
      await expect(values.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }
    await expect(values.getByRole("listitem")).toHaveCount(3);

    const team = main.getByRole("region", { name: "Meet Our Team" });
    const members = team.getByRole("listitem");
    await expect(members).toHaveCount(4);
    for (const member of await members.all()) {
      await expect(member.getByRole("heading", { level: 3 })).toBeVisible();
      const photo = member.getByRole("img");
      await photo.scrollIntoViewIfNeeded();
      // The placeholder portrait really loads (its WebP variant), not just a broken <img>.
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
    }
    await expect(team.getByRole("img", { name: /Head Chef/ })).toBeVisible();

    await expect(main.getByRole("link", { name: "View Menu" })).toHaveAttribute("href", "/menu");
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    expect(errors).toEqual([]);
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/about");
    await expectNoAxeViolations(page);
  });
});
