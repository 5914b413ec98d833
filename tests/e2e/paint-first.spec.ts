import { expect, test } from "@playwright/test";
import { collectConsoleErrors, openPage } from "./support/ordering.ts";

// Public pages paint their text and main picture before their scripts start loading (decision 185),
// then take over as before: the same modules, under the same CSP, fetched after the first paint.

test.describe("a public page paints before its scripts load", () => {
  for (const path of ["/menu", "/"]) {
    test(`${path}: the main picture has arrived before the first script is asked for, and the page then works`, async ({
      page,
      request,
    }) => {
      const errors = collectConsoleErrors(page);
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).not.toContain('rel="modulepreload"');

      await openPage(page, path);
      const timing = await page.evaluate(() => {
        const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const pictureEntry = entries.find((entry) => entry.name === picture?.currentSrc);
        const scripts = entries.filter(
          (entry) => entry.initiatorType !== "img" && /\/assets\/.+\.js$/.test(entry.name),
        );
        return {
          pictureLoadedAt: pictureEntry?.responseEnd ?? null,
          firstScriptAskedAt: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        };
      });
      expect(timing.pictureLoadedAt).not.toBeNull();
      expect(timing.scripts).toBeGreaterThan(2);
      expect(timing.firstScriptAskedAt).toBeGreaterThanOrEqual(timing.pictureLoadedAt!);

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
});
