import { data } from "react-router";
import { isAppError } from "#server/errors.ts";

/**
 * Runs a route action's work and shapes its answer (docs/decisions/006): the value on success, an
 * AppError as `{ error: { code, message, fields } }` with its status, plus what `echo` adds (the typed
 * values, so a page rendered without JavaScript can show them again). Anything else is a bug: it is
 * rethrown for the route's error boundary (and logged by the server).
 */
export async function runAction<T, E extends object = object>(work: () => Promise<T>, echo?: () => E) {
  try {
    return await work();
  } catch (error) {
    if (!isAppError(error)) throw error;
    const headers: HeadersInit =
      error.retryAfterSeconds === undefined ? {} : { "Retry-After": String(error.retryAfterSeconds) };
    const body = { ...echo?.(), ...error.toJSON() };
    return data(body, { status: error.status, headers });
  }
}
