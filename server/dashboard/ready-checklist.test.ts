// The "Ready to open" checklist over the demo data, as the owner replaces it line by line.
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { connectionSettings, menuItems, siteSettings } from "#server/db/schema/index.ts";
import { writeConnection } from "#server/connections/store.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { seedDemoData } from "#server/db/seed/index.ts";
import { formToHours, hoursToForm } from "#domain/validation/admin-hours.ts";
import { listStoreHours } from "#server/hours/service.ts";
import { saveStoreHours } from "#server/hours/admin-service.ts";
import { updateNotificationSettings } from "#server/notifications/settings-admin-service.ts";
import { readReadyChecklist, type ReadyChecklist, type ReadyLineKey } from "./ready-checklist.ts";

const database = useTestDatabase();
const DEMO = { paymentProvider: "sandbox" as const, SMTP_URL: undefined };
const LIVE = { paymentProvider: "stripe" as const, SMTP_URL: "smtp://mail.example.com:587" };
const OWNER = "owner-user";

function lineOf(checklist: ReadyChecklist, key: ReadyLineKey) {
  const found = checklist.lines.find((line) => line.key === key);
  if (!found) throw new Error(`No ${key} line`);
  return found;
}

beforeAll(async () => {
  await seedDemoData(database.db);
});

describe("the Ready to open checklist", () => {
  it("shows every line not done on the demo site, in plain words, with where each is done", async () => {
    const checklist = await readReadyChecklist(database.db, DEMO);
    expect(checklist.allDone).toBe(false);
    expect(checklist.lines.map((line) => [line.key, line.done])).toEqual([
      ["payments", false],
      ["email", false],
      ["menu", false],
      ["contact", false],
      ["hours", false],
      ["notifications", false],
    ]);
    expect(lineOf(checklist, "payments")).toMatchObject({
      text: "Demo mode: payments are simulated. Connect Stripe to take real payments.",
      hint: null,
      link: { to: "/admin/settings/payments", label: "Go to Settings → Payments" },
    });
    expect(lineOf(checklist, "email")).toMatchObject({
      text: "Emails are kept, not sent: no mail server is set up.",
      hint: null,
      link: { to: "/admin/settings/email", label: "Go to Settings → Email" },
    });
    expect(lineOf(checklist, "menu").text).toMatch(/^The demo menu is still on the site: \d+ demo dishes\.$/);
    expect(lineOf(checklist, "menu").link?.to).toBe("/admin/menu");
    expect(lineOf(checklist, "contact").link?.to).toBe("/admin/settings/site");
    expect(lineOf(checklist, "hours").link?.to).toBe("/admin/settings/hours");
    expect(lineOf(checklist, "notifications").link?.to).toBe("/admin/settings/notifications");
  });

  it("calls payments and email connected only when the server is set up for Stripe and SMTP", async () => {
    const checklist = await readReadyChecklist(database.db, LIVE);
    expect(lineOf(checklist, "payments")).toMatchObject({
      done: true,
      text: "Payments are connected (Stripe).",
    });
    expect(lineOf(checklist, "email")).toMatchObject({
      done: true,
      text: "A mail server is set up, so emails are sent.",
    });
  });

  it("counts Stripe's keys and a mail server saved in the admin as connected", async () => {
    await writeConnection(database.db, {
      name: "payments",
      values: { secretKey: "sk_test_savedInTheAdmin", webhookSecret: "whsec_savedInTheAdmin" },
      details: { mode: "test" },
      actor: null,
    });
    await writeConnection(database.db, {
      name: "email",
      values: {
        host: "smtp.example.com",
        port: 587,
        user: "",
        password: "",
        encryption: "starttls",
        from: "a@example.com",
      },
      details: { host: "smtp.example.com" },
      actor: null,
    });
    try {
      const checklist = await readReadyChecklist(database.db, DEMO);
      expect(lineOf(checklist, "payments")).toMatchObject({
        done: true,
        text: "Payments are connected (Stripe).",
      });
      expect(lineOf(checklist, "email")).toMatchObject({
        done: true,
        text: "A mail server is set up, so emails are sent.",
      });
    } finally {
      await database.db.delete(connectionSettings);
    }
  });

  it("counts a demo dish until it is edited or switched off", async () => {
    const before = await database.db.select().from(menuItems);
    const [first, ...rest] = before;
    await database.db
      .update(menuItems)
      .set({ description: "Our grandmother's recipe." })
      .where(eq(menuItems.id, first!.id));
    const one = rest.length === 1 ? "1 demo dish" : `${rest.length} demo dishes`;
    expect(lineOf(await readReadyChecklist(database.db, DEMO), "menu").text).toBe(
      `The demo menu is still on the site: ${one}.`,
    );
    for (const dish of rest) {
      await database.db.update(menuItems).set({ available: false }).where(eq(menuItems.id, dish.id));
    }
    expect(lineOf(await readReadyChecklist(database.db, DEMO), "menu")).toMatchObject({
      done: true,
      text: "The demo menu is replaced.",
    });
  });

  it("keeps the contact line open while any of the address, phone or email is the demo's", async () => {
    const set = (key: string, value: string) =>
      database.db.update(siteSettings).set({ setting_value: value }).where(eq(siteSettings.setting_key, key));
    await set("address", "9 Market St, Savannah, GA 31401");
    await set("phone_number", "9125550100");
    expect(lineOf(await readReadyChecklist(database.db, DEMO), "contact")).toMatchObject({
      done: false,
      text: "The demo address, phone or email is still shown on the site.",
    });
    await set("email", "hello@ourkitchen.com");
    expect(lineOf(await readReadyChecklist(database.db, DEMO), "contact")).toMatchObject({
      done: true,
      text: "Your own address, phone and email are shown.",
    });
  });

  it("ticks the hours once they were saved, and the notification address once it is the owner's", async () => {
    const week = hoursToForm(await listStoreHours(database.db));
    week.monday_mode = week.monday_mode === "closed" ? "all_day" : "closed";
    await saveStoreHours(database.db, OWNER, formToHours(week));
    expect(lineOf(await readReadyChecklist(database.db, DEMO), "hours").done).toBe(true);

    expect(lineOf(await readReadyChecklist(database.db, DEMO), "notifications").done).toBe(false);
    await updateNotificationSettings(database.db, OWNER, { admin_email: "kitchen@ourkitchen.com" });
    expect(lineOf(await readReadyChecklist(database.db, DEMO), "notifications")).toMatchObject({
      done: true,
      text: "New orders are emailed to kitchen@ourkitchen.com.",
    });
  });

  it("is all done once payments and email are connected too", async () => {
    expect((await readReadyChecklist(database.db, DEMO)).allDone).toBe(false);
    expect((await readReadyChecklist(database.db, LIVE)).allDone).toBe(true);
  });
});
