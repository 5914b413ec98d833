// Plates, bowls, boards, foil trays and the table dressing around them.
import { between, el, group, pick, place, shade } from "./svg-kit.ts";
import type { Random } from "./svg-kit.ts";
import { drawLeaf, drawLimeWedge, drawScotchBonnet } from "./food-sides.ts";

export function drawShadow(x: number, y: number, rx: number, ry: number): string {
  return el("ellipse", { cx: x + 10, cy: y + 16, rx, ry, fill: "#1C0A02", opacity: 0.22 });
}

/** A round plate seen from above; food is drawn inside radius r * 0.74. */
export function drawPlate(x: number, y: number, r: number, color: string): string {
  return (
    drawShadow(x, y, r, r) +
    el("circle", { cx: x, cy: y, r, fill: color }) +
    el("circle", { cx: x, cy: y, r: r * 0.8, fill: shade(color, -0.05) }) +
    el("circle", { cx: x, cy: y, r: r * 0.8, fill: "none", stroke: shade(color, -0.12), "stroke-width": 3 }) +
    el("path", {
      d: `M${x - r * 0.9} ${y - r * 0.25}A${r * 0.93} ${r * 0.93} 0 0 1 ${x - r * 0.25} ${y - r * 0.9}`,
      stroke: "#FFFFFF",
      "stroke-width": 6,
      fill: "none",
      "stroke-linecap": "round",
      opacity: 0.5,
    })
  );
}

/** A deep bowl seen from above; the inside is darker and shaded at the top. */
export function drawBowl(x: number, y: number, r: number, color: string): string {
  return (
    drawShadow(x, y, r, r) +
    el("circle", { cx: x, cy: y, r, fill: color }) +
    el("circle", { cx: x, cy: y, r: r * 0.88, fill: shade(color, -0.18) }) +
    el("path", {
      d: `M${x - r * 0.88} ${y}A${r * 0.88} ${r * 0.88} 0 0 1 ${x + r * 0.88} ${y}A${r * 0.88} ${r * 0.7} 0 0 0 ${x - r * 0.88} ${y}Z`,
      fill: "#000000",
      opacity: 0.12,
    })
  );
}

/** A black cast-iron skillet with its handle to the right. */
export function drawSkillet(x: number, y: number, r: number): string {
  return (
    drawShadow(x + 50, y, r + 60, r) +
    el("rect", { x: x + r - 10, y: y - 18, width: 150, height: 36, rx: 18, fill: "#292524" }) +
    el("circle", { cx: x, cy: y, r, fill: "#292524" }) +
    el("circle", { cx: x, cy: y, r: r * 0.9, fill: "#3F3A36" })
  );
}

/** A wooden serving board seen at a low angle, for food drawn from the side. */
export function drawBoard(x: number, y: number, width: number, color = "#A0642C"): string {
  const half = width / 2;
  let grain = "";
  for (let i = 1; i <= 3; i++) {
    grain += el("path", {
      d: `M${x - half * 0.8} ${y - 30 + i * 14}Q${x} ${y - 36 + i * 14} ${x + half * 0.8} ${y - 30 + i * 14}`,
      stroke: shade(color, -0.2),
      "stroke-width": 2,
      fill: "none",
      opacity: 0.6,
    });
  }
  return (
    el("ellipse", { cx: x + 8, cy: y + 26, rx: half, ry: 52, fill: "#1C0A02", opacity: 0.22 }) +
    el("ellipse", { cx: x, cy: y + 10, rx: half, ry: 50, fill: shade(color, -0.25) }) +
    el("ellipse", { cx: x, cy: y, rx: half, ry: 50, fill: color }) +
    grain
  );
}

/** An aluminium catering pan seen from above; returns the frame and the food area. */
export function drawFoilTray(
  x: number,
  y: number,
  width: number,
  height: number,
): { frame: string; inner: { x: number; y: number; width: number; height: number } } {
  const ridges = [0.03, 0.06]
    .map((inset) =>
      el("rect", {
        x: x - width / 2 + width * inset,
        y: y - height / 2 + width * inset,
        width: width * (1 - inset * 2),
        height: height - width * inset * 2,
        rx: 22,
        fill: "none",
        stroke: "#FFFFFF",
        "stroke-width": 3,
        opacity: 0.6,
      }),
    )
    .join("");
  const inset = width * 0.09;
  const inner = {
    x: x - width / 2 + inset,
    y: y - height / 2 + inset,
    width: width - inset * 2,
    height: height - inset * 2,
  };
  const frame =
    el("rect", {
      x: x - width / 2 + 12,
      y: y - height / 2 + 18,
      width,
      height,
      rx: 28,
      fill: "#1C0A02",
      opacity: 0.22,
    }) +
    el("rect", { x: x - width / 2, y: y - height / 2, width, height, rx: 28, fill: "#C9CED6" }) +
    el("rect", {
      x: x - width / 2 + 8,
      y: y - height / 2 + 8,
      width: width - 16,
      height: height - 16,
      rx: 24,
      fill: "#DDE1E7",
    }) +
    ridges +
    el("rect", { ...inner, rx: 14, fill: "#B4BAC4" });
  return { frame, inner };
}

export function drawNapkin(x: number, y: number, angle: number, color: string): string {
  const stripes = [30, 50]
    .map((sy) => el("path", { d: `M-150 ${sy}H150`, stroke: "#FFFFFF", "stroke-width": 5, opacity: 0.45 }))
    .join("");
  return group(
    place(x, y, angle),
    el("rect", { x: -150, y: -110, width: 300, height: 220, rx: 10, fill: color }) + stripes,
  );
}

export function drawCutlery(x: number, y: number, angle: number, metal = "#E7E5E4"): string {
  const fork =
    el("rect", { x: -7, y: -40, width: 14, height: 170, rx: 7, fill: metal }) +
    el("path", {
      d: "M-18-120V-60Q-18-36 0-36Q18-36 18-60V-120M-6-120V-70M6-120V-70",
      stroke: metal,
      "stroke-width": 6,
      fill: "none",
      "stroke-linecap": "round",
    });
  const knife =
    el("rect", { x: 33, y: -10, width: 14, height: 140, rx: 7, fill: metal }) +
    el("path", { d: "M33-10V-120Q58-100 50-10Z", fill: metal });
  return group(place(x, y, angle), fork + knife);
}

/** Leaves, peppers and limes around the edges of a picture, away from the centre. */
export function drawTableDecor(
  rand: Random,
  width: number,
  height: number,
  leafColors: readonly string[],
  count: number,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const corner = i % 4;
    const x = corner % 2 === 0 ? between(rand, 10, width * 0.16) : between(rand, width * 0.84, width - 10);
    const y = corner < 2 ? between(rand, 10, height * 0.22) : between(rand, height * 0.78, height - 10);
    const kind = i % 5;
    const angle = Math.round(between(rand, 0, 360));
    if (kind === 3) out += drawScotchBonnet(x, y, angle, 1.1, pick(rand, ["#DC2626", "#F59E0B", "#EA580C"]));
    else if (kind === 4) out += drawLimeWedge(x, y, angle, 0.9);
    else out += drawLeaf(x, y, angle, between(rand, 1.1, 1.8), pick(rand, leafColors));
  }
  return out;
}

/** Curling steam over a hot dish. */
export function drawSteam(x: number, y: number, scale = 1): string {
  return [-40, 0, 40]
    .map((dx, i) =>
      el("path", {
        d: `M${dx} 0q-18-30 0-60t0-60`,
        stroke: "#FFFFFF",
        "stroke-width": 8 - i,
        fill: "none",
        "stroke-linecap": "round",
        opacity: 0.45,
        transform: `${place(x, y + (i === 1 ? -20 : 0), 0, scale)}`,
      }),
    )
    .join("");
}
