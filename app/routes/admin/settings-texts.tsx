import type { Route } from "./+types/settings-texts";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { loadTexts } from "./settings-texts.server.ts";
import { TextFilter, TextList } from "#app/features/admin-settings/text-list.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Texts");

export const loader = ({ request, context }: Route.LoaderArgs) => loadTexts(request, context);

export default function TextsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Texts"
        description={`Every text message and call the site wrote: sent, waiting, or not sent. ${
          loaderData.isSetUp
            ? "Texts go out through Twilio."
            : "Texts are not set up yet: whoever runs the site connects a Twilio account. Until then they are kept here for you to read."
        }`}
      />
      <TextFilter status={loaderData.status} counts={loaderData.counts} />
      <TextList
        entries={loaderData.entries}
        timeZone={loaderData.timeZone}
        page={loaderData.page}
        pageSize={loaderData.pageSize}
        total={loaderData.total}
      />
    </div>
  );
}
