// A row's id (a uuid) as the admin's addresses and forms send it. Anything else is simply not
// found: checking the shape first keeps a malformed id from reaching the database as a query error.
import * as z from "./zod.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** A required id field whose every failure (missing, not text, not a uuid) reads `message`. */
export function idField(message: string) {
  return z.string({ error: () => message }).check(z.refine(isUuid, message));
}
