// Stores an order and its lines (and the sandbox's payment session) in ONE statement: sibling
// data-modifying CTEs commit together or not at all, and foreign keys are checked at its end. The lines
// travel as one JSON parameter, so the text is the same for any cart and compiled once.
import { sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.ts";
import { executeRows } from "#server/db/execute-rows.ts";
import { bindPreparedSql, prepareSql, runPreparedSql, type PreparedSql } from "#server/db/prepared-sql.ts";
import { orderItems, orders, type SelectedModifier } from "#server/db/schema/index.ts";

export type NewOrder = {
  id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  subtotal: number;
  tax: number;
  /** cents (docs/product/03-ordering.md §3.15, §3.16) */
  tip: number;
  discount: number;
  promo_code_id: string | null;
  promo_code: string | null;
  total: number;
  payment_provider: string;
  /** Named before the order exists when the provider makes its own ids (the sandbox), else null. */
  payment_session_id: string | null;
  /** ISO instant the payment page closes (server/payments/page-life.ts); null when paid in person. */
  payment_expires_at: string | null;
  access_token: string;
  idempotency_key: string;
  /** SHA-256 (hex) of the checkout body sent with the key */
  idempotency_body_hash: string;
  /** paid through the sandbox: no money moves */
  is_test: boolean;
  order_type: string;
  scheduled: boolean;
  scheduled_date: string | null;
  scheduled_time: string | null;
  /** ISO instant: the start of the kitchen slot the order takes, or null */
  slot_at: string | null;
  special_instructions: string | null;
  /** "card" (the website's checkout), "in_person" or "payment_link" (phone orders, decision 100) */
  payment_method: string;
  /** ISO instant the customer agreed to order texts (docs/product/08-text-messages.md §8), or null */
  text_updates_at: string | null;
  /**
   * The ready time quoted for an order placed for now (docs/product/03-ordering.md §3.14); null when
   * scheduled.
   */
  quoted_ready_at: Date | null;
  quoted_minutes: number | null;
  quoted_orders_ahead: number | null;
};

export type NewOrderLine = {
  menu_item_id: string;
  title: string;
  quantity: number;
  /** unit price in cents */
  price: number;
  special_instructions: string | null;
  selected_modifiers: SelectedModifier[];
};

const ORDER_COLUMNS = [
  "id",
  "customer_name",
  "customer_email",
  "customer_phone",
  "subtotal",
  "tax",
  "tip",
  "discount",
  "promo_code_id",
  "promo_code",
  "total",
  "payment_provider",
  "payment_session_id",
  "payment_expires_at",
  "access_token",
  "idempotency_key",
  "idempotency_body_hash",
  "is_test",
  "order_type",
  "scheduled",
  "scheduled_date",
  "scheduled_time",
  "slot_at",
  "special_instructions",
  "payment_method",
  "text_updates_at",
  "quoted_ready_at",
  "quoted_minutes",
  "quoted_orders_ahead",
] as const satisfies readonly (keyof NewOrder & keyof typeof orders.$inferInsert)[];

const placeholders = sql.join(
  ORDER_COLUMNS.map((column) => sql.placeholder(column)),
  sql`, `,
);
const columnList = sql.join(
  ORDER_COLUMNS.map((column) => sql.identifier(column)),
  sql`, `,
);

/**
 * The order, its lines and, when given, the payment provider's session (an insert of its own that
 * the provider supplies, see SessionWrite), as sibling CTEs of one statement.
 */
function insertOrderStatement(name: string, sessionInsert?: SQL): PreparedSql {
  return prepareSql(
    name,
    sql`
    with new_order as (
      insert into ${orders} (${columnList}, "order_number", "status", "payment_status")
      values (${placeholders}, ${sql.placeholder("order_number")}, 'pending', 'unpaid')
      returning "order_number", "created_at"
    ), new_lines as (
      insert into ${orderItems}
        ("order_id", "menu_item_id", "title", "quantity", "price", "special_instructions", "item_type", "selected_modifiers", "created_at")
      select ${sql.placeholder("order_id")}::uuid, line.menu_item_id, line.title, line.quantity, line.price,
             line.special_instructions, 'regular', coalesce(line.selected_modifiers, '[]'::jsonb),
             -- order_items has no position column: a microsecond apart keeps the cart's order of lines
             now() + line.position * interval '1 microsecond'
      from jsonb_to_recordset(${sql.placeholder("lines")}::jsonb) as line(
        menu_item_id uuid, title text, quantity int, price int, special_instructions text,
        selected_modifiers jsonb, position int)
    )${sessionInsert ? sql`, new_session as (${sessionInsert})` : sql``}
    select "order_number", "created_at" from new_order
  `,
  );
}

const INSERT_ORDER = insertOrderStatement("checkout_insert_order_v10");
/** One compiled statement per session insert (there is one provider per process). */
const withSession = new Map<SQL, PreparedSql>();

export type SessionInsert = { statement: SQL; values: Record<string, unknown> };

/**
 * Stores the order (numbered beforehand), its lines and the payment session if one is given. With
 * `beforeInsert` (the slot capacity check) or `afterInsert` (a staff order's timeline and audit) they
 * run in one transaction with the insert.
 */
export async function insertOrderWithLines(
  db: Database,
  order: NewOrder & { order_number: string },
  lines: readonly NewOrderLine[],
  session?: SessionInsert,
  beforeInsert?: (tx: Executor) => Promise<void>,
  afterInsert?: (tx: Executor) => Promise<void>,
): Promise<{ orderNumber: string; createdAt: Date }> {
  let statement = INSERT_ORDER;
  if (session) {
    statement =
      withSession.get(session.statement) ??
      insertOrderStatement(`checkout_insert_order_session_v10_${withSession.size}`, session.statement);
    withSession.set(session.statement, statement);
  }
  const values = {
    ...session?.values,
    ...order,
    order_id: order.id,
    lines: JSON.stringify(lines.map((line, position) => ({ ...line, position }))),
  };
  type Stored = { order_number: string; created_at: Date | string };
  const [stored] =
    beforeInsert || afterInsert
      ? await db.transaction(async (tx) => {
          await beforeInsert?.(tx);
          const rows = await executeRows<Stored>(tx, bindPreparedSql(statement, values));
          await afterInsert?.(tx);
          return rows;
        })
      : await runPreparedSql<Stored>(db, statement, values);
  if (!stored) throw new Error("Storing the order returned no row");
  return { orderNumber: stored.order_number, createdAt: new Date(stored.created_at) };
}
