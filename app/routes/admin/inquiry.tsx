import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/inquiry";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeInquiry, loadInquiry } from "./inquiry.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { formatDateTimeUS } from "#domain/format.ts";
import { StatusBadge } from "#app/features/admin-inquiries/inquiry-badges.tsx";
import { InquiryControls } from "#app/features/admin-inquiries/inquiry-controls.tsx";
import { MessageThread } from "#app/components/admin/message-thread.tsx";
import { ReplyForm } from "#app/components/admin/reply-form.tsx";
import { AdminPage, BackLink, MissingRecord } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.thread.subject ?? "Inquiry");

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadInquiry(request, context, params.inquiryId);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  runAction(() => changeInquiry(request, context, params.inquiryId));

const backToList = <BackLink to="/admin/inquiries">All inquiries</BackLink>;

export default function InquiryPage({ loaderData }: Route.ComponentProps) {
  const { thread, delivery, timeZone } = loaderData;
  return (
    <AdminPage
      width="3xl"
      back={backToList}
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
    >
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
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <MissingRecord title="Inquiry not found" message="That inquiry no longer exists." back={backToList} />
  );
}
