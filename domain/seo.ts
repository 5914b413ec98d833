// What search engines and social crawlers read: page meta tags, schema.org JSON-LD for the
// restaurant and its menu, and a serializer that keeps JSON-LD inert inside a <script> element.
import { DAY_NAMES, type DayName, formatMinutesAsTime, parseTime } from "./business-time.ts";
import { centsToInput } from "./money.ts";
import { findHoursRow, type StoreClosure, type StoreHoursRow } from "./store-hours.ts";

/** Structurally a React Router `MetaDescriptor`, kept local so domain/ stays framework-free. */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

export type PageType = "website" | "restaurant.restaurant";

export type PageMetaInput = {
  /** The page's own name ("Our Menu"); the site name is appended to the document title. */
  title: string;
  description: string;
  /** Site-relative path of the page; a query string or fragment is dropped from the canonical URL. */
  path: string;
  siteName: string;
  /** Public origin of the site, e.g. "https://islandspice.example". */
  baseUrl: string;
  /** Absolute or site-relative; defaults to the raster sharing card. */
  image?: string;
  type?: PageType;
};

export const DEFAULT_OG_IMAGE = "/images/og-default.png";
export const DEFAULT_OG_IMAGE_WIDTH = 1200;
export const DEFAULT_OG_IMAGE_HEIGHT = 630;

// Search results cut descriptions near 160 characters; a cut mid-word reads as a typo.
export const MAX_DESCRIPTION_LENGTH = 160;

export const SERVED_CUISINES = ["Caribbean", "American"] as const;

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The text on one line, at most `MAX_DESCRIPTION_LENGTH` characters, cut at a word boundary. */
export function toMetaDescription(text: string): string {
  const clean = collapseWhitespace(text);
  if (clean.length <= MAX_DESCRIPTION_LENGTH) return clean;
  const room = clean.slice(0, MAX_DESCRIPTION_LENGTH - 1);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > MAX_DESCRIPTION_LENGTH / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}…`;
}

/** `value` as an absolute URL; site-relative values resolve against the origin of `baseUrl`. */
export function toAbsoluteUrl(value: string, baseUrl: string): string {
  if (ABSOLUTE_URL.test(value)) return value;
  return new URL(value, baseUrl).toString();
}

function toCanonicalUrl(path: string, baseUrl: string): string {
  const url = new URL(path.startsWith("/") ? path : `/${path}`, baseUrl);
  url.search = "";
  url.hash = "";
  return url.toString();
}

function toDocumentTitle(title: string, siteName: string): string {
  const page = collapseWhitespace(title);
  const site = collapseWhitespace(siteName);
  if (!page) return site;
  if (!site || page.toLowerCase().includes(site.toLowerCase())) return page;
  return `${page} | ${site}`;
}

export function buildPageMeta(input: PageMetaInput): MetaTag[] {
  const title = toDocumentTitle(input.title, input.siteName);
  const description = toMetaDescription(input.description);
  const url = toCanonicalUrl(input.path, input.baseUrl);
  const image = toAbsoluteUrl(input.image ?? DEFAULT_OG_IMAGE, input.baseUrl);
  const tags: MetaTag[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: collapseWhitespace(input.title) || title },
    { property: "og:description", content: description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: collapseWhitespace(input.siteName) },
    { property: "og:image", content: image },
  ];
  // Crawlers lay out the card before fetching the image when they know its size.
  if (input.image === undefined) {
    tags.push(
      { property: "og:image:width", content: String(DEFAULT_OG_IMAGE_WIDTH) },
      { property: "og:image:height", content: String(DEFAULT_OG_IMAGE_HEIGHT) },
    );
  }
  tags.push(
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
  );
  return tags;
}

export type PostalAddress = {
  "@type": "PostalAddress";
  streetAddress: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry?: string;
};

const COUNTRY_SUFFIX = /^(usa?|u\.s\.a?\.?|united states( of america)?)$/i;
const REGION_AND_ZIP = /^([a-z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/i;

/**
 * Reads "street, city, ST 12345" (more street parts and a trailing "USA" allowed); anything else
 * becomes the street address alone, since a wrong locality is worse than none.
 */
export function parsePostalAddress(address: string): PostalAddress | null {
  const allParts = address
    .split(/[,\n]/)
    .map(collapseWhitespace)
    .filter((part) => part !== "");
  if (allParts.length === 0) return null;
  const parts = [...allParts];
  const hasCountry = parts.length > 1 && COUNTRY_SUFFIX.test(parts[parts.length - 1] ?? "");
  if (hasCountry) parts.pop();
  const regionMatch = REGION_AND_ZIP.exec(parts[parts.length - 1] ?? "");
  if (parts.length < 3 || !regionMatch) {
    return { "@type": "PostalAddress", streetAddress: allParts.join(", ") };
  }
  const [, region = "", postalCode] = regionMatch;
  const locality = parts[parts.length - 2] ?? "";
  const result: PostalAddress = {
    "@type": "PostalAddress",
    streetAddress: parts.slice(0, -2).join(", "),
    addressLocality: locality,
    addressRegion: region.toUpperCase(),
  };
  if (postalCode) result.postalCode = postalCode;
  if (postalCode || hasCountry) result.addressCountry = "US";
  return result;
}

export type OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
};

// schema.org lists the week from Monday; DAY_NAMES starts on Sunday like Date#getDay.
const SCHEMA_WEEK: readonly DayName[] = [...DAY_NAMES.slice(1), DAY_NAMES[0] ?? "sunday"];

function toSchemaDayName(day: DayName): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

function toOpeningWindow(
  row: Pick<StoreHoursRow, "is_closed" | "open_time" | "close_time"> | undefined,
): { opens: string; closes: string } | null {
  if (!row || row.is_closed) return null;
  const open = parseTime(row.open_time);
  const close = parseTime(row.close_time);
  if (open === null || close === null) return null;
  // Both 00:00 means open all day (docs/product/03-ordering.md §3.1); schema.org expresses that as
  // 00:00-23:59.
  if (open === 0 && close === 0) return { opens: "00:00", closes: "23:59" };
  // Equal times give no open minute under the store-hours rules, so the day counts as closed.
  if (open === close) return null;
  // A close earlier than open crosses midnight; schema.org reads it the same way.
  return { opens: formatMinutesAsTime(open), closes: formatMinutesAsTime(close) };
}

/** A closure in schema.org's terms: its dates, and its hours (00:00 to 00:00: closed all day). */
export type SpecialOpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification";
  validFrom: string;
  validThrough: string;
  opens: string;
  closes: string;
};

/**
 * The closures as special opening hours, so search engines show holidays: a closed date (or special
 * hours that give no open minute) opens and closes at 00:00, schema.org's "closed all day".
 */
export function buildSpecialOpeningHours(
  closures: readonly StoreClosure[],
): SpecialOpeningHoursSpecification[] {
  return closures.map((closure) => {
    const window =
      closure.kind === "special"
        ? toOpeningWindow({
            is_closed: false,
            open_time: closure.open_time ?? "",
            close_time: closure.close_time ?? "",
          })
        : null;
    return {
      "@type": "OpeningHoursSpecification",
      validFrom: closure.start_date,
      validThrough: closure.end_date,
      ...(window ?? { opens: "00:00", closes: "00:00" }),
    };
  });
}

/** One specification per distinct opening window, listing every day that has it; closed days omitted. */
export function buildOpeningHoursSpecification(rows: readonly StoreHoursRow[]): OpeningHoursSpecification[] {
  const specs = new Map<string, OpeningHoursSpecification>();
  for (const day of SCHEMA_WEEK) {
    const window = toOpeningWindow(findHoursRow(rows, day));
    if (!window) continue;
    const key = `${window.opens}-${window.closes}`;
    const spec = specs.get(key);
    if (spec) spec.dayOfWeek.push(toSchemaDayName(day));
    else
      specs.set(key, { "@type": "OpeningHoursSpecification", dayOfWeek: [toSchemaDayName(day)], ...window });
  }
  return [...specs.values()];
}

export type RestaurantJsonLdInput = {
  name: string;
  description: string;
  /** The site's public origin; the menu lives at `{url}/menu`. */
  url: string;
  /** Absolute or site-relative. */
  logoUrl?: string | null;
  phone?: string | null;
  email?: string | null;
  /** Free text, e.g. "1247 Peachtree St NE, Atlanta, GA 30309". */
  address?: string | null;
  /** null when the hours could not be read: the specification is then left out. */
  storeHours: readonly StoreHoursRow[] | null;
  /** Holidays and special hours (Settings → Hours → Closures). */
  closures?: readonly StoreClosure[];
  sameAs: readonly (string | null | undefined)[];
  priceRange?: string;
};

export type RestaurantJsonLd = {
  "@context": "https://schema.org";
  "@type": "Restaurant";
  name: string;
  description?: string;
  url: string;
  logo?: string;
  image?: string;
  telephone?: string;
  email?: string;
  address?: PostalAddress;
  openingHoursSpecification?: OpeningHoursSpecification[];
  specialOpeningHoursSpecification?: SpecialOpeningHoursSpecification[];
  servesCuisine: string[];
  priceRange?: string;
  hasMenu: string;
  acceptsReservations: false;
  sameAs?: string[];
};

function trimmedOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

export function buildRestaurantJsonLd(input: RestaurantJsonLdInput): RestaurantJsonLd {
  const url = withoutTrailingSlash(input.url);
  const result: RestaurantJsonLd = {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    name: collapseWhitespace(input.name),
    url,
    servesCuisine: [...SERVED_CUISINES],
    hasMenu: `${url}/menu`,
    acceptsReservations: false,
  };
  const description = trimmedOrNull(input.description);
  if (description) result.description = collapseWhitespace(description);
  const logo = trimmedOrNull(input.logoUrl);
  if (logo) {
    result.logo = toAbsoluteUrl(logo, url);
    result.image = result.logo;
  }
  const phone = trimmedOrNull(input.phone);
  if (phone) result.telephone = phone;
  const email = trimmedOrNull(input.email);
  if (email) result.email = email;
  const address = trimmedOrNull(input.address);
  const postalAddress = address ? parsePostalAddress(address) : null;
  if (postalAddress) result.address = postalAddress;
  const hours = input.storeHours ? buildOpeningHoursSpecification(input.storeHours) : [];
  if (hours.length > 0) result.openingHoursSpecification = hours;
  const special = input.storeHours ? buildSpecialOpeningHours(input.closures ?? []) : [];
  if (special.length > 0) result.specialOpeningHoursSpecification = special;
  const priceRange = trimmedOrNull(input.priceRange);
  if (priceRange) result.priceRange = priceRange;
  const sameAs = input.sameAs
    .map(trimmedOrNull)
    .filter((link): link is string => link !== null && /^https?:\/\//i.test(link));
  if (sameAs.length > 0) result.sameAs = sameAs;
  return result;
}

export type MenuJsonLdInput = {
  name: string;
  /** Absolute URL of the menu page; site-relative item images resolve against its origin. */
  url: string;
  sections: readonly {
    name: string;
    items: readonly { title: string; description: string; priceCents: number; imageUrl?: string | null }[];
  }[];
};

export type MenuItemJsonLd = {
  "@type": "MenuItem";
  name: string;
  description?: string;
  image?: string;
  offers: { "@type": "Offer"; price: string; priceCurrency: "USD" };
};

export type MenuSectionJsonLd = { "@type": "MenuSection"; name: string; hasMenuItem: MenuItemJsonLd[] };

export type MenuJsonLd = {
  "@context": "https://schema.org";
  "@type": "Menu";
  name: string;
  url: string;
  hasMenuSection: MenuSectionJsonLd[];
};

/** "12.95" from 1295: schema.org prices are plain decimals, built from integers to avoid float noise. */
export function centsToDecimalPrice(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Price must be a whole number of cents: ${cents}`);
  return centsToInput(cents);
}

export function buildMenuJsonLd(input: MenuJsonLdInput): MenuJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Menu",
    name: collapseWhitespace(input.name),
    url: input.url,
    hasMenuSection: input.sections
      .filter((section) => section.items.length > 0)
      .map((section) => ({
        "@type": "MenuSection",
        name: collapseWhitespace(section.name),
        hasMenuItem: section.items.map((item) => {
          const menuItem: MenuItemJsonLd = {
            "@type": "MenuItem",
            name: collapseWhitespace(item.title),
            offers: { "@type": "Offer", price: centsToDecimalPrice(item.priceCents), priceCurrency: "USD" },
          };
          const description = trimmedOrNull(item.description);
          if (description) menuItem.description = collapseWhitespace(description);
          const image = trimmedOrNull(item.imageUrl);
          if (image) menuItem.image = toAbsoluteUrl(image, input.url);
          return menuItem;
        }),
      })),
  };
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` become \u escapes so
 * text like "</script>" or "<!--" in admin-entered content cannot end the element early, and
 * U+2028/U+2029 are escaped for parsers that treat them as line ends. The JSON value is unchanged.
 */
export function serializeJsonLd(value: unknown): string {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError("JSON-LD must be a JSON value");
  return json.replace(SCRIPT_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
