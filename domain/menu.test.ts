import { describe, expect, it } from "vitest";
import {
  ALL_CATEGORIES,
  type MenuExternalLinks,
  type MenuItemView,
  emptyMenuText,
  filterMenuItems,
  groupMenuItems,
  listItemCategories,
  resolveOrderLinks,
  toMenuItemView,
} from "./menu.ts";

const DOORDASH = "https://www.doordash.com/store/island-spice-kitchen-atlanta-2451873/";
const UBER_EATS = "https://www.ubereats.com/store/island-spice-kitchen/q2Zk9vXbTKm1aRr8Jc4nPw";
const GRUBHUB = "https://www.grubhub.com/restaurant/island-spice-kitchen-atlanta/3318207";

function buildItem(overrides: Partial<MenuItemView> = {}): MenuItemView {
  return {
    id: "item-1",
    title: "Jerk Chicken",
    description: "Grilled low and slow.",
    price: 1595,
    category: "Jerk & Grill",
    image_url: "/images/menu/jerk-chicken-plate.svg",
    allergens: [],
    show_add_to_cart: true,
    available_doordash: true,
    available_ubereats: true,
    external_links: {
      doordashUrl: DOORDASH,
      uberEatsUrl: UBER_EATS,
      showDoordash: true,
      showUberEats: true,
      showExternalButtons: true,
      customLinks: [],
    },
    ...overrides,
  };
}

const ITEMS = [
  buildItem({
    id: "curry",
    title: "Curry Goat",
    category: "Caribbean Classics",
    description: "Goat in house curry.",
  }),
  buildItem({
    id: "ackee",
    title: "Ackee & Saltfish",
    category: "Caribbean Classics",
    description: "Buttery ackee sautéed with salt cod.",
  }),
  buildItem({
    id: "wings",
    title: "Jerk Wings",
    category: "Jerk & Grill",
    description: "Sticky JERK glaze.",
  }),
  buildItem({
    id: "slaw",
    title: "Island Coleslaw",
    category: "Sides",
    description: "Pineapple-lime dressing.",
  }),
  buildItem({ id: "sorrel", title: "Sorrel", category: "Drinks", description: "Hibiscus with ginger." }),
];

function ids(items: readonly { id: string }[]): string[] {
  return items.map((item) => item.id);
}

describe("filterMenuItems", () => {
  it.each<[string, string, string, string[]]>([
    ["everything", "", ALL_CATEGORIES, ["curry", "ackee", "wings", "slaw", "sorrel"]],
    ["blank search is no search", "   ", ALL_CATEGORIES, ["curry", "ackee", "wings", "slaw", "sorrel"]],
    ["title, case-insensitive", "CURRY", ALL_CATEGORIES, ["curry"]],
    ["title, trimmed", "  sorrel ", ALL_CATEGORIES, ["sorrel"]],
    ["description only", "hibiscus", ALL_CATEGORIES, ["sorrel"]],
    ["title or description", "jerk", ALL_CATEGORIES, ["wings"]],
    ["accent-insensitive", "SAUTEED", ALL_CATEGORIES, ["ackee"]],
    ["accented search", "sautéed", ALL_CATEGORIES, ["ackee"]],
    ["no match", "pizza", ALL_CATEGORIES, []],
    ["category", "", "Caribbean Classics", ["curry", "ackee"]],
    ["category is exact", "", "caribbean classics", []],
    ["category and search", "goat", "Caribbean Classics", ["curry"]],
    ["search outside the category", "sorrel", "Caribbean Classics", []],
    ["unknown category", "", "Brunch", []],
  ])("%s", (_name, search, category, expected) => {
    expect(ids(filterMenuItems(ITEMS, { search, category }))).toEqual(expected);
  });

  it("keeps the items' order and does not change the list", () => {
    const copy = [...ITEMS];
    filterMenuItems(ITEMS, { search: "a", category: ALL_CATEGORIES });
    expect(ITEMS).toEqual(copy);
  });
});

describe("emptyMenuText", () => {
  it.each<[string, string, string]>([
    ["jerk pizza", ALL_CATEGORIES, 'No items found matching "jerk pizza"'],
    ["  pizza  ", "Sides", 'No items found matching "pizza"'],
    ["", "Sides", "No items found in this category."],
    ["   ", ALL_CATEGORIES, "No items found in this category."],
  ])("%j in %j -> %j", (search, category, expected) => {
    expect(emptyMenuText(search, category)).toBe(expected);
  });
});

describe("listItemCategories", () => {
  it.each<[string[], string[]]>([
    [[], []],
    [["Sides"], ["Sides"]],
    [
      ["Drinks", "Sides", "Drinks", "Desserts", "Sides"],
      ["Drinks", "Sides", "Desserts"],
    ],
  ])("%j -> %j", (categories, expected) => {
    expect(listItemCategories(categories.map((category) => ({ category })))).toEqual(expected);
  });
});

describe("groupMenuItems", () => {
  it.each<[string, string[], [string, string[]][]]>([
    [
      "in the given category order",
      ["Sides", "Caribbean Classics", "Jerk & Grill", "Drinks"],
      [
        ["Sides", ["slaw"]],
        ["Caribbean Classics", ["curry", "ackee"]],
        ["Jerk & Grill", ["wings"]],
        ["Drinks", ["sorrel"]],
      ],
    ],
    [
      "unlisted categories follow in item order",
      ["Drinks"],
      [
        ["Drinks", ["sorrel"]],
        ["Caribbean Classics", ["curry", "ackee"]],
        ["Jerk & Grill", ["wings"]],
        ["Sides", ["slaw"]],
      ],
    ],
    [
      "empty categories are left out",
      ["Brunch", "Jerk & Grill", "Caribbean Classics", "Sides", "Drinks"],
      [
        ["Jerk & Grill", ["wings"]],
        ["Caribbean Classics", ["curry", "ackee"]],
        ["Sides", ["slaw"]],
        ["Drinks", ["sorrel"]],
      ],
    ],
  ])("%s", (_name, order, expected) => {
    const sections = groupMenuItems(ITEMS, order).map((section): [string, string[]] => [
      section.category,
      ids(section.items),
    ]);
    expect(sections).toEqual(expected);
  });

  it("gives no sections for no items", () => {
    expect(groupMenuItems([], ["Sides"])).toEqual([]);
  });
});

describe("resolveOrderLinks", () => {
  const both = [
    { kind: "doordash", name: "DoorDash", url: DOORDASH, label: "Order Jerk Chicken on DoorDash" },
    { kind: "ubereats", name: "Uber Eats", url: UBER_EATS, label: "Order Jerk Chicken on Uber Eats" },
  ];
  const SEARCH_DOORDASH = "https://www.doordash.com/search/store/Island%20Spice%20Kitchen/";
  const SEARCH_UBER_EATS = "https://www.ubereats.com/search?q=Island%20Spice%20Kitchen";
  const searched = {
    doordash: { ...both[0]!, url: SEARCH_DOORDASH },
    ubereats: { ...both[1]!, url: SEARCH_UBER_EATS },
  };
  const links = (overrides: Partial<MenuExternalLinks>): MenuExternalLinks => ({
    doordashUrl: DOORDASH,
    uberEatsUrl: UBER_EATS,
    ...overrides,
  });

  it.each<[string, Partial<MenuItemView>, { kind: string; name: string; url: string; label: string }[]]>([
    ["both services by default", {}, both],
    ["flags left out mean shown", { external_links: links({}) }, both],
    [
      "no external links: both services, found by the business's name",
      { external_links: null },
      [searched.doordash, searched.ubereats],
    ],
    ["showExternalButtons false hides all", { external_links: links({ showExternalButtons: false }) }, []],
    ["showDoordash false", { external_links: links({ showDoordash: false }) }, [both[1]!]],
    ["showUberEats false", { external_links: links({ showUberEats: false }) }, [both[0]!]],
    ["not listed on DoorDash", { available_doordash: false }, [both[1]!]],
    ["not listed on Uber Eats", { available_ubereats: false }, [both[0]!]],
    [
      "missing URL: the service's search",
      { external_links: links({ doordashUrl: undefined }) },
      [searched.doordash, both[1]!],
    ],
    [
      "blank URL: the service's search",
      { external_links: links({ uberEatsUrl: "  " }) },
      [both[0]!, searched.ubereats],
    ],
    [
      "non-http URL: never a link, the service's search instead",
      { external_links: links({ doordashUrl: "javascript:alert(1)" }) },
      [searched.doordash, both[1]!],
    ],
    [
      "unreadable URL: the service's search",
      { external_links: links({ uberEatsUrl: "doordash" }) },
      [both[0]!, searched.ubereats],
    ],
    [
      "custom link with an 'Order on' name",
      {
        external_links: links({
          showDoordash: false,
          showUberEats: false,
          customLinks: [{ id: "g", name: "Order on Grubhub", url: GRUBHUB, showButton: true }],
        }),
      },
      [{ kind: "custom", name: "Grubhub", url: GRUBHUB, label: "Order Jerk Chicken on Grubhub" }],
    ],
    [
      "custom link with a bare service name",
      {
        available_doordash: false,
        available_ubereats: false,
        external_links: links({
          customLinks: [{ id: "p", name: " Postmates ", url: "http://p.example/x", showButton: true }],
        }),
      },
      [
        {
          kind: "custom",
          name: "Postmates",
          url: "http://p.example/x",
          label: "Order Jerk Chicken on Postmates",
        },
      ],
    ],
    [
      "custom link with its own wording",
      {
        available_doordash: false,
        available_ubereats: false,
        external_links: links({
          customLinks: [{ id: "c", name: "Call to order", url: "https://x.example/", showButton: true }],
        }),
      },
      [
        {
          kind: "custom",
          name: "Call to order",
          url: "https://x.example/",
          label: "Call to order (Jerk Chicken)",
        },
      ],
    ],
    [
      "custom links follow the defaults; hidden, nameless and unsafe ones are left out",
      {
        external_links: links({
          customLinks: [
            { id: "a", name: "Order on Grubhub", url: GRUBHUB, showButton: true },
            { id: "b", name: "Hidden", url: "https://h.example/", showButton: false },
            { id: "c", name: "  ", url: "https://n.example/", showButton: true },
            { id: "d", name: "Bad", url: "data:text/html,hi", showButton: true },
          ],
        }),
      },
      [...both, { kind: "custom", name: "Grubhub", url: GRUBHUB, label: "Order Jerk Chicken on Grubhub" }],
    ],
    [
      "showExternalButtons false hides custom links too",
      {
        external_links: links({
          showExternalButtons: false,
          customLinks: [{ id: "a", name: "Order on Grubhub", url: GRUBHUB, showButton: true }],
        }),
      },
      [],
    ],
  ])("%s", (_name, overrides, expected) => {
    expect(resolveOrderLinks(buildItem(overrides), "Island Spice Kitchen")).toEqual(expected);
  });

  it("searches for the business's name as the settings give it", () => {
    const [doordash, ubereats] = resolveOrderLinks(
      buildItem({ external_links: null }),
      " Mama's Kitchen & Bar ",
    );
    expect(doordash?.url).toBe("https://www.doordash.com/search/store/Mama's%20Kitchen%20%26%20Bar/");
    expect(ubereats?.url).toBe("https://www.ubereats.com/search?q=Mama's%20Kitchen%20%26%20Bar");
  });
});

describe("toMenuItemView", () => {
  it("keeps the card's fields and drops the rest", () => {
    const item = buildItem();
    const row = { ...item, featured: true, display_order: 3, available: true };
    expect(toMenuItemView(row)).toEqual(item);
  });
});
