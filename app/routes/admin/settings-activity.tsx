import type { Route } from "./+types/settings-activity";
import { loadActivity } from "./settings-activity.server.ts";
import { ActivityFilters } from "#app/features/admin-settings/activity-filters.tsx";
import { ActivityList } from "#app/features/admin-settings/activity-list.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Activity | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadActivity(request, context);
}

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-ink">Activity</h1>
        <p className="mt-1 text-stone-700">
          Every change made in the admin area: who, when, and what changed.
        </p>
      </div>
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
