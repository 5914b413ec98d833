// Testimonials as the admin changes them, each save with its audit row.
import type { Database, Executor } from "#server/db/client.ts";
import { testimonials } from "#server/db/schema/index.ts";
import type { TestimonialValues } from "#domain/validation/admin-website.ts";
import { insertRow, listInDisplayOrder, TESTIMONIALS, updateRow } from "#server/admin/ordered-rows.ts";

export type AdminTestimonial = {
  id: string;
  name: string;
  location: string | null;
  text: string;
  rating: number;
  is_active: boolean;
  display_order: number;
};

const columns = {
  id: testimonials.id,
  name: testimonials.name,
  location: testimonials.location,
  text: testimonials.text,
  rating: testimonials.rating,
  is_active: testimonials.is_active,
  display_order: testimonials.display_order,
};

export async function listAdminTestimonials(db: Executor): Promise<AdminTestimonial[]> {
  return listInDisplayOrder(db, testimonials, columns);
}

function rowValues(input: TestimonialValues) {
  return {
    name: input.name,
    location: input.location ? input.location : null,
    text: input.text,
    rating: input.rating,
    is_active: input.is_active,
  };
}

export function createTestimonial(db: Database, actorUserId: string, input: TestimonialValues) {
  return insertRow({ db, ...TESTIMONIALS, values: rowValues(input), actor: actorUserId });
}

export async function updateTestimonial(
  db: Database,
  actorUserId: string,
  id: string,
  input: TestimonialValues,
) {
  const { after } = await updateRow({
    db,
    ...TESTIMONIALS,
    id,
    values: rowValues(input),
    actor: actorUserId,
  });
  return after;
}
