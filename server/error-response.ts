import type { Context } from "hono";
import { isAppError } from "./errors.ts";
import type { HonoEnv } from "./http-context.ts";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong. Please try again.";

/** The one mapping of a thrown error to an API answer: AppError by its code, anything else a logged 500. */
export function answerError(error: unknown, c: Context<HonoEnv>): Response {
  if (isAppError(error)) {
    if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(error.retryAfterSeconds));
    return c.json(error.toJSON(), error.status as 400);
  }
  c.get("log").error({ err: error }, "unhandled error");
  return c.json({ error: { code: "INTERNAL", message: INTERNAL_ERROR_MESSAGE } }, 500);
}
