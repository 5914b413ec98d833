import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Runs axe on the page as it stands and fails with each violation's rule and elements. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const problems = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes
        .map((node) => `${node.target.join(" ")} (${node.failureSummary?.split("\n")[1]?.trim() ?? ""})`)
        .join("; ")}`,
  );
  expect(problems).toEqual([]);
}
