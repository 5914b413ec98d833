// Every phone alert is first written to the push outbox (push_outbox), in the transaction of the
// change it tells about, one row per device (docs/product/08-text-messages.md §8, Phone alerts); the pusher
// sends it after the
// commit. The dedupe key is unique per order, event and device, so an order paid twice over (a
// webhook delivered again, two instances answering it) still alerts each device once.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { orders, pushOutbox, pushSubscriptions } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import { AppError } from "#server/errors.ts";
import { listPublicSettings } from "#server/settings/service.ts";
import { displayOrderNumber } from "#domain/format.ts";
import { newOrderAlert, testAlert, type PushAlert } from "#domain/push-alerts.ts";

const DEFAULT_BUSINESS_NAME = "Island Spice Kitchen";
export const NO_DEVICE = "Turn on alerts on this device first.";

async function businessName(db: Executor): Promise<string> {
  const settings = await listPublicSettings(db);
  return settings.site_name?.trim() || settings.business_name?.trim() || DEFAULT_BUSINESS_NAME;
}

async function writeAlerts(
  db: Executor,
  alert: PushAlert,
  input: { kind: string; keyPrefix: string; orderId?: string; subscriptionIds: string[] },
): Promise<number> {
  if (input.subscriptionIds.length === 0) return 0;
  const rows = await db
    .insert(pushOutbox)
    .values(
      input.subscriptionIds.map((subscriptionId) => ({
        dedupe_key: `${input.keyPrefix}:${subscriptionId}`,
        kind: input.kind,
        subscription_id: subscriptionId,
        ...(input.orderId ? { order_id: input.orderId } : {}),
        title: alert.title,
        body: alert.body,
        url: alert.url,
      })),
    )
    .onConflictDoNothing({ target: pushOutbox.dedupe_key })
    .returning({ id: pushOutbox.id });
  return rows.length;
}

/** "New order #A1B2, $42.10" for every subscribed device; answers how many alerts were new. */
export async function queueNewOrderAlerts(db: Executor, orderId: string): Promise<number> {
  const devices = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions);
  if (devices.length === 0) return 0;
  const [order] = await db
    .select({
      id: orders.id,
      order_number: orders.order_number,
      total: orders.total,
      is_test: orders.is_test,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return 0;
  const alert = newOrderAlert(
    { id: order.id, number: displayOrderNumber(order), total: order.total, isTest: order.is_test },
    await businessName(db),
  );
  return writeAlerts(db, alert, {
    kind: "new-order",
    keyPrefix: `order:${order.id}:new-order`,
    orderId: order.id,
    subscriptionIds: devices.map((device) => device.id),
  });
}

/** A test alert to every device of the admin who asked; answers how many devices. */
export async function queueTestAlert(db: Executor, actorUserId: string): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const devices = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.user_id, actorUserId));
    if (devices.length === 0) throw new AppError("VALIDATION", NO_DEVICE);
    const count = await writeAlerts(tx, testAlert(await businessName(tx)), {
      kind: "test",
      keyPrefix: `test:${randomUUID()}`,
      subscriptionIds: devices.map((device) => device.id),
    });
    await recordAudit(tx, {
      actorUserId,
      action: "create",
      entity: "push_outbox",
      entityId: null,
      after: { kind: "test", devices: count },
    });
    return { count };
  });
}
