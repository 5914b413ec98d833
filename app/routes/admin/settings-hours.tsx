import type { Route } from "./+types/settings-hours";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeHours, loadHoursSettings } from "./settings-hours.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { HoursForm } from "#app/features/admin-hours/hours-form.tsx";
import { ClosuresSection } from "#app/features/admin-hours/closures-section.tsx";
import { SlotCapacityForm } from "#app/features/admin-ordering/slot-capacity-form.tsx";
import { AdminPage } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Hours");

export const loader = ({ request, context }: Route.LoaderArgs) => loadHoursSettings(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeHours(request, context));

export default function HoursPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      width="5xl"
      title="Hours"
      description={`When the kitchen takes orders, in ${loaderData.timeZone.replace(/_/g, " ")} time. A closing time before the opening time means the day runs past midnight.`}
    >
      <HoursForm hours={loaderData.hours} closures={loaderData.closures} timeZone={loaderData.timeZone} />
      <ClosuresSection closures={loaderData.closures} today={loaderData.today} />
      <SlotCapacityForm slotCapacity={loaderData.slotCapacity} />
    </AdminPage>
  );
}
