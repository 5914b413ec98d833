import type { Route } from "./+types/contact";
import { RouteErrorBoundary } from "#app/components/route-error.tsx";
import { ContactForm } from "#app/features/contact/contact-form.tsx";
import { resolveContactDetails } from "#app/features/contact/contact-details.ts";
import { CateringPromo, ContactDetailsCard } from "#app/features/contact/contact-info.tsx";
import { StoreStatusBadge } from "#app/components/store-status-badge.tsx";
import { publicPageMeta } from "#app/lib/page-meta.ts";
import { useSiteShell } from "#app/lib/site-shell.tsx";
import { answerOrNetworkError } from "#app/lib/api-error.ts";
import { sendContactMessage } from "./contact.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, {
    title: "Contact Us",
    description:
      "Call, email or send us a message: questions about our Caribbean & American menu, catering quotes and feedback are all welcome.",
    path: "/contact",
  });

export async function action({ request, context }: Route.ActionArgs) {
  return sendContactMessage(context, request);
}

/** A post that never got an answer (offline, a proxy's error page) is an error to show, not a crash. */
export function clientAction(args: Route.ClientActionArgs) {
  return answerOrNetworkError(args);
}

/** A failure of this page shows inside the site's header and footer. */
export const ErrorBoundary = RouteErrorBoundary;

export default function Contact({ actionData }: Route.ComponentProps) {
  // The settings as the page shows them now: the layout read them, live events refresh them.
  const details = resolveContactDetails(useSiteShell());

  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Get in Touch</p>
          <h1 className="mt-3 font-display text-4xl font-bold text-ink md:text-5xl">Contact Us</h1>
          <p className="mt-4 max-w-2xl text-lg text-stone-700">
            A question about the menu, a catering quote or just a hello: call, email or send us a message and
            we&apos;ll get back to you soon.
          </p>
          <StoreStatusBadge className="mt-6" />
        </div>
      </section>

      {/* Phones list the details, then the form, then the catering pointer; wide screens put the
          form in its own column beside the other two. */}
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-10 sm:px-6 md:pt-14 lg:grid-cols-5 lg:gap-x-10 lg:gap-y-6">
        <ContactDetailsCard details={details} className="lg:col-span-2" />
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3 lg:row-span-2 lg:self-start"
        >
          <h2 id="contact-form-heading" className="font-display text-2xl font-bold text-ink">
            Send Us a Message
          </h2>
          <p className="mt-2 text-stone-700">
            We read every message ourselves and will get back to you soon. All fields are required.
          </p>
          <div className="mt-6">
            <ContactForm pageActionData={actionData} />
          </div>
        </section>
        <CateringPromo className="lg:col-span-2 lg:self-start" />
      </div>
    </>
  );
}
