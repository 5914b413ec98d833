// The 1600x900 hero pictures. The hero writes its heading over the left side, so the food sits
// on the right and the left stays calm and slightly darker for legible white text.
import { renderSvg } from "./shared-defs.ts";
import { createRandom, el } from "./svg-kit.ts";
import type { Random } from "./svg-kit.ts";
import { drawPlatedDish } from "./dish-scene.ts";
import type { DishLook, PlatedLook } from "./dish-scene.ts";
import { TRAY_LOOKS, drawTray } from "./catering-scene.ts";
import type { TrayLook } from "./catering-scene.ts";
import { MAIN_LOOKS } from "./menu-looks-mains.ts";
import { MORE_LOOKS } from "./menu-looks-more.ts";
import { drawLimeWedge, drawScotchBonnet } from "./food-sides.ts";
import { drawSteam } from "./vessels.ts";
import { drawPalmFrond, drawStringLights, drawSun, linearGradient } from "./scene-parts.ts";

export type HeroName = "default" | "slide-1" | "slide-2" | "slide-3";

const WIDTH = 1600;
const HEIGHT = 900;

function platedLook(slug: string): PlatedLook {
  const look: DishLook | undefined = MAIN_LOOKS[slug] ?? MORE_LOOKS[slug];
  if (look?.kind !== "plated") throw new Error(`Hero needs a plated look for ${slug}`);
  return look;
}

function trayLook(slug: string): TrayLook {
  const look = TRAY_LOOKS[slug];
  if (!look) throw new Error(`Hero needs a tray look for ${slug}`);
  return look;
}

function drawBackground(from: string, to: string): { defs: string; body: string } {
  const defs =
    linearGradient("bg", [
      [0, from],
      [1, to],
    ]) +
    linearGradient(
      "shade",
      [
        [0, "#000000", 0.35],
        [1, "#000000", 0],
      ],
      "horizontal",
    );
  return { defs, body: el("rect", { width: WIDTH, height: HEIGHT, fill: "url(#bg)" }) };
}

/** Darkens the text side; drawn last so it lies over the scenery too. */
function drawTextShade(): string {
  return el("rect", { width: WIDTH * 0.55, height: HEIGHT, fill: "url(#shade)" });
}

function drawScatteredSpice(rand: Random, spots: Array<[number, number]>): string {
  return spots
    .map(([x, y], i) =>
      i % 2
        ? drawLimeWedge(x, y, Math.round(rand() * 360), 1.3)
        : drawScotchBonnet(x, y, Math.round(rand() * 360), 1.5, i % 4 === 0 ? "#DC2626" : "#F59E0B"),
    )
    .join("");
}

function drawSlideOne(rand: Random): { defs: string; body: string } {
  const bg = drawBackground("#C2410C", "#FDBA74");
  const body =
    bg.body +
    drawSun(1300, 230, 170) +
    drawPalmFrond(1600, -40, 150, 1.5, "#166534") +
    drawPalmFrond(1640, 200, 175, 1.2, "#15803D") +
    drawPalmFrond(-60, 980, -40, 1.4, "#9A3412") +
    drawPlatedDish(platedLook("jerk-chicken-plate"), rand, 1120, 560, 310) +
    drawSteam(1040, 230, 1.3) +
    drawScatteredSpice(rand, [
      [780, 780],
      [1480, 780],
      [1530, 560],
      [820, 420],
    ]);
  return { defs: bg.defs, body };
}

function drawSlideTwo(rand: Random): { defs: string; body: string } {
  const bg = drawBackground("#14532D", "#22C55E");
  const chicken = drawTray(trayLook("jerk-chicken-tray"), rand, 1080, 470, 600, 420, "pan1");
  const rice = drawTray(trayLook("rice-and-peas-tray"), rand, 1380, 720, 420, 300, "pan2");
  const body =
    bg.body +
    drawStringLights(-20, 1620, 40, 70, 14) +
    drawPalmFrond(-40, 900, -50, 1.3, "#0F3D22") +
    el("g", { transform: "rotate(-6 1080 470)" }, chicken.body) +
    el("g", { transform: "rotate(7 1380 720)" }, rice.body) +
    drawPlatedDish(platedLook("fried-plantains"), rand, 800, 740, 150) +
    drawSteam(1040, 180, 1.2);
  return { defs: bg.defs + chicken.defs + rice.defs, body };
}

function drawSlideThree(rand: Random): { defs: string; body: string } {
  const bg = drawBackground("#78350F", "#F59E0B");
  let rays = "";
  for (let i = 0; i < 12; i++) {
    rays += el("path", {
      d: "M0 0L900-60L900 60Z",
      fill: "#FEF3C7",
      opacity: 0.07,
      transform: `translate(1350 150) rotate(${i * 30 + 10})`,
    });
  }
  const body =
    bg.body +
    rays +
    drawSun(1350, 150, 110, "#FEF3C7") +
    drawPalmFrond(1620, 940, -150, 1.3, "#14532D") +
    drawPlatedDish(platedLook("curry-goat"), rand, 1060, 560, 290) +
    drawPlatedDish(platedLook("rum-cake"), rand, 1420, 380, 170) +
    drawPlatedDish(platedLook("rice-and-peas"), rand, 1430, 760, 130) +
    drawSteam(980, 230, 1.2);
  return { defs: bg.defs, body };
}

function drawDefault(rand: Random): { defs: string; body: string } {
  const bg = drawBackground("#EA580C", "#FACC15");
  const body =
    bg.body +
    drawSun(1450, 160, 130) +
    drawPalmFrond(1600, -60, 140, 1.4, "#15803D") +
    drawPalmFrond(-50, -40, 30, 1.2, "#9A3412") +
    drawPalmFrond(-80, 960, -30, 1.3, "#166534") +
    drawPlatedDish(platedLook("jerk-chicken-plate"), rand, 1050, 520, 260) +
    drawPlatedDish(platedLook("mac-and-cheese"), rand, 1380, 650, 185) +
    drawPlatedDish(platedLook("fried-plantains"), rand, 1380, 280, 120) +
    drawScatteredSpice(rand, [
      [760, 800],
      [1560, 860],
      [740, 300],
    ]);
  return { defs: bg.defs, body };
}

const SCENES: Record<HeroName, (rand: Random) => { defs: string; body: string }> = {
  default: drawDefault,
  "slide-1": drawSlideOne,
  "slide-2": drawSlideTwo,
  "slide-3": drawSlideThree,
};

const TITLES: Record<HeroName, string> = {
  default: "Caribbean and American dishes on a sunny table",
  "slide-1": "Jerk chicken plate with rice and peas and plantains",
  "slide-2": "Catering trays of jerk chicken and rice and peas",
  "slide-3": "Curry goat, rum cake and rice and peas",
};

export function renderHeroImage(name: HeroName): string {
  const scene = SCENES[name](createRandom(`hero-${name}`));
  const body = scene.body + drawTextShade();
  return renderSvg(WIDTH, HEIGHT, TITLES[name], body, scene.defs);
}
