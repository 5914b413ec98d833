import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pino from "pino";
import { useTestDatabase } from "#server/test/test-database.ts";
import { siteSettings, storeHours } from "#server/db/schema/index.ts";
import { buildStoreHoursWeek } from "#server/db/factories.ts";
import { DEFAULT_BUSINESS_NAME } from "#domain/site-shell.ts";
import { getSiteShell } from "./service.ts";

const log = pino({ level: "silent" });
const database = useTestDatabase();
beforeEach(async () => {
  await database.db.delete(storeHours);
  await database.db.delete(siteSettings);
});

async function putSettings(values: Record<string, string>) {
  await database.db
    .insert(siteSettings)
    .values(Object.entries(values).map(([setting_key, setting_value]) => ({ setting_key, setting_value })));
}

describe("getSiteShell", () => {
  it("groups the footer hours from store_hours", async () => {
    await database.db.insert(storeHours).values(
      buildStoreHoursWeek({
        monday: { open_time: "11:00", close_time: "21:00" },
        tuesday: { open_time: "11:00", close_time: "21:00" },
        wednesday: { open_time: "11:00", close_time: "21:00" },
        thursday: { open_time: "11:00", close_time: "21:00" },
        friday: { open_time: "11:00", close_time: "21:00" },
        saturday: { open_time: "11:00", close_time: "22:00" },
        sunday: { is_closed: true },
      }),
    );
    const shell = await getSiteShell(database.db, log);
    expect(shell.footerHours).toEqual([
      { label: "Monday - Friday", hours: "11:00 AM - 9:00 PM" },
      { label: "Saturday", hours: "11:00 AM - 10:00 PM" },
      { label: "Sunday", hours: "Closed" },
    ]);
  });

  it("falls back to the hours settings when store_hours is empty", async () => {
    await putSettings({ hours_weekdays: "7:00 AM - 3:00 PM", hours_sunday: "Closed" });
    const shell = await getSiteShell(database.db, log);
    expect(shell.footerHours).toEqual([
      { label: "Monday - Friday", hours: "7:00 AM - 3:00 PM" },
      { label: "Saturday", hours: "11:00 AM - 10:00 PM" },
      { label: "Sunday", hours: "Closed" },
    ]);
  });

  it("falls back to the defaults when neither hours nor settings have data", async () => {
    const shell = await getSiteShell(database.db, log);
    expect(shell.footerHours).toEqual([
      { label: "Monday - Friday", hours: "11:00 AM - 9:00 PM" },
      { label: "Saturday", hours: "11:00 AM - 10:00 PM" },
      { label: "Sunday", hours: "12:00 PM - 8:00 PM" },
    ]);
    expect(shell.siteName).toBe(DEFAULT_BUSINESS_NAME);
    expect(shell.rules).toEqual({
      timeZone: "America/New_York",
      taxRatePercent: 8.25,
      pickupEnabled: true,
      deliveryEnabled: false,
      scheduleMaxDaysAhead: 60,
      orderingPausedUntil: null,
      slotCapacity: null,
    });
  });

  it("falls back to settings when the store_hours read fails", async () => {
    await putSettings({ hours_saturday: "Noon - Midnight" });
    await database.db.execute(sql`alter table store_hours rename to store_hours_away`);
    try {
      const shell = await getSiteShell(database.db, log);
      expect(shell.storeHours).toBeNull();
      expect(shell.footerHours[1]).toEqual({ label: "Saturday", hours: "Noon - Midnight" });
    } finally {
      await database.db.execute(sql`alter table store_hours_away rename to store_hours`);
    }
  });

  it("reads names, contact details and business rules from settings", async () => {
    await putSettings({
      site_name: "Test Kitchen",
      business_name: "Test Kitchen LLC",
      phone_number: "4045550100",
      timezone: "America/Chicago",
      tax_rate: "7",
      pickup_enabled: "false",
      delivery_enabled: "true",
    });
    const shell = await getSiteShell(database.db, log);
    expect(shell.siteName).toBe("Test Kitchen");
    expect(shell.businessName).toBe("Test Kitchen LLC");
    expect(shell.contact.phone).toBe("4045550100");
    expect(shell.rules).toEqual({
      timeZone: "America/Chicago",
      taxRatePercent: 7,
      pickupEnabled: false,
      deliveryEnabled: true,
      scheduleMaxDaysAhead: 60,
      orderingPausedUntil: null,
      slotCapacity: null,
    });
  });
});
