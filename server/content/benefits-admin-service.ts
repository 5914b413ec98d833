// Benefits (the Why Choose Us? list) as the admin changes them, each save with its audit row.
import type { Database, Executor } from "#server/db/client.ts";
import { benefits } from "#server/db/schema/index.ts";
import type { BenefitValues } from "#domain/validation/admin-website.ts";
import { BENEFITS, insertRow, listInDisplayOrder, updateRow } from "#server/admin/ordered-rows.ts";

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
  return listInDisplayOrder(db, benefits, columns);
}

function rowValues(input: BenefitValues) {
  return {
    icon_name: input.icon_name,
    title: input.title,
    description: input.description ?? "",
    is_active: input.is_active,
  };
}

export function createBenefit(db: Database, actorUserId: string, input: BenefitValues) {
  return insertRow({ db, ...BENEFITS, values: rowValues(input), actor: actorUserId });
}

export async function updateBenefit(db: Database, actorUserId: string, id: string, input: BenefitValues) {
  const { after } = await updateRow({ db, ...BENEFITS, id, values: rowValues(input), actor: actorUserId });
  return after;
}
