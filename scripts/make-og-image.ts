// `npx tsx scripts/make-og-image.ts`: renders the sharing card public/images/og-default.svg to
// og-default.png. Social crawlers (Facebook, X, LinkedIn, Slack…) do not read SVG, so og:image
// points at the PNG, which is committed; run this again whenever the SVG changes.
import { existsSync } from "node:fs";
import sharp from "sharp";
import { projectPath } from "#server/paths.ts";

const WIDTH = 1200;
const HEIGHT = 630;
const SOURCE = projectPath("public/images/og-default.svg");
const TARGET = projectPath("public/images/og-default.png");

async function main() {
  if (!existsSync(SOURCE)) throw new Error(`Missing ${SOURCE}: draw the sharing card first.`);
  // Rendering at twice the density and scaling down gives smooth edges on text and curves.
  const info = await sharp(SOURCE, { density: 144 })
    .resize(WIDTH, HEIGHT, { fit: "cover" })
    .flatten({ background: "#3F1D0B" })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toFile(TARGET);
  console.log(`Wrote ${TARGET} (${info.width}x${info.height}, ${Math.round(info.size / 1024)} KB)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
