// Promo codes at the checkout (docs/product/03-ordering.md §3.16): the code is looked up case-insensitively
// and checked against the cart once before the order is built. A code whose uses are counted is checked
// again inside the transaction that stores the order, under a row lock on the code, so two checkouts
// racing for its last use queue and only the first gets it; one without limits needs no lock.
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { getZonedParts } from "#domain/business-time.ts";
import {
  evaluatePromo,
  normalizePromoCode,
  type PromoPreview,
  type PromoRule,
  type PromoUsage,
} from "#domain/promo-codes.ts";
import type { Executor } from "#server/db/client.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import { mailboxKeySql } from "#server/db/mailbox-key.ts";
import { orders, promoCodes } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";

export type StoredPromo = PromoRule & { id: string };

/**
 * An order that counts as a use: not cancelled, and paid, refunded or still waiting for its payment
 * while its payment page is open (orders.payment_expires_at; an order paid in person, which has no
 * page, and one stored before the page's end was kept wait until they are paid or cancelled).
 */
export const usesPromo: SQL = sql`${orders.status} <> 'cancelled'
  and (${orders.payment_status} in ('paid', 'refunded')
    or (${orders.payment_status} = 'unpaid'
      and (${orders.payment_expires_at} is null or ${orders.payment_expires_at} > now())))`;

/** The orders of the customer `email` names (one mailbox: mailboxKeySql). */
function byCustomer(email: string): SQL {
  return sql`${mailboxKeySql(orders.customer_email)} = ${mailboxKeySql(email)}`;
}

const promoColumns = sql`${promoCodes.id} as id, ${promoCodes.code} as code, ${promoCodes.kind} as kind,
  ${promoCodes.value} as value, ${promoCodes.min_subtotal} as min_subtotal,
  ${promoCodes.starts_on}::text as starts_on, ${promoCodes.ends_on}::text as ends_on,
  ${promoCodes.max_uses} as max_uses, ${promoCodes.max_uses_per_email} as max_uses_per_email,
  ${promoCodes.first_order_only} as first_order_only, ${promoCodes.order_types} as order_types,
  ${promoCodes.is_active} as is_active`;

export type PromoRow = Omit<StoredPromo, "order_types"> & { order_types: string[] | string };

export function toPromo(row: PromoRow | undefined): StoredPromo | null {
  if (!row) return null;
  const types =
    typeof row.order_types === "string" ? (JSON.parse(row.order_types) as string[]) : row.order_types;
  return { ...row, order_types: types };
}

/** The row of a code already normalised (a value, or a placeholder of a prepared statement). */
export function promoByCodeSql(normalizedCode: string | Placeholder): SQL {
  return sql`select ${promoColumns} from ${promoCodes} where lower(${promoCodes.code}) = ${normalizedCode}`;
}

/** The code's row; with `lock`, held until the transaction ends. */
export async function findPromoByCode(db: Executor, code: string, lock = false): Promise<StoredPromo | null> {
  const rows = await executeRows<PromoRow>(
    db,
    sql`${promoByCodeSql(normalizePromoCode(code))} ${lock ? sql`for update` : sql``}`,
  );
  return toPromo(rows[0]);
}

/** A code whose use is counted: a limit on all uses or per customer, or first orders only. */
function isLimited(promo: StoredPromo): boolean {
  return promo.max_uses !== null || promo.max_uses_per_email !== null || promo.first_order_only;
}

/**
 * The uses of a code, and those of one customer (empty `email`: not known yet, none counted). A first
 * order is one with no earlier paid order from the customer and no other order of theirs still
 * holding this code, so two unpaid checkouts cannot both take a first-order discount.
 */
export async function countPromoUsage(db: Executor, promoId: string, email: string): Promise<PromoUsage> {
  if (!email.trim()) {
    const [row] = await executeRows<{ uses: number | string }>(
      db,
      sql`select count(*) as uses from ${orders} where ${orders.promo_code_id} = ${promoId}::uuid and ${usesPromo}`,
    );
    return { uses: Number(row?.uses ?? 0), usesByEmail: 0, earlierOrdersByEmail: 0 };
  }
  const mine = byCustomer(email);
  const [row] = await executeRows<{
    uses: number | string;
    by_email: number | string;
    earlier: number | string;
  }>(
    db,
    sql`select
          (select count(*) from ${orders} where ${orders.promo_code_id} = ${promoId}::uuid and ${usesPromo}) as uses,
          (select count(*) from ${orders} where ${orders.promo_code_id} = ${promoId}::uuid and ${usesPromo}
             and ${mine}) as by_email,
          (select count(*) from ${orders} where ${mine}
             and (${orders.payment_status} in ('paid', 'refunded')
               or (${orders.promo_code_id} = ${promoId}::uuid and ${usesPromo}))) as earlier`,
  );
  return {
    uses: Number(row?.uses ?? 0),
    usesByEmail: Number(row?.by_email ?? 0),
    earlierOrdersByEmail: Number(row?.earlier ?? 0),
  };
}

export type AppliedPromo = {
  id: string;
  code: string;
  discountCents: number;
  /** Its uses are counted: the order's transaction claims it again under the code's row lock. */
  limited: boolean;
};

export type PromoCheck = {
  code: string;
  subtotalCents: number;
  orderType: string;
  /** Empty for the cart page's preview: the per-customer rules wait for the checkout. */
  email: string;
  now: Date;
  timeZone: string;
};

function refuse(message: string): never {
  throw new AppError("VALIDATION", message, { fields: { promoCode: message } });
}

/**
 * The discount a code gives this cart, or a refusal on the promoCode field. `found` is the code's
 * row when the caller has read it already (the checkout's snapshot); `lock` reads it again, held.
 */
export async function applyPromoCode(
  db: Executor,
  input: PromoCheck,
  lock = false,
  found?: StoredPromo | null,
): Promise<AppliedPromo> {
  // Only a code with a limit on its uses needs its row held while the order is stored (two
  // checkouts taking its last use at once); a code without one never makes checkouts wait in line.
  let promo = found !== undefined && !lock ? found : await findPromoByCode(db, input.code);
  const limited = promo !== null && isLimited(promo);
  if (lock && limited) promo = await findPromoByCode(db, input.code, true);
  const usage = promo && limited ? await countPromoUsage(db, promo.id, input.email) : null;
  const result = evaluatePromo(promo, {
    subtotalCents: input.subtotalCents,
    orderType: input.orderType,
    today: getZonedParts(input.now, input.timeZone).dateKey,
    usage: usage ?? { uses: 0, usesByEmail: 0, earlierOrdersByEmail: 0 },
  });
  if (!result.ok || !promo) refuse(result.ok ? "We don't recognise that promo code." : result.message);
  return { id: promo.id, code: promo.code, discountCents: result.discountCents, limited };
}

export const PROMO_CHANGED_MESSAGE =
  "This promo code has just changed. Please check your total and try again.";

/**
 * Run inside the order's transaction, before its insert: locks the code's row, counts its uses
 * again and refuses the order when the code no longer applies or would now give another discount.
 */
export function claimPromo(input: PromoCheck & { expected: AppliedPromo }) {
  return async (tx: Executor): Promise<void> => {
    const again = await applyPromoCode(tx, input, true);
    if (again.id !== input.expected.id || again.discountCents !== input.expected.discountCents) {
      throw new AppError("CONFLICT", PROMO_CHANGED_MESSAGE, { fields: { promoCode: PROMO_CHANGED_MESSAGE } });
    }
  };
}

/**
 * The payment's re-check (docs/decisions/135, 2026-11-25): run in the transaction that marks the
 * order paid, before it does. Locks the code's row, so the use is counted in one order with the
 * checkouts claiming the code, and says whether this order's use still fits the code's use limits,
 * counting every other order that holds a use, and, for a first-order code, whether the customer
 * has paid for another order meanwhile (`rule` names what no longer held). A code missing, switched
 * off or past its dates is not asked about: the customer paid the amount the checkout accepted.
 */
export async function recheckPromoAtPayment(
  tx: Executor,
  input: { promoId: string; orderId: string; email: string },
): Promise<{ withinLimits: boolean; code: string | null; rule?: "uses" | "first-order" }> {
  const known = input.email.trim() !== "";
  const mine = known ? byCustomer(input.email) : sql`false`;
  const [row] = await executeRows<{
    code: string;
    max_uses: number | null;
    max_uses_per_email: number | null;
    first_order_only: boolean;
    others: number | string;
    others_by_email: number | string;
    paid_before: number | string;
  }>(
    tx,
    sql`with locked as (
          select ${promoCodes.id} as id, ${promoCodes.code} as code, ${promoCodes.max_uses} as max_uses,
                 ${promoCodes.max_uses_per_email} as max_uses_per_email,
                 ${promoCodes.first_order_only} as first_order_only
          from ${promoCodes} where ${promoCodes.id} = ${input.promoId}::uuid for update)
        select locked.code, locked.max_uses, locked.max_uses_per_email, locked.first_order_only,
          (select count(*) from ${orders} where ${orders.promo_code_id} = locked.id
             and ${orders.id} <> ${input.orderId}::uuid and ${usesPromo}) as others,
          (select count(*) from ${orders} where ${orders.promo_code_id} = locked.id
             and ${orders.id} <> ${input.orderId}::uuid and ${usesPromo} and ${mine}) as others_by_email,
          (select count(*) from ${orders} where ${orders.id} <> ${input.orderId}::uuid and ${mine}
             and ${orders.payment_status} in ('paid', 'refunded')) as paid_before
        from locked`,
  );
  if (!row) return { withinLimits: true, code: null };
  if (row.first_order_only && Number(row.paid_before) > 0) {
    return { withinLimits: false, code: row.code, rule: "first-order" };
  }
  const withinTotal = row.max_uses === null || Number(row.others) < row.max_uses;
  const withinEmail =
    row.max_uses_per_email === null || !known || Number(row.others_by_email) < row.max_uses_per_email;
  if (withinTotal && withinEmail) return { withinLimits: true, code: row.code };
  return { withinLimits: false, code: row.code, rule: "uses" };
}

/**
 * The cart page's check of a code before checkout. It never looks at who asks: whether an address
 * has ordered or used the code is the checkout's to say, to that customer (§3.16), so the answer
 * cannot tell anyone whether an address has ordered before.
 */
export async function previewPromoCode(
  db: Executor,
  input: { promoCode: string; orderType: string; subtotalCents: number },
  now: Date = new Date(),
): Promise<PromoPreview> {
  const settings = await listPublicSettings(db);
  const applied = await applyPromoCode(db, {
    code: input.promoCode,
    subtotalCents: input.subtotalCents,
    orderType: input.orderType,
    email: "",
    now,
    timeZone: readBusinessRules(settings).timeZone,
  });
  return { code: applied.code, discountCents: applied.discountCents };
}
