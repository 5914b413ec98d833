import {
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useRevalidator,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/layout";
import { loadAdminLayout } from "./layout.server.ts";
import { useAdminLive } from "#app/lib/admin/use-admin-live.ts";
import { keepFrameOnFailedReload } from "#app/lib/admin/keep-list-on-failed-reload.ts";
import { AdminShell } from "#app/features/admin-shell/admin-shell.tsx";
import { AccessDenied } from "#app/features/admin-shell/access-denied.tsx";
import { AuthCard } from "#app/features/admin-auth/auth-card.tsx";
import { ChoosePasswordCard } from "#app/features/admin-auth/choose-password-card.tsx";
import { NewOrderAlarm } from "#app/features/admin-orders/new-order-alarm.tsx";
import { ADMIN_MANIFEST_PATH } from "#domain/admin-app.ts";
import { useDueRecheck } from "#app/features/admin-orders/use-due-recheck.ts";
import { OfflineBanner } from "#app/features/admin-shell/offline-banner.tsx";

/** The pages where the new-order alarm rings: the order board (and an order) and the dashboard. */
function showsAlarm(pathname: string): boolean {
  return /^\/admin\/(orders(\/|$)|dashboard\/?$)/.test(pathname);
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

// The installable admin (docs/product/06-admin.md §6.4): linked here, never from a public page.
export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: ADMIN_MANIFEST_PATH },
  { rel: "apple-touch-icon", href: "/admin/icon-192.png" },
];

export const loader = ({ request, context }: Route.LoaderArgs) => loadAdminLayout(request, context);

export const clientLoader = keepFrameOnFailedReload<Awaited<ReturnType<typeof loader>>>();

// The admin's own data is re-read by each page. The frame (who is signed in, the sidebar's counts)
// is re-read after a change and when the live stream says something changed, not on every click.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined || currentUrl.href === nextUrl.href;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  // New or paid orders, catering requests and inquiries: every open page re-reads its data.
  useAdminLive(() => void revalidator.revalidate());
  // A scheduled order coming due is a time, not a change: the alarm's pages read again then.
  useDueRecheck(showsAlarm(pathname) ? loaderData.dueRecheck : null, () => void revalidator.revalidate());
  return (
    <AdminShell
      admin={loaderData.admin}
      isSidebarCollapsed={loaderData.isSidebarCollapsed}
      badges={loaderData.badges}
      orderingPausedUntil={loaderData.orderingPausedUntil}
    >
      <OfflineBanner timeZone={loaderData.timeZone} />
      {showsAlarm(pathname) ? <NewOrderAlarm orders={loaderData.waitingOrders} /> : null}
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    const data = error.data as { message?: unknown; reason?: unknown; email?: unknown } | undefined;
    if (data?.reason === "choose-password" && typeof data.email === "string")
      return (
        <ChoosePasswordCard email={data.email} documentTitle="Choose Your Password | Island Spice Admin" />
      );
    const message =
      typeof data?.message === "string"
        ? data.message
        : "You don't have administrator privileges to access this area.";
    return <AccessDenied message={message} />;
  }
  return (
    <AuthCard
      documentTitle="Something went wrong | Island Spice Admin"
      title="Something went wrong"
      intro="The admin page could not be shown. Please reload to try again."
    >
      <a href="/admin/dashboard" className="font-semibold text-brand-700 underline">
        Back to the Dashboard
      </a>
    </AuthCard>
  );
}
