// The demo menu. Prices are integer cents; each slug names the dish's picture under
// public/images/menu/ (drawn by scripts/draw-images.ts), since menu_items itself has no slug column.
import type { ExternalLinks } from "#server/db/schema/index.ts";

export type MenuItemSeed = {
  slug: string;
  title: string;
  description: string;
  price: number;
  allergens: string[];
  featured?: boolean;
  /** Listed on the delivery apps; the links shown on the card come from `externalLinks`. */
  externalLinks?: ExternalLinks;
};

export type MenuCategorySeed = { name: string; items: MenuItemSeed[] };

const DOORDASH_STORE_URL = "https://www.doordash.com/store/island-spice-kitchen-atlanta-2451873/";
const UBER_EATS_STORE_URL = "https://www.ubereats.com/store/island-spice-kitchen/q2Zk9vXbTKm1aRr8Jc4nPw";

/** Both delivery apps, buttons shown; `overrides` varies one flag for the demo cases. */
function buildDeliveryLinks(overrides: Partial<ExternalLinks> = {}): ExternalLinks {
  return {
    doordashUrl: DOORDASH_STORE_URL,
    uberEatsUrl: UBER_EATS_STORE_URL,
    showDoordash: true,
    showUberEats: true,
    showExternalButtons: true,
    customLinks: [],
    ...overrides,
  };
}

export const MENU: MenuCategorySeed[] = [
  {
    name: "Caribbean Classics",
    items: [
      {
        slug: "curry-goat",
        title: "Curry Goat",
        description:
          "Bone-in goat slow-simmered for hours in our house curry with potato, thyme and a whisper of scotch bonnet. Served with rice & peas.",
        price: 1895,
        allergens: [],
        featured: true,
        externalLinks: buildDeliveryLinks(),
      },
      {
        slug: "oxtail-stew",
        title: "Oxtail Stew",
        description:
          "Fall-off-the-bone oxtail braised with butter beans, allspice and browning until the gravy turns rich and glossy.",
        price: 2195,
        allergens: ["soy"],
        featured: true,
        // In-store special: listed on the apps, but the card keeps guests on our own checkout.
        externalLinks: buildDeliveryLinks({ showExternalButtons: false }),
      },
      {
        slug: "brown-stew-chicken",
        title: "Brown Stew Chicken",
        description:
          "Chicken thighs seared dark and stewed with sweet peppers, onion and carrots in a savoury brown gravy.",
        price: 1595,
        allergens: ["soy"],
      },
      {
        slug: "ackee-and-saltfish",
        title: "Ackee & Saltfish",
        description:
          "Jamaica's national dish: buttery ackee sautéed with flaked salt cod, tomato, onion and peppers. Best with fried dumplings.",
        price: 1795,
        allergens: ["fish"],
      },
      {
        slug: "escovitch-fish",
        title: "Escovitch Fish",
        description:
          "Crispy whole snapper topped with tangy pickled carrots, onions and scotch bonnet in a bright vinegar escovitch.",
        price: 2295,
        allergens: ["fish"],
      },
      {
        slug: "rasta-pasta",
        title: "Rasta Pasta",
        description:
          "Penne tossed in a creamy jerk-spiced alfredo with red, yellow and green peppers. Add chicken or shrimp.",
        price: 1695,
        allergens: ["gluten", "dairy"],
        featured: true,
        externalLinks: buildDeliveryLinks(),
      },
    ],
  },
  {
    name: "Jerk & Grill",
    items: [
      {
        slug: "jerk-chicken-plate",
        title: "Jerk Chicken Plate",
        description:
          "Quarter chicken marinated overnight in our scotch bonnet and pimento jerk, then grilled low and slow for that smoky char.",
        price: 1595,
        allergens: [],
        featured: true,
        externalLinks: buildDeliveryLinks(),
      },
      {
        slug: "jerk-pork",
        title: "Jerk Pork",
        description:
          "Pork shoulder rubbed with jerk paste, smoked until tender and chopped with its crispy bark. Served with festival.",
        price: 1695,
        allergens: [],
      },
      {
        slug: "jerk-wings",
        title: "Jerk Wings",
        description: "Ten crispy wings tossed in sticky jerk glaze with a cool ranch on the side.",
        price: 1295,
        allergens: ["dairy", "eggs"],
        externalLinks: buildDeliveryLinks({
          customLinks: [
            {
              id: "grubhub",
              name: "Order on Grubhub",
              url: "https://www.grubhub.com/restaurant/island-spice-kitchen-atlanta/3318207",
              showButton: true,
            },
          ],
        }),
      },
      {
        slug: "jerk-shrimp-skewers",
        title: "Jerk Shrimp Skewers",
        description:
          "Two skewers of jumbo shrimp brushed with jerk butter and grilled with pineapple and red onion.",
        price: 1895,
        allergens: ["shellfish", "dairy"],
      },
      {
        slug: "jerk-chicken-bowl",
        title: "Jerk Chicken Bowl",
        description:
          "Chopped jerk chicken over rice & peas with sweet plantains, cabbage slaw and a drizzle of mango jerk sauce.",
        price: 1495,
        allergens: [],
        externalLinks: buildDeliveryLinks({ showUberEats: false }),
      },
    ],
  },
  {
    name: "American Favorites",
    items: [
      {
        slug: "southern-fried-chicken",
        title: "Southern Fried Chicken",
        description:
          "Three pieces of buttermilk-brined chicken fried golden and crunchy, with a touch of island seasoning in the crust.",
        price: 1495,
        allergens: ["gluten", "dairy", "eggs"],
        externalLinks: buildDeliveryLinks(),
      },
      {
        slug: "bbq-ribs",
        title: "BBQ Baby Back Ribs",
        description:
          "Half rack of slow-smoked baby back ribs glazed with our guava barbecue sauce. Messy in the best way.",
        price: 2195,
        allergens: ["soy"],
      },
      {
        slug: "shrimp-and-grits",
        title: "Shrimp & Grits",
        description:
          "Creamy stone-ground cheddar grits topped with sautéed shrimp, peppers and a spicy Creole pan sauce.",
        price: 1795,
        allergens: ["shellfish", "dairy"],
      },
      {
        slug: "country-fried-steak",
        title: "Country Fried Steak",
        description:
          "Tender cube steak fried crisp and smothered in black-pepper cream gravy, with buttery mashed potatoes.",
        price: 1695,
        allergens: ["gluten", "dairy", "eggs"],
      },
    ],
  },
  {
    name: "Sandwiches & Burgers",
    items: [
      {
        slug: "island-smash-burger",
        title: "Island Smash Burger",
        description:
          "Two smashed beef patties, melted cheddar, grilled pineapple and jerk mayo on a toasted brioche bun.",
        price: 1395,
        allergens: ["gluten", "dairy", "eggs", "sesame"],
        featured: true,
        externalLinks: buildDeliveryLinks(),
      },
      {
        slug: "jerk-chicken-sandwich",
        title: "Jerk Chicken Sandwich",
        description: "Grilled jerk chicken thigh with lettuce, tomato and pineapple slaw on soft coco bread.",
        price: 1295,
        allergens: ["gluten", "dairy", "eggs"],
        externalLinks: buildDeliveryLinks({ showDoordash: false }),
      },
      {
        slug: "beef-patty-coco-bread",
        title: "Beef Patty in Coco Bread",
        description:
          "A flaky golden Jamaican beef patty tucked inside a warm, slightly sweet coco bread. The classic lunch on the go.",
        price: 895,
        allergens: ["gluten", "dairy"],
      },
      {
        slug: "blackened-fish-po-boy",
        title: "Blackened Fish Po' Boy",
        description:
          "Blackened catfish on a toasted French roll with shredded lettuce, tomato and lime remoulade.",
        price: 1495,
        allergens: ["gluten", "fish", "eggs"],
      },
    ],
  },
  {
    name: "Sides",
    items: [
      {
        slug: "rice-and-peas",
        title: "Rice & Peas",
        description: "Long-grain rice cooked in coconut milk with red kidney beans, thyme and scallion.",
        price: 495,
        allergens: [],
      },
      {
        slug: "fried-plantains",
        title: "Fried Plantains",
        description: "Sweet ripe plantains fried until caramelised at the edges and soft in the middle.",
        price: 495,
        allergens: [],
      },
      {
        slug: "mac-and-cheese",
        title: "Baked Mac & Cheese",
        description: "Elbow macaroni baked with three cheeses until the top is bubbling and golden.",
        price: 595,
        allergens: ["gluten", "dairy", "eggs"],
      },
      {
        slug: "festival",
        title: "Festival",
        description: "Three sweet fried cornmeal dumplings, crisp outside and fluffy inside.",
        price: 395,
        allergens: ["gluten", "dairy"],
      },
      {
        slug: "island-coleslaw",
        title: "Island Coleslaw",
        description: "Crunchy cabbage and carrot slaw with a light pineapple-lime dressing.",
        price: 395,
        allergens: ["eggs"],
      },
      {
        slug: "steamed-callaloo",
        title: "Steamed Callaloo",
        description:
          "Tender callaloo greens steamed with garlic, onion and tomato. Light, earthy and good for you.",
        price: 495,
        allergens: [],
      },
    ],
  },
  {
    name: "Desserts",
    items: [
      {
        slug: "rum-cake",
        title: "Caribbean Rum Cake",
        description:
          "Moist butter cake soaked in a dark rum glaze and topped with toasted walnuts. Grandma's recipe.",
        price: 695,
        allergens: ["gluten", "dairy", "eggs", "nuts"],
        featured: true,
      },
      {
        slug: "sweet-potato-pudding",
        title: "Sweet Potato Pudding",
        description: "Dense, spiced Jamaican pudding with coconut milk, nutmeg and a sticky caramelised top.",
        price: 595,
        allergens: ["gluten", "dairy"],
      },
      {
        slug: "banana-fritters",
        title: "Banana Fritters",
        description:
          "Warm, fluffy banana fritters dusted with cinnamon sugar and served with a drizzle of honey.",
        price: 595,
        allergens: ["gluten", "eggs", "dairy"],
      },
    ],
  },
  {
    name: "Drinks",
    items: [
      {
        slug: "sorrel",
        title: "Sorrel",
        description: "Chilled hibiscus drink steeped with fresh ginger, clove and a hint of orange peel.",
        price: 395,
        allergens: [],
      },
      {
        slug: "ginger-beer",
        title: "Homemade Ginger Beer",
        description: "Fiery fresh-pressed ginger, lime and cane sugar. Not for the faint of heart.",
        price: 395,
        allergens: [],
      },
      {
        slug: "pineapple-lemonade",
        title: "Pineapple Lemonade",
        description: "Fresh-squeezed lemonade blended with ripe pineapple and a sprig of mint.",
        price: 395,
        allergens: [],
      },
      {
        slug: "mango-passion-punch",
        title: "Mango Passion Punch",
        description: "A tropical punch of mango, passion fruit and orange, served over crushed ice.",
        price: 450,
        allergens: [],
      },
    ],
  },
];

export function getMenuImageUrl(slug: string): string {
  return `/images/menu/${slug}.svg`;
}
