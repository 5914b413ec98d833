// The dashboard's warning when no order or catering email would reach anyone.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "#server/test/test-database.ts";
import { makePageContext, signInFirstAdmin } from "#server/test/page-context.ts";
import { updateNotificationSettings } from "#server/notifications/settings-admin-service.ts";
import { adminUsers } from "#server/db/schema/index.ts";
import { loadDashboard } from "./dashboard.server.ts";

const database = useTestDatabase();
const DASHBOARD = "http://shop.test/admin/dashboard";
let cookie = "";
let ownerId = "";

beforeAll(async () => {
  cookie = await signInFirstAdmin(database.db);
  const [owner] = await database.db.select({ id: adminUsers.user_id }).from(adminUsers);
  ownerId = owner!.id;
});

const load = () =>
  loadDashboard(new Request(DASHBOARD), makePageContext(database.db, { headers: { Cookie: cookie } }));

describe("the dashboard's notification warning", () => {
  it("is absent while emails go to the first admin's address, which setup saved", async () => {
    expect((await load()).notificationWarning).toBeNull();
  });

  it("says nothing is sent when no address is saved", async () => {
    await updateNotificationSettings(database.db, ownerId, {
      admin_email: "",
      email_notifications_enabled: true,
    });
    expect((await load()).notificationWarning).toBe(
      "No kitchen email is saved, so order and catering emails are not sent.",
    );
  });

  it("says nothing is sent when notifications are off", async () => {
    await updateNotificationSettings(database.db, ownerId, {
      admin_email: "owner@example.com",
      email_notifications_enabled: false,
    });
    expect((await load()).notificationWarning).toBe(
      "Email notifications are off, so order and catering emails are not sent.",
    );
  });
});
