import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { openPage } from "./support/ordering.ts";

test.describe("home page", () => {
  test("the hero slider advances every 5 seconds and its dots jump to a slide", async ({ page }) => {
    await openPage(page, "/");
    const slides = page.getByTestId("hero-slide");
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(0)).toHaveAttribute("data-active", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Authentic Jerk, Straight From the Grill",
    );
    // Auto-advance after about 5 s (the mouse is away from the hero).
    await page.mouse.move(0, 0);
    await expect(slides.nth(1)).toHaveAttribute("data-active", "true", { timeout: 8000 });
    await page.getByRole("button", { name: "Go to slide 3" }).click();
    await expect(slides.nth(2)).toHaveAttribute("data-active", "true");
    await expect(page.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");
    // The third demo slide has no link of its own: its call to action defaults to /menu.
    await expect(slides.nth(2).getByRole("link", { name: "View Menu" })).toHaveAttribute("href", "/menu");
    for (let i = 0; i < 3; i++) {
      await expect(slides.nth(i).getByRole("link", { name: "Catering Services" })).toHaveAttribute(
        "href",
        "/catering",
      );
    }
  });

  test("the first hero image is preloaded with high priority and the rest load lazily, once the carousel can move", async ({
    page,
    request,
  }) => {
    // The page as sent: only the first slide's picture, so the others do not share the line with it.
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/\/img\/\d+\/images\/hero\/slide-1\.svg/);
    expect(html).not.toMatch(/\/img\/\d+\/images\/hero\/slide-[23]\.svg/);
    expect(html).toContain('elementtiming="main-picture"');
    await openPage(page, "/");
    const preload = page.locator('link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preload.first()).toHaveAttribute("imagesrcset", /\/img\/\d+\/images\/hero\/slide-1\.svg/);
    const firstImage = page.getByTestId("hero-slide").nth(0).locator("img");
    await expect(firstImage).toHaveAttribute("fetchpriority", "high");
    await expect(firstImage).toHaveAttribute("width", /\d+/);
    await expect(page.getByTestId("hero-slide").nth(1).locator("img")).toHaveAttribute("loading", "lazy");
  });

  test("shows featured dishes, why choose us, our story and testimonials", async ({ page }) => {
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured Dishes" });
    await expect(featured.getByRole("heading", { level: 3 }).first()).toBeVisible();
    expect(await featured.getByRole("heading", { level: 3 }).count()).toBeGreaterThanOrEqual(3);

    const why = page.getByRole("region", { name: "Why Choose Us?" });
    await expect(why.getByText("Our Promise")).toBeVisible();
    await expect(why.getByRole("listitem")).toHaveCount(4);

    const story = page.getByRole("region", { name: "Our Story" });
    await expect(story.getByRole("article")).toHaveCount(2);

    const testimonials = page.getByRole("region", { name: "What Our Customers Say" });
    await expect(testimonials.getByRole("listitem")).toHaveCount(4);
    await expect(testimonials.getByRole("img", { name: /out of 5 stars/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a client-side navigation to the home page shows the page at once and fills it in", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.getByRole("banner").getByRole("link", { name: "Island Spice Kitchen home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Featured Dishes" })).toBeVisible();
  });
});
