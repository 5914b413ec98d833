import type { Route } from "./+types/benefits";
import { changeBenefits, loadBenefitsAdmin } from "./benefits.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { BenefitsAdmin } from "#app/features/admin-website/benefits-admin.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Benefits | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBenefitsAdmin(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeBenefits(request, context));
}

export default function BenefitsPage({ loaderData }: Route.ComponentProps) {
  return <BenefitsAdmin benefits={loaderData.benefits} />;
}
