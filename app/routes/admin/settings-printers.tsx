import type { Route } from "./+types/settings-printers";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changePrinters, loadPrinters } from "./settings-printers.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { PrintersAdmin } from "#app/features/admin-settings/printers-admin.tsx";
import { AdminPage } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Printers");

export const loader = ({ request, context }: Route.LoaderArgs) => loadPrinters(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changePrinters(request, context));

export default function PrintersPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      width="3xl"
      title="Printers"
      description="Kitchen printers that print every confirmed order by themselves (Star CloudPRNT)."
    >
      <PrintersAdmin printers={loaderData.printers} now={loaderData.now} timeZone={loaderData.timeZone} />
    </AdminPage>
  );
}
