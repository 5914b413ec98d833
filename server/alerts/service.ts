import { and, asc, desc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import { alerts } from "#server/db/schema/index.ts";

export type PublicAlert = {
  id: string;
  title: string;
  message: string;
  alert_type: string;
  is_dismissible: boolean;
  background_color: string | null;
  text_color: string | null;
};

/**
 * Active alerts inside their dates, by display order then newest first (docs/product/02-public-pages.md
 * §2.4).
 */
export async function listActiveAlerts(db: Executor, now: Date = new Date()): Promise<PublicAlert[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .select({
      id: alerts.id,
      title: alerts.title,
      message: alerts.message,
      alert_type: alerts.alert_type,
      is_dismissible: alerts.is_dismissible,
      background_color: alerts.background_color,
      text_color: alerts.text_color,
    })
    .from(alerts)
    .where(
      and(
        eq(alerts.is_active, true),
        or(isNull(alerts.start_date), lte(alerts.start_date, at)),
        or(isNull(alerts.end_date), gte(alerts.end_date, at)),
      ),
    )
    .orderBy(asc(alerts.display_order), desc(alerts.created_at));
}
