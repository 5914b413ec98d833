// Promo codes and tip settings as the owner changes them (docs/product/03-ordering.md §3.15, §3.16): each
// change in one transaction with its audit row. A code's uses and the revenue it brought are read
// from the orders that carry it.
import { eq, inArray, sql } from "drizzle-orm";
import { dollarsToCents } from "#domain/money.ts";
import type { PromoRule } from "#domain/promo-codes.ts";
import { TIP_SETTING_KEYS } from "#domain/tips.ts";
import type { PromoCodeValues, TipSettingsValues } from "#domain/validation/admin-promotions.ts";
import { recordAudit } from "#server/audit/service.ts";
import type { Executor } from "#server/db/client.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import { orders, promoCodes, siteSettings } from "#server/db/schema/index.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { AppError } from "#server/errors.ts";
import { usesPromo } from "./service.ts";

/** A code's rule with what it brought. */
export type AdminPromoCode = PromoRule & {
  id: string;
  /** orders that used it (paid, refunded or waiting for payment) */
  uses: number;
  /** what the paid orders with it were paid, in cents, less refunds */
  revenue: number;
};

type Row = Omit<AdminPromoCode, "order_types" | "uses" | "revenue"> & {
  order_types: string[] | string;
  uses: number | string;
  revenue: number | string;
};

export async function listPromoCodes(db: Executor): Promise<AdminPromoCode[]> {
  const rows = await executeRows<Row>(
    db,
    sql`select p.id, p.code, p.kind, p.value, p.min_subtotal, p.starts_on::text as starts_on,
          p.ends_on::text as ends_on, p.max_uses, p.max_uses_per_email, p.first_order_only,
          p.order_types, p.is_active,
          (select count(*) from ${orders} where ${orders.promo_code_id} = p.id and ${usesPromo}) as uses,
          (select coalesce(sum(${orders.total} - coalesce(${orders.refund_amount}, 0)), 0) from ${orders}
             where ${orders.promo_code_id} = p.id and ${orders.payment_status} in ('paid', 'refunded')) as revenue
        from ${promoCodes} p
        order by p.is_active desc, p.created_at desc`,
  );
  return rows.map((row) => ({
    ...row,
    order_types:
      typeof row.order_types === "string" ? (JSON.parse(row.order_types) as string[]) : row.order_types,
    uses: Number(row.uses),
    revenue: Number(row.revenue),
  }));
}

function rowValues(input: PromoCodeValues) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.kind === "percent" ? Number(input.value) : dollarsToCents(input.value),
    min_subtotal: input.min_subtotal ? dollarsToCents(input.min_subtotal) : 0,
    starts_on: input.starts_on || null,
    ends_on: input.ends_on || null,
    max_uses: input.max_uses ? Number(input.max_uses) : null,
    max_uses_per_email: input.max_uses_per_email ? Number(input.max_uses_per_email) : null,
    first_order_only: input.first_order_only,
    order_types: [...new Set(input.order_types)],
    is_active: input.is_active,
  };
}

const DUPLICATE = "A promo code with this name already exists.";

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, "promo_codes_code_key")) {
      throw new AppError("CONFLICT", DUPLICATE, { fields: { code: DUPLICATE } });
    }
    throw error;
  }
}

export async function createPromoCode(
  db: Executor,
  actorUserId: string,
  input: PromoCodeValues,
): Promise<string> {
  const values = rowValues(input);
  return saving(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(promoCodes).values(values).returning({ id: promoCodes.id });
      if (!row) throw new Error("Inserting the promo code returned no row");
      await recordAudit(tx, {
        actorUserId,
        action: "create",
        entity: "promo_codes",
        entityId: row.id,
        after: values,
        name: values.code,
      });
      return row.id;
    }),
  );
}

export async function updatePromoCode(
  db: Executor,
  actorUserId: string,
  id: string,
  input: PromoCodeValues,
): Promise<void> {
  const values = rowValues(input);
  await saving(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for("update");
      if (!before) throw new AppError("NOT_FOUND", "That promo code no longer exists.");
      await tx
        .update(promoCodes)
        .set({ ...values, updated_at: new Date() })
        .where(eq(promoCodes.id, id));
      await recordAudit(tx, {
        actorUserId,
        action: "update",
        entity: "promo_codes",
        entityId: id,
        before: { ...before },
        after: values,
        name: values.code,
      });
    }),
  );
}

export async function setPromoCodeActive(
  db: Executor,
  actorUserId: string,
  id: string,
  isActive: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(promoCodes)
      .set({ is_active: isActive, updated_at: new Date() })
      .where(eq(promoCodes.id, id))
      .returning({ code: promoCodes.code });
    if (!row) throw new AppError("NOT_FOUND", "That promo code no longer exists.");
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: "promo_codes",
      entityId: id,
      after: { is_active: isActive },
      name: row.code,
    });
  });
}

const TIP_KEYS = Object.values(TIP_SETTING_KEYS);

export async function saveTipSettings(
  db: Executor,
  actorUserId: string,
  input: TipSettingsValues,
): Promise<void> {
  const values: Record<string, string> = {
    [TIP_SETTING_KEYS.enabled]: String(input.enabled),
    [TIP_SETTING_KEYS.presets]: [input.preset_1, input.preset_2, input.preset_3].map(Number).join(","),
    [TIP_SETTING_KEYS.customAllowed]: String(input.custom_allowed),
    [TIP_SETTING_KEYS.orderTypes]: [...new Set(input.order_types)].join(","),
  };
  await db.transaction(async (tx) => {
    const before = await tx
      .select({ key: siteSettings.setting_key, value: siteSettings.setting_value })
      .from(siteSettings)
      .where(inArray(siteSettings.setting_key, TIP_KEYS))
      .for("update");
    const stored = new Map(before.map((row) => [row.key, row.value]));
    for (const key of TIP_KEYS) {
      const value = values[key] ?? "";
      if (stored.get(key) === value) continue;
      if (stored.has(key)) {
        await tx
          .update(siteSettings)
          .set({ setting_value: value, updated_at: new Date() })
          .where(eq(siteSettings.setting_key, key));
      } else {
        await tx
          .insert(siteSettings)
          .values({ setting_key: key, setting_value: value, setting_group: "ordering" });
      }
    }
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: "site_settings",
      entityId: null,
      before: Object.fromEntries(before.map((row) => [row.key, row.value])),
      after: values,
      name: "Tips",
    });
  });
}
