import { data } from "react-router";
import type { RequestContext } from "#server/http-context.ts";
import { isAppError } from "#server/errors.ts";
import { rebuildOrder, REORDER_NOT_FOUND_MESSAGE } from "#server/orders/reorder-service.ts";
import type { Reorder } from "#domain/reorder.ts";

/**
 * The lines of the order the address's token names, at today's prices (docs/product/03-ordering.md §3.10.1).
 * No token, a malformed one or an unknown one: 404; too many lookups from one address: 429.
 */
export async function readReorder(context: RequestContext, url: URL): Promise<Reorder> {
  const token = url.searchParams.get("token")?.trim() ?? "";
  if (!token) throw data({ message: REORDER_NOT_FOUND_MESSAGE }, { status: 404 });
  try {
    await context.rateLimit("order-lookup");
    return await rebuildOrder(context.db, token);
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") {
      throw data({ message: error.message }, { status: 404 });
    }
    if (isAppError(error) && error.code === "RATE_LIMITED") {
      throw data({ message: error.message }, { status: 429 });
    }
    throw error;
  }
}
