// The kitchen's notification settings (docs/product/06-admin.md §6.16, notification_settings): where order
// emails go and whether they are sent. One row; every change is audited in its transaction.
import { asc, eq } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { notificationSettings } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";

export type NotificationSettings = {
  id: string | null;
  admin_email: string;
  email_notifications_enabled: boolean;
};

const columns = {
  id: notificationSettings.id,
  admin_email: notificationSettings.admin_email,
  email_notifications_enabled: notificationSettings.email_notifications_enabled,
};

export async function readNotificationSettings(db: Executor): Promise<NotificationSettings> {
  const [row] = await db
    .select(columns)
    .from(notificationSettings)
    .orderBy(asc(notificationSettings.updated_at))
    .limit(1);
  return row ?? { id: null, admin_email: "", email_notifications_enabled: true };
}

export async function updateNotificationSettings(
  db: Executor,
  actorUserId: string,
  change: Partial<Pick<NotificationSettings, "admin_email" | "email_notifications_enabled">>,
): Promise<NotificationSettings> {
  return db.transaction(async (tx) => {
    const before = await readNotificationSettings(tx);
    let after: NotificationSettings;
    if (before.id === null) {
      const [inserted] = await tx
        .insert(notificationSettings)
        .values({
          admin_email: change.admin_email ?? "",
          email_notifications_enabled: change.email_notifications_enabled ?? true,
        })
        .returning(columns);
      after = inserted!;
    } else {
      const [updated] = await tx
        .update(notificationSettings)
        .set({ ...change, updated_at: new Date() })
        .where(eq(notificationSettings.id, before.id))
        .returning(columns);
      after = updated!;
    }
    await recordAudit(tx, {
      actorUserId,
      action: before.id === null ? "create" : "update",
      entity: "notification_settings",
      entityId: after.id,
      before:
        before.id === null
          ? null
          : {
              admin_email: before.admin_email,
              email_notifications_enabled: before.email_notifications_enabled,
            },
      after: {
        admin_email: after.admin_email,
        email_notifications_enabled: after.email_notifications_enabled,
      },
    });
    return after;
  });
}
