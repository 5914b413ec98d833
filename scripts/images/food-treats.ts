// Desserts (top-down) and drinks (side view, standing on the table).
import { blob, el, group, place, scatter, shade } from "./svg-kit.ts";
import type { Random } from "./svg-kit.ts";
import { drawLeaf, drawLimeWedge } from "./food-sides.ts";

/** A glazed bundt rum cake seen from above, with walnut pieces. */
export function drawBundt(rand: Random, x: number, y: number, r: number, holeColor: string): string {
  let flutes = "";
  for (let i = 0; i < 12; i++) {
    const rad = (i / 12) * Math.PI * 2;
    flutes += el("path", {
      d: `M${x + Math.cos(rad) * r * 0.42} ${y + Math.sin(rad) * r * 0.42}L${x + Math.cos(rad) * r * 0.98} ${y + Math.sin(rad) * r * 0.98}`,
      stroke: "#6B2A0A",
      "stroke-width": 3,
      opacity: 0.5,
    });
  }
  let glaze = `M${x + r * 0.72} ${y}`;
  for (let i = 1; i <= 24; i++) {
    const rad = (i / 24) * Math.PI * 2;
    const reach = i % 2 ? r * 0.92 : r * 0.7;
    glaze += `L${Math.round(x + Math.cos(rad) * reach)} ${Math.round(y + Math.sin(rad) * reach)}`;
  }
  const walnuts = scatter(rand, 9, r * 0.12, r * 0.12)
    .map((_, i) => {
      const rad = (i / 9) * Math.PI * 2 + 0.2;
      return blob(
        rand,
        x + Math.cos(rad) * r * 0.6,
        y + Math.sin(rad) * r * 0.6,
        9,
        7,
        { fill: "#8A5A2B", stroke: "#5C3A17", "stroke-width": 1.5 },
        0.3,
      );
    })
    .join("");
  return (
    el("circle", { cx: x, cy: y, r, fill: "#A4510F" }) +
    flutes +
    el("path", { d: `${glaze}Z`, fill: "#F2C27B", opacity: 0.75, "stroke-linejoin": "round" }) +
    walnuts +
    el("circle", { cx: x, cy: y, r: r * 0.32, fill: "#7A3508" }) +
    el("circle", { cx: x, cy: y, r: r * 0.26, fill: holeColor })
  );
}

export function drawPuddingSlice(x: number, y: number, angle: number, scale = 1): string {
  return group(
    place(x, y, angle, scale),
    el("rect", { x: -60, y: -50, width: 120, height: 100, rx: 10, fill: "#D9742B" }) +
      el("rect", { x: -60, y: -50, width: 120, height: 26, rx: 10, fill: "#7C2D12" }) +
      el("rect", { x: -50, y: -6, width: 60, height: 6, rx: 3, fill: "#F2A35E", opacity: 0.7 }) +
      el("rect", { x: -30, y: 20, width: 70, height: 6, rx: 3, fill: "#F2A35E", opacity: 0.6 }),
  );
}

export function drawCreamDollop(x: number, y: number, r: number): string {
  return (
    el("circle", { cx: x, cy: y, r, fill: "#FFFBF2" }) +
    el("path", {
      d: `M${x - r * 0.6} ${y}a${r * 0.6} ${r * 0.6} 0 0 1 ${r * 1.2} 0`,
      stroke: "#EADFCB",
      "stroke-width": 3,
      fill: "none",
    }) +
    el("circle", { cx: x + r * 0.1, cy: y - r * 0.1, r: r * 0.2, fill: "#EADFCB" })
  );
}

export function drawFritter(rand: Random, x: number, y: number, r: number): string {
  const sugar = scatter(rand, 10, r * 0.7, r * 0.7)
    .map(([sx, sy]) => el("circle", { cx: x + sx, cy: y + sy, r: 2, fill: "#FFFFFF", opacity: 0.9 }))
    .join("");
  return (
    blob(rand, x, y, r, r * 0.9, { fill: "#B45F12" }, 0.14) +
    blob(rand, x - 3, y - 3, r * 0.8, r * 0.7, { fill: "#DE8E2A" }, 0.14) +
    sugar
  );
}

export function drawDrizzle(x: number, y: number, width: number, color: string): string {
  const step = width / 6;
  let d = `M${x - width / 2} ${y}`;
  for (let i = 0; i < 6; i++) d += `q${step / 2} ${i % 2 ? 30 : -30} ${step} 0`;
  return el("path", {
    d,
    stroke: color,
    "stroke-width": 5,
    fill: "none",
    "stroke-linecap": "round",
    opacity: 0.85,
  });
}

export type DrinkLook = {
  liquid: string;
  /** Lighter tone at the top of the glass. */
  top: string;
  garnish: "lime" | "orange" | "pineapple" | "passion";
  bubbles?: boolean;
  mint?: boolean;
  umbrella?: boolean;
  jar?: boolean;
};

function drawRimGarnish(kind: DrinkLook["garnish"]): string {
  if (kind === "lime") return drawLimeWedge(62, -150, 25, 1.1);
  if (kind === "orange")
    return group(
      place(66, -146, 20),
      el("circle", { r: 32, fill: "#EA580C" }) +
        el("circle", { r: 27, fill: "#FDBA74" }) +
        el("path", {
          d: "M0-27V27M-27 0H27M-19-19L19 19M-19 19L19-19",
          stroke: "#FFEDD5",
          "stroke-width": 2,
        }),
    );
  if (kind === "pineapple")
    return group(
      place(64, -150, 15),
      el("path", { d: "M-30 10L0-40L30 10Z", fill: "#FACC15" }) +
        el("path", { d: "M-30 10H30V18H-30Z", fill: "#84CC16" }) +
        el("path", { d: "M-12-10L0-28L12-10", stroke: "#EAB308", "stroke-width": 3, fill: "none" }),
    );
  return group(
    place(66, -148, 10),
    el("circle", { r: 28, fill: "#6B2151" }) +
      el("circle", { r: 22, fill: "#FBBF24" }) +
      el("circle", { r: 10, fill: "#3F3F12", opacity: 0.5 }),
  );
}

/** A tall glass or mason jar standing with its base at `y`. */
export function drawDrink(rand: Random, x: number, y: number, scale: number, look: DrinkLook): string {
  const outline = look.jar ? "M-78-170H78V140Q78 170 48 170H-48Q-78 170-78 140Z" : "M-80-170H80L64 170H-64Z";
  const liquid = look.jar ? "M-72-118H72V138Q72 162 46 162H-46Q-72 162-72 138Z" : "M-75-118H75L61 162H-61Z";
  let ice = "";
  for (const [ix, iy, angle] of [
    [-30, -100, 12],
    [24, -92, -18],
    [-6, -56, 30],
  ] as const) {
    ice += el("rect", {
      x: -20,
      y: -20,
      width: 40,
      height: 40,
      rx: 8,
      fill: "#FFFFFF",
      opacity: 0.35,
      transform: place(ix, iy, angle),
    });
  }
  const bubbles = look.bubbles
    ? scatter(rand, 14, 50, 120)
        .map(([bx, by]) =>
          el("circle", {
            cx: bx,
            cy: by + 30,
            r: 3,
            fill: "none",
            stroke: "#FFFFFF",
            "stroke-width": 1.5,
            opacity: 0.6,
          }),
        )
        .join("")
    : "";
  const mint = look.mint
    ? drawLeaf(-30, -128, -30, 0.9, "#22C55E") + drawLeaf(-2, -134, 20, 0.8, "#16A34A")
    : "";
  const straw = el("path", {
    d: "M20-118L52-230",
    stroke: look.garnish === "passion" ? "#F97316" : "#FFFFFF",
    "stroke-width": 12,
    "stroke-linecap": "round",
  });
  const umbrella = look.umbrella
    ? el("path", { d: "M-40-180L-70-250", stroke: "#92400E", "stroke-width": 4 }) +
      el("path", { d: "M-110-240Q-72-300-30-254Q-72-262-110-240Z", fill: "#EC4899" })
    : "";
  const jarRims = look.jar
    ? el("rect", { x: -82, y: -188, width: 164, height: 22, rx: 6, fill: "#FFFFFF", opacity: 0.45 }) +
      el("path", { d: "M-78-150H78", stroke: "#FFFFFF", "stroke-width": 3, opacity: 0.4 })
    : "";
  return group(
    place(x, y - 170 * scale, 0, scale),
    el("ellipse", { cx: 0, cy: 176, rx: 100, ry: 16, fill: "#000000", opacity: 0.18 }) +
      straw +
      el("path", { d: outline, fill: "#FFFFFF", opacity: 0.28 }) +
      el("path", { d: liquid, fill: look.liquid }) +
      el("path", { d: "M-75-118H75V-70H-75Z", fill: look.top, opacity: 0.55 }) +
      ice +
      bubbles +
      el("path", {
        d: "M-52-100V130",
        stroke: "#FFFFFF",
        "stroke-width": 8,
        "stroke-linecap": "round",
        opacity: 0.3,
      }) +
      el("path", {
        d: outline,
        fill: "none",
        stroke: shade(look.liquid, 0.7),
        "stroke-width": 4,
        opacity: 0.8,
      }) +
      jarRims +
      mint +
      umbrella +
      drawRimGarnish(look.garnish),
  );
}
