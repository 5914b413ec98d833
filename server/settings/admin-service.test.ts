import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, siteSettings } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { siteSettingsSchema } from "#domain/validation/site-settings.ts";
import { readSiteSettings, saveSiteSettings } from "./admin-service.ts";

const database = useTestDatabase();

async function owner(): Promise<string> {
  const { userId } = await createFirstAdmin(database.db, {
    name: "Olive Owner",
    email: "owner@example.com",
    password: "Correct-Horse-42",
  });
  return userId;
}

function errorsOf(input: Record<string, string>): Record<string, string> {
  const result = siteSettingsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("Settings → Site", () => {
  let ownerId = "";
  let current: Record<string, string>;

  it("reads every key with the server's defaults for the unset ones", async () => {
    ownerId = await owner();
    const read = await readSiteSettings(database.db);
    expect(Object.keys(read)).toContain("site_logo_url");
    expect(read).toMatchObject({
      pickup_enabled: "true",
      delivery_enabled: "false",
      timezone: "America/New_York",
    });
    // An empty database has no name yet: the form asks for one.
    expect(errorsOf(read)).toEqual({
      site_name: "Site name is required",
      business_name: "Business name is required",
    });
    current = { ...read, site_name: "Island Spice Kitchen", business_name: "Island Spice Kitchen LLC" };
    expect(errorsOf(current)).toEqual({});
  });

  it("checks each key by its kind, by the field", () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ site_name: "  " }, "site_name", "Site name is required"],
      [{ site_name: "x".repeat(81) }, "site_name", "Site name must be 80 characters or fewer"],
      [{ email: "not-an-email" }, "email", "Email is invalid"],
      [
        { phone_number: "call me" },
        "phone_number",
        "Phone number must be a phone number, like (404) 555-0123",
      ],
      [
        { facebook_url: "javascript:alert(1)" },
        "facebook_url",
        "Facebook must be a web address starting with https://",
      ],
      [
        { instagram_url: "instagram.com/x" },
        "instagram_url",
        "Instagram must be a web address starting with https://",
      ],
      [
        { site_logo_url: "javascript:alert(1)" },
        "site_logo_url",
        "Logo must be an uploaded image, a site path or an https:// address",
      ],
      [{ pickup_enabled: "yes" }, "pickup_enabled", "Pickup must be on or off"],
      [{ tax_rate: "26" }, "tax_rate", "Tax rate must be a percentage from 0 to 25, like 7 or 8.875"],
      [{ tax_rate: "-1" }, "tax_rate", "Tax rate must be a percentage from 0 to 25, like 7 or 8.875"],
      [{ tax_rate: "abc" }, "tax_rate", "Tax rate must be a percentage from 0 to 25, like 7 or 8.875"],
      [{ timezone: "Mars/Olympus" }, "timezone", "Choose a time zone from the list, like America/New_York"],
      [
        { catering_min_notice_hours: "1.5" },
        "catering_min_notice_hours",
        "Catering minimum notice must be a whole number from 0 to 2160",
      ],
      [
        { schedule_max_days_ahead: "0" },
        "schedule_max_days_ahead",
        "Days ahead for scheduled orders must be a whole number from 1 to 365",
      ],
      [{ address: "a\u0000b" }, "address", "Address contains characters that are not allowed"],
      [
        { pickup_enabled: "false", delivery_enabled: "false" },
        "pickup_enabled",
        "Keep pickup or delivery on, or nobody can order",
      ],
    ];
    for (const [change, field, message] of cases) {
      expect(errorsOf({ ...current, ...change })[field], field).toBe(message);
    }
    expect(
      errorsOf({ ...current, tax_rate: "8.875", timezone: "America/Chicago", facebook_url: "" }),
    ).toEqual({});
  });

  it("saves the changed keys in their groups with one audit row, and nothing when nothing changed", async () => {
    const values = siteSettingsSchema.parse({
      ...current,
      site_name: "  Island Spice Kitchen & Bar ",
      facebook_url: "https://facebook.com/islandspice",
      tax_rate: "8.875",
    });
    expect((await saveSiteSettings(database.db, ownerId, values)).sort()).toEqual(
      ["business_name", "facebook_url", "site_name", "tax_rate"].sort(),
    );
    const read = await readSiteSettings(database.db);
    expect(read).toMatchObject({
      site_name: "Island Spice Kitchen & Bar",
      facebook_url: "https://facebook.com/islandspice",
      tax_rate: "8.875",
    });
    const [row] = await database.db
      .select({ group: siteSettings.setting_group })
      .from(siteSettings)
      .where(eq(siteSettings.setting_key, "facebook_url"));
    expect(row?.group).toBe("social");
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.entity, "site_settings"));
    expect(audits).toHaveLength(1);
    expect((audits[0]?.details as { after: Record<string, string> }).after).toMatchObject({
      site_name: "Island Spice Kitchen & Bar",
    });
    expect(await saveSiteSettings(database.db, ownerId, siteSettingsSchema.parse(read))).toEqual([]);
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.entity, "site_settings")),
    ).toHaveLength(1);
  });
});
