// Keeps this instance's payment provider and mail server in step with what the owner saved in the
// admin (docs/product/06-admin.md §6.21): read at start, then again on every change of connection_settings (a
// trigger counts each one, and every instance hears it through the event bus within a second).
// Server settings win: with STRIPE_SECRET_KEY the provider is Stripe's own and never
// switches; with SMTP_URL the mailer ignores the saved mail server.
import type { EventBus } from "#server/adapters/events/types.ts";
import type { AdminSmtp } from "#server/adapters/mail/outbox-mailer.ts";
import type { SwitchingPaymentProvider } from "#server/adapters/payments/switching.ts";
import type { PaymentProvider } from "#server/adapters/payments/types.ts";
import type { Executor } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { readConnection } from "./store.ts";

export const CONNECTIONS_TABLE = "connection_settings";
/**
 * Announced (as a table change) once this instance takes payments another way: the public pages'
 * demo bar follows the provider, so a page cached before must be rendered again.
 */
export const PAYMENT_PROVIDER_CHANGED = "payment_provider";

export type ConnectionWatch = {
  /** The mail server saved in the admin, for the mailer; null when none is. */
  email: () => AdminSmtp | null;
  /** Reads the saved connections again and applies them. */
  refresh: () => Promise<void>;
  close: () => void;
};

function isSwitching(payments: PaymentProvider): payments is SwitchingPaymentProvider {
  return "useStripeKeys" in payments;
}

export async function watchConnections(deps: {
  db: Executor;
  log: Logger;
  payments: PaymentProvider;
  events?: EventBus;
}): Promise<ConnectionWatch> {
  const { db, log, payments } = deps;
  let email: AdminSmtp | null = null;
  let pending: Promise<void> | null = null;
  let again = false;

  const read = async () => {
    const [savedPayments, savedEmail] = await Promise.all([
      isSwitching(payments) ? readConnection(db, "payments") : null,
      readConnection(db, "email"),
    ]);
    if (isSwitching(payments)) {
      const before = payments.name;
      payments.useStripeKeys(savedPayments?.values ?? null);
      if (payments.name !== before) {
        // Live now: a demo page still open must not take a test card for a real order. Every
        // instance closes them as it switches, so a page opened on one not yet switched closes too.
        if (payments.name === "stripe") {
          const closed = await payments.sandbox.closeOpenSessions();
          if (closed > 0) log.info({ closed }, "demo payment pages closed: payments are live");
        }
        await deps.events?.publish({ type: "table-changed", table: PAYMENT_PROVIDER_CHANGED });
      }
    }
    email = savedEmail ? { version: savedEmail.version, settings: savedEmail.values } : null;
  };

  // One read at a time; a change heard during a read is read once more afterwards.
  const refresh = (): Promise<void> => {
    if (pending) {
      again = true;
      return pending;
    }
    pending = read()
      .catch((error: unknown) => {
        // the message only: never the values being read
        log.warn(
          { reason: error instanceof Error ? error.message : "unknown" },
          "could not read the saved connections",
        );
      })
      .finally(() => {
        pending = null;
        if (again) {
          again = false;
          void refresh();
        }
      });
    return pending;
  };

  await refresh();
  const unsubscribe = deps.events?.subscribe((event) => {
    if (event.table === CONNECTIONS_TABLE) void refresh();
  });
  return { email: () => email, refresh, close: () => unsubscribe?.() };
}
