import type { Route } from "./+types/benefits";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeBenefits, loadBenefitsAdmin } from "./benefits.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { BenefitsAdmin } from "#app/features/admin-website/benefits-admin.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Benefits");

export const loader = ({ request, context }: Route.LoaderArgs) => loadBenefitsAdmin(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeBenefits(request, context));

export default function BenefitsPage({ loaderData }: Route.ComponentProps) {
  return <BenefitsAdmin benefits={loaderData.benefits} />;
}
