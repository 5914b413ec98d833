// Where the business's emails go before anyone has chosen (docs/product/06-admin.md §6.16): the first admin's
// address. Without it, order and catering emails to the business would be skipped in silence.
import type { Executor } from "#server/db/client.ts";
import { ADMIN_EMAIL as DEMO_KITCHEN_EMAIL } from "#server/db/seed/settings-data.ts";
import { readNotificationSettings, updateNotificationSettings } from "./settings-admin-service.ts";

/**
 * Stores the first admin's email as the notification address when none is saved, or when the saved one
 * is the demo data's placeholder (nobody reads that inbox). An address an admin chose is kept.
 */
export async function adoptFirstAdminAddress(
  tx: Executor,
  actorUserId: string,
  email: string,
): Promise<void> {
  const current = await readNotificationSettings(tx);
  const saved = current.admin_email.trim().toLowerCase();
  if (saved !== "" && saved !== DEMO_KITCHEN_EMAIL) return;
  await updateNotificationSettings(tx, actorUserId, { admin_email: email.trim().toLowerCase() });
}
