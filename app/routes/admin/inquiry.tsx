import { isRouteErrorResponse, Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/inquiry";
import { changeInquiry, loadInquiry } from "./inquiry.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { formatDateTimeUS } from "#domain/format.ts";
import { ErrorState } from "#app/components/ui/admin/states.tsx";
import { buttonClass } from "#app/components/ui/admin/button.tsx";
import { StatusBadge } from "#app/features/admin-inquiries/inquiry-badges.tsx";
import { InquiryControls } from "#app/features/admin-inquiries/inquiry-controls.tsx";
import { MessageThread } from "#app/components/admin/message-thread.tsx";
import { ReplyForm } from "#app/components/admin/reply-form.tsx";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.thread.subject ?? "Inquiry"} | Island Spice Admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadInquiry(request, context, params.inquiryId);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return runAction(() => changeInquiry(request, context, params.inquiryId));
}

function BackLink() {
  return (
    <Link to="/admin/inquiries" className={buttonClass("ghost", "-ml-3")}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      All inquiries
    </Link>
  );
}

export default function InquiryPage({ loaderData }: Route.ComponentProps) {
  const { thread, delivery, timeZone } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink />
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="break-words font-display text-3xl font-bold text-ink">{thread.subject}</h1>
          <StatusBadge status={thread.status} />
        </div>
        <p className="text-stone-700">
          From {thread.customerName},{" "}
          <a href={`mailto:${thread.email}`} className="font-semibold text-brand-800 underline">
            {thread.email}
          </a>
          , received {formatDateTimeUS(new Date(thread.createdAt), timeZone)}
        </p>
      </div>
      <InquiryControls
        key={`${thread.status}-${thread.priority}`}
        status={thread.status}
        priority={thread.priority}
      />
      <MessageThread
        messages={thread.messages}
        customerName={thread.customerName}
        delivery={delivery}
        timeZone={timeZone}
      />
      <ReplyForm customerName={thread.customerName} email={thread.email} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <title>Inquiry not found | Island Spice Admin</title>
        <BackLink />
        <h1 className="font-display text-3xl font-bold text-ink">Inquiry not found</h1>
        <ErrorState title="Inquiry not found" message="That inquiry no longer exists." />
      </div>
    );
  }
  throw error;
}
