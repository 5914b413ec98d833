import { expect, test } from "@playwright/test";
import { withDatabase } from "./support/db.ts";
import { card, collectConsoleErrors, holdScripts, OPEN_WEEK, openPage, toast } from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

// Public pages paint their text and main picture before their scripts start loading (decision 185),
// then take over as before: the same modules, under the same CSP, fetched after the first paint.

test.describe("a public page paints before its scripts load", () => {
  for (const path of ["/menu", "/"]) {
    test(`${path}: the main picture is painted before the first script is asked for, and the page then works`, async ({
      page,
      request,
    }) => {
      const errors = collectConsoleErrors(page);
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).not.toContain('rel="modulepreload"');

      await openPage(page, path);
      const timing = await page.evaluate(async () => {
        const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        // When the browser painted the picture (Element Timing, kept for a buffered observer).
        const paintedAt = await new Promise<number | null>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            const entry = list
              .getEntries()
              .find((e) => (e as PerformanceEntry & { element?: Element }).element === picture);
            resolve(entry ? (entry as PerformanceEntry & { renderTime: number }).renderTime : null);
          }).observe({ type: "element", buffered: true });
          setTimeout(() => resolve(null), 2000);
        });
        const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const pictureEntry = entries.find((entry) => entry.name === picture?.currentSrc);
        const scripts = entries.filter(
          (entry) => entry.initiatorType !== "img" && /\/assets\/.+\.js$/.test(entry.name),
        );
        return {
          paintedAt,
          pictureLoadedAt: pictureEntry?.responseEnd ?? null,
          firstScriptAskedAt: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        };
      });
      expect(timing.pictureLoadedAt).not.toBeNull();
      expect(timing.scripts).toBeGreaterThan(2);
      expect(timing.firstScriptAskedAt).toBeGreaterThanOrEqual(timing.pictureLoadedAt!);
      // and after the browser reported the picture painted, not merely a frame later
      expect(timing.paintedAt).not.toBeNull();
      expect(timing.firstScriptAskedAt).toBeGreaterThanOrEqual(timing.paintedAt!);

      // Taken over by React Router: a link moves without reloading the document.
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
      expect(errors).toEqual([]);
    });
  }

  test("a tap on Add to Cart before the page has taken over is answered once it has, once", async ({
    page,
  }) => {
    await withDatabase((db) => setWeek(db, OPEN_WEEK));
    try {
      const errors = collectConsoleErrors(page);
      // The scripts are held until the dish has been tapped, so the taps come before the take-over.
      const release = await holdScripts(page);
      await page.goto("/menu?category=Sides", { waitUntil: "domcontentloaded" });
      const button = card(page, "Festival").getByRole("button", { name: "Add to Cart" });
      await button.click();
      await button.click();
      expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
      // the button shows the tap was heard
      await expect(button).toHaveAttribute("data-early-tap", "");
      release();

      await expect(toast(page, "Added to Cart", "Festival has been added to your cart")).toBeVisible();
      // Two taps on a button that did nothing yet are one press: one Festival in the cart.
      await expect(page.getByTestId("cart-badge")).toHaveText("1");
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
      expect(errors).toEqual([]);
    } finally {
      await withDatabase((db) => restoreDemoWeek(db));
    }
  });
});
