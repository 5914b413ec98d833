import type { Route } from "./+types/settings-outbox";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeOutbox, loadOutbox } from "./settings-outbox.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { OutboxFilter, OutboxList } from "#app/features/admin-settings/outbox-list.tsx";
import { AdminPage } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Emails sent");

export const loader = ({ request, context }: Route.LoaderArgs) => loadOutbox(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  runAction(() => changeOutbox(request, context));

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      width="5xl"
      title="Emails sent"
      description={`Every email the site wrote: sent, waiting, or failed. ${
        loaderData.smtpConfigured
          ? "Failed emails can be sent again."
          : "Email is not set up, so emails are kept here for you to read and are not sent."
      }`}
    >
      <OutboxFilter status={loaderData.status} counts={loaderData.counts} />
      <OutboxList list={loaderData} timeZone={loaderData.timeZone} />
    </AdminPage>
  );
}
