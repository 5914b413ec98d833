// The dashboard's "Ready to open" checklist (docs/product/06-admin.md §6.3): what still stands between the
// demo site and a real one. Each line says plainly whether it is done; nothing is called connected
// unless the server is set up for it. The demo data is recognised the way the seed wrote it.
import { and, count, eq, or } from "drizzle-orm";
import type { Executor } from "#server/db/client.ts";
import type { Config } from "#server/config.ts";
import { auditLog, menuItems } from "#server/db/schema/index.ts";
import { listPublicSettings } from "#server/settings/service.ts";
import { readNotificationSettings } from "#server/notifications/settings-admin-service.ts";
import { isEmailSetUp } from "#server/notifications/mail-setup.ts";
import { readConnectionDetails } from "#server/connections/store.ts";
import { MENU } from "#server/db/seed/menu-data.ts";
import { ADMIN_EMAIL as DEMO_KITCHEN_EMAIL, SITE_SETTINGS } from "#server/db/seed/settings-data.ts";

export type ReadyLineKey = "payments" | "email" | "menu" | "contact" | "hours" | "notifications";

export type ReadyLine = {
  key: ReadyLineKey;
  done: boolean;
  /** The state in plain words. */
  text: string;
  /** Where it is done in the admin, when it can be done there. */
  link: { to: string; label: string } | null;
  /** What to do outside the admin (on the server), when that is where it is done. */
  hint: string | null;
};

export type ReadyChecklist = { lines: ReadyLine[]; allDone: boolean };

/** The contact details the seed writes, which the owner replaces with their own. */
const DEMO_CONTACT_KEYS = ["address", "phone_number", "email"] as const;
const DEMO_CONTACT = new Map(
  SITE_SETTINGS.filter((row) => (DEMO_CONTACT_KEYS as readonly string[]).includes(row.setting_key)).map(
    (row) => [row.setting_key, row.setting_value],
  ),
);

/** A demo dish is one whose title and description are still the seed's; one edited is the owner's. */
const DEMO_DISHES = MENU.flatMap((category) => category.items);

async function countDemoDishes(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(menuItems)
    .where(
      and(
        // A switched-off dish is not on the menu (a deleted dish that past orders name is switched off).
        eq(menuItems.available, true),
        or(
          ...DEMO_DISHES.map((dish) =>
            and(eq(menuItems.title, dish.title), eq(menuItems.description, dish.description)),
          ),
        ),
      ),
    );
  return Number(row?.total ?? 0);
}

async function hoursSavedOnce(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.entity, "store_hours"))
    .limit(1);
  return Boolean(row);
}

function line(key: ReadyLineKey, done: boolean, text: string, extra: Partial<ReadyLine> = {}): ReadyLine {
  return { key, done, text, link: null, hint: null, ...extra };
}

export async function readReadyChecklist(
  db: Executor,
  config: Pick<Config, "paymentProvider" | "SMTP_URL">,
): Promise<ReadyChecklist> {
  const [settings, notifications, demoDishes, hoursChecked, smtp, savedKeys] = await Promise.all([
    listPublicSettings(db),
    readNotificationSettings(db),
    countDemoDishes(db),
    hoursSavedOnce(db),
    isEmailSetUp({ config, db }),
    readConnectionDetails(db, "payments"),
  ]);
  // Stripe's keys on the server, or saved under Settings → Payments (docs/product/06-admin.md §6.21).
  const stripe = config.paymentProvider === "stripe" || savedKeys !== null;
  const paymentsLink = { to: "/admin/settings/payments", label: "Go to Settings → Payments" };
  const emailLink = { to: "/admin/settings/email", label: "Go to Settings → Email" };
  const demoContact = [...DEMO_CONTACT].some(([key, value]) => settings[key] === value);
  const kitchenEmail = notifications.admin_email.trim().toLowerCase();
  const ownAddress = kitchenEmail !== "" && kitchenEmail !== DEMO_KITCHEN_EMAIL;
  const lines = [
    stripe
      ? line("payments", true, "Payments are connected (Stripe).", { link: paymentsLink })
      : line("payments", false, "Demo mode: payments are simulated. Connect Stripe to take real payments.", {
          link: paymentsLink,
        }),
    smtp
      ? line("email", true, "A mail server is set up, so emails are sent.", { link: emailLink })
      : line("email", false, "Emails are kept, not sent: no mail server is set up.", { link: emailLink }),
    line(
      "menu",
      demoDishes === 0,
      demoDishes === 0
        ? "The demo menu is replaced."
        : `The demo menu is still on the site: ${demoDishes} demo ${demoDishes === 1 ? "dish" : "dishes"}.`,
      { link: { to: "/admin/menu", label: "Go to Menu" } },
    ),
    line(
      "contact",
      !demoContact,
      demoContact
        ? "The demo address, phone or email is still shown on the site."
        : "Your own address, phone and email are shown.",
      { link: { to: "/admin/settings/site", label: "Go to Settings → Site" } },
    ),
    line(
      "hours",
      hoursChecked,
      hoursChecked
        ? "Opening hours are checked."
        : "Opening hours were never saved here: check and save them.",
      { link: { to: "/admin/settings/hours", label: "Go to Settings → Hours" } },
    ),
    line(
      "notifications",
      ownAddress,
      ownAddress
        ? `New orders are emailed to ${kitchenEmail}.`
        : "No notification address of your own is set for new orders.",
      { link: { to: "/admin/settings/notifications", label: "Go to Settings → Notifications" } },
    ),
  ];
  return { lines, allDone: lines.every((entry) => entry.done) };
}
