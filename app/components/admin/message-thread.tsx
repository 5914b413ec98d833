import { formatDateTimeUS } from "#domain/format.ts";
import type { InquiryMessage } from "#server/inquiries/admin-service.ts";

/** A message of an inquiry's thread; a catering request's (CateringRequestMessage) has the same shape. */
export type ThreadMessage = InquiryMessage;

const DELIVERY_LABELS: Record<string, string> = {
  pending: "Email waiting to be sent",
  sent: "Emailed to the customer",
  failed: "The email could not be sent",
  kept: "Email kept in the outbox (no mail server set)",
};

/**
 * A conversation with a customer in order (a contact message's thread, a catering request's
 * replies); each message's text is rendered as text, never as markup.
 */
export function MessageThread({
  messages,
  customerName,
  delivery,
  timeZone,
}: {
  messages: ThreadMessage[];
  customerName: string;
  delivery: Record<string, string>;
  timeZone: string;
}) {
  return (
    <ol aria-label="Messages" className="space-y-4">
      {messages.map((message) => {
        const isStaff = message.sender === "admin";
        const status = isStaff ? delivery[message.id] : undefined;
        return (
          <li key={message.id} className={isStaff ? "sm:pl-12" : "sm:pr-12"}>
            <article
              aria-label={`${isStaff ? "Reply from staff" : `Message from ${customerName}`}, ${formatDateTimeUS(new Date(message.createdAt), timeZone)}`}
              className={`rounded-2xl border p-4 ${isStaff ? "border-brand-200 bg-brand-50" : "border-stone-200 bg-white"}`}
            >
              <header className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-ink">{isStaff ? "Staff reply" : customerName}</p>
                <p className="text-sm text-stone-700">
                  <time dateTime={message.createdAt}>
                    {formatDateTimeUS(new Date(message.createdAt), timeZone)}
                  </time>
                </p>
              </header>
              <p className="mt-2 whitespace-pre-wrap break-words text-ink">{message.message}</p>
              {status ? (
                <p className={`mt-2 text-sm ${status === "failed" ? "text-red-800" : "text-stone-700"}`}>
                  {DELIVERY_LABELS[status] ?? status}
                </p>
              ) : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
