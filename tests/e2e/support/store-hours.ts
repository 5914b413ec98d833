import type pg from "pg";

/** The demo week, as the seed writes it. */
export const DEMO_WEEK = [
  ["monday", "11:00", "21:00"],
  ["tuesday", "11:00", "21:00"],
  ["wednesday", "11:00", "21:00"],
  ["thursday", "11:00", "21:00"],
  ["friday", "11:00", "22:00"],
  ["saturday", "11:00", "22:00"],
  ["sunday", "12:00", "20:00"],
] as const;

export async function setWeek(
  client: pg.Client,
  week: readonly (readonly [string, string, string, boolean?])[],
) {
  await client.query("delete from store_hours");
  for (const [day, open, close, closed] of week) {
    await client.query(
      "insert into store_hours (day_of_week, open_time, close_time, is_closed) values ($1, $2, $3, $4)",
      [day, open, close, closed ?? false],
    );
  }
}

export async function restoreDemoWeek(client: pg.Client) {
  await setWeek(client, DEMO_WEEK);
}
