import type { Route } from "./+types/content";
import { changeContent, loadContentAdmin } from "./content.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { ContentAdmin } from "#app/features/admin-website/content-admin.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Content | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadContentAdmin(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeContent(request, context));
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentAdmin intro={loaderData.intro} blocks={loaderData.blocks} />;
}
