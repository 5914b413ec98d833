// Benefits (the Why Choose Us? list) as the admin changes them, each save with its audit row.
import { asc, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.ts";
import { benefits } from "#server/db/schema/index.ts";
import { recordAudit } from "#server/audit/service.ts";
import type { BenefitValues } from "#domain/validation/admin-website.ts";
import { BENEFITS, nextDisplayOrder, readRow } from "#server/admin/ordered-rows.ts";

export type AdminBenefit = {
  id: string;
  icon_name: string;
  title: string;
  description: string;
  is_active: boolean;
  display_order: number;
};

const columns = {
  id: benefits.id,
  icon_name: benefits.icon_name,
  title: benefits.title,
  description: benefits.description,
  is_active: benefits.is_active,
  display_order: benefits.display_order,
};

export async function listAdminBenefits(db: Executor): Promise<AdminBenefit[]> {
  return db.select(columns).from(benefits).orderBy(asc(benefits.display_order), asc(benefits.created_at));
}

function rowValues(input: BenefitValues) {
  return {
    icon_name: input.icon_name,
    title: input.title,
    description: input.description ?? "",
    is_active: input.is_active,
  };
}

export async function createBenefit(db: Database, actorUserId: string, input: BenefitValues) {
  return db.transaction(async (tx) => {
    const display_order = await nextDisplayOrder({ tx, table: benefits });
    const [created] = await tx
      .insert(benefits)
      .values({ ...rowValues(input), display_order })
      .returning(columns);
    await recordAudit(tx, {
      actorUserId,
      action: "create",
      entity: BENEFITS.entity,
      entityId: created!.id,
      after: created,
    });
    return created!;
  });
}

export async function updateBenefit(db: Database, actorUserId: string, id: string, input: BenefitValues) {
  return db.transaction(async (tx) => {
    const before = await readRow({ tx, ...BENEFITS, id });
    const [after] = await tx
      .update(benefits)
      .set({ ...rowValues(input), updated_at: sql`now()` })
      .where(eq(benefits.id, id))
      .returning(columns);
    await recordAudit(tx, {
      actorUserId,
      action: "update",
      entity: BENEFITS.entity,
      entityId: id,
      before,
      after,
    });
    return after!;
  });
}
