import type { Route } from "./+types/settings-activity";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { loadActivity } from "./settings-activity.server.ts";
import { ActivityFilters } from "#app/features/admin-settings/activity-filters.tsx";
import { ActivityList } from "#app/features/admin-settings/activity-list.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Activity");

export const loader = ({ request, context }: Route.LoaderArgs) => loadActivity(request, context);

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Activity"
        description="Every change made in the admin area: who, when, and what changed."
      />
      <ActivityFilters filters={loaderData.filters} facets={loaderData.facets} admins={loaderData.admins} />
      <ActivityList
        entries={loaderData.entries}
        timeZone={loaderData.timeZone}
        page={loaderData.page}
        pageSize={loaderData.pageSize}
        total={loaderData.total}
      />
    </div>
  );
}
