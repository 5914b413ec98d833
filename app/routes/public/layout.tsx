import { Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { DemoModeBar } from "#app/components/demo-mode-bar.tsx";
import { ToastHost } from "#app/lib/notify.tsx";
import { AlertBar } from "#app/features/alerts/alert-bar.tsx";
import { useLiveEvents, useReloadOnMenuChange } from "#app/lib/live-events.ts";
import { StoreStatusProvider } from "#app/lib/store-status.tsx";
import { isSiteShellStale, SiteShellProvider, useSiteShell } from "#app/lib/site-shell.tsx";
import { rememberZoneOffsets } from "#domain/business-time.ts";
import { buildRestaurantJsonLd } from "#domain/seo.ts";
import { readPublicLayout } from "./layout.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return readPublicLayout(context);
}

/**
 * The frame's data (settings, hours, alerts) stays fresh through live events, so moving between
 * pages asks the server for it again only once it is older than the settings cache (30 s); form
 * submissions still refresh it.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}) {
  return formMethod && formMethod !== "GET" ? defaultShouldRevalidate : isSiteShellStale();
}

export type PublicLayoutData = Awaited<ReturnType<typeof loader>>;

export const PUBLIC_LAYOUT_ID = "routes/public/layout";

export default function PublicLayout() {
  const { shell, alerts, year, storeStatus, zoneOffsets, publicUrl, demoMode } =
    useLoaderData<typeof loader>();
  // Before the first clock reading of the page's effects (decision 186).
  if (typeof document !== "undefined") rememberZoneOffsets(zoneOffsets);
  useLiveEvents();
  useReloadOnMenuChange();
  return (
    <SiteShellProvider initial={shell}>
      <StoreStatusProvider
        initialHours={shell.storeHours}
        initialClosures={shell.storeClosures}
        initialStatus={storeStatus}
        timeZone={shell.rules.timeZone}
      >
        <Frame alerts={alerts} year={year} publicUrl={publicUrl} demoMode={demoMode} />
        <ToastHost />
      </StoreStatusProvider>
    </SiteShellProvider>
  );
}

type FrameProps = Pick<PublicLayoutData, "alerts" | "year" | "publicUrl" | "demoMode">;

/** The header, the page and the footer, with the settings as the page shows them now. */
function Frame({ alerts, year, publicUrl, demoMode }: FrameProps) {
  const shell = useSiteShell();
  const restaurantJsonLd = buildRestaurantJsonLd({
    name: shell.businessName,
    description: shell.businessDescription,
    url: publicUrl,
    logoUrl: shell.logoUrl,
    phone: shell.contact.phone,
    email: shell.contact.email,
    address: shell.contact.address,
    storeHours: shell.storeHours,
    closures: shell.storeClosures,
    sameAs: [shell.social.facebook, shell.social.instagram, shell.social.twitter],
    priceRange: "$$",
  });
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {demoMode ? <DemoModeBar /> : null}
      <AlertBar initialAlerts={alerts} />
      <SiteHeader siteName={shell.siteName} logoUrl={shell.logoUrl} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <JsonLd data={restaurantJsonLd} />
      <SiteFooter
        businessName={shell.businessName}
        businessDescription={shell.businessDescription}
        social={shell.social}
        contact={shell.contact}
        hours={shell.footerHours}
        year={year}
      />
    </div>
  );
}
