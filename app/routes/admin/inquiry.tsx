import { isRouteErrorResponse, Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/inquiry";
import { adminMeta, adminTitle } from "#app/lib/admin/meta.ts";
import { changeInquiry, loadInquiry } from "./inquiry.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { formatDateTimeUS } from "#domain/format.ts";
import { ErrorState } from "#app/components/ui/admin/states.tsx";
import { buttonClass } from "#app/components/ui/admin/button.tsx";
import { StatusBadge } from "#app/features/admin-inquiries/inquiry-badges.tsx";
import { InquiryControls } from "#app/features/admin-inquiries/inquiry-controls.tsx";
import { MessageThread } from "#app/components/admin/message-thread.tsx";
import { ReplyForm } from "#app/components/admin/reply-form.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.thread.subject ?? "Inquiry");

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadInquiry(request, context, params.inquiryId);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  runAction(() => changeInquiry(request, context, params.inquiryId));

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
      <PageHeader
        title={thread.subject}
        badges={<StatusBadge status={thread.status} />}
        description={
          <>
            From {thread.customerName},{" "}
            <a href={`mailto:${thread.email}`} className="font-semibold text-brand-800 underline">
              {thread.email}
            </a>
            , received {formatDateTimeUS(new Date(thread.createdAt), timeZone)}
          </>
        }
      />
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
        <title>{adminTitle("Inquiry not found")}</title>
        <BackLink />
        <PageHeader title="Inquiry not found" />
        <ErrorState title="Inquiry not found" message="That inquiry no longer exists." />
      </div>
    );
  }
  throw error;
}
