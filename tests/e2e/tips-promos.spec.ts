import { expect, test } from "@playwright/test";
import { ensureOwner, signInAsOwner } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { withDatabase } from "./support/db.ts";
import {
  addPlainDish,
  CARD_PAYS,
  checkOut,
  dismissToasts,
  fillCustomer,
  OPEN_WEEK,
  openPage,
  payWith,
  toast,
  usd,
} from "./support/ordering.ts";
import { restoreDemoWeek, setWeek } from "./support/store-hours.ts";

// docs/product/03-ordering.md §3.15, §3.16: an 18 % tip and the code SAVE10 on a cart, paid with the sandbox
// card, stored and shown to the cent; an expired code's message; the owner adds a code and sees uses.
test.describe("tips and promo codes", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async ({ browser }) => {
    await ensureOwner(browser);
    await withDatabase(async (db) => {
      await setWeek(db, OPEN_WEEK);
      await db.query(
        `insert into promo_codes (code, kind, value) values ('SAVE10', 'percent', 10)
           on conflict (lower(code)) do update set is_active = true, ends_on = null, starts_on = null,
             max_uses = null, max_uses_per_email = null, first_order_only = false, min_subtotal = 0,
             order_types = '["pickup","delivery","catering"]'`,
      );
      await db.query(
        `insert into promo_codes (code, kind, value, ends_on) values ('OLD5', 'amount', 500, '2020-01-31')
           on conflict (lower(code)) do nothing`,
      );
    });
  });
  test.afterAll(async () => {
    await withDatabase((db) => restoreDemoWeek(db));
  });

  test("an 18 % tip and SAVE10, paid, stored and shown to the cent", async ({ page }) => {
    test.setTimeout(90_000);
    await openPage(page, "/menu");
    await addPlainDish(page, "Festival");
    await openPage(page, "/cart");

    await page.getByTestId("tip-chooser").getByText("18%").click();
    await page.getByRole("button", { name: "Add promo code" }).click();
    await page.getByLabel("Promo code").fill("save10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("promo-applied")).toContainText("SAVE10");
    await expect(page.getByTestId("cart-tip")).toBeVisible();
    await expect(page.getByTestId("cart-discount")).toBeVisible();
    await dismissToasts(page);
    await expectNoAxeViolations(page);

    await fillCustomer(page);
    const sessionId = await checkOut(page);
    await payWith(page, CARD_PAYS);
    await page.waitForURL(/\/order-confirmation\?session_id=/);

    const order = await withDatabase(async (db) => {
      const rate = await db.query<{ value: string }>(
        `select setting_value as value from site_settings where setting_key = 'tax_rate'`,
      );
      const result = await db.query<{
        id: string;
        subtotal: number;
        tax: number;
        tip: number;
        discount: number;
        total: number;
        promo_code: string;
      }>(
        `select id, subtotal, tax, tip, discount, total, promo_code from orders where payment_session_id = $1`,
        [sessionId],
      );
      return { ...result.rows[0]!, rate: Number(rate.rows[0]?.value ?? "8.25") };
    });
    const tip = Math.floor((order.subtotal * 18 + 50) / 100);
    const discount = Math.floor((order.subtotal * 10 + 50) / 100);
    const tax = Math.round(((order.subtotal - discount) * order.rate) / 100);
    expect(order).toMatchObject({ tip, discount, tax, promo_code: "SAVE10" });
    expect(order.total).toBe(order.subtotal - discount + tax + tip);

    await expect(page.getByRole("heading", { level: 1, name: "Order Confirmed!" })).toBeVisible();
    await expect(page.getByTestId("order-tip")).toHaveText(usd(tip));
    await expect(page.getByTestId("order-discount")).toHaveText(`-${usd(discount)}`);
    await expect(page.getByTestId("order-tax")).toHaveText(usd(tax));
    await expect(page.getByTestId("order-total")).toHaveText(usd(order.total));

    // the customer's confirmation email carries the same figures
    await expect
      .poll(async () =>
        withDatabase(async (db) => {
          const mail = await db.query<{ text: string }>(
            `select text from mail_outbox where order_id = $1 and kind = 'customer-confirmation'`,
            [order.id],
          );
          return mail.rows[0]?.text ?? "";
        }),
      )
      .toContain(`Tip: ${usd(tip)}`);
    const email = await withDatabase(async (db) => {
      const mail = await db.query<{ text: string }>(
        `select text from mail_outbox where order_id = $1 and kind = 'customer-confirmation'`,
        [order.id],
      );
      return mail.rows[0]?.text ?? "";
    });
    expect(email).toContain(`Discount (SAVE10): -${usd(discount)}`);
    expect(email).toContain(`Total: ${usd(order.total)}`);
  });

  test("a code past its last day is answered as an unknown one", async ({ page }) => {
    await openPage(page, "/menu");
    await addPlainDish(page, "Festival");
    await openPage(page, "/cart");
    await page.getByRole("button", { name: "Add promo code" }).click();
    await page.getByLabel("Promo code").fill("OLD5");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("promo-error")).toHaveText("We don't recognise that promo code.");
    await expect(page.getByLabel("Promo code")).toHaveAttribute("aria-invalid", "true");
  });

  test("the owner adds a code and sees each code's uses", async ({ page }) => {
    const code = `NEW${Date.now() % 1_000_000}`;
    // The order paid above is answered, so no new-order alert pops up over the page while axe reads it.
    await withDatabase((db) =>
      db.query(
        `update orders set acknowledged_at = coalesce(acknowledged_at, now()) where kitchen_status in ('new', 'preparing')`,
      ),
    );
    await signInAsOwner(page, "/admin/promotions");
    await page.getByRole("button", { name: "Add Code" }).click();
    await page.getByLabel("Code", { exact: true }).fill(code);
    await page.getByLabel("Percent off (%)").fill("15");
    await page.getByRole("button", { name: "Save Code" }).click();
    // The toast comes once the toaster has loaded, which may be after the list shows the new code.
    await expect(toast(page, "Promo code saved.")).toBeVisible();
    await expect(page.getByTestId("promo-row").filter({ hasText: code })).toContainText("15% off");
    await expect(page.getByTestId("promo-row").filter({ hasText: code })).toContainText("0 uses");
    // SAVE10 was used by the paid order above
    await expect(
      page.getByTestId("promo-row").filter({ hasText: "SAVE10" }).getByTestId("promo-usage"),
    ).not.toContainText(/^0 uses/);
    await dismissToasts(page);
    await expectNoAxeViolations(page);
  });
});
