import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { openPage } from "./support/ordering.ts";

test.describe("site shell", () => {
  test("the home page shows the seeded name, the navigation and the grouped opening hours", async ({
    page,
    isMobile,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/");
    await expect(page).toHaveTitle(/Island Spice Kitchen/);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Island Spice Kitchen home" })).toBeVisible();

    if (isMobile) {
      await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();
      await header.getByRole("button", { name: "Open menu" }).click();
      const mobileNav = page.getByRole("navigation", { name: "Mobile" });
      for (const name of ["Home", "Menu", "Catering", "Contact", "Admin"]) {
        await expect(mobileNav.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await expect(mobileNav.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin/login");
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(mobileNav).toBeHidden();
    } else {
      const nav = header.getByRole("navigation", { name: "Main" });
      for (const name of ["Home", "Menu", "Catering", "Contact", "Admin"]) {
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin/login");
    }
    await expect(header.getByRole("link", { name: /^Cart/ })).toHaveAttribute("href", "/cart");

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Opening Hours" })).toBeVisible();
    const hours = footer.getByTestId("footer-hours");
    await expect(hours).toContainText("Monday - Thursday");
    await expect(hours).toContainText("11:00 AM - 9:00 PM");
    await expect(hours).toContainText("Friday - Saturday");
    await expect(hours).toContainText("11:00 AM - 10:00 PM");
    await expect(hours).toContainText("Sunday");
    await expect(hours).toContainText("12:00 PM - 8:00 PM");
    await expect(footer.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/login");
    await expect(footer.getByRole("heading", { name: "Quick Links" })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Contact Us" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "(404) 555-0142" })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Island Spice Kitchen`);
    for (const network of ["Facebook", "Instagram", "Twitter"]) {
      await expect(footer.getByRole("link", { name: `Island Spice Kitchen on ${network}` })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test("the footer's Admin link leads to a real admin page: sign-in, or first-run setup", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Admin" }).click();
    await page.waitForURL(/\/admin\/(login|setup)/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByLabel(/email/i).first()).toBeVisible();
  });

  test("the home page has no accessibility violations", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });

  test("an unknown address answers 404 with a titled page inside the site's header and footer", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page Not Found/);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Island Spice Kitchen home" }),
    ).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/no-such-page");
    await expectNoAxeViolations(page);
  });

  test("the stylesheet comes inside the page: no render-blocking request, and it stays across navigation", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    const answer = await page.request.get("/menu");
    const html = await answer.text();
    expect(html).toMatch(/<style data-precedence="default" data-href="\/assets\/app-[^"]+\.css">/);
    expect(html).not.toContain('rel="stylesheet"');

    await page.goto("/");
    await expect(page.getByRole("main")).toBeVisible();
    await openPage(page, "/menu");
    // A link inside the site: the client moves on without a new document.
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL("**/contact");
    await page.waitForLoadState("load");
    expect(await page.locator("style[data-href]").count()).toBe(1);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    // The page is styled: the header is the sticky white bar, not an unstyled block.
    await expect(page.getByRole("banner").first()).toHaveCSS("position", "sticky");
    expect(stylesheets).toEqual([]);
  });

  test("the public pages run under the Content-Security-Policy without a single violation", async ({
    page,
  }) => {
    // Recorded in the page before any of its scripts run; a violation is reported even when the
    // offending code catches the error (as feature probes for eval do).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    for (const path of ["/", "/menu", "/order-online", "/about", "/contact", "/cart"]) {
      await openPage(page, path);
      await expect(page.getByRole("main")).toBeVisible();
      if (path === "/contact") {
        // The shared schema runs in the browser on submit.
        await page.getByRole("main").getByRole("button", { name: "Send Message" }).click();
        await expect(page.getByRole("main").getByText("Name is required").first()).toBeVisible();
      }
      await page.waitForLoadState("load");
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, path).toEqual([]);
    }
  });
});
