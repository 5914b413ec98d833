import { Link } from "react-router";
import type { Route } from "./+types/settings";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { loadSettingsPage } from "./settings.server.ts";
import { SETTINGS_SECTIONS } from "#app/lib/admin/pages.ts";
import { AdminPage } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Settings");

export const loader = ({ request, context }: Route.LoaderArgs) => loadSettingsPage(request, context);

export default function Settings() {
  return (
    <AdminPage width="3xl" title="Settings">
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.slug}>
            <Link
              to={`/admin/settings/${section.slug}`}
              className="block h-full rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-300"
            >
              <span className="block font-semibold text-ink">{section.title}</span>
              <span className="mt-1 block text-sm text-stone-700">{section.purpose}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
