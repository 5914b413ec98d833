import { Outlet, useLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { getSiteShell } from "../../../server/site/service";
import { getZonedParts } from "../../../domain/business-time";

export async function loader({ context }: Route.LoaderArgs) {
  const shell = await getSiteShell(context.db, context.log);
  return { shell, year: getZonedParts(new Date(), shell.rules.timeZone).year };
}

export type PublicLayoutData = Awaited<ReturnType<typeof loader>>;

export default function PublicLayout() {
  const { shell, year } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader siteName={shell.siteName} logoUrl={shell.logoUrl} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
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
