// Logo, social sharing card and the About Us team placeholders.
import { renderSvg } from "./shared-defs.ts";
import { createRandom, el, escapeXml } from "./svg-kit.ts";
import { drawPlatedDish } from "./dish-scene.ts";
import type { PlatedLook } from "./dish-scene.ts";
import { MAIN_LOOKS } from "./menu-looks-mains.ts";
import { drawLeaf, drawScotchBonnet } from "./food-sides.ts";
import { drawPalmFrond, drawSun, linearGradient } from "./scene-parts.ts";
import { drawPerson } from "./people.ts";
import type { PersonLook } from "./people.ts";

const SERIF = "Georgia, 'DejaVu Serif', serif";

/** The round mark alone, drawn in a 200x200 box, so the card can reuse it. */
function drawMark(): string {
  return (
    el("circle", { cx: 100, cy: 100, r: 98, fill: "#F97316" }) +
    el("circle", { cx: 100, cy: 100, r: 86, fill: "none", stroke: "#FFF7ED", "stroke-width": 4 }) +
    drawLeaf(76, 52, -35, 1.1, "#15803D") +
    drawLeaf(124, 52, 35, 1.1, "#16A34A") +
    drawLeaf(100, 40, -90, 0.9, "#166534") +
    el(
      "text",
      {
        x: 100,
        y: 134,
        "text-anchor": "middle",
        "font-family": SERIF,
        "font-weight": "bold",
        "font-size": 64,
        fill: "#FFF7ED",
      },
      "IS",
    ) +
    drawScotchBonnet(100, 160, 0, 0.7, "#B91C1C")
  );
}

export function renderLogo(): string {
  return renderSvg(200, 200, "Island Spice Kitchen", drawMark());
}

export function renderOgImage(): string {
  const look = MAIN_LOOKS["jerk-chicken-plate"] as PlatedLook;
  const defs = linearGradient("og", [
    [0, "#3F1D0B"],
    [1, "#7C2D12"],
  ]);
  const body =
    el("rect", { width: 1200, height: 630, fill: "url(#og)" }) +
    drawSun(920, 300, 230, "#F97316") +
    drawPalmFrond(1240, -30, 150, 1.1, "#166534") +
    drawPlatedDish(look, createRandom("og"), 920, 330, 230) +
    el("g", { transform: "translate(80 80) scale(0.6)" }, drawMark()) +
    el(
      "text",
      { x: 80, y: 300, "font-family": SERIF, "font-weight": "bold", "font-size": 66, fill: "#FFF7ED" },
      "Island Spice",
    ) +
    el(
      "text",
      { x: 80, y: 376, "font-family": SERIF, "font-weight": "bold", "font-size": 66, fill: "#FFF7ED" },
      "Kitchen",
    ) +
    el(
      "text",
      { x: 82, y: 440, "font-family": SERIF, "font-size": 30, fill: "#FDBA74" },
      escapeXml("Caribbean & American Kitchen"),
    ) +
    el(
      "text",
      { x: 82, y: 490, "font-family": SERIF, "font-size": 24, fill: "#FDE68A" },
      "Atlanta, GA · Family owned since 2015",
    );
  return renderSvg(1200, 630, "Island Spice Kitchen, Caribbean and American Kitchen", body, defs);
}

const TEAM: Record<1 | 2 | 3 | 4, { background: string; look: PersonLook }> = {
  1: {
    background: "#FED7AA",
    look: { skin: "#6B3E26", shirt: "#1C1917", hair: "#1C1917", style: "chef", apron: "#F97316" },
  },
  2: { background: "#BBF7D0", look: { skin: "#A0673F", shirt: "#15803D", hair: "#F59E0B", style: "wrap" } },
  3: { background: "#FDE68A", look: { skin: "#C68642", shirt: "#B91C1C", hair: "#3F1D0B", style: "curly" } },
  4: { background: "#FECACA", look: { skin: "#E0AC69", shirt: "#0F766E", hair: "#78350F", style: "long" } },
};

export function renderTeamAvatar(index: 1 | 2 | 3 | 4): string {
  const member = TEAM[index];
  const body =
    el("rect", { width: 400, height: 400, fill: member.background }) +
    el("circle", { cx: 200, cy: 220, r: 150, fill: "#FFFFFF", opacity: 0.35 }) +
    drawPerson(200, 410, 1.5, member.look);
  return renderSvg(400, 400, `Team member ${index}`, body);
}
