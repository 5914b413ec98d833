// The two Our Story pictures (800x600): the kitchen at work, and the family at the table.
import { renderSvg } from "./shared-defs.ts";
import { el } from "./svg-kit.ts";
import { drawPalmFrond, drawStringLights, drawSun, linearGradient } from "./scene-parts.ts";
import { drawSteam } from "./vessels.ts";
import { drawPerson } from "./people.ts";
import type { PersonLook } from "./people.ts";

const WIDTH = 800;
const HEIGHT = 600;

function drawJar(x: number, color: string): string {
  return (
    el("rect", { x: x - 24, y: 92, width: 48, height: 58, rx: 10, fill: "#FFFFFF", opacity: 0.6 }) +
    el("rect", { x: x - 20, y: 106, width: 40, height: 40, rx: 8, fill: color }) +
    el("rect", { x: x - 26, y: 84, width: 52, height: 14, rx: 4, fill: "#78350F" })
  );
}

function drawPot(
  x: number,
  baseY: number,
  width: number,
  height: number,
  color: string,
  lidTilt: number,
): string {
  const half = width / 2;
  const top = baseY - height;
  return (
    el("rect", { x: x - half - 22, y: top + 30, width: 30, height: 16, rx: 8, fill: "#1C1917" }) +
    el("rect", { x: x + half - 8, y: top + 30, width: 30, height: 16, rx: 8, fill: "#1C1917" }) +
    el("rect", { x: x - half, y: top, width, height, rx: 18, fill: color }) +
    el("rect", {
      x: x - half + 14,
      y: top + 16,
      width: 18,
      height: height - 40,
      rx: 9,
      fill: "#FFFFFF",
      opacity: 0.25,
    }) +
    el("rect", { x: x - half - 6, y: top - 6, width: width + 12, height: 16, rx: 8, fill: color }) +
    el(
      "g",
      { transform: `rotate(${lidTilt} ${x + half} ${top - 6})` },
      el("path", {
        d: `M${x - half - 4} ${top - 8}Q${x} ${top - 50} ${x + half + 4} ${top - 8}Z`,
        fill: "#44403C",
      }) + el("circle", { cx: x, cy: top - 38, r: 10, fill: "#1C1917" }),
    )
  );
}

export function renderKitchenImage(): string {
  const defs =
    linearGradient(
      "sky",
      [
        [0, "#FDBA74"],
        [1, "#FEF3C7"],
      ],
      "vertical",
    ) +
    el(
      "pattern",
      { id: "tile", width: 50, height: 50, patternUnits: "userSpaceOnUse" },
      el("rect", { width: 50, height: 50, fill: "#FFF7ED" }) +
        el("path", { d: "M0 0H50M0 0V50", stroke: "#F5C89A", "stroke-width": 3 }),
    ) +
    el("clipPath", { id: "window" }, el("rect", { x: 60, y: 50, width: 250, height: 170, rx: 6 }));
  const window =
    el("rect", { x: 48, y: 38, width: 274, height: 194, rx: 10, fill: "#7C2D12" }) +
    el(
      "g",
      { "clip-path": "url(#window)" },
      el("rect", { x: 60, y: 50, width: 250, height: 170, fill: "url(#sky)" }) +
        drawSun(230, 120, 40, "#FDE047") +
        drawPalmFrond(40, 240, -60, 0.6, "#15803D"),
    ) +
    el("path", { d: "M185 50V220M60 135H310", stroke: "#7C2D12", "stroke-width": 8 });
  const shelf =
    el("rect", { x: 420, y: 150, width: 340, height: 14, rx: 4, fill: "#92400E" }) +
    ["#DC2626", "#F59E0B", "#4D7C0F", "#78350F", "#EA580C"]
      .map((color, i) => drawJar(460 + i * 65, color))
      .join("");
  const utensils =
    el("path", { d: "M430 240H770", stroke: "#78350F", "stroke-width": 6, "stroke-linecap": "round" }) +
    [480, 560, 640, 720]
      .map(
        (ux, i) =>
          el("path", {
            d: `M${ux} 240V${i % 2 ? 330 : 350}`,
            stroke: "#A16207",
            "stroke-width": 8,
            "stroke-linecap": "round",
          }) +
          (i % 2
            ? el("circle", { cx: ux, cy: 342, r: 16, fill: "#A8A29E" })
            : el("ellipse", { cx: ux, cy: 360, rx: 14, ry: 22, fill: "#A16207" })),
      )
      .join("");
  const counter =
    el("rect", { y: 430, width: WIDTH, height: 170, fill: "#3F1D0B" }) +
    el("rect", { y: 420, width: WIDTH, height: 22, fill: "#92400E" }) +
    [250, 560]
      .map((fx) =>
        el("path", {
          d: `M${fx - 60} 420q10-24 20 0q10-30 20 0q10-24 20 0q10-30 20 0q10-24 20 0q10-30 20 0Z`,
          fill: "#F97316",
        }),
      )
      .join("");
  const pots =
    drawPot(250, 420, 230, 160, "#DC2626", -14) +
    el("path", { d: "M300 250L360 130", stroke: "#B45309", "stroke-width": 10, "stroke-linecap": "round" }) +
    drawPot(560, 420, 200, 110, "#EA580C", 0);
  const body =
    el("rect", { width: WIDTH, height: HEIGHT, fill: "#FDE7C8" }) +
    el("rect", { y: 250, width: WIDTH, height: 180, fill: "url(#tile)" }) +
    window +
    shelf +
    utensils +
    counter +
    pots +
    drawSteam(230, 230, 0.9) +
    drawSteam(560, 270, 0.8);
  return renderSvg(WIDTH, HEIGHT, "Pots simmering in the Island Spice Kitchen", body, defs);
}

// Shoulders sit just below the table top so the table hides the bodies, as in a family photo.
const FAMILY: Array<{ x: number; y: number; scale: number; look: PersonLook }> = [
  { x: 135, y: 480, scale: 1.25, look: { skin: "#8D5524", shirt: "#7C3AED", hair: "#D6D3D1", style: "bun" } },
  {
    x: 325,
    y: 480,
    scale: 1.45,
    look: { skin: "#6B3E26", shirt: "#16A34A", hair: "#1C1917", style: "short" },
  },
  { x: 510, y: 480, scale: 1.4, look: { skin: "#A0673F", shirt: "#F97316", hair: "#B45309", style: "wrap" } },
  {
    x: 680,
    y: 480,
    scale: 1.05,
    look: { skin: "#C68642", shirt: "#FACC15", hair: "#1C1917", style: "curly" },
  },
];

export function renderFamilyImage(): string {
  const defs = linearGradient(
    "wall",
    [
      [0, "#FEF3C7"],
      [1, "#FDBA74"],
    ],
    "vertical",
  );
  const dishes =
    el("ellipse", { cx: 170, cy: 430, rx: 80, ry: 16, fill: "#FFFFFF" }) +
    el("path", { d: "M110 430Q170 380 230 430Z", fill: "#8B3A12" }) +
    el("path", { d: "M300 440Q340 390 380 440Z", fill: "#FBF5E6" }) +
    el("path", { d: "M290 440H390Q380 480 340 480Q300 480 290 440Z", fill: "#F97316" }) +
    el("path", { d: "M440 440H560Q548 486 500 486Q452 486 440 440Z", fill: "#16A34A" }) +
    [460, 490, 520, 545]
      .map((px, i) => el("ellipse", { cx: px, cy: 436 - (i % 2) * 6, rx: 20, ry: 10, fill: "#F59E0B" }))
      .join("") +
    el("path", { d: "M600 392H650L656 462H594Z", fill: "#9F1239", opacity: 0.9 }) +
    el("path", {
      d: "M600 392H650L656 462H594Z",
      fill: "none",
      stroke: "#FFFFFF",
      "stroke-width": 4,
      opacity: 0.6,
    });
  const table =
    el("rect", { y: 440, width: WIDTH, height: 30, fill: "#FB923C" }) +
    el("rect", { y: 470, width: WIDTH, height: 130, fill: "#C2410C" }) +
    el("path", {
      d: "M0 470H800",
      stroke: "#FFFFFF",
      "stroke-width": 6,
      "stroke-dasharray": "24 16",
      opacity: 0.6,
    });
  const body =
    el("rect", { width: WIDTH, height: HEIGHT, fill: "url(#wall)" }) +
    drawStringLights(-10, 810, 30, 50, 10) +
    drawPalmFrond(830, -30, 140, 0.7, "#15803D") +
    FAMILY.map(({ x, y, scale, look }) => drawPerson(x, y, scale, look)).join("") +
    table +
    dishes;
  return renderSvg(WIDTH, HEIGHT, "The family gathered around a table of Caribbean dishes", body, defs);
}
