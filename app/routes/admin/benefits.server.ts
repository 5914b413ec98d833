import type { RequestContext } from "#server/http-context.ts";
import { createBenefit, listAdminBenefits, updateBenefit } from "#server/content/benefits-admin-service.ts";
import { BENEFITS } from "#server/admin/ordered-rows.ts";
import { benefitSchema } from "#domain/validation/admin-website.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseItem } from "#app/lib/admin/parse-form.server.ts";
import { answerAdminIntent, handleRowId } from "#app/lib/admin/dispatch-intent.server.ts";
import { orderedRowIntents } from "#app/lib/admin/ordered-rows.server.ts";

export async function loadBenefitsAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  return { benefits: await listAdminBenefits(context.db) };
}

export function changeBenefits(request: Request, context: RequestContext) {
  return answerAdminIntent(request, context, ({ actor, body, db }) => ({
    create: async () => {
      const created = await createBenefit(db, actor, parseItem(benefitSchema, body));
      return { ok: true as const, message: `"${created.title}" was added.` };
    },
    update: handleRowId(async (id) => {
      const saved = await updateBenefit(db, actor, id, parseItem(benefitSchema, body));
      return { ok: true as const, message: `"${saved.title}" was saved.` };
    }),
    ...orderedRowIntents(context, actor, BENEFITS, { message: "Benefit deleted." }),
  }));
}
