import { beforeEach, describe, expect, it } from "vitest";
import {
  account,
  adminUsers,
  auditLog,
  notificationSettings,
  session,
  user,
} from "#server/db/schema/index.ts";
import { buildNotificationSettings } from "#server/db/factories.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { createFirstAdmin, createOrResetAdmin } from "#server/admins/admin-service.ts";
import { readNotificationSettings } from "./settings-admin-service.ts";

const database = useTestDatabase();
const OWNER = { name: "Olive Owner", email: "Owner@Example.com", password: "Correct-Horse-42" };

beforeEach(async () => {
  const db = database.db;
  await db.delete(auditLog);
  await db.delete(notificationSettings);
  await db.delete(adminUsers);
  await db.delete(session);
  await db.delete(account);
  await db.delete(user);
});

describe("the first admin's email becomes the notification address", () => {
  it("setup stores it when no notification settings exist, with an audit row", async () => {
    await createFirstAdmin(database.db, OWNER);
    expect(await readNotificationSettings(database.db)).toMatchObject({
      admin_email: "owner@example.com",
      email_notifications_enabled: true,
    });
    const audit = await database.db.select().from(auditLog);
    expect(audit.map((row) => row.entity)).toContain("notification_settings");
  });

  it("setup replaces the demo data's placeholder address", async () => {
    await database.db.insert(notificationSettings).values(buildNotificationSettings());
    await createFirstAdmin(database.db, OWNER);
    expect((await readNotificationSettings(database.db)).admin_email).toBe("owner@example.com");
  });

  it("setup keeps an address someone chose, and its on/off switch", async () => {
    await database.db.insert(notificationSettings).values(
      buildNotificationSettings({
        admin_email: "orders@kitchen.example",
        email_notifications_enabled: false,
      }),
    );
    await createFirstAdmin(database.db, OWNER);
    expect(await readNotificationSettings(database.db)).toMatchObject({
      admin_email: "orders@kitchen.example",
      email_notifications_enabled: false,
    });
  });

  it("admin:create stores it for the first admin only", async () => {
    await createOrResetAdmin(database.db, OWNER);
    expect((await readNotificationSettings(database.db)).admin_email).toBe("owner@example.com");
    await createOrResetAdmin(database.db, { ...OWNER, email: "second@example.com" });
    expect((await readNotificationSettings(database.db)).admin_email).toBe("owner@example.com");
  });

  it("admin:create resetting an existing user into the first admin stores it too", async () => {
    await database.db
      .insert(user)
      .values({ id: "u-1", name: "Pat", email: "pat@example.com", emailVerified: false });
    const result = await createOrResetAdmin(database.db, { ...OWNER, email: "pat@example.com" });
    expect(result.created).toBe(false);
    expect((await readNotificationSettings(database.db)).admin_email).toBe("pat@example.com");
  });
});
