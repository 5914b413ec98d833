import type { Route } from "./+types/inquiries";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { loadInquiries } from "./inquiries.server.ts";
import { keepListOnFailedReload } from "#app/lib/admin/keep-list-on-failed-reload.ts";
import { InquiriesTable } from "#app/features/admin-inquiries/inquiries-table.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Inquiries");

export const loader = ({ request, context }: Route.LoaderArgs) => loadInquiries(request, context);

export const clientLoader = keepListOnFailedReload<Awaited<ReturnType<typeof loader>>>("Inquiries");

export default function InquiriesPage({ loaderData }: Route.ComponentProps) {
  const waiting = loaderData.inquiries.filter((inquiry) => inquiry.status === "new").length;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader
        title="Inquiries"
        description={`Messages from the Contact page. ${waiting === 0 ? "Nothing new." : `${waiting} new ${waiting === 1 ? "message" : "messages"}.`}`}
      />
      <InquiriesTable inquiries={loaderData.inquiries} timeZone={loaderData.timeZone} />
    </div>
  );
}
