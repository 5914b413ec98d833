import { Link } from "react-router";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { describeUpcomingClosures, type HoursLine } from "#domain/footer-hours.ts";
import { getZonedParts } from "#domain/business-time.ts";
import { formatPhoneDisplay } from "#domain/format.ts";
import { useFooterHours } from "#app/lib/use-footer-hours.ts";
import { useStoreStatus } from "#app/lib/store-status.tsx";
import { FacebookIcon, InstagramIcon, TwitterIcon } from "./social-icons.tsx";

type SiteFooterProps = {
  businessName: string;
  businessDescription: string;
  social: { facebook: string | null; instagram: string | null; twitter: string | null };
  contact: { address: string | null; phone: string | null; email: string | null };
  hours: HoursLine[];
  year: number;
};

/**
 * The next holidays and special hours under the week's hours. Shown once the page runs in the
 * browser: "today" in the business zone is read there, so the server's HTML never disagrees with it.
 */
function UpcomingClosures() {
  const { storeClosures, timeZone } = useStoreStatus();
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(getZonedParts(new Date(), timeZone).dateKey), [timeZone]);
  const lines = today ? describeUpcomingClosures(storeClosures, today) : [];
  if (lines.length === 0) return null;
  return (
    <ul aria-label="Upcoming closures" className="mt-3 space-y-1 text-sm" data-testid="footer-closures">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

const QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/menu", label: "Menu" },
  { to: "/catering", label: "Catering" },
  { to: "/contact", label: "Contact" },
  { to: "/login", label: "Admin" },
] as const;

export function SiteFooter({
  businessName,
  businessDescription,
  social,
  contact,
  hours,
  year,
}: SiteFooterProps) {
  const footerHours = useFooterHours(hours);
  const socialLinks = [
    { href: social.facebook, label: "Facebook", Icon: FacebookIcon },
    { href: social.instagram, label: "Instagram", Icon: InstagramIcon },
    { href: social.twitter, label: "Twitter", Icon: TwitterIcon },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));

  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-business">
          <h2 id="footer-business" className="font-display text-xl font-bold text-white">
            {businessName}
          </h2>
          <p className="mt-3 text-sm leading-6">{businessDescription}</p>
          {socialLinks.length > 0 ? (
            <ul className="mt-4 flex gap-3" aria-label="Social media">
              {socialLinks.map(({ href, label, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${businessName} on ${label}`}
                    className="flex h-9 w-9 items-center justify-center rounded-full bg-stone-800 text-stone-200 hover:bg-brand-600 hover:text-white"
                  >
                    <Icon className="h-5 w-5" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-semibold text-white">
            Quick Links
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-brand-300">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="flex items-center gap-2 text-lg font-semibold text-white">
            <Clock className="h-5 w-5 text-brand-400" aria-hidden="true" />
            Opening Hours
          </h2>
          <dl className="mt-3 space-y-2 text-sm" data-testid="footer-hours" aria-busy={footerHours.isLoading}>
            {footerHours.lines.map((line) => (
              <div key={line.label} className="flex flex-wrap justify-between gap-x-4 lg:block">
                <dt className="font-medium text-stone-200">{line.label}</dt>
                <dd>{footerHours.isLoading ? "Opening Soon" : line.hours}</dd>
              </div>
            ))}
          </dl>
          <UpcomingClosures />
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-semibold text-white">
            Contact Us
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            {contact.address ? (
              <li className="flex gap-2">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-400" aria-hidden="true" />
                <span>{contact.address}</span>
              </li>
            ) : null}
            {contact.phone ? (
              <li className="flex gap-2">
                <Phone className="mt-0.5 h-4 w-4 shrink-0 text-brand-400" aria-hidden="true" />
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="hover:text-brand-300">
                  {formatPhoneDisplay(contact.phone)}
                </a>
              </li>
            ) : null}
            {contact.email ? (
              <li className="flex gap-2">
                <Mail className="mt-0.5 h-4 w-4 shrink-0 text-brand-400" aria-hidden="true" />
                <a href={`mailto:${contact.email}`} className="break-all hover:text-brand-300">
                  {contact.email}
                </a>
              </li>
            ) : null}
          </ul>
        </section>
      </div>
      <div className="border-t border-stone-800 py-5 text-center text-xs text-stone-400">
        © {year} {businessName}. All rights reserved.
      </div>
    </footer>
  );
}
