import type { Route } from "./+types/hero";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeHero, loadHeroAdmin } from "./hero.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { HeroAdmin } from "#app/features/admin-website/hero-admin.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Homepage banner");

export const loader = ({ request, context }: Route.LoaderArgs) => loadHeroAdmin(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeHero(request, context));

export default function HeroPage({ loaderData }: Route.ComponentProps) {
  return <HeroAdmin slides={loaderData.slides} />;
}
