// Looks of the main dishes (Caribbean Classics, Jerk & Grill, American Favorites), by slug.
import type { DishLook } from "./dish-scene.ts";
import {
  BROWN_STEW,
  FRIED,
  JERK,
  GLAZED,
  drawDrumstick,
  drawFriedCutlet,
  drawMeatChunk,
  drawRibs,
  drawShrimp,
  drawThigh,
  drawWholeFish,
  drawWing,
} from "./food-proteins.ts";
import {
  drawAckee,
  drawBean,
  drawCoin,
  drawCreamy,
  drawCube,
  drawFestival,
  drawLimeWedge,
  drawPenne,
  drawPepperFlecks,
  drawPlantain,
  drawRice,
  drawSauce,
  drawScallions,
  drawScotchBonnet,
  drawSlaw,
  drawStrip,
  drawThyme,
  spread,
} from "./food-sides.ts";
import { el, place } from "./svg-kit.ts";

const PEPPERS = ["#DC2626", "#FACC15", "#16A34A"] as const;

function pepperColor(index: number): string {
  return PEPPERS[index % PEPPERS.length] ?? "#DC2626";
}

export const MAIN_LOOKS: Record<string, DishLook> = {
  "curry-goat": {
    kind: "plated",
    background: "#7C2D12",
    vessel: "bowl",
    vesselColor: "#FFF7E8",
    napkin: "#FACC15",
    hot: true,
    food: (r) =>
      drawSauce(r, 0, 0, 180, 175, "#D98E1C", "#FDE68A") +
      spread(r, -20, 20, 120, 110, 9, (x, y, a, i) =>
        i % 3 === 2 ? drawCube(x, y, a, 30, "#F6D58E") : drawMeatChunk(x, y, 32, "#7A3410", i % 2 === 0),
      ) +
      drawRice(r, 80, -75, 72, 56, true) +
      drawThyme(-70, -100, 30) +
      drawScallions(r, 0, 30, 120, 110, 10),
  },
  "oxtail-stew": {
    kind: "plated",
    background: "#14532D",
    vessel: "plate",
    vesselColor: "#FAF7F2",
    napkin: "#F97316",
    hot: true,
    food: (r) =>
      drawRice(r, -85, 0, 80, 130, true) +
      drawSauce(r, 60, 10, 105, 140, "#5A230C") +
      spread(r, 60, 10, 60, 95, 5, (x, y) => drawMeatChunk(x, y, 32, "#4A1A08", true)) +
      spread(r, 60, 10, 80, 110, 9, (x, y, a) => drawBean(x, y, a, 10, "#EFE3C2")) +
      spread(r, 60, 10, 80, 110, 4, (x, y) => drawCoin(x, y, 9, "#F97316")) +
      drawThyme(-80, -110, -20),
  },
  "brown-stew-chicken": {
    kind: "plated",
    background: "#F59E0B",
    vessel: "plate",
    vesselColor: "#FDF6E3",
    napkin: "#166534",
    hot: true,
    food: (r) =>
      drawSauce(r, 0, 0, 172, 165, "#A4521F", "#FDBA74") +
      drawThigh(-65, -40, 20, 1.15, BROWN_STEW) +
      drawThigh(65, -50, -25, 1.05, BROWN_STEW) +
      drawThigh(0, 70, 5, 1.15, BROWN_STEW) +
      spread(r, 0, 0, 150, 140, 12, (x, y, a, i) => drawStrip(x, y, a, 34, pepperColor(i), 8)) +
      spread(r, 0, 0, 140, 130, 6, (x, y) => drawCoin(x, y, 10, "#F97316")),
  },
  "ackee-and-saltfish": {
    kind: "plated",
    background: "#166534",
    vessel: "plate",
    vesselColor: "#FEF3C7",
    napkin: "#DC2626",
    food: (r) =>
      drawAckee(r, -35, -10, 115, 105) +
      drawFestival(115, 45, 70, 1.15) +
      drawFestival(150, -35, 80, 1.1) +
      drawScallions(r, -35, -10, 100, 90, 8) +
      drawScotchBonnet(40, 125, 20, 0.9, "#F59E0B"),
  },
  "escovitch-fish": {
    kind: "plated",
    background: "#FDBA74",
    vessel: "plate",
    vesselColor: "#FFFFFF",
    napkin: "#0E7490",
    food: (r) =>
      drawWholeFish(0, -10, -12, 1.4) +
      spread(r, -10, -15, 130, 45, 12, (x, y, a, i) =>
        drawStrip(x, y, a, 40, i % 2 ? "#F97316" : "#DC2626", 6),
      ) +
      spread(r, -10, -15, 120, 40, 6, (x, y, a) =>
        el("ellipse", {
          rx: 16,
          ry: 10,
          fill: "none",
          stroke: "#FFFBEB",
          "stroke-width": 4,
          transform: place(x, y, a),
        }),
      ) +
      drawScotchBonnet(70, 125, 30, 1.1, "#FACC15") +
      drawLimeWedge(-90, 120, -20, 1.1),
  },
  "rasta-pasta": {
    kind: "plated",
    background: "#FACC15",
    vessel: "bowl",
    vesselColor: "#F8FAFC",
    napkin: "#16A34A",
    hot: true,
    food: (r) =>
      drawSauce(r, 0, 0, 180, 175, "#F2B35E", "#FFF7ED") +
      spread(r, 0, 0, 150, 145, 44, (x, y, a) => drawPenne(x, y, a)) +
      spread(r, 0, 0, 140, 135, 18, (x, y, a, i) => drawStrip(x, y, a, 26, pepperColor(i), 8)) +
      drawPepperFlecks(r, 0, 0, 140, 135, "#15803D"),
  },
  "jerk-chicken-plate": {
    kind: "plated",
    background: "#F97316",
    vessel: "plate",
    vesselColor: "#FFFFFF",
    napkin: "#14532D",
    hot: true,
    food: (r) =>
      drawRice(r, 100, -35, 75, 100, true) +
      drawDrumstick(-45, -60, -25, 1.5, JERK) +
      drawThigh(-55, 65, 10, 1.3, JERK) +
      drawPlantain(85, 100, -30, 1.15) +
      drawPlantain(135, 70, -55, 1.05) +
      drawScallions(r, -50, 0, 80, 100, 9) +
      drawLimeWedge(10, 140, 10, 0.8),
  },
  "jerk-pork": {
    kind: "plated",
    background: "#3F1D0B",
    vessel: "plate",
    vesselColor: "#FFEDD5",
    napkin: "#F97316",
    hot: true,
    food: (r) =>
      spread(r, -35, 0, 100, 125, 18, (x, y, _a, i) =>
        drawMeatChunk(x, y, 28, i % 2 ? "#7C2D12" : "#A0522D"),
      ) +
      drawPepperFlecks(r, -35, 0, 100, 125, "#2A0F05") +
      drawFestival(105, -50, 75, 1.25) +
      drawFestival(145, 25, 85, 1.15) +
      drawSlaw(r, 80, 115, 60, 44) +
      drawScotchBonnet(-60, -130, -30, 0.8),
  },
  "jerk-wings": {
    kind: "plated",
    background: "#FEF3C7",
    vessel: "bowl",
    vesselColor: "#DC2626",
    napkin: "#16A34A",
    food: (r) =>
      [
        [-70, -80, 30],
        [30, -110, -10],
        [100, -40, 60],
        [-100, 10, -40],
        [0, -20, 10],
        [-50, 90, 20],
        [50, 70, -30],
      ]
        .map(([x = 0, y = 0, a = 0]) => drawWing(x, y, a, 1.05, GLAZED))
        .join("") +
      el("circle", { cx: 120, cy: 90, r: 44, fill: "#FFFFFF" }) +
      el("circle", { cx: 120, cy: 90, r: 36, fill: "#F5F3EE" }) +
      drawPepperFlecks(r, 120, 90, 26, 26, "#4D7C0F") +
      drawScallions(r, -20, -10, 120, 110, 10),
  },
  "jerk-shrimp-skewers": {
    kind: "plated",
    background: "#FDE68A",
    vessel: "plate",
    vesselColor: "#292524",
    napkin: "#EA580C",
    hot: true,
    food: () =>
      [-65, 65]
        .map(
          (y) =>
            el("path", {
              d: `M-170 ${y}H170`,
              stroke: "#D6B58A",
              "stroke-width": 6,
              "stroke-linecap": "round",
            }) +
            [-135, -45, 45, 135].map((x) => drawShrimp(x, y, 90, 1.2)).join("") +
            [-90, 0, 90].map((x, i) => drawCube(x, y, 10, 34, i === 1 ? "#9D174D" : "#FACC15")).join(""),
        )
        .join("") + drawLimeWedge(0, 140, 0, 0.9),
  },
  "jerk-chicken-bowl": {
    kind: "plated",
    background: "#FFF7ED",
    vessel: "bowl",
    vesselColor: "#16A34A",
    napkin: "#F97316",
    food: (r) =>
      drawRice(r, -70, 45, 95, 85, true) +
      drawSlaw(r, -60, -90, 75, 55) +
      spread(r, 60, -40, 70, 80, 9, (x, y) => drawMeatChunk(x, y, 20, JERK.base)) +
      drawPlantain(80, 80, -20) +
      drawPlantain(40, 125, -50, 0.85) +
      el("path", {
        d: "M-120 20q40-40 80 0t80 0t80 0",
        stroke: "#F59E0B",
        "stroke-width": 7,
        fill: "none",
        "stroke-linecap": "round",
        opacity: 0.9,
      }),
  },
  "southern-fried-chicken": {
    kind: "plated",
    background: "#B91C1C",
    vessel: "plate",
    vesselColor: "#FFFFFF",
    napkin: "#FEF3C7",
    hot: true,
    food: (r) =>
      drawThigh(-40, 65, -15, 1.45, FRIED) +
      drawDrumstick(-55, -60, -15, 1.45, FRIED) +
      drawDrumstick(60, -10, 40, 1.4, FRIED) +
      drawSlaw(r, 105, 100, 62, 48) +
      drawThyme(110, -110, 40, 0.9),
  },
  "bbq-ribs": {
    kind: "plated",
    background: "#365314",
    vessel: "plate",
    vesselColor: "#FEF3C7",
    napkin: "#F59E0B",
    hot: true,
    food: (r) =>
      drawRibs(r, 0, -40, -10, 1.35) +
      drawSlaw(r, 85, 110, 66, 46) +
      drawScallions(r, 0, -40, 110, 40, 8) +
      drawFestival(-80, 110, 15, 1),
  },
  "shrimp-and-grits": {
    kind: "plated",
    background: "#92400E",
    vessel: "bowl",
    vesselColor: "#F5F5F4",
    napkin: "#FDE68A",
    hot: true,
    food: (r) =>
      drawCreamy(r, 0, 0, 180, 175, "#FBE3A0", "#F5C15B") +
      drawSauce(r, 10, 10, 110, 95, "#C2410C", "#FDBA74") +
      [
        [-50, -40, 20],
        [40, -50, 80],
        [70, 30, 150],
        [0, 50, 200],
        [-70, 30, 260],
      ]
        .map(([x = 0, y = 0, a = 0]) => drawShrimp(x, y, a, 1.05))
        .join("") +
      drawScallions(r, 0, 0, 140, 130, 12),
  },
  "country-fried-steak": {
    kind: "plated",
    background: "#D97706",
    vessel: "plate",
    vesselColor: "#FFFFFF",
    napkin: "#7C2D12",
    hot: true,
    food: (r) =>
      drawFriedCutlet(r, -45, -35, -10, 1.35) +
      drawCreamy(r, -25, -55, 60, 36, "#F3EBDD", "#E4D6BC") +
      drawPepperFlecks(r, -25, -55, 50, 28) +
      drawCreamy(r, 95, 95, 72, 58, "#FEF3C7", "#F3DFA2") +
      drawCube(95, 85, 15, 20, "#FDE047") +
      spread(r, 100, -80, 40, 50, 7, (x, y) => drawStrip(x, y, 70, 42, "#4D7C0F", 8)),
  },
};
