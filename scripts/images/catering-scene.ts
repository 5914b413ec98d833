// Catering pictures: a foil pan on a gingham tablecloth, filled edge to edge with the dish.
import { renderSvg, useShape } from "./shared-defs.ts";
import { between, blob, createRandom, el } from "./svg-kit.ts";
import type { Random } from "./svg-kit.ts";
import {
  BROWN_STEW,
  JERK,
  GLAZED,
  drawDrumstick,
  drawMeatChunk,
  drawThigh,
  drawWing,
} from "./food-proteins.ts";
import {
  drawBean,
  drawCoin,
  drawCube,
  drawPepperFlecks,
  drawPlantain,
  drawScallions,
  drawStrip,
  drawThyme,
  spread,
} from "./food-sides.ts";
import { textureFill } from "./textures.ts";
import { drawFoilTray } from "./vessels.ts";

export type TrayArea = { x: number; y: number; width: number; height: number };

export type TrayLook = { cloth: string; base: string; food: (rand: Random, area: TrayArea) => string };

/** Items laid out in a loose grid, as a cook would pack a pan. */
export function fillGrid(
  rand: Random,
  area: TrayArea,
  cols: number,
  rows: number,
  draw: (x: number, y: number, angle: number, index: number) => string,
): string {
  let out = "";
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = area.x + ((col + 0.5) / cols) * area.width + between(rand, -14, 14);
      const y = area.y + ((row + 0.5) / rows) * area.height + between(rand, -12, 12);
      out += draw(x, y, Math.round(between(rand, -35, 35)), row * cols + col);
    }
  }
  return out;
}

function center(area: TrayArea): [number, number, number, number] {
  return [area.x + area.width / 2, area.y + area.height / 2, area.width / 2, area.height / 2];
}

function drawPattyHalf(x: number, y: number, angle: number): string {
  const draw = () =>
    el("path", { d: "M-52 8A52 52 0 0 1 52 8Z", fill: "#E8A526" }) +
    el("path", { d: "M-52 8H52", stroke: "#B86B0E", "stroke-width": 6, "stroke-dasharray": "6 5" }) +
    el("path", {
      d: "M-30-14Q0-34 30-14",
      stroke: "#FFFFFF",
      "stroke-width": 5,
      fill: "none",
      opacity: 0.3,
      "stroke-linecap": "round",
    });
  return useShape("patty", draw, x, y, angle);
}

function drawCakeSlice(x: number, y: number, angle: number): string {
  const draw = () =>
    el("rect", { x: -48, y: -30, width: 96, height: 60, rx: 8, fill: "#B45F1A" }) +
    el("rect", { x: -48, y: -30, width: 96, height: 18, rx: 8, fill: "#F2C27B" }) +
    el("circle", { cx: -16, cy: -22, r: 6, fill: "#7C4A1E" }) +
    el("circle", { cx: 18, cy: -20, r: 5, fill: "#7C4A1E" });
  return useShape("cake-slice", draw, x, y, angle);
}

export const TRAY_LOOKS: Record<string, TrayLook> = {
  "jerk-wings-party-tray": {
    cloth: "#DC2626",
    base: "#7A2E10",
    food: (r, a) =>
      fillGrid(r, a, 6, 4, (x, y, ang) => drawWing(x, y, ang, 1.15, GLAZED)) +
      drawScallions(r, ...center(a), 20),
  },
  "beef-patty-platter": {
    cloth: "#16A34A",
    base: "#F3E3C3",
    food: (r, a) => fillGrid(r, a, 5, 4, (x, y, ang) => drawPattyHalf(x, y, ang / 3)),
  },
  "jerk-chicken-tray": {
    cloth: "#F97316",
    base: "#5A200A",
    food: (r, a) =>
      fillGrid(r, a, 5, 3, (x, y, ang, i) =>
        i % 2 ? drawDrumstick(x, y, ang + 20, 1.05, JERK) : drawThigh(x, y, ang, 0.95, JERK),
      ) + drawScallions(r, ...center(a), 24),
  },
  "curry-goat-tray": {
    cloth: "#EAB308",
    base: "#D98E1C",
    food: (r, a) =>
      fillGrid(r, a, 7, 5, (x, y, ang, i) =>
        i % 3 === 1 ? drawCube(x, y, ang, 32, "#F6D58E") : drawMeatChunk(x, y, 30, "#7A3410", i % 2 === 0),
      ) +
      drawScallions(r, ...center(a), 16) +
      drawThyme(a.x + 90, a.y + 60, 20),
  },
  "oxtail-tray": {
    cloth: "#92400E",
    base: "#7A3414",
    food: (r, a) =>
      fillGrid(r, a, 6, 4, (x, y) => drawMeatChunk(x, y, 38, "#3F1306", true)) +
      spread(r, ...center(a), 40, (x, y, ang) => drawBean(x, y, ang, 10, "#EFE3C2")) +
      spread(r, ...center(a), 10, (x, y) => drawCoin(x, y, 9, "#F97316")),
  },
  "brown-stew-chicken-tray": {
    cloth: "#15803D",
    base: "#8A3A16",
    food: (r, a) =>
      fillGrid(r, a, 5, 3, (x, y, ang) => drawThigh(x, y, ang, 0.95, BROWN_STEW)) +
      spread(r, ...center(a), 24, (x, y, ang, i) =>
        drawStrip(x, y, ang, 34, ["#DC2626", "#FACC15", "#16A34A"][i % 3] ?? "#DC2626", 8),
      ),
  },
  "rice-and-peas-tray": {
    cloth: "#F59E0B",
    base: textureFill("peas"),
    food: (r, a) => drawScallions(r, ...center(a), 26) + drawThyme(a.x + a.width - 110, a.y + 70, -20, 1.3),
  },
  "plantain-tray": {
    cloth: "#65A30D",
    base: "#F7D58A",
    food: (r, a) => fillGrid(r, a, 7, 6, (x, y, ang) => drawPlantain(x, y, ang - 30, 1.25)),
  },
  "mac-and-cheese-tray": {
    cloth: "#B91C1C",
    base: textureFill("mac"),
    food: (r, a) =>
      spread(r, ...center(a), 14, (x, y) => blob(r, x, y, 26, 18, { fill: "#C2650E", opacity: 0.45 })) +
      drawPepperFlecks(r, ...center(a), "#15803D"),
  },
  "rum-cake-platter": {
    cloth: "#7C2D12",
    base: "#FFF7ED",
    food: (r, a) => fillGrid(r, a, 4, 4, (x, y, ang) => drawCakeSlice(x, y, ang / 4)),
  },
};

function drawGingham(color: string): string {
  return el(
    "pattern",
    { id: "cloth", width: 48, height: 48, patternUnits: "userSpaceOnUse" },
    el("rect", { width: 48, height: 48, fill: "#FFF7ED" }) +
      el("rect", { width: 24, height: 48, fill: color, opacity: 0.35 }) +
      el("rect", { width: 48, height: 24, fill: color, opacity: 0.35 }),
  );
}

/** A filled pan centred on (x, y); `clipId` must be unique within the picture. */
export function drawTray(
  look: TrayLook,
  rand: Random,
  x: number,
  y: number,
  width: number,
  height: number,
  clipId: string,
): { defs: string; body: string } {
  const { frame, inner } = drawFoilTray(x, y, width, height);
  return {
    defs: el("clipPath", { id: clipId }, el("rect", { ...inner, rx: 14 })),
    body:
      frame +
      el(
        "g",
        { "clip-path": `url(#${clipId})` },
        el("rect", { ...inner, fill: look.base }) + look.food(rand, inner),
      ),
  };
}

export function renderTrayImage(slug: string, title: string, look: TrayLook): string {
  const tray = drawTray(look, createRandom(slug), 400, 300, 680, 470, "pan");
  const body = el("rect", { width: 800, height: 600, fill: "url(#cloth)" }) + tray.body;
  return renderSvg(800, 600, title, body, drawGingham(look.cloth) + tray.defs);
}
