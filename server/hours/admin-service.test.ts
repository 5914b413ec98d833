import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, storeHours } from "#server/db/schema/index.ts";
import { useTestDatabase } from "#server/test/test-database.ts";
import { createFirstAdmin } from "#server/admins/admin-service.ts";
import { formToHours, hoursToForm } from "#domain/validation/admin-hours.ts";
import { saveStoreHours } from "./admin-service.ts";
import { listStoreHours } from "./service.ts";

const database = useTestDatabase();

describe("saving the week's hours", () => {
  it("writes the seven days, audits only the days that changed, and saves nothing for an unchanged form", async () => {
    const { userId } = await createFirstAdmin(database.db, {
      name: "Olive",
      email: "owner@example.com",
      password: "Correct-Horse-42",
    });
    await database.db.delete(storeHours);
    await database.db
      .insert(storeHours)
      .values({ day_of_week: "monday", open_time: "11:00", close_time: "21:00" });

    const form = hoursToForm(await listStoreHours(database.db));
    form.sunday_mode = "closed";
    form.friday_mode = "open";
    form.friday_open = "18:00";
    form.friday_close = "02:00";
    form.saturday_mode = "all_day";
    expect(await saveStoreHours(database.db, userId, formToHours(form))).toBe(6);

    const stored = await listStoreHours(database.db);
    expect(stored).toHaveLength(7);
    expect(stored.find((row) => row.day_of_week === "friday")).toMatchObject({
      open_time: "18:00",
      close_time: "02:00",
      is_closed: false,
    });
    expect(stored.find((row) => row.day_of_week === "saturday")).toMatchObject({
      open_time: "00:00",
      close_time: "00:00",
      is_closed: false,
    });
    expect(stored.find((row) => row.day_of_week === "sunday")?.is_closed).toBe(true);
    const audits = await database.db
      .select({ entity: auditLog.entity_id, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, "store_hours"));
    expect(audits).toHaveLength(6);
    expect(audits.map((row) => row.entity)).not.toContain("monday");

    expect(await saveStoreHours(database.db, userId, formToHours(hoursToForm(stored)))).toBe(0);
    const again = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.entity, "store_hours"));
    expect(again).toHaveLength(6);

    form.monday_mode = "closed";
    expect(await saveStoreHours(database.db, userId, formToHours(form))).toBe(1);
    const [monday] = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entity_id, "monday"));
    expect(monday?.details).toMatchObject({ before: { is_closed: false }, after: { is_closed: true } });
  });
});
