import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import { readSiteSettings, saveSiteSettings } from "#server/settings/admin-service.ts";
import { imageCleanupFor } from "#server/uploads/image-cleanup.ts";
import { siteSettingsSchema } from "#domain/validation/site-settings.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readFormFields } from "#app/lib/admin/parse-form.server.ts";

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles", "UTC"];
  }
}

export async function loadSiteSettings(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const values = await readSiteSettings(context.db);
  const zones = timeZones();
  // A stored zone the list lacks still shows as itself.
  return { values, timeZones: zones.includes(values.timezone) ? zones : [values.timezone, ...zones] };
}

export async function changeSiteSettings(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const fields = await readFormFields(request);
  if (fields.intent !== "save") throw new AppError("BAD_REQUEST", "Unknown action.");
  const values = parseFields(siteSettingsSchema, fields);
  const changed = await saveSiteSettings(context.db, admin.userId, values, imageCleanupFor(context));
  return {
    ok: true as const,
    message: changed.length === 0 ? "Nothing to save: no setting changed" : "Settings saved",
  };
}
