import type { Route } from "./+types/settings-texts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { loadTexts } from "./settings-texts.server.ts";
import { TextFilter, TextList } from "#app/features/admin-settings/text-list.tsx";
import { AdminPage } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Texts");

export const loader = ({ request, context }: Route.LoaderArgs) => loadTexts(request, context);

export default function TextsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      width="5xl"
      title="Texts"
      description={`Every text message and call the site wrote: sent, waiting, or not sent. ${
        loaderData.isSetUp
          ? "Texts go out through Twilio."
          : "Texts are not set up yet: whoever runs the site connects a Twilio account. Until then they are kept here for you to read."
      }`}
    >
      <TextFilter status={loaderData.status} counts={loaderData.counts} />
      <TextList list={loaderData} timeZone={loaderData.timeZone} />
    </AdminPage>
  );
}
