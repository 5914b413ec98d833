// The demo catering menu. Tier prices are integer cents; each slug names the tray picture under
// public/images/catering/ (drawn by scripts/draw-images.ts).
import type { PriceTier } from "#server/db/schema/index.ts";

export type CateringItemSeed = {
  slug: string;
  title: string;
  description: string;
  priceTiers: PriceTier[];
};

export type CateringCategorySeed = { name: string; items: CateringItemSeed[] };

export const CATERING_MENU: CateringCategorySeed[] = [
  {
    name: "Party Trays",
    items: [
      {
        slug: "jerk-wings-party-tray",
        title: "Jerk Wings Party Tray",
        description: "Crispy wings tossed in sticky jerk glaze, with ranch and celery on the side.",
        priceTiers: [
          { name: "50 Wings", price: 7500, serves: "10-12" },
          { name: "100 Wings", price: 14000, serves: "20-25" },
          { name: "150 Wings", price: 20000, serves: "30-35" },
        ],
      },
      {
        slug: "beef-patty-platter",
        title: "Beef Patty Platter",
        description: "Flaky golden Jamaican beef patties, cut in halves for easy grazing.",
        priceTiers: [
          { name: "2 Dozen", price: 5500, serves: "12-15" },
          { name: "4 Dozen", price: 10500, serves: "25-30" },
        ],
      },
    ],
  },
  {
    name: "Entrees",
    items: [
      {
        slug: "jerk-chicken-tray",
        title: "Jerk Chicken Tray",
        description: "Our signature grilled jerk chicken, chopped and packed with extra jerk sauce.",
        priceTiers: [
          { name: "Half Tray", price: 8500, serves: "10-12" },
          { name: "Full Tray", price: 16000, serves: "20-25" },
        ],
      },
      {
        slug: "curry-goat-tray",
        title: "Curry Goat Tray",
        description: "Slow-simmered curry goat with potatoes in a golden, aromatic gravy.",
        priceTiers: [
          { name: "Half Tray", price: 11000, serves: "10-12" },
          { name: "Full Tray", price: 21000, serves: "20-25" },
        ],
      },
      {
        slug: "oxtail-tray",
        title: "Oxtail Tray",
        description: "Braised oxtail and butter beans in rich brown gravy. The crowd favourite.",
        priceTiers: [
          { name: "Half Tray", price: 14500, serves: "10-12" },
          { name: "Full Tray", price: 27500, serves: "20-25" },
        ],
      },
      {
        slug: "brown-stew-chicken-tray",
        title: "Brown Stew Chicken Tray",
        description: "Tender chicken stewed with sweet peppers, onions and carrots.",
        priceTiers: [
          { name: "Half Tray", price: 8000, serves: "10-12" },
          { name: "Full Tray", price: 15000, serves: "20-25" },
        ],
      },
    ],
  },
  {
    name: "Sides & Salads",
    items: [
      {
        slug: "rice-and-peas-tray",
        title: "Rice & Peas Tray",
        description: "Coconut rice with red kidney beans, thyme and scallion.",
        priceTiers: [
          { name: "Half Tray", price: 4000, serves: "10-12" },
          { name: "Full Tray", price: 7500, serves: "20-25" },
        ],
      },
      {
        slug: "plantain-tray",
        title: "Fried Plantain Tray",
        description: "Sweet ripe plantains fried until caramelised.",
        priceTiers: [
          { name: "Half Tray", price: 4500, serves: "10-12" },
          { name: "Full Tray", price: 8500, serves: "20-25" },
        ],
      },
      {
        slug: "mac-and-cheese-tray",
        title: "Baked Mac & Cheese Tray",
        description: "Three-cheese baked macaroni with a golden, bubbling top.",
        priceTiers: [
          { name: "Half Tray", price: 5500, serves: "10-12" },
          { name: "Full Tray", price: 10000, serves: "20-25" },
          { name: "Party Pan", price: 14500, serves: "30-40" },
        ],
      },
    ],
  },
  {
    name: "Desserts",
    items: [
      {
        slug: "rum-cake-platter",
        title: "Rum Cake Platter",
        description: "Grandma's rum cake, sliced and glazed, topped with toasted walnuts.",
        priceTiers: [
          { name: "Half Platter", price: 4500, serves: "12-15" },
          { name: "Full Platter", price: 8500, serves: "25-30" },
        ],
      },
    ],
  },
];

export function getCateringImageUrl(slug: string): string {
  return `/images/catering/${slug}.svg`;
}
