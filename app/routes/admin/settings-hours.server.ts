import type { RequestContext } from "#server/http-context.ts";
import { listStoreHours } from "#server/hours/service.ts";
import { saveStoreHours } from "#server/hours/admin-service.ts";
import { readOrderingControls, setSlotCapacity } from "#server/ordering-controls/service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { formToHours, storeHoursFormSchema } from "#domain/validation/admin-hours.ts";
import { slotCapacitySchema } from "#domain/validation/admin-ordering.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readFormFields } from "#app/lib/admin/parse-form.server.ts";

export async function loadHoursSettings(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [hours, settings, controls] = await Promise.all([
    listStoreHours(context.db),
    listPublicSettings(context.db),
    readOrderingControls(context.db),
  ]);
  return { hours, timeZone: readBusinessRules(settings).timeZone, slotCapacity: controls.slotCapacity };
}

/** Two forms on one page (docs/decisions/006): the week's hours, and the orders per time slot. */
export async function changeHours(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const fields = await readFormFields(request);
  if (fields.intent === "capacity") {
    const input = parseFields(slotCapacitySchema, fields);
    const controls = await setSlotCapacity(
      context.db,
      admin.userId,
      input.slot_capacity === "" ? null : Number(input.slot_capacity),
    );
    return { ok: true as const, slotCapacity: controls.slotCapacity };
  }
  const form = parseFields(storeHoursFormSchema, fields);
  const changed = await saveStoreHours(context.db, admin.userId, formToHours(form));
  return { ok: true as const, changed };
}
