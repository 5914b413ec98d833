import { formatPhoneDisplay } from "#domain/format.ts";

// Unset contact settings (docs/product/02-public-pages.md §2.9) fall back to placeholders (a 555 number is
// never assigned).
export const FALLBACK_PHONE = "(555) 123-4567";
export const FALLBACK_EMAIL = "hello@islandspicekitchen.example";
export const FALLBACK_ADDRESS = "123 Island Way, Atlanta, GA 30303";

export type SocialNetwork = "facebook" | "instagram" | "twitter";

export type ContactDetails = {
  businessName: string;
  phone: { display: string; href: string };
  email: { display: string; href: string };
  address: { display: string; directionsHref: string };
  /** Only the networks whose address is set, in a fixed order. */
  social: { network: SocialNetwork; label: string; href: string }[];
};

type ShellContact = {
  businessName: string;
  social: Record<SocialNetwork, string | null>;
  contact: { address: string | null; phone: string | null; email: string | null };
};

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "Twitter",
};

/**
 * What the contact page shows, from the site settings with the fallbacks of docs/product/02-public-pages.md
 * §2.9.
 */
export function resolveContactDetails(shell: ShellContact): ContactDetails {
  const phone = shell.contact.phone?.trim() || FALLBACK_PHONE;
  const email = shell.contact.email?.trim() || FALLBACK_EMAIL;
  const address = shell.contact.address?.trim() || FALLBACK_ADDRESS;
  const social = (Object.keys(SOCIAL_LABELS) as SocialNetwork[]).flatMap((network) => {
    const href = shell.social[network]?.trim();
    return href ? [{ network, label: SOCIAL_LABELS[network], href }] : [];
  });
  return {
    businessName: shell.businessName,
    // The dial string keeps only digits and a leading "+": separators mean nothing to a dialer.
    phone: { display: formatPhoneDisplay(phone), href: `tel:${phone.replace(/[^\d+]/g, "")}` },
    email: { display: email, href: `mailto:${email}` },
    address: {
      display: address,
      directionsHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
    },
    social,
  };
}
