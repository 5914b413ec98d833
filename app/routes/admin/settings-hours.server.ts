import type { RequestContext } from "#server/http-context.ts";
import { listStoreHours } from "#server/hours/service.ts";
import { saveStoreHours } from "#server/hours/admin-service.ts";
import { listAllClosures, type StoreClosureRecord } from "#server/hours/closures.ts";
import { countScheduledOrdersByDate } from "#server/orders/admin-service.ts";
import type { Executor } from "#server/db/client.ts";
import { createClosure, deleteClosure, updateClosure } from "#server/hours/closures-admin-service.ts";
import { AppError } from "#server/errors.ts";
import { getZonedParts } from "#domain/business-time.ts";
import type { StoreClosure } from "#domain/store-hours.ts";
import {
  closureIdSchema,
  closureSchema,
  formToClosure,
  scheduledOrdersWarning,
} from "#domain/validation/admin-closures.ts";
import { readOrderingControls, setSlotCapacity } from "#server/settings/ordering-controls-admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { formToHours, storeHoursFormSchema } from "#domain/validation/admin-hours.ts";
import { slotCapacitySchema } from "#domain/validation/admin-ordering.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readActionBody } from "#app/lib/admin/parse-form.server.ts";

/** The orders still to come on a closure's dates (from today), counted from one query's days. */
function ordersWithin(closure: StoreClosure, byDate: ReadonlyMap<string, number>, today: string): number {
  let count = 0;
  for (const [date, orders] of byDate) {
    if (date >= today && date >= closure.start_date && date <= closure.end_date) count += orders;
  }
  return count;
}

/** Each upcoming closure with the number of orders already scheduled on its dates. */
async function withScheduledOrders(
  db: Executor,
  closures: readonly StoreClosureRecord[],
  today: string,
): Promise<(StoreClosureRecord & { scheduledOrders: number })[]> {
  const ends = closures.map((closure) => closure.end_date).filter((end) => end >= today);
  const byDate =
    ends.length > 0
      ? await countScheduledOrdersByDate(db, { from: today, to: ends.sort().at(-1)! })
      : new Map<string, number>();
  return closures.map((closure) => ({ ...closure, scheduledOrders: ordersWithin(closure, byDate, today) }));
}

function businessTodayOf(settings: Awaited<ReturnType<typeof listPublicSettings>>) {
  const { timeZone } = readBusinessRules(settings);
  return { timeZone, today: getZonedParts(new Date(), timeZone).dateKey };
}

export async function loadHoursSettings(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [hours, settings, controls, closures] = await Promise.all([
    listStoreHours(context.db),
    listPublicSettings(context.db),
    readOrderingControls(context.db),
    listAllClosures(context.db),
  ]);
  const { timeZone, today } = businessTodayOf(settings);
  return {
    hours,
    closures: await withScheduledOrders(context.db, closures, today),
    today,
    timeZone,
    slotCapacity: controls.slotCapacity,
  };
}

/** The saved closure's toast: a word on the orders already booked on its dates, if any. */
async function savedMessage(db: Executor, closure: StoreClosure, saved: string) {
  const { today } = businessTodayOf(await listPublicSettings(db));
  if (closure.end_date < today) return { message: saved };
  const byDate = await countScheduledOrdersByDate(db, { from: today, to: closure.end_date });
  const count = ordersWithin(closure, byDate, today);
  if (count === 0) return { message: saved };
  const where = count === 1 ? "Check it under Orders, Upcoming." : "Check them under Orders, Upcoming.";
  return { message: saved, scheduledOrders: count, warning: `${scheduledOrdersWarning(count)} ${where}` };
}

/**
 * Several forms on one page (docs/decisions/006): the week's hours, the orders per time slot, and
 * the closures (holidays and special hours) added, changed or removed one at a time.
 */
export async function changeHours(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const fields = await readActionBody(request);
  if (fields.intent === "capacity") {
    const input = parseFields(slotCapacitySchema, fields);
    const controls = await setSlotCapacity(
      context.db,
      admin.userId,
      input.slot_capacity === "" ? null : Number(input.slot_capacity),
    );
    return { ok: true as const, slotCapacity: controls.slotCapacity };
  }
  switch (fields.intent) {
    case "closure-create": {
      const closure = formToClosure(parseFields(closureSchema, fields));
      await createClosure(context.db, admin.userId, closure);
      return {
        ok: true as const,
        intent: "closure-create" as const,
        ...(await savedMessage(context.db, closure, "Closure added.")),
      };
    }
    case "closure-update": {
      const { id } = parseFields(closureIdSchema, fields);
      const closure = formToClosure(parseFields(closureSchema, fields));
      await updateClosure(context.db, admin.userId, id, closure);
      return {
        ok: true as const,
        intent: "closure-update" as const,
        ...(await savedMessage(context.db, closure, "Closure saved.")),
      };
    }
    case "closure-delete": {
      const { id } = parseFields(closureIdSchema, fields);
      await deleteClosure(context.db, admin.userId, id);
      return { ok: true as const, intent: "closure-delete" as const, message: "Closure removed." };
    }
    case undefined:
    case "":
    case "hours":
      break;
    default:
      throw new AppError("BAD_REQUEST", "Unknown action.");
  }
  const form = parseFields(storeHoursFormSchema, fields);
  const changed = await saveStoreHours(context.db, admin.userId, formToHours(form));
  return { ok: true as const, changed };
}
