// Burgers and sandwiches, drawn from the side so the fillings read at a glance. Each stands with
// its base on y = 0 of its own coordinates.
import { el, group, place, scatter } from "./svg-kit.ts";
import type { Random } from "./svg-kit.ts";

function drawLettuce(width: number, y: number): string {
  const half = width / 2;
  let d = `M${-half} ${y}`;
  for (let x = -half; x < half; x += 20) d += `q10 16 20 0`;
  d += `V${y - 12}H${-half}Z`;
  return el("path", { d, fill: "#65A30D" });
}

function drawBunTop(rand: Random, width: number, y: number, color: string): string {
  const half = width / 2;
  const seeds = scatter(rand, 12, half * 0.7, 24)
    .map(([sx, sy]) => el("ellipse", { cx: sx, cy: y - 58 + sy * 0.8, rx: 4, ry: 2, fill: "#FFF7E0" }))
    .join("");
  return (
    el("path", {
      d: `M${-half} ${y}Q${-half} ${y - 110} 0 ${y - 112}Q${half} ${y - 110} ${half} ${y}Z`,
      fill: color,
    }) +
    el("path", {
      d: `M${-half * 0.6} ${y - 70}Q${-half * 0.3} ${y - 96} ${half * 0.1} ${y - 98}`,
      stroke: "#FFFFFF",
      "stroke-width": 10,
      fill: "none",
      "stroke-linecap": "round",
      opacity: 0.25,
    }) +
    seeds
  );
}

export function drawBurger(rand: Random, x: number, y: number, scale: number): string {
  const w = 300;
  const layers =
    el("rect", { x: -140, y: -46, width: 280, height: 46, rx: 20, fill: "#D98B2B" }) +
    el("rect", { x: -150, y: -86, width: 300, height: 44, rx: 20, fill: "#4A2511" }) +
    el("path", {
      d: "M-150-90H150L130-70L110-50L96-74L60-60L30-80L-10-56L-40-80L-80-58L-110-78L-140-66Z",
      fill: "#FACC15",
    }) +
    el("rect", { x: -148, y: -130, width: 296, height: 42, rx: 20, fill: "#5A2D14" }) +
    el("rect", { x: -130, y: -146, width: 260, height: 18, rx: 8, fill: "#FDE047" }) +
    el("rect", { x: -140, y: -160, width: 280, height: 16, rx: 6, fill: "#DC2626" }) +
    drawLettuce(w, -160) +
    drawBunTop(rand, w, -172, "#E8952F");
  return group(place(x, y, 0, scale), layers);
}

export type CocoFilling = "jerk-chicken" | "beef-patty";

/** Folded coco bread with the filling peeking out. */
export function drawCocoBread(x: number, y: number, scale: number, filling: CocoFilling): string {
  const bottom = el("path", { d: "M-170 0Q-170-40-140-50H140Q170-40 170 0Z", fill: "#E9BD7B" });
  const fill =
    filling === "jerk-chicken"
      ? el("path", { d: "M-160-46Q-120-80-60-60Q0-86 60-62Q120-84 166-50L166-34H-160Z", fill: "#8B3A12" }) +
        el("path", {
          d: "M-170-40q14 18 28 0t28 0t28 0t28 0t28 0t28 0t28 0t28 0t28 0t28 0t28 0t28 0V-54H-170Z",
          fill: "#65A30D",
        }) +
        el("path", {
          d: "M-120-72h30M-30-80h30M60-76h30",
          stroke: "#3B1407",
          "stroke-width": 6,
          "stroke-linecap": "round",
          opacity: 0.6,
        })
      : el("path", { d: "M-215-40Q-210-118 0-120Q210-118 215-40Z", fill: "#F2B630" }) +
        el("path", {
          d: "M-215-40Q-210-118 0-120Q210-118 215-40",
          stroke: "#D38A12",
          "stroke-width": 8,
          "stroke-dasharray": "10 8",
          fill: "none",
        }) +
        el("path", {
          d: "M-200-80Q-150-104-90-108",
          stroke: "#FDE68A",
          "stroke-width": 8,
          fill: "none",
          "stroke-linecap": "round",
          opacity: 0.7,
        });
  const top = el("path", {
    d: "M-164-60Q-150-150 0-156Q150-150 164-60Q80-80 0-76Q-80-80-164-60Z",
    fill: "#F0CB8E",
  });
  const shine = el("path", {
    d: "M-100-118Q-40-142 30-140",
    stroke: "#FFFFFF",
    "stroke-width": 10,
    fill: "none",
    "stroke-linecap": "round",
    opacity: 0.3,
  });
  return group(place(x, y, 0, scale), bottom + fill + top + shine);
}

export function drawPoBoy(rand: Random, x: number, y: number, scale: number): string {
  const roll = el("path", { d: "M-220 0Q-240-40-200-50H200Q240-40 220 0Z", fill: "#C98A3E" });
  const tomato = [-150, -70, 10, 90, 170]
    .map((tx) => el("ellipse", { cx: tx, cy: -56, rx: 36, ry: 10, fill: "#DC2626" }))
    .join("");
  const fish = el("path", { d: "M-210-60Q-200-100-120-96Q0-112 120-98Q200-100 214-60Z", fill: "#5C2E14" });
  const flecks = scatter(rand, 18, 190, 12)
    .map(([fx, fy], i) => el("circle", { cx: fx, cy: -82 + fy, r: 2.5, fill: i % 2 ? "#EA580C" : "#2A130A" }))
    .join("");
  let lettuce = "M-220-56";
  for (let lx = -220; lx < 220; lx += 22) lettuce += "q11 14 22 0";
  lettuce += "V-70H-220Z";
  const top = el("path", {
    d: "M-214-104Q-200-170 0-176Q200-170 214-104Q100-118 0-116Q-100-118-214-104Z",
    fill: "#D99A48",
  });
  const slashes = [-120, -40, 40, 120]
    .map((sx) =>
      el("path", {
        d: `M${sx - 16}-150l32-12`,
        stroke: "#A8662A",
        "stroke-width": 5,
        "stroke-linecap": "round",
      }),
    )
    .join("");
  return group(
    place(x, y, 0, scale),
    roll + tomato + el("path", { d: lettuce, fill: "#84CC16" }) + fish + flecks + top + slashes,
  );
}

/** Golden fries leaning together, for the burger board. */
export function drawFries(x: number, y: number, scale: number): string {
  const fries = [-40, -24, -8, 8, 24, 40]
    .map((fx, i) =>
      el("rect", {
        x: fx - 6,
        y: -120 + (i % 3) * 14,
        width: 13,
        height: 120,
        rx: 4,
        fill: i % 2 ? "#FCD34D" : "#FBBF24",
        transform: `rotate(${(fx / 40) * 10} ${fx} 0)`,
      }),
    )
    .join("");
  const cup =
    el("path", { d: "M-58-70H58L48 0H-48Z", fill: "#DC2626" }) +
    el("path", { d: "M-52-44H52", stroke: "#FFFFFF", "stroke-width": 6 });
  return group(place(x, y, 0, scale), fries + cup);
}
