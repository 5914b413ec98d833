import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits (up to 3 s) until no finite animation or transition runs: a toast sliding in is half
 * transparent, and axe reads its text as faint. Endless animations (a pulsing dot) never end and
 * are not waited for.
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      null,
      { timeout: 3000, polling: 100 },
    )
    .catch(() => undefined);
}

async function violations(page: Page): Promise<string[]> {
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes
        .map((node) => `${node.target.join(" ")} (${node.failureSummary?.split("\n")[1]?.trim() ?? ""})`)
        .join("; ")}`,
  );
}

/**
 * Runs axe on the page once it is still and fails with each violation's rule and elements. A
 * violation must hold on a second look: one that only an element in motion showed (a toast
 * arriving while axe read the page) is not the page's.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const first = await violations(page);
  if (first.length === 0) return;
  expect(await violations(page)).toEqual([]);
}
