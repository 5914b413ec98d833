import type { RequestContext } from "#server/http-context.ts";
import { readTipSettings } from "#domain/tips.ts";
import { promoCodeSchema, tipSettingsSchema } from "#domain/validation/admin-promotions.ts";
import {
  createPromoCode,
  listPromoCodes,
  saveTipSettings,
  setPromoCodeActive,
  updatePromoCode,
} from "#server/promotions/admin-service.ts";
import { listPublicSettings } from "#server/settings/service.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseItem } from "#app/lib/admin/parse-form.server.ts";
import { answerAdminIntent, handleRowId, handleToggle } from "#app/lib/admin/dispatch-intent.server.ts";

export async function loadPromotionsAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  const [promos, settings] = await Promise.all([listPromoCodes(context.db), listPublicSettings(context.db)]);
  return { promos, tips: readTipSettings(settings) };
}

export function changePromotions(request: Request, context: RequestContext) {
  return answerAdminIntent(request, context, ({ actor, body, db }) => ({
    create: async () => {
      await createPromoCode(db, actor, parseItem(promoCodeSchema, body));
      return { ok: true as const, message: "Promo code saved." };
    },
    update: handleRowId(async (id) => {
      await updatePromoCode(db, actor, id, parseItem(promoCodeSchema, body));
      return { ok: true as const, message: "Promo code saved." };
    }),
    active: handleToggle((id, value) => setPromoCodeActive(db, actor, id, value)),
    tips: async () => {
      await saveTipSettings(db, actor, parseItem(tipSettingsSchema, body));
      return { ok: true as const, message: "Tip settings saved." };
    },
  }));
}
