// Top-down meat, fish and seafood shapes. Each draws around (0,0) in its own coordinates and is
// moved into place with `place()`, so plates, trays and hero scenes can reuse it at any size.
import { blob, el, group, place, scatter } from "./svg-kit";
import type { Random } from "./svg-kit";

export type Crust = { base: string; dark: string; light: string };

export const JERK: Crust = { base: "#8B3A12", dark: "#3B1407", light: "#C9622A" };
export const GLAZED: Crust = { base: "#9A3412", dark: "#4C1D0B", light: "#F28B3C" };
export const FRIED: Crust = { base: "#C9741A", dark: "#8A4A0E", light: "#F4B548" };
export const BROWN_STEW: Crust = { base: "#6B2F12", dark: "#3A170A", light: "#A8582C" };

const BONE = "#F4EADB";

function charMarks(marks: Array<[number, number]>, color: string): string {
  return marks
    .map(([x, half]) =>
      el("path", {
        d: `M${x} ${-half}q6 ${half} 0 ${half * 2}`,
        stroke: color,
        "stroke-width": 5,
        fill: "none",
        "stroke-linecap": "round",
        opacity: 0.7,
      }),
    )
    .join("");
}

function crumbs(rand: Random, cx: number, rx: number, ry: number, crust: Crust): string {
  return scatter(rand, 14, rx, ry)
    .map(([x, y], i) => el("circle", { cx: cx + x, cy: y, r: 2 + (i % 3), fill: i % 2 ? crust.dark : crust.light, opacity: 0.7 }))
    .join("");
}

/** A chicken leg pointing right, about 115 units long. */
export function drawDrumstick(rand: Random, x: number, y: number, angle: number, scale: number, crust: Crust): string {
  const bone =
    el("path", { d: "M36-6H60V6H36Z", fill: BONE }) +
    el("circle", { cx: 62, cy: -6, r: 7, fill: BONE }) +
    el("circle", { cx: 62, cy: 6, r: 7, fill: BONE });
  const meat = el("path", {
    d: "M-52 0C-52-36-12-40 16-17L40-8C45-5 45 5 40 8L16 17C-12 40-52 36-52 0Z",
    fill: crust.base,
  });
  const shine = el("ellipse", { cx: -24, cy: -13, rx: 18, ry: 6, fill: crust.light, opacity: 0.6 });
  const texture =
    crust === FRIED
      ? crumbs(rand, -14, 30, 18, crust)
      : charMarks(
          [
            [-32, 22],
            [-12, 20],
            [8, 13],
          ],
          crust.dark,
        );
  return group(place(x, y, angle, scale), bone + meat + shine + texture);
}

/** A boneless thigh or breast piece. */
export function drawThigh(rand: Random, x: number, y: number, angle: number, scale: number, crust: Crust): string {
  const body = blob(rand, 0, 0, 62, 44, { fill: crust.base }, 0.14);
  const shine = el("ellipse", { cx: -14, cy: -16, rx: 26, ry: 8, fill: crust.light, opacity: 0.55 });
  const texture =
    crust === FRIED
      ? crumbs(rand, 0, 48, 32, crust)
      : charMarks(
          [
            [-34, 24],
            [-12, 32],
            [10, 32],
            [32, 22],
          ],
          crust.dark,
        );
  return group(place(x, y, angle, scale), body + shine + texture);
}

/** A wing flat with a sticky glaze and sesame seeds. */
export function drawWing(rand: Random, x: number, y: number, angle: number, scale: number, crust: Crust): string {
  const body = el("path", {
    d: "M-40-12C-40-30-8-28 0-17 8-28 40-30 40-12V12C40 30 8 28 0 17-8 28-40 30-40 12Z",
    fill: crust.base,
  });
  const shine = el("path", { d: "M-28-14Q0-6 28-14", stroke: crust.light, "stroke-width": 6, fill: "none", "stroke-linecap": "round", opacity: 0.7 });
  const seeds = scatter(rand, 5, 26, 12)
    .map(([sx, sy]) => el("ellipse", { cx: sx, cy: sy + 4, rx: 2.6, ry: 1.4, fill: "#FFF7E6" }))
    .join("");
  return group(place(x, y, angle, scale), body + shine + seeds);
}

/** A curved shrimp with its tail; opens to the right. */
export function drawShrimp(x: number, y: number, angle: number, scale: number, color = "#F26B4A"): string {
  const body = el("path", { d: "M14-22A24 24 0 1 0 16 20", fill: "none", stroke: color, "stroke-width": 16, "stroke-linecap": "round" });
  const shine = el("path", { d: "M4-19A20 20 0 0 0-18 4", fill: "none", stroke: "#FDC3A0", "stroke-width": 5, "stroke-linecap": "round" });
  let segments = "";
  for (let deg = 110; deg <= 250; deg += 35) {
    const rad = (deg * Math.PI) / 180;
    segments += el("path", {
      d: `M${Math.cos(rad) * 18} ${Math.sin(rad) * 18}L${Math.cos(rad) * 31} ${Math.sin(rad) * 31}`,
      stroke: "#B93A22",
      "stroke-width": 2,
      opacity: 0.45,
    });
  }
  const tail = el("path", { d: "M12 18L36 8L32 36Z", fill: "#D9402A" });
  return group(place(x, y, angle, scale), tail + body + shine + segments);
}

/** A whole fried snapper facing left, about 250 units long. */
export function drawWholeFish(x: number, y: number, angle: number, scale: number): string {
  const tail = el("path", { d: "M70 0L128-42Q114 0 128 42Z", fill: "#9A4A10" });
  const body = el("path", { d: "M-120 0C-90-58 30-62 80-10V10C30 62-90 58-120 0Z", fill: "#B45309" });
  const belly = el("path", { d: "M-100 8C-60 40 20 42 70 8C20 24-60 24-100 8Z", fill: "#E39A3B" });
  const fin = el("path", { d: "M-20-46Q10-70 40-42Z", fill: "#8A3F0C" });
  const scores = [-50, -20, 10, 40]
    .map((sx) => el("path", { d: `M${sx}-34q14 34 0 62`, stroke: "#6B2E08", "stroke-width": 4, fill: "none", opacity: 0.6 }))
    .join("");
  const eye = el("circle", { cx: -92, cy: -10, r: 8, fill: "#FFF" }) + el("circle", { cx: -92, cy: -10, r: 4, fill: "#1C1917" });
  return group(place(x, y, angle, scale), tail + fin + body + belly + scores + eye);
}

/** A blackened fillet with spice flecks. */
export function drawFillet(rand: Random, x: number, y: number, angle: number, scale: number): string {
  const body = blob(rand, 0, 0, 70, 30, { fill: "#5C2E14" }, 0.1);
  const flesh = blob(rand, 4, 6, 56, 16, { fill: "#8E4A22", opacity: 0.8 }, 0.1);
  const flecks = scatter(rand, 16, 60, 22)
    .map(([fx, fy], i) => el("circle", { cx: fx, cy: fy, r: 2, fill: i % 2 ? "#C2410C" : "#2A130A" }))
    .join("");
  return group(place(x, y, angle, scale), body + flesh + flecks);
}

/** A rack of ribs with glaze, bones showing at both edges. */
export function drawRibs(rand: Random, x: number, y: number, angle: number, scale: number): string {
  let bones = "";
  let seams = "";
  for (let i = 0; i < 6; i++) {
    const bx = -96 + i * 38;
    bones += el("rect", { x: bx, y: -70, width: 13, height: 20, rx: 6, fill: BONE });
    bones += el("rect", { x: bx, y: 50, width: 13, height: 20, rx: 6, fill: BONE });
    if (i > 0) seams += el("path", { d: `M${bx - 12}-50V50`, stroke: "#3F1208", "stroke-width": 3, opacity: 0.6 });
  }
  const rack = el("rect", { x: -112, y: -56, width: 224, height: 112, rx: 34, fill: "#6B2410" });
  const glaze = el("rect", { x: -100, y: -46, width: 200, height: 64, rx: 28, fill: "#A8321C", opacity: 0.85 });
  const chars = scatter(rand, 6, 80, 30)
    .map(([cx, cy]) => el("path", { d: `M${cx - 10} ${cy - 6}l20 12`, stroke: "#2B0D05", "stroke-width": 4, "stroke-linecap": "round", opacity: 0.55 }))
    .join("");
  const shine = el("path", { d: "M-80-30Q0-40 80-30", stroke: "#F5A06A", "stroke-width": 6, fill: "none", "stroke-linecap": "round", opacity: 0.5 });
  return group(place(x, y, angle, scale), bones + rack + glaze + seams + chars + shine);
}

/** A craggy, golden fried piece (country fried steak, fried chicken breast). */
export function drawFriedCutlet(rand: Random, x: number, y: number, angle: number, scale: number): string {
  const outline = blob(rand, 0, 0, 90, 62, { fill: "#B8651A" }, 0.16);
  const top = blob(rand, -4, -4, 78, 50, { fill: "#E0972F" }, 0.14);
  return group(place(x, y, angle, scale), outline + top + crumbs(rand, 0, 70, 44, FRIED));
}

/** A piece of stewed meat; `withBone` draws the round bone of oxtail or goat. */
export function drawMeatChunk(rand: Random, x: number, y: number, size: number, color: string, withBone = false): string {
  const body = blob(rand, x, y, size, size * 0.85, { fill: color, stroke: "#2A0F05", "stroke-width": 2, "stroke-opacity": 0.3 }, 0.18);
  const bone = withBone
    ? el("circle", { cx: x + size * 0.1, cy: y, r: size * 0.38, fill: "#E9DCC6" }) +
      el("circle", { cx: x + size * 0.1, cy: y, r: size * 0.18, fill: "#B99A78" })
    : el("ellipse", { cx: x - size * 0.3, cy: y - size * 0.35, rx: size * 0.35, ry: size * 0.15, fill: "#FFFFFF", opacity: 0.18 });
  return body + bone;
}
