import type { Route } from "./+types/hero";
import { changeHero, loadHeroAdmin } from "./hero.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { HeroAdmin } from "#app/features/admin-website/hero-admin.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Hero | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadHeroAdmin(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeHero(request, context));
}

export default function HeroPage({ loaderData }: Route.ComponentProps) {
  return <HeroAdmin slides={loaderData.slides} />;
}
