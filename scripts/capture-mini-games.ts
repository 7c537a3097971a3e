/**
 * Captures the gallery's pictures from the games themselves: starts the production build, plays
 * each mini-game in Chromium to a typical moment (a Nordle board with two guesses, bottles halfway
 * swapped, a sketch under way...), photographs the play area and encodes it as WebP in the browser,
 * at MINI_GAME_PICTURE_SIZE, into public/gallery/{id}.webp. Math.random is seeded, so the games
 * deal the same cards every run. The pictures are committed; run this again when a game's look
 * changes (Emoji Charades needs a colour emoji font, on Debian fonts-noto-color-emoji):
 *   npm run build && npm run art
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium, type Locator, type Page } from "playwright-core";
import { MINI_GAME_PICTURE_SIZE, miniGamePicture } from "../src/shared/catalogue/mini-game-pictures";
import { MINI_GAME_IDS, type MiniGameId } from "../src/shared/catalogue/mini-games";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.mjs";
import { freePort, serverEnv, stopProcess, waitForHealthy } from "../tests/support/processes";
import { seededRandom } from "../tests/support/seeded-random";
import { SCENES, type Scene } from "./mini-game-scenes";

/** A picture may weigh this much at most; the quality steps down until it fits. */
const MAX_BYTES = 25 * 1024;
const QUALITIES = [0.82, 0.75, 0.68, 0.6, 0.52];
/** The games are played in a window this wide, so the picture shows their roomy layout. */
const VIEWPORT = { width: 720, height: 1000 };
const SEED = 20261126;
const outputDir = path.resolve("public/gallery");

/**
 * The box to photograph: the scene's frame widened or heightened to the picture's proportions, but
 * never wider than the page (a frame too tall for that is photographed as it is, and framed by
 * encodeWebp with the page's colour at its sides).
 */
async function clipFor(page: Page, frame: Locator) {
  const box = await frame.boundingBox();
  if (!box) throw new Error("The frame of the picture is not on the page.");
  const ratio = MINI_GAME_PICTURE_SIZE.width / MINI_GAME_PICTURE_SIZE.height;
  const view = await page.evaluate(() => ({
    x: window.scrollX,
    y: window.scrollY,
    width: document.documentElement.clientWidth,
  }));
  const width = Math.min(Math.max(box.width, box.height * ratio), view.width);
  const height = Math.max(box.height, width / ratio);
  const x = Math.min(Math.max(0, box.x + view.x + (box.width - width) / 2), view.width - width);
  const y = Math.max(0, box.y + view.y + (box.height - height) / 2);
  return { x, y, width, height };
}

/** The PNG scaled to the picture's size and encoded as WebP by the browser, at the best quality that fits. */
async function encodeWebp(encoder: Page, png: Buffer): Promise<Buffer> {
  for (const quality of QUALITIES) {
    const dataUrl = await encoder.evaluate(
      async ({ source, size, quality }) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = size.width;
        canvas.height = size.height;
        const context = canvas.getContext("2d");
        if (!context) throw new Error("No 2D canvas");
        // Scaled whole, never stretched: where the shot is narrower than the picture, the page's
        // colour (its top-left pixel) fills the sides.
        context.drawImage(image, 0, 0, 1, 1, 0, 0, size.width, size.height);
        context.imageSmoothingQuality = "high";
        const scale = Math.min(size.width / image.width, size.height / image.height);
        const [width, height] = [image.width * scale, image.height * scale];
        context.drawImage(image, (size.width - width) / 2, (size.height - height) / 2, width, height);
        return canvas.toDataURL("image/webp", quality);
      },
      { source: `data:image/png;base64,${png.toString("base64")}`, size: MINI_GAME_PICTURE_SIZE, quality },
    );
    if (!dataUrl.startsWith("data:image/webp;")) throw new Error("This browser cannot encode WebP.");
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
    if (bytes.length <= MAX_BYTES) return bytes;
  }
  throw new Error(`No quality of ${QUALITIES.join(", ")} keeps the picture under ${MAX_BYTES} bytes.`);
}

/** Plays the scene of `id` on a fresh page and returns its picture as WebP. */
async function capture(browser: Browser, siteUrl: string, id: MiniGameId, scene: Scene, encoder: Page) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, reducedMotion: "reduce" });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: `Math.random = (${seededRandom.toString()})(${SEED});` });
    if (scene.storage) {
      const entries = Object.entries(scene.storage);
      await page.addInitScript((pairs) => {
        for (const [key, value] of pairs) localStorage.setItem(key, value);
      }, entries);
    }
    await page.goto(`${siteUrl}/mini-games/${id}`);
    await page.locator('[data-testid="game-area"]:not([inert])').waitFor();
    await scene.play(page).catch(async (error: unknown) => {
      const shot = path.join(tmpdir(), `capture-${id}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      throw new Error(`${id}: ${error instanceof Error ? error.message : error} (the page is in ${shot})`);
    });
    const frame = scene.frame?.(page) ?? page.getByTestId("game-area");
    await frame.scrollIntoViewIfNeeded();
    // The site's header, the Feedback button and any toast float over the page: not in the picture.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>("body *")) {
        if (/^(fixed|sticky)$/.test(getComputedStyle(element).position)) element.style.visibility = "hidden";
      }
    });
    const clip = await clipFor(page, frame);
    const png = await page.screenshot({ clip, fullPage: true, animations: "disabled", caret: "hide" });
    return encodeWebp(encoder, png);
  } finally {
    await context.close();
  }
}

async function main() {
  if (!existsSync("dist/server/main.js")) throw new Error("No production build: run `npm run build` first.");
  // Without one, Chromium draws the emoji of the games as empty boxes.
  if (!execFileSync("fc-list", [":color=true", "family"], { encoding: "utf8" }).trim()) {
    throw new Error("No colour emoji font: install one (on Debian, apt-get install fonts-noto-color-emoji).");
  }
  const only = process.argv.slice(2);
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "art-data-"));
  const server = spawn(process.execPath, ["dist/server/main.js"], {
    env: serverEnv(port, dataDir),
    stdio: ["ignore", "inherit", "inherit"],
  });
  const siteUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await waitForHealthy(`${siteUrl}/healthz`, server);
    await mkdir(outputDir, { recursive: true });
    const encoder = await browser.newPage();
    for (const id of MINI_GAME_IDS) {
      const picture = miniGamePicture(id);
      const scene = SCENES[id];
      if (!picture || (only.length > 0 && !only.includes(id))) continue;
      if (!scene) throw new Error(`${id} has a picture but no scene to play for it.`);
      const webp = await capture(browser, siteUrl, id, scene, encoder);
      await writeFile(path.join("public", picture.src), webp);
      console.log(`capture-mini-games: ${picture.src} (${(webp.length / 1024).toFixed(1)} KB)`);
    }
  } finally {
    await browser.close();
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
