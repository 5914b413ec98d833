import type { Route } from "./+types/inquiries";
import { loadInquiries } from "./inquiries.server.ts";
import { InquiriesTable } from "#app/features/admin-inquiries/inquiries-table.tsx";

export const meta: Route.MetaFunction = () => [
  { title: "Inquiries | Island Spice Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadInquiries(request, context);
}

export default function InquiriesPage({ loaderData }: Route.ComponentProps) {
  const waiting = loaderData.inquiries.filter((inquiry) => inquiry.status === "new").length;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="font-display text-3xl font-bold text-ink">Inquiries</h1>
        <p className="mt-1 text-stone-700">
          Messages from the Contact page.{" "}
          {waiting === 0 ? "Nothing new." : `${waiting} new ${waiting === 1 ? "message" : "messages"}.`}
        </p>
      </div>
      <InquiriesTable inquiries={loaderData.inquiries} timeZone={loaderData.timeZone} />
    </div>
  );
}
