// Looks of sandwiches, sides, desserts and drinks, by slug.
import type { DishLook } from "./dish-scene.ts";
import { drawBurger, drawCocoBread, drawFries, drawPoBoy } from "./food-handheld.ts";
import { drawBundt, drawCreamDollop, drawDrizzle, drawFritter, drawPuddingSlice } from "./food-treats.ts";
import {
  drawCoin,
  drawCube,
  drawFestival,
  drawGreens,
  drawLimeWedge,
  drawMacAndCheese,
  drawPepperFlecks,
  drawPlantain,
  drawRice,
  drawScallions,
  drawScotchBonnet,
  drawSlaw,
  drawThyme,
  spread,
} from "./food-sides.ts";
import { shade } from "./svg-kit.ts";

export const MORE_LOOKS: Record<string, DishLook> = {
  "island-smash-burger": {
    kind: "handheld",
    background: "#F97316",
    board: "#A0642C",
    food: (r) => drawBurger(r, -50, 0, 1.05) + drawFries(200, 0, 1.1),
  },
  "jerk-chicken-sandwich": {
    kind: "handheld",
    background: "#15803D",
    board: "#C08A4E",
    food: () => drawCocoBread(-20, 0, 1.25, "jerk-chicken") + drawLimeWedge(230, -20, 0, 1.2),
  },
  "beef-patty-coco-bread": {
    kind: "handheld",
    background: "#FCD34D",
    board: "#7C4A1E",
    food: () => drawCocoBread(-30, 0, 1.25, "beef-patty") + drawScotchBonnet(220, -30, 15, 1.4),
  },
  "blackened-fish-po-boy": {
    kind: "handheld",
    background: "#7C2D12",
    board: "#B07A42",
    food: (r) => drawPoBoy(r, 0, 0, 1.2) + drawLimeWedge(250, -10, 0, 1),
  },
  "rice-and-peas": {
    kind: "plated",
    background: "#FEF9C3",
    vessel: "bowl",
    vesselColor: "#F97316",
    napkin: "#166534",
    hot: true,
    food: (r) =>
      drawRice(r, 0, 0, 185, 180, true) + drawScallions(r, 0, 0, 150, 150, 12) + drawThyme(40, -60, -30, 1.2),
  },
  "fried-plantains": {
    kind: "plated",
    background: "#166534",
    vessel: "plate",
    vesselColor: "#FFFFFF",
    napkin: "#FACC15",
    food: () => {
      let slices = "";
      for (let i = 0; i < 10; i++) {
        const angle = (i / 10) * Math.PI * 2;
        slices += drawPlantain(Math.cos(angle) * 132, Math.sin(angle) * 132, (i / 10) * 360 + 90, 1.4);
      }
      return slices + drawPlantain(-10, -30, -30, 1.6) + drawPlantain(15, 35, 20, 1.5);
    },
  },
  "mac-and-cheese": {
    kind: "plated",
    background: "#FFEDD5",
    vessel: "skillet",
    vesselColor: "#292524",
    napkin: "#DC2626",
    hot: true,
    food: (r) => drawMacAndCheese(r, 0, 0, 205, 205) + drawPepperFlecks(r, 0, 0, 160, 160, "#15803D"),
  },
  festival: {
    kind: "plated",
    background: "#4D7C0F",
    vessel: "plate",
    vesselColor: "#FFF7ED",
    napkin: "#F97316",
    food: () =>
      [0, 72, 144, 216, 288]
        .map((deg) =>
          drawFestival(
            Math.cos((deg * Math.PI) / 180) * 100,
            Math.sin((deg * Math.PI) / 180) * 100,
            deg,
            1.5,
          ),
        )
        .join("") + drawCreamDollop(0, 0, 34),
  },
  "island-coleslaw": {
    kind: "plated",
    background: "#7C2D12",
    vessel: "bowl",
    vesselColor: "#FACC15",
    napkin: "#F97316",
    food: (r) =>
      drawSlaw(r, 0, 0, 190, 185) +
      spread(r, 0, 0, 140, 140, 10, (x, y, a) => drawCube(x, y, a, 16, "#FDE047")),
  },
  "steamed-callaloo": {
    kind: "plated",
    background: "#F59E0B",
    vessel: "bowl",
    vesselColor: "#FFFFFF",
    napkin: "#7C2D12",
    hot: true,
    food: (r) =>
      drawGreens(r, 0, 0, 190, 185) + spread(r, 0, 0, 130, 130, 8, (x, y) => drawCoin(x, y, 6, "#FEF9C3")),
  },
  "rum-cake": {
    kind: "plated",
    background: "#4A1D0A",
    vessel: "plate",
    vesselColor: "#FFFFFF",
    napkin: "#F59E0B",
    food: (r) => drawBundt(r, 0, 0, 165, shade("#FFFFFF", -0.05)),
  },
  "sweet-potato-pudding": {
    kind: "plated",
    background: "#BE123C",
    vessel: "plate",
    vesselColor: "#FEF3C7",
    napkin: "#FDE68A",
    food: (r) =>
      drawPuddingSlice(-60, -15, -12, 1.3) +
      drawPuddingSlice(70, 35, 14, 1.2) +
      drawCreamDollop(20, -100, 34) +
      drawPepperFlecks(r, 20, -100, 20, 20, "#92400E") +
      drawThyme(-60, 120, 10, 0.8),
  },
  "banana-fritters": {
    kind: "plated",
    background: "#16A34A",
    vessel: "plate",
    vesselColor: "#FFFFFF",
    napkin: "#FDE68A",
    food: (r) =>
      [
        [-70, -65, 60],
        [60, -80, 56],
        [-85, 60, 58],
        [35, 35, 64],
        [120, 60, 48],
      ]
        .map(([x = 0, y = 0, size = 40]) => drawFritter(r, x, y, size))
        .join("") +
      drawDrizzle(0, -10, 280, "#F59E0B") +
      drawCoin(-10, 140, 18, "#FEF08A") +
      drawCoin(32, 146, 18, "#FEF08A"),
  },
  sorrel: {
    kind: "drink",
    background: "#FDE68A",
    table: "#B45309",
    drink: { liquid: "#9F1239", top: "#E11D48", garnish: "orange", jar: true },
  },
  "ginger-beer": {
    kind: "drink",
    background: "#166534",
    table: "#78350F",
    drink: { liquid: "#D6A443", top: "#F3D27A", garnish: "lime", bubbles: true },
  },
  "pineapple-lemonade": {
    kind: "drink",
    background: "#F97316",
    table: "#7C2D12",
    drink: { liquid: "#FDE047", top: "#FEF9C3", garnish: "pineapple", mint: true },
  },
  "mango-passion-punch": {
    kind: "drink",
    background: "#7C2D12",
    table: "#D97706",
    drink: { liquid: "#F97316", top: "#FDBA74", garnish: "passion", umbrella: true },
  },
};
