import { describe, expect, it } from "vitest";
import {
  type MetaTag,
  type OpeningHoursSpecification,
  type PageMetaInput,
  type PostalAddress,
  buildMenuJsonLd,
  buildOpeningHoursSpecification,
  buildPageMeta,
  buildRestaurantJsonLd,
  buildSpecialOpeningHours,
  centsToDecimalPrice,
  parsePostalAddress,
  serializeJsonLd,
  toAbsoluteUrl,
  toMetaDescription,
} from "./seo.ts";
import type { StoreClosure, StoreHoursRow } from "./store-hours.ts";

const BASE = "https://islandspice.example";

function row(day_of_week: string, open_time: string, close_time: string, is_closed = false): StoreHoursRow {
  return { day_of_week, open_time, close_time, is_closed };
}

function spec(days: string[], opens: string, closes: string): OpeningHoursSpecification {
  return { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes };
}

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday"];
const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

function pageMeta(overrides: Partial<PageMetaInput> = {}): MetaTag[] {
  return buildPageMeta({
    title: "Our Menu",
    description: "Jerk chicken, oxtail and more.",
    path: "/menu",
    siteName: "Island Spice Kitchen",
    baseUrl: BASE,
    ...overrides,
  });
}

function contentOf(tags: MetaTag[], key: string): string | undefined {
  for (const tag of tags) {
    if ("property" in tag && tag.property === key) return tag.content;
    if ("name" in tag && tag.name === key) return tag.content;
  }
  return undefined;
}

describe("buildPageMeta", () => {
  it("returns the full set of tags for a page", () => {
    expect(pageMeta()).toEqual([
      { title: "Our Menu | Island Spice Kitchen" },
      { name: "description", content: "Jerk chicken, oxtail and more." },
      { property: "og:title", content: "Our Menu" },
      { property: "og:description", content: "Jerk chicken, oxtail and more." },
      { property: "og:type", content: "website" },
      { property: "og:url", content: `${BASE}/menu` },
      { property: "og:site_name", content: "Island Spice Kitchen" },
      { property: "og:image", content: `${BASE}/images/og-default.png` },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { name: "twitter:card", content: "summary_large_image" },
      { tagName: "link", rel: "canonical", href: `${BASE}/menu` },
    ]);
  });

  it.each<[string, Partial<PageMetaInput>, string]>([
    ["appends the site name", { title: "Contact" }, "Contact | Island Spice Kitchen"],
    ["does not repeat the site name", { title: "Island Spice Kitchen" }, "Island Spice Kitchen"],
    [
      "does not repeat a site name already in the title",
      { title: "Island Spice Kitchen - Caribbean Food" },
      "Island Spice Kitchen - Caribbean Food",
    ],
    ["uses the site name for an empty title", { title: "  " }, "Island Spice Kitchen"],
    ["collapses whitespace", { title: " Order \n Online " }, "Order Online | Island Spice Kitchen"],
  ])("document title: %s", (_name, overrides, expected) => {
    expect(pageMeta(overrides)[0]).toEqual({ title: expected });
  });

  it.each<[string, Partial<PageMetaInput>, string]>([
    ["the home page", { path: "/" }, `${BASE}/`],
    ["a path without a leading slash", { path: "about" }, `${BASE}/about`],
    ["a path with query and fragment", { path: "/catering?tab=cart#form" }, `${BASE}/catering`],
    ["a base URL with a trailing slash", { baseUrl: `${BASE}/` }, `${BASE}/menu`],
    ["a local base URL", { baseUrl: "http://localhost:3000" }, "http://localhost:3000/menu"],
  ])("canonical and og:url for %s", (_name, overrides, expected) => {
    const tags = pageMeta(overrides);
    expect(contentOf(tags, "og:url")).toBe(expected);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: expected });
  });

  it.each<[string, string | undefined, string]>([
    ["the default card", undefined, `${BASE}/images/og-default.png`],
    ["a site-relative image", "/images/hero/jerk.png", `${BASE}/images/hero/jerk.png`],
    ["an absolute image", "https://cdn.example/a.png", "https://cdn.example/a.png"],
  ])("og:image for %s", (_name, image, expected) => {
    expect(contentOf(pageMeta({ image }), "og:image")).toBe(expected);
  });

  it("gives the image size only for the default card, whose size is known", () => {
    expect(contentOf(pageMeta({ image: "/images/x.png" }), "og:image:width")).toBeUndefined();
  });

  it("uses the given og:type", () => {
    expect(contentOf(pageMeta({ type: "restaurant.restaurant" }), "og:type")).toBe("restaurant.restaurant");
  });
});

describe("toMetaDescription", () => {
  const long = `${"Slow-cooked oxtail, jerk chicken and curry goat ".repeat(5)}served daily.`;

  it.each<[string, string, string]>([
    ["keeps a short text", "Fresh food.", "Fresh food."],
    ["puts the text on one line", "Fresh\n  food,\tdaily.", "Fresh food, daily."],
  ])("%s", (_name, input, expected) => {
    expect(toMetaDescription(input)).toBe(expected);
  });

  it("cuts a long text at a word boundary within 160 characters", () => {
    const result = toMetaDescription(long);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith("…")).toBe(true);
    expect(long.startsWith(result.slice(0, -1))).toBe(true);
    expect(long.charAt(result.length - 1)).toMatch(/[\s,]/);
  });
});

describe("toAbsoluteUrl", () => {
  it.each<[string, string, string]>([
    ["/images/a.png", BASE, `${BASE}/images/a.png`],
    ["images/a.png", `${BASE}/menu`, `${BASE}/images/a.png`],
    ["http://other.example/a.png", BASE, "http://other.example/a.png"],
    ["//cdn.example/a.png", BASE, "https://cdn.example/a.png"],
  ])("%s against %s", (value, base, expected) => {
    expect(toAbsoluteUrl(value, base)).toBe(expected);
  });
});

describe("parsePostalAddress", () => {
  const street = (streetAddress: string): PostalAddress => ({ "@type": "PostalAddress", streetAddress });

  it.each<[string, string, PostalAddress | null]>([
    [
      "the usual form",
      "1247 Peachtree St NE, Atlanta, GA 30309",
      {
        "@type": "PostalAddress",
        streetAddress: "1247 Peachtree St NE",
        addressLocality: "Atlanta",
        addressRegion: "GA",
        postalCode: "30309",
        addressCountry: "US",
      },
    ],
    [
      "a suite, ZIP+4, a trailing country and a lowercase state",
      "1247 Peachtree St NE, Suite 200, Atlanta, ga 30309-1234, USA",
      {
        "@type": "PostalAddress",
        streetAddress: "1247 Peachtree St NE, Suite 200",
        addressLocality: "Atlanta",
        addressRegion: "GA",
        postalCode: "30309-1234",
        addressCountry: "US",
      },
    ],
    [
      "lines instead of commas",
      "1247 Peachtree St NE\nAtlanta, GA 30309",
      {
        "@type": "PostalAddress",
        streetAddress: "1247 Peachtree St NE",
        addressLocality: "Atlanta",
        addressRegion: "GA",
        postalCode: "30309",
        addressCountry: "US",
      },
    ],
    [
      "a state without a ZIP code",
      "12 Main St, Decatur, GA",
      {
        "@type": "PostalAddress",
        streetAddress: "12 Main St",
        addressLocality: "Decatur",
        addressRegion: "GA",
      },
    ],
    [
      "a spelled-out state",
      "1247 Peachtree St NE, Atlanta, Georgia 30309",
      street("1247 Peachtree St NE, Atlanta, Georgia 30309"),
    ],
    ["no street", "Atlanta, GA 30309", street("Atlanta, GA 30309")],
    ["free text", "Corner of 5th and Main", street("Corner of 5th and Main")],
    ["messy separators", " 12 Main St ,\n\n Somewhere ", street("12 Main St, Somewhere")],
    ["nothing", " , \n ", null],
  ])("%s", (_name, input, expected) => {
    expect(parsePostalAddress(input)).toEqual(expected);
  });
});

describe("buildOpeningHoursSpecification", () => {
  it.each<[string, StoreHoursRow[], OpeningHoursSpecification[]]>([
    [
      "groups days with identical hours and omits closed days",
      [
        ...WEEKDAYS.map((day) => row(day, "11:00", "21:00")),
        row("saturday", "11:00", "22:00"),
        row("sunday", "12:00", "20:00", true),
      ],
      [spec(WEEKDAY_NAMES, "11:00", "21:00"), spec(["Saturday"], "11:00", "22:00")],
    ],
    [
      "lists the week from Monday whatever the row order",
      [row("sunday", "12:00", "20:00"), row("saturday", "12:00", "20:00"), row("monday", "09:00", "17:00")],
      [spec(["Monday"], "09:00", "17:00"), spec(["Saturday", "Sunday"], "12:00", "20:00")],
    ],
    [
      "groups days that are not next to each other",
      [row("monday", "11:00", "21:00"), row("tuesday", "10:00", "21:00"), row("friday", "11:00", "21:00")],
      [spec(["Monday", "Friday"], "11:00", "21:00"), spec(["Tuesday"], "10:00", "21:00")],
    ],
    [
      "writes 00:00-00:00 as open all day",
      [row("friday", "00:00", "00:00"), row("saturday", "00:00", "00:00")],
      [spec(["Friday", "Saturday"], "00:00", "23:59")],
    ],
    [
      "keeps a closing time past midnight as given",
      [row("saturday", "18:00", "02:00")],
      [spec(["Saturday"], "18:00", "02:00")],
    ],
    [
      "matches admin-typed day names and drops seconds",
      [row(" Monday ", "09:00:00", "17:30")],
      [spec(["Monday"], "09:00", "17:30")],
    ],
    [
      "skips unreadable and never-open rows",
      [row("monday", "nine", "17:00"), row("tuesday", "10:00", "10:00"), row("funday", "10:00", "12:00")],
      [],
    ],
    ["gives nothing for an empty table", [], []],
  ])("%s", (_name, rows, expected) => {
    expect(buildOpeningHoursSpecification(rows)).toEqual(expected);
  });
});

describe("buildRestaurantJsonLd", () => {
  const week = [
    ...WEEKDAYS.map((day) => row(day, "11:00", "21:00")),
    row("saturday", "11:00", "22:00"),
    row("sunday", "12:00", "20:00", true),
  ];

  it("describes the restaurant", () => {
    expect(
      buildRestaurantJsonLd({
        name: "Island Spice Kitchen",
        description: "Authentic Caribbean and American comfort food.",
        url: `${BASE}/`,
        logoUrl: "/images/logo.svg",
        phone: "(404) 555-0142",
        email: "hello@islandspice.example",
        address: "1247 Peachtree St NE, Atlanta, GA 30309",
        storeHours: week,
        sameAs: [
          "https://facebook.com/islandspice",
          null,
          "",
          "not a url",
          "https://instagram.com/islandspice",
        ],
        priceRange: "$$",
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      name: "Island Spice Kitchen",
      description: "Authentic Caribbean and American comfort food.",
      url: BASE,
      logo: `${BASE}/images/logo.svg`,
      image: `${BASE}/images/logo.svg`,
      telephone: "(404) 555-0142",
      email: "hello@islandspice.example",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1247 Peachtree St NE",
        addressLocality: "Atlanta",
        addressRegion: "GA",
        postalCode: "30309",
        addressCountry: "US",
      },
      openingHoursSpecification: [
        spec(WEEKDAY_NAMES, "11:00", "21:00"),
        spec(["Saturday"], "11:00", "22:00"),
      ],
      servesCuisine: ["Caribbean", "American"],
      priceRange: "$$",
      hasMenu: `${BASE}/menu`,
      acceptsReservations: false,
      sameAs: ["https://facebook.com/islandspice", "https://instagram.com/islandspice"],
    });
  });

  it.each<[string, null | StoreHoursRow[]]>([
    ["the hours could not be read", null],
    ["every day is closed", [row("monday", "11:00", "21:00", true)]],
  ])("leaves out what is unknown when %s", (_name, storeHours) => {
    const result = buildRestaurantJsonLd({
      name: "Island Spice Kitchen",
      description: " ",
      url: BASE,
      logoUrl: null,
      phone: null,
      email: "",
      address: null,
      storeHours,
      sameAs: [],
    });
    expect(result).toEqual({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      name: "Island Spice Kitchen",
      url: BASE,
      servesCuisine: ["Caribbean", "American"],
      hasMenu: `${BASE}/menu`,
      acceptsReservations: false,
    });
  });
});

describe("special opening hours (closures)", () => {
  const closure = (values: Partial<StoreClosure>): StoreClosure => ({
    start_date: "2030-12-25",
    end_date: "2030-12-25",
    kind: "closed",
    open_time: null,
    close_time: null,
    label: "Christmas",
    ...values,
  });

  it("says closed all day, special hours, and open all day in schema.org's terms", () => {
    expect(
      buildSpecialOpeningHours([
        closure({}),
        closure({
          start_date: "2030-12-31",
          end_date: "2031-01-01",
          kind: "special",
          open_time: "10:00",
          close_time: "15:00",
        }),
        closure({
          start_date: "2031-02-14",
          end_date: "2031-02-14",
          kind: "special",
          open_time: "00:00",
          close_time: "00:00",
        }),
        // Special hours that give no open minute are a closed day.
        closure({
          start_date: "2031-03-01",
          end_date: "2031-03-01",
          kind: "special",
          open_time: "09:00",
          close_time: "09:00",
        }),
      ]),
    ).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2030-12-25",
        validThrough: "2030-12-25",
        opens: "00:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2030-12-31",
        validThrough: "2031-01-01",
        opens: "10:00",
        closes: "15:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2031-02-14",
        validThrough: "2031-02-14",
        opens: "00:00",
        closes: "23:59",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2031-03-01",
        validThrough: "2031-03-01",
        opens: "00:00",
        closes: "00:00",
      },
    ]);
  });

  it("are part of the restaurant's description when the hours are known", () => {
    const input = {
      name: "Island Spice Kitchen",
      description: "",
      url: BASE,
      sameAs: [],
      closures: [closure({})],
    };
    const known = buildRestaurantJsonLd({ ...input, storeHours: [row("monday", "11:00", "21:00")] });
    expect(known.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2030-12-25",
        validThrough: "2030-12-25",
        opens: "00:00",
        closes: "00:00",
      },
    ]);
    expect(buildRestaurantJsonLd({ ...input, storeHours: null })).not.toHaveProperty(
      "specialOpeningHoursSpecification",
    );
    expect(buildRestaurantJsonLd({ ...input, closures: [], storeHours: [] })).not.toHaveProperty(
      "specialOpeningHoursSpecification",
    );
  });
});

describe("centsToDecimalPrice", () => {
  it.each<[number, string]>([
    [1295, "12.95"],
    [0, "0.00"],
    [5, "0.05"],
    [100, "1.00"],
    [123456, "1234.56"],
    [-250, "-2.50"],
  ])("%d cents", (cents, expected) => {
    expect(centsToDecimalPrice(cents)).toBe(expected);
  });

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY])("rejects %d", (cents) => {
    expect(() => centsToDecimalPrice(cents)).toThrow(RangeError);
  });
});

describe("buildMenuJsonLd", () => {
  it("nests sections, items and offers", () => {
    expect(
      buildMenuJsonLd({
        name: "Island Spice Kitchen Menu",
        url: `${BASE}/menu`,
        sections: [
          {
            name: "Caribbean Classics",
            items: [
              {
                title: "Jerk Chicken",
                description: "Smoky, spicy, charred.",
                priceCents: 1295,
                imageUrl: "/images/menu/jerk-chicken.svg",
              },
              { title: "Oxtail", description: "", priceCents: 1800, imageUrl: null },
            ],
          },
          { name: "Empty Section", items: [] },
          {
            name: "Sides",
            items: [{ title: "Festival", description: "Sweet fried dumplings.", priceCents: 400 }],
          },
        ],
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Menu",
      name: "Island Spice Kitchen Menu",
      url: `${BASE}/menu`,
      hasMenuSection: [
        {
          "@type": "MenuSection",
          name: "Caribbean Classics",
          hasMenuItem: [
            {
              "@type": "MenuItem",
              name: "Jerk Chicken",
              description: "Smoky, spicy, charred.",
              image: `${BASE}/images/menu/jerk-chicken.svg`,
              offers: { "@type": "Offer", price: "12.95", priceCurrency: "USD" },
            },
            {
              "@type": "MenuItem",
              name: "Oxtail",
              offers: { "@type": "Offer", price: "18.00", priceCurrency: "USD" },
            },
          ],
        },
        {
          "@type": "MenuSection",
          name: "Sides",
          hasMenuItem: [
            {
              "@type": "MenuItem",
              name: "Festival",
              description: "Sweet fried dumplings.",
              offers: { "@type": "Offer", price: "4.00", priceCurrency: "USD" },
            },
          ],
        },
      ],
    });
  });

  it("gives an empty menu no sections", () => {
    expect(buildMenuJsonLd({ name: "Menu", url: `${BASE}/menu`, sections: [] }).hasMenuSection).toEqual([]);
  });
});

describe("serializeJsonLd", () => {
  it.each<[string, unknown, string]>([
    ["a plain object", { a: "b", n: 1 }, '{"a":"b","n":1}'],
    [
      "a closing script tag",
      { x: "</script><script>alert(1)</script>" },
      '{"x":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}',
    ],
    ["an HTML comment opener", { x: "<!--" }, '{"x":"\\u003c!--"}'],
    ["an ampersand", { x: "Rice & Peas" }, '{"x":"Rice \\u0026 Peas"}'],
    ["line and paragraph separators", { x: "a\u2028b\u2029c" }, '{"x":"a\\u2028b\\u2029c"}'],
    ["an array", [{ a: 1 }, { b: 2 }], '[{"a":1},{"b":2}]'],
  ])("escapes %s", (_name, value, expected) => {
    expect(serializeJsonLd(value)).toBe(expected);
  });

  it("keeps the value intact for JSON parsers", () => {
    const value = { name: "Tom & Jerry's <Grill>", note: "</script>\u2028", nested: [{ price: "12.95" }] };
    const serialized = serializeJsonLd(value);
    expect(serialized).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(serialized)).toEqual(value);
  });

  it("rejects values that are not JSON", () => {
    expect(() => serializeJsonLd(undefined)).toThrow(TypeError);
  });
});
