import type { RequestContext } from "#server/http-context.ts";
import { listActiveAlerts } from "#server/alerts/service.ts";
import { getSiteShell } from "#server/site/service.ts";
import { getZonedParts, zoneOffsetsFrom } from "#domain/business-time.ts";
import { getStoreStatus } from "#domain/store-hours.ts";

/** The frame of every public page: settings, hours and the live store status, and the alerts. */
export async function readPublicLayout({ db, log, config, payments }: RequestContext, now = new Date()) {
  const [shell, alerts] = await Promise.all([
    getSiteShell(db, log),
    // A failed alerts load is silent (docs/product/02-public-pages.md §2.4).
    listActiveAlerts(db, now).catch((error: unknown) => {
      log.warn({ err: error }, "alerts unavailable");
      return [];
    }),
  ]);
  return {
    shell,
    alerts,
    year: getZonedParts(now, shell.rules.timeZone).year,
    storeStatus: getStoreStatus(
      shell.storeHours && { hours: shell.storeHours, closures: shell.storeClosures },
      now,
      shell.rules.timeZone,
    ),
    // the browser reads the business's clock from these, not from Intl (its first use is slow)
    zoneOffsets: zoneOffsetsFrom(now, shell.rules.timeZone),
    publicUrl: config.publicUrl,
    // the payment sandbox takes no real money: every public page says so, until Stripe's keys are
    // set on the server or saved in the admin (docs/product/06-admin.md §6.21)
    demoMode: payments.name === "sandbox",
  };
}
