// Demo modifier groups and which menu items (by slug) offer them. The inactive option and the
// inactive group are there on purpose: they show that only active ones reach the guest.
export type ModifierSeed = { name: string; priceAdjustment: number; isActive?: boolean };

export type ModifierGroupSeed = {
  name: string;
  description: string;
  isRequired: boolean;
  minSelections: number;
  /** null lets the guest pick any number. */
  maxSelections: number | null;
  isActive?: boolean;
  options: ModifierSeed[];
  itemSlugs: string[];
};

export const MODIFIER_GROUPS: ModifierGroupSeed[] = [
  {
    name: "Choose Your Side",
    description: "Every plate comes with one side.",
    isRequired: true,
    minSelections: 1,
    maxSelections: 1,
    options: [
      { name: "Rice & Peas", priceAdjustment: 0 },
      { name: "White Rice", priceAdjustment: 0 },
      { name: "Fried Plantains", priceAdjustment: 100 },
      { name: "Mac & Cheese", priceAdjustment: 150 },
      { name: "Festival", priceAdjustment: 0 },
      // Seasonal: kept on file for when the greens come back in.
      { name: "Steamed Callaloo", priceAdjustment: 100, isActive: false },
    ],
    itemSlugs: [
      "jerk-chicken-plate",
      "jerk-pork",
      "curry-goat",
      "oxtail-stew",
      "brown-stew-chicken",
      "escovitch-fish",
      "southern-fried-chicken",
    ],
  },
  {
    name: "Spice Level",
    description: "How much heat can you handle?",
    isRequired: true,
    minSelections: 1,
    maxSelections: 1,
    options: [
      { name: "Mild", priceAdjustment: 0 },
      { name: "Medium", priceAdjustment: 0 },
      { name: "Island Hot", priceAdjustment: 0 },
    ],
    itemSlugs: ["jerk-chicken-plate", "jerk-pork", "jerk-wings", "jerk-chicken-bowl", "rasta-pasta"],
  },
  {
    name: "Add Extras",
    description: "Make it your own.",
    isRequired: false,
    minSelections: 0,
    maxSelections: 3,
    options: [
      { name: "Extra Jerk Sauce", priceAdjustment: 75 },
      { name: "Avocado", priceAdjustment: 150 },
      { name: "Fried Egg", priceAdjustment: 125 },
      { name: "Bacon", priceAdjustment: 200 },
    ],
    itemSlugs: ["island-smash-burger", "jerk-chicken-sandwich", "jerk-chicken-bowl"],
  },
  {
    name: "Protein Upgrade",
    description: "Swap or add a protein.",
    isRequired: false,
    minSelections: 0,
    maxSelections: 1,
    options: [
      { name: "Veggie Only", priceAdjustment: -200 },
      { name: "Jerk Chicken", priceAdjustment: 0 },
      { name: "Jerk Shrimp", priceAdjustment: 300 },
      { name: "Oxtail", priceAdjustment: 500 },
    ],
    itemSlugs: ["rasta-pasta", "jerk-chicken-bowl"],
  },
  {
    name: "Make It a Combo",
    description: "Add a drink and a dessert. Paused while we rework the combo menu.",
    isRequired: false,
    minSelections: 0,
    maxSelections: 1,
    isActive: false,
    options: [{ name: "Drink & Rum Cake", priceAdjustment: 850 }],
    itemSlugs: ["island-smash-burger"],
  },
];
