// The end-of-day summary (docs/product/07-emails.md §7.2): after the store closes, one email to the kitchen's
// address with the business day's orders, net sales, tax, refunds and best-selling dishes. A periodic
// job asks every few minutes (server/jobs/server-jobs.ts); domain/daily-summary.ts says which day is
// due, and the outbox's dedupe key (one per business date) makes every later ask, from this server
// or another one, write nothing.
import type { Executor } from "#server/db/client.ts";
import { recordAudit } from "#server/audit/service.ts";
import { readTopItems, type TopItem } from "#server/dashboard/admin-service.ts";
import { listCurrentClosures } from "#server/hours/closures.ts";
import { listStoreHours } from "#server/hours/service.ts";
import { readTakings } from "#server/profit/takings.ts";
import { getSetting, listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { writeSetting } from "#server/settings/write-setting.ts";
import { addDaysToDateKey, zonedDateTimeToInstant } from "#domain/business-time.ts";
import { DAILY_SUMMARY_SETTING_KEY, dueSummaryDate, isDailySummaryOn } from "#domain/daily-summary.ts";
import { formatDateUS } from "#domain/format.ts";
import { formatUsd } from "#domain/money.ts";
import type { Takings } from "#domain/takings.ts";
import { escapeHtml } from "./order-emails.ts";
import { queueEmail, readAdminAddress, type QueuedEmail } from "./outbox.ts";

export const DAILY_SUMMARY_KIND = "daily-summary";

/** How often each instance asks whether a summary is due (server/jobs/server-jobs.ts). */
export const DAILY_SUMMARY_CHECK_MS = 5 * 60 * 1000;

export type DaySummary = Takings & {
  businessName: string;
  date: string;
  timeZone: string;
  orders: number;
  topItems: TopItem[];
};

/** The email's words: plain text first, the HTML the same paragraphs. */
export function buildDailySummaryEmail(summary: DaySummary): Pick<QueuedEmail, "subject" | "text" | "html"> {
  const day = formatDateUS(summary.date, summary.timeZone);
  const subject = `Day summary for ${day}: ${formatUsd(summary.netSales)} net sales - ${summary.businessName}`;
  const dishes =
    summary.topItems.length === 0
      ? "No dishes sold."
      : summary.topItems
          .map((item) => `${item.quantity} x ${item.title} (${formatUsd(item.revenue)})`)
          .join("\n");
  const paragraphs = [
    `${summary.businessName}, ${day}`,
    [
      `Orders paid: ${summary.orders}`,
      `Net sales: ${formatUsd(summary.netSales)}`,
      `Sales tax collected: ${formatUsd(summary.tax)}`,
      `Refunds: ${formatUsd(summary.refunds)}`,
    ].join("\n"),
    `Best-selling dishes:\n${dishes}`,
    "Net sales are the orders paid this day less refunds, before tax; the tax is owed to the state. " +
      "An order to be paid in person counts once it is marked paid.",
    "This email comes once a day after closing. Switch it off under Settings → Notifications.",
  ];
  const text = `${paragraphs.join("\n\n")}\n`;
  const html = paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("");
  return { subject, text, html };
}

/** The figures of one business date, midnight to midnight in the business time zone. */
async function readDaySummary(
  db: Executor,
  date: string,
  timeZone: string,
): Promise<Omit<DaySummary, "businessName">> {
  const start = zonedDateTimeToInstant(date, "00:00", timeZone);
  const end = zonedDateTimeToInstant(addDaysToDateKey(date, 1), "00:00", timeZone);
  const [takings, topItems] = await Promise.all([readTakings(db, start, end), readTopItems(db, start, end)]);
  return { ...takings, date, timeZone, topItems };
}

/**
 * Writes the summary of the business date due at `now` to the outbox, once per date. Answers the
 * date when one was due (and whether this call wrote it), or null: none due, the summary switched
 * off, notifications off or no kitchen address.
 */
export async function queueDailySummary(
  db: Executor,
  now: Date = new Date(),
): Promise<{ date: string; queued: boolean } | null> {
  if (!isDailySummaryOn(await getSetting(db, DAILY_SUMMARY_SETTING_KEY))) return null;
  const to = await readAdminAddress(db);
  if (!to) return null;
  const settings = await listPublicSettings(db);
  const { timeZone } = readBusinessRules(settings);
  const [hours, closures] = await Promise.all([listStoreHours(db), listCurrentClosures(db)]);
  const date = dueSummaryDate({ hours, closures }, now, timeZone);
  if (!date) return null;
  const businessName = settings.site_name?.trim() || settings.business_name?.trim() || "Island Spice Kitchen";
  const summary = await readDaySummary(db, date, timeZone);
  const id = await queueEmail(db, {
    kind: DAILY_SUMMARY_KIND,
    to,
    dedupeKey: `${DAILY_SUMMARY_KIND}:${date}`,
    ...buildDailySummaryEmail({ ...summary, businessName }),
  });
  return { date, queued: id !== null };
}

export async function readDailySummaryOn(db: Executor): Promise<boolean> {
  return isDailySummaryOn(await getSetting(db, DAILY_SUMMARY_SETTING_KEY));
}

/** Switches the summary on or off (a site setting every server reads), audited in its transaction. */
export async function setDailySummaryOn(db: Executor, actorUserId: string, isOn: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await writeSetting(tx, DAILY_SUMMARY_SETTING_KEY, String(isOn), "notifications");
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: "site_settings",
      entityId: DAILY_SUMMARY_SETTING_KEY,
      before: { daily_summary: isDailySummaryOn(before) },
      after: { daily_summary: isOn },
    });
  });
}
