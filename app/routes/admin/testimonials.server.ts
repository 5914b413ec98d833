import type { RequestContext } from "#server/http-context.ts";
import { AppError } from "#server/errors.ts";
import {
  createTestimonial,
  listAdminTestimonials,
  updateTestimonial,
} from "#server/content/testimonials-admin-service.ts";
import { TESTIMONIALS } from "#server/admin/ordered-rows.ts";
import { idSchema } from "#domain/validation/admin-catalogue.ts";
import { testimonialSchema } from "#domain/validation/admin-website.ts";
import { requireAdmin } from "#app/lib/admin/require-admin.server.ts";
import { parseFields, readActionBody } from "#app/lib/admin/parse-form.server.ts";
import { changeOrderedRow } from "#app/lib/admin/ordered-rows.server.ts";

export async function loadTestimonialsAdmin(request: Request, context: RequestContext) {
  await requireAdmin(request, context);
  return { testimonials: await listAdminTestimonials(context.db) };
}

function readTestimonial(body: Record<string, unknown>) {
  return parseFields(testimonialSchema, (body.item ?? {}) as Record<string, unknown>);
}

export async function changeTestimonials(request: Request, context: RequestContext) {
  const admin = await requireAdmin(request, context);
  const body = await readActionBody(request);
  const actor = admin.userId;
  switch (body.intent) {
    case "create": {
      const created = await createTestimonial(context.db, actor, readTestimonial(body));
      return { ok: true as const, message: `${created.name}'s testimonial was added.` };
    }
    case "update": {
      const { id } = parseFields(idSchema, body);
      const saved = await updateTestimonial(context.db, actor, id, readTestimonial(body));
      return { ok: true as const, message: `${saved.name}'s testimonial was saved.` };
    }
  }
  const done = await changeOrderedRow(context, actor, TESTIMONIALS, body, "Testimonial deleted.");
  if (done) return { ok: true as const, message: done.message };
  throw new AppError("BAD_REQUEST", "Unknown action.");
}
