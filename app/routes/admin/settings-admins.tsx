import type { Route } from "./+types/settings-admins";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeAdmins, loadAdmins } from "./settings-admins.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { AdminsTable } from "#app/features/admin-settings/admins-table.tsx";
import { AddAdminSheet } from "#app/features/admin-settings/add-admin-sheet.tsx";
import { SessionLifetimeForm } from "#app/features/admin-settings/session-lifetime-form.tsx";
import { AdminPage } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Admins");

export const loader = ({ request, context }: Route.LoaderArgs) => loadAdmins(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeAdmins(request, context));

export default function AdminsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      width="4xl"
      title="Admins"
      description="Everyone who can sign in to this admin area."
      actions={<AddAdminSheet />}
    >
      <AdminsTable admins={loaderData.admins} currentUserId={loaderData.currentUserId} />
      <SessionLifetimeForm maxDays={loaderData.sessionMaxDays} />
    </AdminPage>
  );
}
