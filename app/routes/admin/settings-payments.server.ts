import type { RequestContext } from "#server/http-context.ts";
import {
  readPaymentSettings,
  removePaymentKeys,
  savePaymentKeys,
} from "#server/connections/payments-admin-service.ts";
import { paymentKeysSchema } from "#domain/validation/connections.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { answerAdminIntent } from "#app/lib/admin/dispatch-intent.server.ts";
import { parseFields } from "#app/lib/admin/parse-form.server.ts";

/** Settings → Payments (docs/product/06-admin.md §6.21): what takes the payments now; never a key in full. */
export async function loadPaymentSettings(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const view = await readPaymentSettings(context.db, context.config);
  return { ...view, savedAt: view.savedAt?.toISOString() ?? null };
}

export function changePaymentSettings(request: Request, context: RequestContext) {
  return answerAdminIntent(request, context, ({ actor, body, db }) => ({
    save: async () => {
      const input = parseFields(paymentKeysSchema, body);
      const view = await savePaymentKeys(db, context.config, actor, input);
      return { ok: true as const, message: `Stripe keys saved: ${view.modeLabel}` };
    },
    remove: async () => {
      await removePaymentKeys(db, context.config, actor);
      return { ok: true as const, message: "Stripe keys removed: payments are simulated again" };
    },
  }));
}
