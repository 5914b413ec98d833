// A test order (paid through the payment sandbox: no money was taken) says TEST wherever staff see
// it: on the board, on its page and on its kitchen ticket; a real order says nothing of the kind.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import type pg from "pg";
import { ensureOwner, signInAsOwner, untilAdminLive } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import { openPage } from "./support/ordering.ts";

test.beforeAll(async ({ browser }) => {
  await ensureOwner(browser);
});

/** A paid pickup order the kitchen has seen (so nothing rings). */
async function insertPaidOrder(db: pg.Client, isTest: boolean, name: string): Promise<string> {
  const result = await db.query<{ id: string }>(
    `insert into orders (order_number, customer_name, customer_email, subtotal, tax, total, payment_provider,
       payment_status, paid_at, acknowledged_at, access_token, is_test)
     values ('IS-' || nextval('order_number_seq'), $1, 'test-marker@example.com', 1295, 107, 1402, $2,
       'paid', now(), now(), $3, $4)
     returning id`,
    [name, isTest ? "sandbox" : "stripe", randomUUID(), isTest],
  );
  const id = result.rows[0]!.id;
  return id;
}

test("a test order says TEST on the board, on its page and on its kitchen ticket; a real order does not", async ({
  page,
}) => {
  const suffix = randomUUID().slice(0, 6);
  const { testId, realId } = await withDatabase(async (db) => ({
    testId: await insertPaidOrder(db, true, `Tess Sandbox ${suffix}`),
    realId: await insertPaidOrder(db, false, `Rae Real ${suffix}`),
  }));
  try {
    await signInAsOwner(page, `/admin/orders?view=all&q=${suffix}`);
    await untilAdminLive(page);
    // the table at 1280 px, the cards at 390 px: whichever shows
    const testOrder = page.locator(`[data-order-id="${testId}"]:visible`);
    const realOrder = page.locator(`[data-order-id="${realId}"]:visible`);
    await expect(testOrder.getByTestId("test-order")).toHaveText("TEST order: no money was taken");
    await expect(testOrder.getByTestId("test-order")).toBeVisible();
    await expect(realOrder).toBeVisible();
    await expect(realOrder.getByTestId("test-order")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await openPage(page, `/admin/orders/${testId}`);
    await expect(page.getByTestId("test-order")).toBeVisible();
    await expect(page.getByTestId("test-order")).toHaveText("TEST order: no money was taken");
    await openPage(page, `/admin/orders/${realId}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("test-order")).toHaveCount(0);

    await openPage(page, `/admin/orders/${testId}/ticket?copy=kitchen`);
    await expect(page.getByTestId("kitchen-ticket").getByTestId("ticket-test-order")).toHaveText(
      "TEST ORDER: NO MONEY TAKEN",
    );
    await openPage(page, `/admin/orders/${realId}/ticket?copy=kitchen`);
    await expect(page.getByTestId("kitchen-ticket")).toBeVisible();
    await expect(page.getByTestId("ticket-test-order")).toHaveCount(0);
  } finally {
    await withDatabase((db) => db.query("delete from orders where id = any($1::uuid[])", [[testId, realId]]));
  }
});
