import type { Route } from "./+types/settings-admins";
import { changeAdmins, loadAdmins } from "./settings-admins.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { AdminsTable } from "#app/features/admin-settings/admins-table.tsx";
import { AddAdminSheet } from "#app/features/admin-settings/add-admin-sheet.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Admins | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAdmins(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeAdmins(request, context));
}

export default function AdminsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold text-ink">Admins</h1>
          <p className="mt-1 text-stone-700">Everyone who can sign in to this admin area.</p>
        </div>
        <AddAdminSheet />
      </div>
      <AdminsTable admins={loaderData.admins} currentUserId={loaderData.currentUserId} />
    </div>
  );
}
