import type { Route } from "./+types/settings-activity";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { loadActivity } from "./settings-activity.server.ts";
import { ActivityFilters } from "#app/features/admin-settings/activity-filters.tsx";
import { ActivityList } from "#app/features/admin-settings/activity-list.tsx";
import { AdminPage } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Activity");

export const loader = ({ request, context }: Route.LoaderArgs) => loadActivity(request, context);

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      width="5xl"
      title="Activity"
      description="Every change made in the admin area: who, when, and what changed."
    >
      <ActivityFilters filters={loaderData.filters} facets={loaderData.facets} admins={loaderData.admins} />
      <ActivityList list={loaderData} timeZone={loaderData.timeZone} />
    </AdminPage>
  );
}
