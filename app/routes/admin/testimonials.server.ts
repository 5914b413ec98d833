import type { RequestContext } from "#server/http-context.ts";
import {
  createTestimonial,
  listAdminTestimonials,
  updateTestimonial,
} from "#server/content/testimonials-admin-service.ts";
import { TESTIMONIALS } from "#server/admin/ordered-rows.ts";
import { testimonialSchema } from "#domain/validation/admin-website.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseItem } from "#app/lib/admin/parse-form.server.ts";
import { answerAdminIntent, handleRowId } from "#app/lib/admin/dispatch-intent.server.ts";
import { orderedRowIntents } from "#app/lib/admin/ordered-rows.server.ts";

export async function loadTestimonialsAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  return { testimonials: await listAdminTestimonials(context.db) };
}

export function changeTestimonials(request: Request, context: RequestContext) {
  return answerAdminIntent(request, context, ({ actor, body, db }) => ({
    create: async () => {
      const created = await createTestimonial(db, actor, parseItem(testimonialSchema, body));
      return { ok: true as const, message: `${created.name}'s testimonial was added.` };
    },
    update: handleRowId(async (id) => {
      const saved = await updateTestimonial(db, actor, id, parseItem(testimonialSchema, body));
      return { ok: true as const, message: `${saved.name}'s testimonial was saved.` };
    }),
    ...orderedRowIntents(context, actor, TESTIMONIALS, { message: "Testimonial deleted." }),
  }));
}
