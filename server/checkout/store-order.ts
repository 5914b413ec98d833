// Stores an order and its lines in ONE statement: two sibling data-modifying CTEs commit together
// or not at all, and the lines' foreign key is checked at the end of the statement. The lines
// travel as one JSON parameter, so the text is the same for any cart and compiled once.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { prepareSql, runPreparedSql } from "../db/prepared-sql";
import { orderItems, orders, type SelectedModifier } from "../db/schema/index";

export type NewOrder = {
  id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  subtotal: number;
  tax: number;
  total: number;
  payment_provider: string;
  /** Named before the order exists when the provider makes its own ids (the sandbox), else null. */
  payment_session_id: string | null;
  access_token: string;
  idempotency_key: string;
  order_type: string;
  scheduled: boolean;
  scheduled_date: string | null;
  scheduled_time: string | null;
  special_instructions: string | null;
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
  "total",
  "payment_provider",
  "payment_session_id",
  "access_token",
  "idempotency_key",
  "order_type",
  "scheduled",
  "scheduled_date",
  "scheduled_time",
  "special_instructions",
] as const satisfies readonly (keyof NewOrder & keyof typeof orders.$inferInsert)[];

const placeholders = sql.join(
  ORDER_COLUMNS.map((column) => sql.placeholder(column)),
  sql`, `,
);
const columnList = sql.join(
  ORDER_COLUMNS.map((column) => sql.identifier(column)),
  sql`, `,
);

const INSERT_ORDER = prepareSql(
  "checkout_insert_order_v2",
  sql`
    with new_order as (
      insert into ${orders} (${columnList}, "order_number", "status", "payment_status", "payment_method")
      values (${placeholders}, 'IS-' || nextval('order_number_seq'), 'pending', 'unpaid', 'card')
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
    )
    select "order_number", "created_at" from new_order
  `,
);

export async function insertOrderWithLines(
  db: Database,
  order: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<{ orderNumber: string; createdAt: Date }> {
  const [stored] = await runPreparedSql<{ order_number: string; created_at: Date | string }>(db, INSERT_ORDER, {
    ...order,
    order_id: order.id,
    lines: JSON.stringify(lines.map((line, position) => ({ ...line, position }))),
  });
  if (!stored) throw new Error("Storing the order returned no row");
  return { orderNumber: stored.order_number, createdAt: new Date(stored.created_at) };
}
