import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/catering-request";
import { adminMeta } from "#app/lib/admin/meta.ts";
import { changeCateringRequest, loadCateringRequest } from "./catering-request.server.ts";
import { runAction } from "#app/lib/action.server.ts";
import { formatDateTimeUS } from "#domain/format.ts";
import {
  CATERING_REQUEST_STATUSES,
  CATERING_REQUEST_STATUS_LABELS,
} from "#domain/validation/admin-catering-requests.ts";
import { MessageThread } from "#app/components/admin/message-thread.tsx";
import { ReplyForm } from "#app/components/admin/reply-form.tsx";
import { SavedSelect } from "#app/components/admin/saved-select.tsx";
import { RequestSource, RequestStatusBadge } from "#app/features/admin-catering-requests/request-status.tsx";
import { RequestDetails, RequestOrder } from "#app/features/admin-catering-requests/request-details.tsx";
import { NotesForm } from "#app/features/admin-catering-requests/notes-form.tsx";
import { AdminPage, BackLink, MissingRecord } from "#app/components/admin/page-header.tsx";

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? `Catering for ${data.request.customerName}` : "Catering request");

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadCateringRequest(request, context, params.requestId);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  runAction(() => changeCateringRequest(request, context, params.requestId));

const backToList = <BackLink to="/admin/catering">All catering requests</BackLink>;

export default function CateringRequestPage({ loaderData }: Route.ComponentProps) {
  const { request, delivery, timeZone } = loaderData;
  return (
    <AdminPage
      width="3xl"
      back={backToList}
      title={`Catering for ${request.customerName}`}
      badges={<RequestStatusBadge status={request.status} />}
      description={
        <>
          <RequestSource order={request.order} />, received{" "}
          {formatDateTimeUS(new Date(request.createdAt), timeZone)}
        </>
      }
    >
      <div className="max-w-xs">
        <SavedSelect
          key={request.status}
          fetcherKey="catering-request-status"
          field="status"
          label="Status"
          value={request.status}
          action="update the status"
          options={CATERING_REQUEST_STATUSES.map((value) => ({
            value,
            label: CATERING_REQUEST_STATUS_LABELS[value] ?? value,
          }))}
        />
      </div>
      <RequestDetails request={request} timeZone={timeZone} />
      {request.order ? <RequestOrder order={request.order} lines={request.orderLines} /> : null}
      <NotesForm notes={request.internalNotes} />
      <section aria-labelledby="replies" className="space-y-4">
        <h2 id="replies" className="font-display text-xl font-bold text-ink">
          Replies
        </h2>
        {request.messages.length === 0 ? (
          <p className="text-stone-700">No replies yet.</p>
        ) : (
          <MessageThread
            messages={request.messages}
            customerName={request.customerName}
            delivery={delivery}
            timeZone={timeZone}
          />
        )}
        <ReplyForm
          customerName={request.customerName}
          email={request.email}
          hint={`Emailed to ${request.email} and kept with this request.`}
        />
      </section>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <MissingRecord
      title="Catering request not found"
      message="That catering request no longer exists."
      back={backToList}
    />
  );
}
