// Testimonials as the admin changes them, each save with its audit row.
import { asc, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.ts";
import { testimonials } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import type { TestimonialValues } from "#domain/validation/admin-website.ts";
import { nextDisplayOrder, readRow, TESTIMONIALS } from "#server/admin/ordered-rows.ts";

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
  return db
    .select(columns)
    .from(testimonials)
    .orderBy(asc(testimonials.display_order), asc(testimonials.created_at));
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

export async function createTestimonial(db: Database, actorUserId: string, input: TestimonialValues) {
  return db.transaction(async (tx) => {
    const display_order = await nextDisplayOrder({ tx, table: testimonials });
    const [created] = await tx
      .insert(testimonials)
      .values({ ...rowValues(input), display_order })
      .returning(columns);
    await recordAudit(tx, {
      actorUserId,
      action: "create",
      entity: TESTIMONIALS.entity,
      entityId: created!.id,
      after: created,
    });
    return created!;
  });
}

export async function updateTestimonial(
  db: Database,
  actorUserId: string,
  id: string,
  input: TestimonialValues,
) {
  return db.transaction(async (tx) => {
    const before = await readRow({ tx, ...TESTIMONIALS, id });
    const [after] = await tx
      .update(testimonials)
      .set({ ...rowValues(input), updated_at: sql`now()` })
      .where(eq(testimonials.id, id))
      .returning(columns);
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: TESTIMONIALS.entity,
      entityId: id,
      before,
      after,
    });
    return after!;
  });
}
