import type { Route } from "./+types/settings-hours";
import { changeHours, loadHoursSettings } from "./settings-hours.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { HoursForm } from "#app/features/admin-hours/hours-form.tsx";
import { ClosuresSection } from "#app/features/admin-hours/closures-section.tsx";
import { SlotCapacityForm } from "#app/features/admin-ordering/slot-capacity-form.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Hours | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadHoursSettings(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeHours(request, context));
}

export default function HoursPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-ink">Hours</h1>
        <p className="mt-1 text-stone-700">
          When the kitchen takes orders, in {loaderData.timeZone.replace(/_/g, " ")} time. A closing time
          before the opening time means the day runs past midnight.
        </p>
      </div>
      <HoursForm hours={loaderData.hours} closures={loaderData.closures} timeZone={loaderData.timeZone} />
      <ClosuresSection closures={loaderData.closures} today={loaderData.today} />
      <SlotCapacityForm slotCapacity={loaderData.slotCapacity} />
    </div>
  );
}
