// Renders the PNG app icons and /favicon.ico from the SVG sources in public/icons with the system
// Chromium. The outputs are committed; run this again only when an SVG changes:
//   node scripts/render-icons.mjs
import { readFile, writeFile } from "node:fs/promises";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.mjs";

const targets = [
  { source: "icons/icon.svg", output: "icons/icon-192.png", size: 192 },
  { source: "icons/icon.svg", output: "icons/icon-512.png", size: 512 },
  { source: "icons/icon-maskable.svg", output: "icons/icon-maskable-512.png", size: 512 },
  { source: "icons/icon-maskable.svg", output: "icons/apple-touch-icon.png", size: 180 },
  // Browsers ask for /favicon.ico on documents without an icon link (the feed, plain text).
  { source: "icons/icon.svg", output: "favicon.ico", size: 48 },
];

const publicFile = (name) => new URL(`../public/${name}`, import.meta.url);

/** An ICO file holding one PNG image: a 6-byte header, one 16-byte directory entry, the image. */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const { source, output, size } of targets) {
    const svg = await readFile(publicFile(source), "utf8");
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    const png = await page.screenshot({ omitBackground: true });
    await page.close();
    await writeFile(publicFile(output), output.endsWith(".ico") ? icoFromPng(png, size) : png);
  }
} finally {
  await browser.close();
}
