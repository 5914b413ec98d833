import type { Route } from "./+types/promotions";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { runAction } from "#app/lib/action.server.ts";
import { PromotionsAdmin } from "#app/features/admin-promotions/promotions-admin.tsx";
import { changePromotions, loadPromotionsAdmin } from "./promotions.server.ts";

export const meta: Route.MetaFunction = () => adminMeta("Promotions");

export const loader = ({ request, context }: Route.LoaderArgs) => loadPromotionsAdmin(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changePromotions(request, context));

export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  return <PromotionsAdmin promos={loaderData.promos} tips={loaderData.tips} />;
}
