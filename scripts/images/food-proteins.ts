// Top-down meat, fish and seafood shapes. Each draws around (0,0) in its own coordinates and is
// moved into place with `place()`, so plates, trays and hero scenes can reuse it at any size.
import { blob, createRandom, el, group, place, scatter } from "./svg-kit.ts";
import type { Random } from "./svg-kit.ts";
import { shapeId, useShape } from "./shared-defs.ts";

export type Crust = { name: string; base: string; dark: string; light: string };

export const JERK: Crust = { name: "jerk", base: "#8B3A12", dark: "#3B1407", light: "#C9622A" };
export const GLAZED: Crust = { name: "glazed", base: "#9A3412", dark: "#4C1D0B", light: "#F28B3C" };
export const FRIED: Crust = { name: "fried", base: "#C9741A", dark: "#8A4A0E", light: "#F4B548" };
export const BROWN_STEW: Crust = { name: "stew", base: "#6B2F12", dark: "#3A170A", light: "#A8582C" };

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
    .map(([x, y], i) =>
      el("circle", {
        cx: cx + x,
        cy: y,
        r: 2 + (i % 3),
        fill: i % 2 ? crust.dark : crust.light,
        opacity: 0.7,
      }),
    )
    .join("");
}

/** A chicken leg pointing right, about 115 units long. */
export function drawDrumstick(x: number, y: number, angle: number, scale: number, crust: Crust): string {
  return useShape(
    shapeId("drumstick", crust.name),
    () => drawDrumstickShape(createRandom(crust.name), crust),
    x,
    y,
    angle,
    scale,
  );
}

function drawDrumstickShape(rand: Random, crust: Crust): string {
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
  return bone + meat + shine + texture;
}

/** A boneless thigh or breast piece. */
export function drawThigh(x: number, y: number, angle: number, scale: number, crust: Crust): string {
  return useShape(
    shapeId("thigh", crust.name),
    () => drawThighShape(createRandom(crust.name), crust),
    x,
    y,
    angle,
    scale,
  );
}

function drawThighShape(rand: Random, crust: Crust): string {
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
  return body + shine + texture;
}

/** A wing flat with a sticky glaze and sesame seeds. */
export function drawWing(x: number, y: number, angle: number, scale: number, crust: Crust): string {
  return useShape(
    shapeId("wing", crust.name),
    () => drawWingShape(createRandom(crust.name), crust),
    x,
    y,
    angle,
    scale,
  );
}

function drawWingShape(rand: Random, crust: Crust): string {
  const body = el("path", {
    d: "M-40-12C-40-30-8-28 0-17 8-28 40-30 40-12V12C40 30 8 28 0 17-8 28-40 30-40 12Z",
    fill: crust.base,
  });
  const shine = el("path", {
    d: "M-28-14Q0-6 28-14",
    stroke: crust.light,
    "stroke-width": 6,
    fill: "none",
    "stroke-linecap": "round",
    opacity: 0.7,
  });
  const seeds = scatter(rand, 5, 26, 12)
    .map(([sx, sy]) => el("ellipse", { cx: sx, cy: sy + 4, rx: 2.6, ry: 1.4, fill: "#FFF7E6" }))
    .join("");
  return body + shine + seeds;
}

/** A curved shrimp with its tail; opens to the right. */
export function drawShrimp(x: number, y: number, angle: number, scale: number): string {
  return useShape("shrimp", drawShrimpShape, x, y, angle, scale);
}

function drawShrimpShape(): string {
  const color = "#F26B4A";
  const body = el("path", {
    d: "M14-22A24 24 0 1 0 16 20",
    fill: "none",
    stroke: color,
    "stroke-width": 16,
    "stroke-linecap": "round",
  });
  const shine = el("path", {
    d: "M4-19A20 20 0 0 0-18 4",
    fill: "none",
    stroke: "#FDC3A0",
    "stroke-width": 5,
    "stroke-linecap": "round",
  });
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
  return tail + body + shine + segments;
}

/** A whole fried snapper facing left, about 250 units long. */
export function drawWholeFish(x: number, y: number, angle: number, scale: number): string {
  const tail = el("path", { d: "M70 0L128-42Q114 0 128 42Z", fill: "#9A4A10" });
  const body = el("path", { d: "M-120 0C-90-58 30-62 80-10V10C30 62-90 58-120 0Z", fill: "#B45309" });
  const belly = el("path", { d: "M-100 8C-60 40 20 42 70 8C20 24-60 24-100 8Z", fill: "#E39A3B" });
  const fin = el("path", { d: "M-20-46Q10-70 40-42Z", fill: "#8A3F0C" });
  const scores = [-50, -20, 10, 40]
    .map((sx) =>
      el("path", {
        d: `M${sx}-34q14 34 0 62`,
        stroke: "#6B2E08",
        "stroke-width": 4,
        fill: "none",
        opacity: 0.6,
      }),
    )
    .join("");
  const eye =
    el("circle", { cx: -92, cy: -10, r: 8, fill: "#FFF" }) +
    el("circle", { cx: -92, cy: -10, r: 4, fill: "#1C1917" });
  return group(place(x, y, angle, scale), tail + fin + body + belly + scores + eye);
}

/** A rack of ribs with glaze, bones showing at both edges. */
export function drawRibs(rand: Random, x: number, y: number, angle: number, scale: number): string {
  let bones = "";
  let seams = "";
  for (let i = 0; i < 6; i++) {
    const bx = -96 + i * 38;
    bones += el("rect", { x: bx, y: -70, width: 13, height: 20, rx: 6, fill: BONE });
    bones += el("rect", { x: bx, y: 50, width: 13, height: 20, rx: 6, fill: BONE });
    if (i > 0)
      seams += el("path", { d: `M${bx - 12}-50V50`, stroke: "#3F1208", "stroke-width": 3, opacity: 0.6 });
  }
  const rack = el("rect", { x: -112, y: -56, width: 224, height: 112, rx: 34, fill: "#6B2410" });
  const glaze = el("rect", {
    x: -100,
    y: -46,
    width: 200,
    height: 64,
    rx: 28,
    fill: "#A8321C",
    opacity: 0.85,
  });
  const chars = scatter(rand, 6, 80, 30)
    .map(([cx, cy]) =>
      el("path", {
        d: `M${cx - 10} ${cy - 6}l20 12`,
        stroke: "#2B0D05",
        "stroke-width": 4,
        "stroke-linecap": "round",
        opacity: 0.55,
      }),
    )
    .join("");
  const shine = el("path", {
    d: "M-80-30Q0-40 80-30",
    stroke: "#F5A06A",
    "stroke-width": 6,
    fill: "none",
    "stroke-linecap": "round",
    opacity: 0.5,
  });
  return group(place(x, y, angle, scale), bones + rack + glaze + seams + chars + shine);
}

/** A craggy, golden fried piece (country fried steak, fried chicken breast). */
export function drawFriedCutlet(rand: Random, x: number, y: number, angle: number, scale: number): string {
  const outline = blob(rand, 0, 0, 90, 62, { fill: "#B8651A" }, 0.16);
  const top = blob(rand, -4, -4, 78, 50, { fill: "#E0972F" }, 0.14);
  return group(place(x, y, angle, scale), outline + top + crumbs(rand, 0, 70, 44, FRIED));
}

/** A piece of stewed meat; `withBone` draws the round bone of oxtail or goat. */
export function drawMeatChunk(x: number, y: number, size: number, color: string, withBone = false): string {
  const id = shapeId("chunk", color, withBone ? "bone" : "plain");
  return useShape(
    id,
    () => drawMeatChunkShape(createRandom(id), color, withBone),
    x,
    y,
    Math.round((x * 7 + y * 3) % 360),
    size / 30,
  );
}

function drawMeatChunkShape(rand: Random, color: string, withBone: boolean): string {
  const body = blob(
    rand,
    0,
    0,
    30,
    26,
    { fill: color, stroke: "#2A0F05", "stroke-width": 2, "stroke-opacity": 0.3 },
    0.18,
  );
  const detail = withBone
    ? el("circle", { cx: 3, cy: 0, r: 11, fill: "#E9DCC6" }) +
      el("circle", { cx: 3, cy: 0, r: 5, fill: "#B99A78" })
    : el("ellipse", { cx: -9, cy: -10, rx: 10, ry: 4, fill: "#FFFFFF", opacity: 0.18 });
  return body + detail;
}
