import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import type { PublicLayoutData } from "./layout";
import { ContactForm } from "~/features/contact/contact-form";
import { resolveContactDetails } from "~/features/contact/contact-details";
import { CateringPromo, ContactDetailsCard } from "~/features/contact/contact-info";
import { StoreStatusBadge } from "~/features/store-status/store-status-badge";
import { publicPageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  publicPageMeta(matches, {
    title: "Contact Us",
    description:
      "Call, email or send us a message: questions about our Caribbean & American menu, catering quotes and feedback are all welcome.",
    path: "/contact",
  });

const FALLBACK_SHELL = {
  businessName: "Island Spice Kitchen",
  social: { facebook: null, instagram: null, twitter: null },
  contact: { address: null, phone: null, email: null },
};

export default function Contact() {
  // The public layout already read the settings for the footer; the page reuses them.
  const layout = useRouteLoaderData<PublicLayoutData>("routes/public/layout");
  const details = resolveContactDetails(layout?.shell ?? FALLBACK_SHELL);

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
            <ContactForm />
          </div>
        </section>
        <CateringPromo className="lg:col-span-2 lg:self-start" />
      </div>
    </>
  );
}
