// Repeating fills for rice, macaroni, greens and slaw. A pattern tile of a few shapes looks as
// dense as hundreds of individual grains at a fraction of the file size.
import { createRandom, el } from "./svg-kit.ts";

export type TextureName = "rice" | "peas" | "mac" | "greens" | "slaw";

// Tiles are large and irregular inside, so the repeat is hard to spot.
function grains(size: number, count: number): string {
  const rand = createRandom("rice-grains");
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = Math.round(rand() * size);
    const y = Math.round(rand() * size);
    out += el("ellipse", {
      cx: x,
      cy: y,
      rx: 4.5,
      ry: 1.8,
      fill: i % 3 ? "#FFFFFF" : "#E6D9BD",
      transform: `rotate(${Math.round(rand() * 180)} ${x} ${y})`,
    });
  }
  return out;
}

function pieces(
  seed: string,
  size: number,
  count: number,
  draw: (x: number, y: number, angle: number, index: number) => string,
): string {
  const rand = createRandom(seed);
  let out = "";
  for (let i = 0; i < count; i++)
    out += draw(
      Math.round(4 + rand() * (size - 8)),
      Math.round(4 + rand() * (size - 8)),
      Math.round(rand() * 360),
      i,
    );
  return out;
}

const TILES: Record<TextureName, { size: number; body: () => string }> = {
  rice: { size: 70, body: () => el("rect", { width: 70, height: 70, fill: "#FBF5E6" }) + grains(70, 26) },
  peas: {
    size: 70,
    body: () =>
      el("rect", { width: 70, height: 70, fill: "#FBF5E6" }) +
      grains(70, 24) +
      pieces("peas", 70, 4, (x, y, angle) =>
        el("ellipse", {
          cx: x,
          cy: y,
          rx: 5,
          ry: 3.4,
          fill: "#7F1D1D",
          transform: `rotate(${angle} ${x} ${y})`,
        }),
      ),
  },
  mac: {
    size: 80,
    body: () =>
      el("rect", { width: 80, height: 80, fill: "#F8C23A" }) +
      pieces("mac", 80, 14, (x, y, angle, i) =>
        el("path", {
          d: "M-8 0a9 9 0 0 1 16 0",
          stroke: i % 4 ? "#E4941A" : "#FDE68A",
          "stroke-width": 5,
          fill: "none",
          "stroke-linecap": "round",
          transform: `translate(${x} ${y}) rotate(${angle})`,
        }),
      ),
  },
  greens: {
    size: 60,
    body: () =>
      el("rect", { width: 60, height: 60, fill: "#14532D" }) +
      [
        [14, 14, 30, "#166534"],
        [44, 20, -40, "#15803D"],
        [20, 44, 80, "#1E7A3C"],
        [48, 50, 10, "#166534"],
      ]
        .map(([x = 0, y = 0, angle = 0, color = "#166534"]) =>
          el("path", {
            d: "M-16 0Q0-12 16 0Q0 12-16 0ZM-12 0H12",
            fill: color,
            stroke: "#4ADE80",
            "stroke-width": 1,
            "stroke-opacity": 0.35,
            transform: `translate(${x} ${y}) rotate(${angle})`,
          }),
        )
        .join(""),
  },
  slaw: {
    size: 40,
    body: () =>
      el("rect", { width: 40, height: 40, fill: "#EEF3DC" }) +
      [
        [4, 6, 20, 12, "#A3C76D"],
        [22, 4, 36, 14, "#FFFFFF"],
        [8, 20, 24, 30, "#F59E42"],
        [26, 22, 38, 32, "#A3C76D"],
        [2, 34, 16, 36, "#C9DE9A"],
        [28, 36, 36, 26, "#FFFFFF"],
      ]
        .map(([x1 = 0, y1 = 0, x2 = 0, y2 = 0, color = "#FFFFFF"]) =>
          el("path", {
            d: `M${x1} ${y1}L${x2} ${y2}`,
            stroke: color,
            "stroke-width": 3,
            "stroke-linecap": "round",
          }),
        )
        .join(""),
  },
};

export function textureFill(name: TextureName): string {
  return `url(#tex-${name})`;
}

/** The pattern definitions a picture's body refers to, and no others. */
export function collectTextureDefs(body: string): string {
  return (Object.keys(TILES) as TextureName[])
    .filter((name) => body.includes(textureFill(name)))
    .map((name) => {
      const tile = TILES[name];
      return el(
        "pattern",
        { id: `tex-${name}`, width: tile.size, height: tile.size, patternUnits: "userSpaceOnUse" },
        tile.body(),
      );
    })
    .join("");
}
