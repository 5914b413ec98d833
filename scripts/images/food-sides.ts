// Top-down starches, stews, vegetables and garnish, drawn in the caller's coordinates.
import { between, blob, el, place, scatter } from "./svg-kit.ts";
import type { Random } from "./svg-kit.ts";
import { textureFill } from "./textures.ts";
import { shapeId, useShape } from "./shared-defs.ts";

export function drawRice(
  rand: Random,
  x: number,
  y: number,
  rx: number,
  ry: number,
  withPeas: boolean,
): string {
  return (
    blob(rand, x, y, rx, ry, {
      fill: textureFill(withPeas ? "peas" : "rice"),
      stroke: "#E8DCC2",
      "stroke-width": 2,
    }) +
    el("ellipse", {
      cx: x - rx * 0.2,
      cy: y - ry * 0.3,
      rx: rx * 0.45,
      ry: ry * 0.25,
      fill: "#FFFFFF",
      opacity: 0.35,
    })
  );
}

/** A pool of sauce with a soft highlight; pieces are scattered on top by the caller. */
export function drawSauce(
  rand: Random,
  x: number,
  y: number,
  rx: number,
  ry: number,
  color: string,
  sheen = "#FFFFFF",
): string {
  return (
    blob(rand, x, y, rx, ry, { fill: color }, 0.08) +
    el("ellipse", {
      cx: x - rx * 0.25,
      cy: y - ry * 0.35,
      rx: rx * 0.4,
      ry: ry * 0.14,
      fill: sheen,
      opacity: 0.18,
    })
  );
}

/** Draws `count` pieces at scattered spots inside an ellipse. */
export function spread(
  rand: Random,
  x: number,
  y: number,
  rx: number,
  ry: number,
  count: number,
  draw: (px: number, py: number, angle: number, index: number) => string,
): string {
  return scatter(rand, count, rx, ry)
    .map(([px, py], i) => draw(x + px, y + py, Math.round(between(rand, -80, 80)), i))
    .join("");
}

export function drawCube(x: number, y: number, angle: number, size: number, color: string): string {
  const id = shapeId("cube", color);
  return useShape(
    id,
    () => el("rect", { x: -10, y: -10, width: 20, height: 20, rx: 5, fill: color }),
    x,
    y,
    angle,
    size / 20,
  );
}

export function drawCoin(x: number, y: number, r: number, color: string): string {
  const id = shapeId("coin", color);
  const draw = () =>
    el("circle", { r: 10, fill: color }) + el("circle", { r: 5.5, fill: "#FFFFFF", opacity: 0.25 });
  return useShape(id, draw, x, y, 0, r / 10);
}

export function drawBean(x: number, y: number, angle: number, size: number, color: string): string {
  return useShape(
    shapeId("bean", color),
    () => el("ellipse", { rx: 10, ry: 6.2, fill: color }),
    x,
    y,
    angle,
    size / 10,
  );
}

export function drawStrip(
  x: number,
  y: number,
  angle: number,
  length: number,
  color: string,
  width = 6,
): string {
  const id = shapeId("strip", length, color, width);
  const draw = () =>
    el("path", {
      d: `M${-length / 2} 0Q0 ${-length * 0.2} ${length / 2} 0`,
      stroke: color,
      "stroke-width": width,
      fill: "none",
      "stroke-linecap": "round",
    });
  return useShape(id, draw, x, y, angle);
}

export function drawPenne(x: number, y: number, angle: number): string {
  const draw = () =>
    el("path", { d: "M-12-5H14L10 5H-16Z", fill: "#F6C96B", stroke: "#D99A3D", "stroke-width": 1.5 }) +
    el("ellipse", { cx: 12, rx: 2.5, ry: 5, fill: "#C98B34" });
  return useShape("penne", draw, x, y, angle);
}

export function drawPlantain(x: number, y: number, angle: number, scale = 1): string {
  const draw = () =>
    el("ellipse", { rx: 32, ry: 17, fill: "#B4530F" }) +
    el("ellipse", { rx: 27, ry: 13, fill: "#F59E0B" }) +
    el("ellipse", { cx: -4, cy: -3, rx: 14, ry: 5, fill: "#FCD34D", opacity: 0.8 });
  return useShape("plantain", draw, x, y, angle, scale);
}

export function drawMacAndCheese(rand: Random, x: number, y: number, rx: number, ry: number): string {
  return (
    blob(rand, x, y, rx, ry, { fill: textureFill("mac") }, 0.08) +
    spread(rand, x, y, rx * 0.7, ry * 0.7, 6, (px, py) =>
      blob(rand, px, py, 16, 11, { fill: "#C2650E", opacity: 0.5 }),
    )
  );
}

/** Festival: a sweet fried cornmeal dumpling. */
export function drawFestival(x: number, y: number, angle: number, scale = 1): string {
  const draw = () =>
    el("rect", { x: -46, y: -16, width: 92, height: 32, rx: 16, fill: "#C46A14" }) +
    el("rect", { x: -40, y: -12, width: 80, height: 22, rx: 11, fill: "#E39A34" }) +
    el("rect", { x: -30, y: -9, width: 46, height: 6, rx: 3, fill: "#F8C96A", opacity: 0.8 });
  return useShape("festival", draw, x, y, angle, scale);
}

export function drawSlaw(rand: Random, x: number, y: number, rx: number, ry: number): string {
  return blob(rand, x, y, rx, ry, { fill: textureFill("slaw"), stroke: "#D9E4BE", "stroke-width": 2 });
}

export function drawGreens(rand: Random, x: number, y: number, rx: number, ry: number): string {
  const colors = ["#166534", "#15803D", "#1E7A3C"];
  let out = blob(rand, x, y, rx, ry, { fill: textureFill("greens") });
  out += spread(rand, x, y, rx * 0.75, ry * 0.75, 12, (px, py, _angle, i) =>
    blob(
      rand,
      px,
      py,
      18,
      12,
      {
        fill: colors[i % colors.length] ?? "#166534",
        stroke: "#4ADE80",
        "stroke-width": 1.2,
        "stroke-opacity": 0.4,
      },
      0.3,
    ),
  );
  out += spread(rand, x, y, rx * 0.7, ry * 0.7, 7, (px, py, angle) => drawCube(px, py, angle, 10, "#DC2626"));
  return out;
}

export function drawAckee(rand: Random, x: number, y: number, rx: number, ry: number): string {
  let out = blob(rand, x, y, rx * 0.9, ry * 0.9, { fill: "#FBBF24" }, 0.15);
  out += spread(
    rand,
    x,
    y,
    rx * 0.9,
    ry * 0.9,
    Math.min(40, Math.round((rx * ry) / 250)),
    (px, py, _angle, i) =>
      blob(
        rand,
        px,
        py,
        19,
        14,
        { fill: i % 2 ? "#FDE68A" : "#FCD34D", stroke: "#E5A50A", "stroke-width": 1.5 },
        0.25,
      ),
  );
  out += spread(rand, x, y, rx * 0.85, ry * 0.85, 10, (px, py, angle) =>
    el("path", {
      d: "M-9-4L8-6L10 3L-7 6Z",
      fill: "#F6F0E4",
      stroke: "#CDBFA5",
      "stroke-width": 1.2,
      transform: place(px, py, angle),
    }),
  );
  out += spread(rand, x, y, rx * 0.8, ry * 0.8, 7, (px, py, angle) => drawCube(px, py, angle, 8, "#DC2626"));
  out += spread(rand, x, y, rx * 0.8, ry * 0.8, 5, (px, py, angle) =>
    drawStrip(px, py, angle, 14, "#16A34A", 4),
  );
  return out;
}

/** Creamy grits, mashed potato or gravy: a smooth pool with a swirl. */
export function drawCreamy(
  rand: Random,
  x: number,
  y: number,
  rx: number,
  ry: number,
  color: string,
  swirl: string,
): string {
  return (
    blob(rand, x, y, rx, ry, { fill: color }, 0.07) +
    el("path", {
      d: `M${x - rx * 0.5} ${y}q${rx * 0.25} ${-ry * 0.4} ${rx * 0.5} 0t${rx * 0.5} 0`,
      stroke: swirl,
      "stroke-width": 5,
      fill: "none",
      "stroke-linecap": "round",
      opacity: 0.6,
    })
  );
}

export function drawPepperFlecks(
  rand: Random,
  x: number,
  y: number,
  rx: number,
  ry: number,
  color = "#44403C",
): string {
  return spread(rand, x, y, rx, ry, 18, (px, py) => el("circle", { cx: px, cy: py, r: 1.8, fill: color }));
}

export function drawScallions(
  rand: Random,
  x: number,
  y: number,
  rx: number,
  ry: number,
  count: number,
): string {
  const draw = () => el("circle", { r: 4, fill: "#D9F99D", stroke: "#4D9A1E", "stroke-width": 2 });
  return spread(rand, x, y, rx, ry, count, (px, py) => useShape("scallion", draw, px, py));
}

export function drawThyme(x: number, y: number, angle: number, scale = 1): string {
  const draw = () => {
    let leaves = "";
    for (let i = 0; i < 5; i++) {
      const lx = -30 + i * 14;
      leaves += el("ellipse", {
        cx: lx,
        cy: -5,
        rx: 5,
        ry: 2.6,
        fill: "#4D7C0F",
        transform: `rotate(-30 ${lx} -5)`,
      });
      leaves += el("ellipse", {
        cx: lx + 6,
        cy: 5,
        rx: 5,
        ry: 2.6,
        fill: "#65A30D",
        transform: `rotate(30 ${lx + 6} 5)`,
      });
    }
    return el("path", { d: "M-38 0H40", stroke: "#5B4A1E", "stroke-width": 2 }) + leaves;
  };
  return useShape("thyme", draw, x, y, angle, scale);
}

export function drawLimeWedge(x: number, y: number, angle: number, scale = 1): string {
  const draw = () => {
    let segments = "";
    for (const deg of [-60, -20, 20, 60]) {
      const rad = ((deg - 90) * Math.PI) / 180;
      segments += el("path", {
        d: `M0 0L${Math.cos(rad) * 24} ${Math.sin(rad) * 24}`,
        stroke: "#ECFCCB",
        "stroke-width": 2,
      });
    }
    return (
      el("path", { d: "M-32 0A32 32 0 0 1 32 0Z", fill: "#3F8F1A" }) +
      el("path", { d: "M-27 0A27 27 0 0 1 27 0Z", fill: "#A3E635" }) +
      segments
    );
  };
  return useShape("lime", draw, x, y, angle, scale);
}

/** A scotch bonnet pepper with its stem. */
export function drawScotchBonnet(x: number, y: number, angle: number, scale = 1, color = "#DC2626"): string {
  const draw = () =>
    el("path", {
      d: "M-20-4C-24-20-8-24 0-18 8-24 24-20 20-4 26 10 14 24 0 22-14 24-26 10-20-4Z",
      fill: color,
    }) +
    el("ellipse", { cx: -7, cy: -8, rx: 6, ry: 3, fill: "#FFFFFF", opacity: 0.35 }) +
    el("path", {
      d: "M0-18q2-10 10-14",
      stroke: "#3F6212",
      "stroke-width": 4,
      fill: "none",
      "stroke-linecap": "round",
    });
  return useShape(shapeId("pepper", color), draw, x, y, angle, scale);
}

export function drawLeaf(x: number, y: number, angle: number, scale = 1, color = "#16A34A"): string {
  const draw = () =>
    el("path", { d: "M-30 0Q0-18 30 0Q0 18-30 0Z", fill: color }) +
    el("path", { d: "M-26 0H26", stroke: "#FFFFFF", "stroke-width": 1.5, opacity: 0.35 });
  return useShape(shapeId("leaf", color), draw, x, y, angle, scale);
}
