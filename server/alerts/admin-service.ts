// Alerts as the admin changes them. Dates are typed on the business's wall clock and stored as
// instants; the alerts table's change trigger tells open pages to reload their alert bar.
import { asc, desc } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.ts";
import { alerts } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { fromLocalDateTime, type AlertValues } from "#domain/validation/admin-website.ts";
import { ALERTS, insertRow, updateRow } from "#server/admin/ordered-rows.ts";

export type AdminAlert = {
  id: string;
  title: string;
  message: string;
  alert_type: string;
  is_active: boolean;
  is_dismissible: boolean;
  display_order: number;
  start_date: Date | null;
  end_date: Date | null;
  background_color: string | null;
  text_color: string | null;
};

const columns = {
  id: alerts.id,
  title: alerts.title,
  message: alerts.message,
  alert_type: alerts.alert_type,
  is_active: alerts.is_active,
  is_dismissible: alerts.is_dismissible,
  display_order: alerts.display_order,
  start_date: alerts.start_date,
  end_date: alerts.end_date,
  background_color: alerts.background_color,
  text_color: alerts.text_color,
};

/** Every alert, in the order the public bar shows them (docs/product/02-public-pages.md §2.4). */
export async function listAdminAlerts(db: Executor): Promise<AdminAlert[]> {
  return db.select(columns).from(alerts).orderBy(asc(alerts.display_order), desc(alerts.created_at));
}

function rowValues(input: AlertValues, timeZone: string) {
  const start = fromLocalDateTime(input.start_date, timeZone);
  const end = fromLocalDateTime(input.end_date, timeZone);
  // The wall-clock strings were checked; a daylight-saving gap can still turn them around.
  if (start && end && end < start) {
    throw new AppError("VALIDATION", "End must be after the start", {
      fields: { end_date: "End must be after the start" },
    });
  }
  return {
    title: input.title ?? "",
    message: input.message,
    alert_type: input.alert_type,
    background_color: input.background_color ? input.background_color : null,
    text_color: input.text_color ? input.text_color : null,
    start_date: start,
    end_date: end,
    is_active: input.is_active,
    is_dismissible: input.is_dismissible,
  };
}

export async function createAlert(
  db: Database,
  actorUserId: string,
  input: AlertValues,
  timeZone: string,
): Promise<AdminAlert> {
  const values = rowValues(input, timeZone);
  const created = await insertRow({ db, ...ALERTS, values, actor: actorUserId });
  return created;
}

export async function updateAlert(
  db: Database,
  actorUserId: string,
  id: string,
  input: AlertValues,
  timeZone: string,
): Promise<AdminAlert> {
  const values = rowValues(input, timeZone);
  const { after } = await updateRow({ db, ...ALERTS, id, values, actor: actorUserId });
  return after;
}
