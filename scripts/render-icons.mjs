// Renders the PNG app icons from the SVG sources in public/icons with the system Chromium.
// The PNGs are committed; run this again only when an SVG changes: node scripts/render-icons.mjs
import { readFile } from "node:fs/promises";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.mjs";

const targets = [
  { source: "icon.svg", file: "icon-192.png", size: 192 },
  { source: "icon.svg", file: "icon-512.png", size: 512 },
  { source: "icon-maskable.svg", file: "icon-maskable-512.png", size: 512 },
  { source: "icon-maskable.svg", file: "apple-touch-icon.png", size: 180 },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const { source, file, size } of targets) {
    const svg = await readFile(new URL(`../public/icons/${source}`, import.meta.url), "utf8");
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: new URL(`../public/icons/${file}`, import.meta.url).pathname, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
