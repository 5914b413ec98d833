import type { RequestContext } from "#server/http-context.ts";
import { listStoreHours } from "#server/hours/service.ts";
import { saveStoreHours } from "#server/hours/admin-service.ts";
import { listAllClosures } from "#server/hours/closures.ts";
import { createClosure, deleteClosure, updateClosure } from "#server/hours/closures-admin-service.ts";
import { AppError } from "#server/errors.ts";
import { getZonedParts } from "#domain/business-time.ts";
import { closureIdSchema, closureSchema, formToClosure } from "#domain/validation/admin-closures.ts";
import { readOrderingControls, setSlotCapacity } from "#server/ordering-controls/service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { formToHours, storeHoursFormSchema } from "#domain/validation/admin-hours.ts";
import { slotCapacitySchema } from "#domain/validation/admin-ordering.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readActionBody } from "#app/lib/admin/parse-form.server.ts";

export async function loadHoursSettings(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [hours, settings, controls, closures] = await Promise.all([
    listStoreHours(context.db),
    listPublicSettings(context.db),
    readOrderingControls(context.db),
    listAllClosures(context.db),
  ]);
  const { timeZone } = readBusinessRules(settings);
  return {
    hours,
    closures,
    today: getZonedParts(new Date(), timeZone).dateKey,
    timeZone,
    slotCapacity: controls.slotCapacity,
  };
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
      return { ok: true as const, intent: "closure-create" as const, message: "Closure added." };
    }
    case "closure-update": {
      const { id } = parseFields(closureIdSchema, fields);
      const closure = formToClosure(parseFields(closureSchema, fields));
      await updateClosure(context.db, admin.userId, id, closure);
      return { ok: true as const, intent: "closure-update" as const, message: "Closure saved." };
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
