// Large scenery shared by the hero, story and brand pictures: palm fronds, sun, lights.
import { el, group, place } from "./svg-kit.ts";

type Point = [number, number];

function quadraticAt(p0: Point, p1: Point, p2: Point, t: number): { point: Point; tangent: Point } {
  const u = 1 - t;
  const point: Point = [
    u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
    u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
  ];
  const dx = 2 * u * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
  const dy = 2 * u * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
  const length = Math.hypot(dx, dy) || 1;
  return { point, tangent: [dx / length, dy / length] };
}

/** A palm frond growing from (x, y) along `angle`, about 340 units long before scaling. */
export function drawPalmFrond(x: number, y: number, angle: number, scale: number, color: string): string {
  const p0: Point = [0, 0];
  const p1: Point = [170, -70];
  const p2: Point = [340, 30];
  // Whole units: the frond is scaled up at most 1.5x, and it is the biggest path in a hero.
  const r = Math.round;
  let leaflets = "";
  const count = 16;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const { point, tangent } = quadraticAt(p0, p1, p2, t);
    const normal: Point = [-tangent[1], tangent[0]];
    const length = 120 * Math.sin(Math.PI * (0.15 + t * 0.8));
    for (const side of [-1, 1]) {
      const tip: Point = [
        point[0] + normal[0] * side * length + tangent[0] * length * 0.55,
        point[1] + normal[1] * side * length + tangent[1] * length * 0.55 + length * 0.25,
      ];
      const base2: Point = [point[0] + tangent[0] * 16, point[1] + tangent[1] * 16];
      const c1: Point = [
        point[0] + normal[0] * side * length * 0.55,
        point[1] + normal[1] * side * length * 0.55,
      ];
      const c2: Point = [
        base2[0] + normal[0] * side * length * 0.6 + tangent[0] * 10,
        base2[1] + normal[1] * side * length * 0.6 + tangent[1] * 10,
      ];
      leaflets += `M${r(point[0])} ${r(point[1])}Q${r(c1[0])} ${r(c1[1])} ${r(tip[0])} ${r(tip[1])}Q${r(c2[0])} ${r(c2[1])} ${r(base2[0])} ${r(base2[1])}Z`;
    }
  }
  return group(
    place(x, y, angle, scale),
    el("path", { d: leaflets, fill: color }) +
      el("path", {
        d: "M0 0Q170-70 340 30",
        stroke: color,
        "stroke-width": 8,
        fill: "none",
        "stroke-linecap": "round",
      }),
  );
}

export function drawSun(x: number, y: number, r: number, color = "#FDE68A"): string {
  return (
    el("circle", { cx: x, cy: y, r: r * 1.6, fill: color, opacity: 0.15 }) +
    el("circle", { cx: x, cy: y, r: r * 1.3, fill: color, opacity: 0.25 }) +
    el("circle", { cx: x, cy: y, r, fill: color, opacity: 0.95 })
  );
}

/** A festoon of warm bulbs hanging between two points. */
export function drawStringLights(x1: number, x2: number, y: number, sag: number, bulbs: number): string {
  const midX = (x1 + x2) / 2;
  let out = el("path", {
    d: `M${x1} ${y}Q${midX} ${y + sag * 2} ${x2} ${y}`,
    stroke: "#1C1917",
    "stroke-width": 3,
    fill: "none",
    opacity: 0.6,
  });
  for (let i = 1; i < bulbs; i++) {
    const t = i / bulbs;
    const bx = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * midX + t * t * x2;
    const by = y + 2 * (1 - t) * t * sag * 2;
    out +=
      el("circle", { cx: bx, cy: by + 12, r: 16, fill: "#FDE68A", opacity: 0.3 }) +
      el("circle", { cx: bx, cy: by + 12, r: 8, fill: "#FEF3C7" });
  }
  return out;
}

export type GradientStop = [offset: number, color: string, opacity?: number];

const GRADIENT_ENDS = {
  diagonal: { x1: 0, y1: 0, x2: 1, y2: 1 },
  horizontal: { x1: 0, y1: 0, x2: 1, y2: 0 },
  vertical: { x1: 0, y1: 0, x2: 0, y2: 1 },
} as const;

export function linearGradient(
  id: string,
  stops: GradientStop[],
  direction: keyof typeof GRADIENT_ENDS = "diagonal",
): string {
  return el(
    "linearGradient",
    { id, ...GRADIENT_ENDS[direction] },
    stops
      .map(([offset, color, opacity]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity }))
      .join(""),
  );
}
