import { Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { JsonLd } from "~/components/json-ld";
import { Toaster } from "~/components/ui/toaster";
import { AlertBar } from "~/features/alerts/alert-bar";
import { useLiveEvents } from "~/features/live/live-events";
import { StoreStatusProvider } from "~/features/store-status/store-status";
import { listActiveAlerts } from "../../../server/alerts/service";
import { getSiteShell } from "../../../server/site/service";
import { getZonedParts } from "../../../domain/business-time";
import { getStoreStatus } from "../../../domain/store-hours";
import { buildRestaurantJsonLd } from "../../../domain/seo";

export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  const [shell, alerts] = await Promise.all([
    getSiteShell(context.db, context.log),
    // Spec point 8: a failed alerts load is silent.
    listActiveAlerts(context.db, now).catch((error: unknown) => {
      context.log.warn({ err: error }, "alerts unavailable");
      return [];
    }),
  ]);
  return {
    shell,
    alerts,
    year: getZonedParts(now, shell.rules.timeZone).year,
    storeStatus: getStoreStatus(shell.storeHours, now, shell.rules.timeZone),
    publicUrl: context.config.publicUrl,
  };
}

/**
 * The frame's data (settings, hours, alerts) stays fresh through live events, so moving between
 * pages does not ask the server for it again; form submissions still refresh it.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: { formMethod?: string; defaultShouldRevalidate: boolean }) {
  return formMethod && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export type PublicLayoutData = Awaited<ReturnType<typeof loader>>;

export const PUBLIC_LAYOUT_ID = "routes/public/layout";

export default function PublicLayout() {
  const { shell, alerts, year, storeStatus, publicUrl } = useLoaderData<typeof loader>();
  const restaurantJsonLd = buildRestaurantJsonLd({
    name: shell.businessName,
    description: shell.businessDescription,
    url: publicUrl,
    logoUrl: shell.logoUrl,
    phone: shell.contact.phone,
    email: shell.contact.email,
    address: shell.contact.address,
    storeHours: shell.storeHours,
    sameAs: [shell.social.facebook, shell.social.instagram, shell.social.twitter],
    priceRange: "$$",
  });
  useLiveEvents();
  return (
    <StoreStatusProvider initialHours={shell.storeHours} initialStatus={storeStatus} timeZone={shell.rules.timeZone}>
      <div className="flex min-h-screen flex-col">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
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
      <Toaster />
    </StoreStatusProvider>
  );
}
