import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight, Mail, MapPin, Navigation, Phone } from "lucide-react";
import { FacebookIcon, InstagramIcon, TwitterIcon } from "#app/components/social-icons.tsx";
import type { ContactDetails, SocialNetwork } from "./contact-details.ts";

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType<{ className?: string }>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  twitter: TwitterIcon,
};

type InfoRowProps = { Icon: ComponentType<{ className?: string }>; label: string; children: ReactNode };

function InfoRow({ Icon, label, children }: InfoRowProps) {
  return (
    <li className="flex gap-4">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wider text-stone-600">{label}</p>
        <div className="mt-0.5 text-base text-ink">{children}</div>
      </div>
    </li>
  );
}

/** Phone, email, address and social links, each a link a visitor can act on. */
export function ContactDetailsCard({
  details,
  className = "",
}: {
  details: ContactDetails;
  className?: string;
}) {
  return (
    // Not a labelled region: the footer already has one named after the business.
    <div className={`rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 ${className}`}>
      <h2 className="font-display text-2xl font-bold text-ink">{details.businessName}</h2>
      <ul className="mt-6 space-y-5">
        <InfoRow Icon={Phone} label="Phone">
          <a
            href={details.phone.href}
            className="font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {details.phone.display}
          </a>
        </InfoRow>
        <InfoRow Icon={Mail} label="Email">
          <a
            href={details.email.href}
            className="break-all font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {details.email.display}
          </a>
        </InfoRow>
        <InfoRow Icon={MapPin} label="Address">
          <address className="not-italic">{details.address.display}</address>
          <a
            href={details.address.directionsHref}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            <Navigation className="h-4 w-4" aria-hidden="true" />
            Get directions
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </InfoRow>
      </ul>

      {details.social.length > 0 ? (
        <div className="mt-8 border-t border-stone-200 pt-6">
          <h3 className="text-sm font-semibold uppercase tracking-wider text-stone-600">Follow Us</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {details.social.map(({ network, label, href }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 transition-colors hover:border-brand-600 hover:bg-brand-600 hover:text-white"
                  >
                    <Icon className="h-4 w-4" />
                    {label}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** A pointer to catering for visitors who came to ask about an event. */
export function CateringPromo({ className = "" }: { className?: string }) {
  return (
    <section
      aria-labelledby="contact-catering-heading"
      className={`rounded-2xl bg-brand-700 p-6 text-white shadow-sm sm:p-8 ${className}`}
    >
      <h2 id="contact-catering-heading" className="font-display text-xl font-bold">
        Planning an event?
      </h2>
      <p className="mt-2 text-brand-50">
        From office lunches to weddings, we cater with the same family recipes we serve every day.
      </p>
      <Link
        to="/catering"
        className="mt-4 inline-flex items-center gap-2 font-semibold text-white underline decoration-brand-300 underline-offset-4 hover:decoration-white"
      >
        Explore catering
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
