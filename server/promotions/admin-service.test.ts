// Promo codes in the admin (docs/product/03-ordering.md §3.16): saved with an audit row, refused by name when
// taken, listed with their uses and the revenue their paid orders brought; tip settings saved.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { readTipSettings } from "#domain/tips.ts";
import { promoCodeSchema } from "#domain/validation/admin-promotions.ts";
import { auditLog, orders, promoCodes } from "#server/db/schema/index.ts";
import { listPublicSettings } from "#server/settings/service.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { createPromoCode, listPromoCodes, saveTipSettings, setPromoCodeActive } from "./admin-service.ts";

const database = useTestDatabase();
const ACTOR = "owner-user";

const form = {
  code: "SAVE10",
  kind: "percent",
  value: "10",
  min_subtotal: "20.00",
  starts_on: "",
  ends_on: "",
  max_uses: "100",
  max_uses_per_email: "",
  first_order_only: false,
  order_types: ["pickup", "delivery"],
  is_active: true,
};

async function addOrder(promoId: string, values: Partial<typeof orders.$inferInsert>) {
  await database.db.insert(orders).values({
    customer_name: "Ana",
    customer_email: "ana@example.com",
    subtotal: 3889,
    tax: 289,
    tip: 700,
    discount: 389,
    total: 4489,
    payment_provider: "sandbox",
    access_token: `token-${Math.random()}`,
    promo_code_id: promoId,
    promo_code: "SAVE10",
    ...values,
  });
}

beforeEach(async () => {
  await database.db.execute(sql`truncate orders, promo_codes, audit_log cascade`);
});

describe("promo codes in the admin", () => {
  it("stores the form's dollars as cents and refuses a taken code in any case", async () => {
    const id = await createPromoCode(database.db, ACTOR, promoCodeSchema.parse(form));
    const [row] = await database.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(row).toMatchObject({
      code: "SAVE10",
      kind: "percent",
      value: 10,
      min_subtotal: 2000,
      max_uses: 100,
    });
    await expect(
      createPromoCode(database.db, ACTOR, promoCodeSchema.parse({ ...form, code: "save10" })),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      fields: { code: "A promo code with this name already exists." },
    });
    expect(await database.db.select({ action: auditLog.action }).from(auditLog)).toEqual([
      { action: "create" },
    ]);
  });

  it("refuses a percent above 100, an amount of nothing and no order type", () => {
    const issues = promoCodeSchema.safeParse({ ...form, value: "150", order_types: [] });
    expect(issues.success).toBe(false);
    expect(promoCodeSchema.safeParse({ ...form, kind: "amount", value: "0" }).success).toBe(false);
    expect(promoCodeSchema.safeParse({ ...form, code: "SAVE 10" }).success).toBe(false);
  });

  it("lists each code's uses and the revenue of its paid orders, less refunds", async () => {
    const id = await createPromoCode(database.db, ACTOR, promoCodeSchema.parse(form));
    await addOrder(id, { payment_status: "paid", status: "confirmed" });
    await addOrder(id, { payment_status: "refunded", status: "refunded", refund_amount: 4489 });
    await addOrder(id, { payment_status: "unpaid", status: "pending" });
    await addOrder(id, { payment_status: "expired", status: "cancelled" });
    const [listed] = await listPromoCodes(database.db);
    expect(listed).toMatchObject({ code: "SAVE10", uses: 3, revenue: 4489 });
    await setPromoCodeActive(database.db, ACTOR, id, false);
    expect((await listPromoCodes(database.db))[0]?.is_active).toBe(false);
  });

  it("saves the tip settings the cart reads", async () => {
    await saveTipSettings(database.db, ACTOR, {
      enabled: true,
      preset_1: "10",
      preset_2: "15",
      preset_3: "25",
      custom_allowed: false,
      order_types: ["delivery"],
    });
    expect(readTipSettings(await listPublicSettings(database.db))).toEqual({
      enabled: true,
      presets: [10, 15, 25],
      customAllowed: false,
      orderTypes: ["delivery"],
    });
  });
});
