// Friendly, faceless-enough figures for the family picture and the team placeholders.
import { el, group, place, shade } from "./svg-kit.ts";

export type HairStyle = "short" | "bun" | "curly" | "wrap" | "chef" | "long";

export type PersonLook = { skin: string; shirt: string; hair: string; style: HairStyle; apron?: string };

function drawHair(style: HairStyle, hair: string): { back: string; front: string } {
  if (style === "bun")
    return {
      back: el("circle", { cx: 0, cy: -150, r: 26, fill: hair }),
      front: el("path", {
        d: "M-56-100Q-60-160 0-162Q60-160 56-100Q40-136 0-136Q-40-136-56-100Z",
        fill: hair,
      }),
    };
  if (style === "curly") {
    const curls = [-48, -28, -8, 12, 32, 50]
      .map((cx, i) => el("circle", { cx, cy: -154 - (i % 2) * 10, r: 22, fill: hair }))
      .join("");
    // Side curls sit behind the head so they frame the face instead of covering the eyes.
    const sides = [-52, 52].map((cx) => el("circle", { cx, cy: -124, r: 18, fill: hair })).join("");
    return { back: sides, front: curls };
  }
  if (style === "wrap")
    return {
      back: "",
      front:
        el("path", { d: "M-60-104Q-70-190 0-196Q70-190 60-104Q30-130 0-128Q-30-130-60-104Z", fill: hair }) +
        el("path", {
          d: "M-20-190Q10-220 40-186",
          stroke: shade(hair, -0.25),
          "stroke-width": 10,
          fill: "none",
          "stroke-linecap": "round",
        }),
    };
  if (style === "chef")
    return {
      back: "",
      front:
        el("rect", { x: -50, y: -150, width: 100, height: 34, rx: 6, fill: "#FFFFFF" }) +
        el("path", {
          d: "M-50-146C-80-170-60-220-24-206C-16-236 24-236 30-206C66-220 84-170 50-146Z",
          fill: "#FFFFFF",
        }) +
        el("path", { d: "M-50-122H50", stroke: "#E7E5E4", "stroke-width": 3 }),
    };
  if (style === "long")
    return {
      back: el("path", { d: "M-66-110Q-70-170 0-170Q70-170 66-110V-30H-66Z", fill: hair }),
      front: el("path", { d: "M-58-104Q-50-156 0-156Q50-156 58-104Q20-140-30-124Z", fill: hair }),
    };
  return {
    back: "",
    front: el("path", { d: "M-56-106Q-58-160 0-162Q58-160 56-106Q30-136 0-134Q-30-136-56-106Z", fill: hair }),
  };
}

/** A head-and-shoulders figure whose shoulders rest on y = 0. */
export function drawPerson(x: number, y: number, scale: number, look: PersonLook): string {
  const hair = drawHair(look.style, look.hair);
  const body = el("path", { d: "M-110 0Q-110-70-40-78H40Q110-70 110 0Z", fill: look.shirt });
  const apron = look.apron ? el("path", { d: "M-50 0V-60Q0-50 50-60V0Z", fill: look.apron }) : "";
  const neck = el("rect", { x: -18, y: -96, width: 36, height: 30, rx: 10, fill: shade(look.skin, -0.12) });
  const head = el("circle", { cx: 0, cy: -112, r: 54, fill: look.skin });
  const face =
    el("circle", { cx: -18, cy: -114, r: 5, fill: "#1C1917" }) +
    el("circle", { cx: 18, cy: -114, r: 5, fill: "#1C1917" }) +
    el("path", {
      d: "M-18-92Q0-78 18-92",
      stroke: "#1C1917",
      "stroke-width": 4,
      fill: "none",
      "stroke-linecap": "round",
    }) +
    el("circle", { cx: -32, cy: -98, r: 8, fill: "#F87171", opacity: 0.35 }) +
    el("circle", { cx: 32, cy: -98, r: 8, fill: "#F87171", opacity: 0.35 });
  return group(place(x, y, 0, scale), hair.back + body + apron + neck + head + face + hair.front);
}
