// A row's id (a uuid) as the admin's addresses and forms send it. Anything else is simply not
// found: checking the shape first keeps a malformed id from reaching the database as a query error.
import { isUuid } from "#domain/uuid.ts";
import * as z from "./zod.ts";

export { isUuid };

/** A required id field whose every failure (missing, not text, not a uuid) reads `message`. */
export function idField(message: string) {
  return z.string({ error: () => message }).check(z.refine(isUuid, message));
}
