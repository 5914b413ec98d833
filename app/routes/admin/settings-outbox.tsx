import type { Route } from "./+types/settings-outbox";
import { changeOutbox, loadOutbox } from "./settings-outbox.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { OutboxFilter, OutboxList } from "#app/features/admin-settings/outbox-list.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Emails | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOutbox(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return runAction(() => changeOutbox(request, context));
}

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-ink">Emails</h1>
        <p className="mt-1 text-stone-700">
          Every email the site wrote: sent, waiting, or failed.{" "}
          {loaderData.smtpConfigured
            ? "Failed emails can be sent again."
            : "No mail server is set up (SMTP_URL), so emails are kept here for you to read."}
        </p>
      </div>
      <OutboxFilter status={loaderData.status} counts={loaderData.counts} />
      <OutboxList
        entries={loaderData.entries}
        timeZone={loaderData.timeZone}
        page={loaderData.page}
        pageSize={loaderData.pageSize}
        total={loaderData.total}
      />
    </div>
  );
}
