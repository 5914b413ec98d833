import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { dismissToasts, toast } from "./support/ordering.ts";

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

test("a list that fails to load again stays on screen and says Error Fetching, then loads once the server answers", async ({
  page,
}, testInfo) => {
  const subject = `Kept on screen ${testInfo.project.name}-${Date.now()}`;
  await withDatabase((db) =>
    db.query(
      `insert into inquiries (customer_name, email, subject) values ('Kay Pt', 'kept@example.com', $1)`,
      [subject],
    ),
  );
  await signInAsOwner(page, "/admin/inquiries");
  await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
  await expect(page.getByRole("link", { name: subject })).toBeVisible();
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);

  // The server fails every read of this list; the page reads it again (as after a change).
  let failed = 0;
  await page.route("**/admin/inquiries.data*", async (route) => {
    failed += 1;
    await route.fulfill({ status: 500, contentType: "text/plain", body: "Server down" });
  });
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { revalidate: () => Promise<void> } }
    ).__reactRouterDataRouter.revalidate(),
  );
  await expect(toast(page, "Error Fetching Inquiries")).toBeVisible();
  expect(failed).toBeGreaterThan(0);
  // The list stays, not an error screen.
  await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
  await expect(page.getByRole("link", { name: subject })).toBeVisible();
  await dismissToasts(page);
  await expectNoAxeViolations(page);

  // Back: the next read shows the list as the server has it.
  await page.unroute("**/admin/inquiries.data*");
  await withDatabase((db) =>
    db.query(`update inquiries set subject = $1 || ' (read)' where subject = $1`, [subject]),
  );
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { revalidate: () => Promise<void> } }
    ).__reactRouterDataRouter.revalidate(),
  );
  await expect(page.getByRole("link", { name: `${subject} (read)` })).toBeVisible();
});
