// Turns a dish look into an 800x600 picture: coloured table, napkin, cutlery, the vessel and the
// food. Looks describe only what differs per dish, so every picture shares one composition.
import { renderSvg } from "./shared-defs.ts";
import { createRandom, el, group, isLight, place, shade } from "./svg-kit.ts";
import type { Random } from "./svg-kit.ts";
import { drawDrink } from "./food-treats.ts";
import type { DrinkLook } from "./food-treats.ts";
import {
  drawBoard,
  drawBowl,
  drawCutlery,
  drawNapkin,
  drawPlate,
  drawSkillet,
  drawSteam,
  drawTableDecor,
} from "./vessels.ts";

export const DISH_WIDTH = 800;
export const DISH_HEIGHT = 600;

/** Food drawn around (0,0) of the vessel, within a radius of about 175. */
export type DrawFood = (rand: Random) => string;

export type PlatedLook = {
  kind: "plated";
  background: string;
  vessel: "plate" | "bowl" | "skillet";
  vesselColor: string;
  napkin: string;
  hot?: boolean;
  food: DrawFood;
};

/** Side-view food standing on a board; the food's base sits at (0,0). */
export type HandheldLook = { kind: "handheld"; background: string; board: string; food: DrawFood };

export type GlassLook = { kind: "drink"; background: string; table: string; drink: DrinkLook };

export type DishLook = PlatedLook | HandheldLook | GlassLook;

const LEAF_COLORS = ["#16A34A", "#15803D", "#4D7C0F", "#65A30D"] as const;
const VESSEL_X = 380;
const VESSEL_Y = 305;
const VESSEL_RADIUS = 240;

export function drawVessel(look: PlatedLook, x: number, y: number, r: number): string {
  if (look.vessel === "bowl") return drawBowl(x, y, r, look.vesselColor);
  if (look.vessel === "skillet") return drawSkillet(x, y, r);
  return drawPlate(x, y, r, look.vesselColor);
}

/** A vessel with its food at any size, for the menu pictures and the hero scenes alike. */
export function drawPlatedDish(look: PlatedLook, rand: Random, x: number, y: number, r: number): string {
  return drawVessel(look, x, y, r) + group(place(x, y, 0, r / VESSEL_RADIUS), look.food(rand));
}

function drawBackdrop(background: string): string {
  return (
    el("rect", { width: DISH_WIDTH, height: DISH_HEIGHT, fill: background }) +
    el("circle", { cx: VESSEL_X, cy: VESSEL_Y, r: 330, fill: shade(background, 0.12), opacity: 0.6 })
  );
}

function drawPlated(look: PlatedLook, rand: Random): string {
  return (
    drawBackdrop(look.background) +
    drawTableDecor(rand, DISH_WIDTH, DISH_HEIGHT, LEAF_COLORS, 5) +
    drawNapkin(150, 470, -14, look.napkin) +
    // The skillet handle takes the place where the cutlery would lie.
    (look.vessel === "skillet"
      ? ""
      : drawCutlery(700, 330, 8, isLight(look.background) ? "#A8A29E" : "#E7E5E4")) +
    drawPlatedDish(look, rand, VESSEL_X, VESSEL_Y, VESSEL_RADIUS) +
    (look.hot ? drawSteam(VESSEL_X - 120, 120, 0.9) : "")
  );
}

function drawHandheld(look: HandheldLook, rand: Random): string {
  return (
    drawBackdrop(look.background) +
    el("rect", { y: 430, width: DISH_WIDTH, height: 170, fill: shade(look.background, -0.25) }) +
    drawTableDecor(rand, DISH_WIDTH, DISH_HEIGHT, LEAF_COLORS, 4) +
    drawBoard(400, 470, 620, look.board) +
    group(place(400, 470), look.food(rand))
  );
}

function drawGlass(look: GlassLook, rand: Random): string {
  return (
    drawBackdrop(look.background) +
    el("rect", { y: 470, width: DISH_WIDTH, height: 130, fill: look.table }) +
    el("rect", { y: 470, width: DISH_WIDTH, height: 8, fill: shade(look.table, 0.2) }) +
    drawTableDecor(rand, DISH_WIDTH, DISH_HEIGHT, LEAF_COLORS, 4) +
    drawDrink(rand, 400, 540, 1.05, look.drink)
  );
}

export function renderDishImage(slug: string, title: string, look: DishLook): string {
  const rand = createRandom(slug);
  const body =
    look.kind === "plated"
      ? drawPlated(look, rand)
      : look.kind === "handheld"
        ? drawHandheld(look, rand)
        : drawGlass(look, rand);
  return renderSvg(DISH_WIDTH, DISH_HEIGHT, title, body);
}
