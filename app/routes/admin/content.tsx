import type { Route } from "./+types/content";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeContent, loadContentAdmin } from "./content.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { ContentAdmin } from "#app/features/admin-website/content-admin.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Content");

export const loader = ({ request, context }: Route.LoaderArgs) => loadContentAdmin(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeContent(request, context));

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentAdmin intro={loaderData.intro} blocks={loaderData.blocks} />;
}
