import type { RequestContext } from "#server/http-context.ts";
import {
  createPrinter,
  deletePrinter,
  listPrinters,
  renewPrinterSecret,
  updatePrinter,
} from "#server/printers/admin-service.ts";
import { listPublicSettings, readBusinessRules } from "#server/settings/service.ts";
import { printerSchema } from "#domain/validation/admin-printers.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { answerAdminIntent, handleRowId } from "#app/lib/admin/dispatch-intent.server.ts";
import { parseFields } from "#app/lib/admin/parse-form.server.ts";

/**
 * Settings → Printers (docs/product/06-admin.md §6.22): each printer with the address it polls and its state.
 */
export async function loadPrinters(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [printers, settings] = await Promise.all([
    listPrinters(context.db, context.config.publicUrl),
    listPublicSettings(context.db),
  ]);
  return { printers, now: new Date().toISOString(), timeZone: readBusinessRules(settings).timeZone };
}

export function changePrinters(request: Request, context: RequestContext) {
  return answerAdminIntent(request, context, ({ actor, body, db }) => ({
    create: async () => {
      const input = parseFields(printerSchema, body);
      await createPrinter(db, actor, input);
      return {
        ok: true as const,
        message: `${input.name} added: enter its address in the printer's CloudPRNT settings`,
      };
    },
    update: handleRowId(async (id) => {
      const input = parseFields(printerSchema, body);
      await updatePrinter(db, actor, id, input);
      return { ok: true as const, message: `${input.name} saved` };
    }),
    renew: handleRowId(async (id) => {
      await renewPrinterSecret(db, actor, id);
      return {
        ok: true as const,
        message: "New address made: the old one no longer works. Enter the new one in the printer.",
      };
    }),
    delete: handleRowId(async (id) => {
      await deletePrinter(db, actor, id);
      return { ok: true as const, message: "Printer removed" };
    }),
  }));
}
