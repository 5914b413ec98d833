// Draws the site's own pictures into public/images. Run after changing a look or the demo menu:
//   npm run images:draw
// The output is committed, so the site never depends on this script at run time.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { projectPath } from "#server/paths.ts";
import { CATERING_MENU } from "#server/db/seed/catering-data.ts";
import { MENU } from "#server/db/seed/menu-data.ts";
import { renderFamilyImage, renderKitchenImage } from "./images/story-scenes.ts";
import { renderLogo, renderOgImage, renderTeamAvatar } from "./images/brand-images.ts";
import { renderHeroImage } from "./images/hero-scenes.ts";
import type { HeroName } from "./images/hero-scenes.ts";
import { TRAY_LOOKS, renderTrayImage } from "./images/catering-scene.ts";
import { renderDishImage } from "./images/dish-scene.ts";
import { MAIN_LOOKS } from "./images/menu-looks-mains.ts";
import { MORE_LOOKS } from "./images/menu-looks-more.ts";

const IMAGES_DIR = projectPath("public/images");
const MENU_LOOKS = { ...MAIN_LOOKS, ...MORE_LOOKS };
const HERO_NAMES: HeroName[] = ["default", "slide-1", "slide-2", "slide-3"];

function writeImage(relativePath: string, svg: string): void {
  const target = path.join(IMAGES_DIR, relativePath);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, svg);
}

function drawMenuImages(): void {
  for (const item of MENU.flatMap((category) => category.items)) {
    const look = MENU_LOOKS[item.slug];
    // A dish without a look would ship a broken picture, so stop instead.
    if (!look) throw new Error(`No look for menu item ${item.slug}`);
    writeImage(`menu/${item.slug}.svg`, renderDishImage(item.slug, item.title, look));
  }
}

function drawCateringImages(): void {
  for (const item of CATERING_MENU.flatMap((category) => category.items)) {
    const look = TRAY_LOOKS[item.slug];
    if (!look) throw new Error(`No look for catering item ${item.slug}`);
    writeImage(`catering/${item.slug}.svg`, renderTrayImage(item.slug, item.title, look));
  }
}

function drawSiteImages(): void {
  writeImage("logo.svg", renderLogo());
  writeImage("og-default.svg", renderOgImage());
  for (const name of HERO_NAMES) writeImage(`hero/${name}.svg`, renderHeroImage(name));
  writeImage("story/kitchen.svg", renderKitchenImage());
  writeImage("story/family.svg", renderFamilyImage());
  for (const index of [1, 2, 3, 4] as const) writeImage(`about/team-${index}.svg`, renderTeamAvatar(index));
}

drawMenuImages();
drawCateringImages();
drawSiteImages();
console.log(`Images written to ${IMAGES_DIR}`);
