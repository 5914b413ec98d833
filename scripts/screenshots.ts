// Takes full-page screenshots of the public pages at a phone and a desktop width, for a look by eye:
//   npx tsx scripts/screenshots.ts [baseUrl] [outDir] [paths...]
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [baseUrl = "http://127.0.0.1:3000", outDir = "test-results/screenshots", ...given] =
  process.argv.slice(2);
const paths =
  given.length > 0 ? given : ["/", "/menu", "/order-online", "/about", "/contact", "/cart", "/catering"];
const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
    for (const pagePath of paths) {
      await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: "networkidle" });
      const file = path.join(outDir, `${size.name}${pagePath.replace(/[/?=&]+/g, "_") || "_"}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
