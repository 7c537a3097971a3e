import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SCREENSHOT_SIZE } from "../../src/shared/catalogue/game-types";
import { GAMES, gameById, screenshotAlt } from "../../src/shared/catalogue/games";
import { MINI_GAME_PICTURE_SIZE, miniGamePicture } from "../../src/shared/catalogue/mini-game-pictures";
import { MINI_GAME_IDS } from "../../src/shared/catalogue/mini-games";
import { expectAccessible } from "./support/accessibility";
import { setupBrowser, siteUrl } from "./support/browser";
import { expectNoSidewaysScroll, expectTappable } from "./support/catchphrase";

const browser = setupBrowser();
const webRoot = path.resolve("dist/web/client");
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

type Size = { width: number; height: number };

/** The size an SVG declares on its root element. */
function svgSize(file: Buffer): Size {
  const root = /<svg\b[^>]*>/.exec(file.toString("utf8"))?.[0] ?? "";
  const attribute = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(root)?.[1]);
  return { width: attribute("width"), height: attribute("height") };
}

/** The size in a WebP file's header, whichever of its three formats (lossy, lossless, extended) it uses. */
function webpSize(file: Buffer): Size {
  expect(file.toString("ascii", 0, 4)).toBe("RIFF");
  expect(file.toString("ascii", 8, 12)).toBe("WEBP");
  const format = file.toString("ascii", 12, 16);
  if (format === "VP8 ") return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  if (format === "VP8L") {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  expect(format).toBe("VP8X");
  return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
}

/** The text an SVG shows, one string per <text>, its lines joined by spaces. */
function svgTexts(file: Buffer): string[] {
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&");
  return [...file.toString("utf8").matchAll(/<text\b[^>]*>(.*?)<\/text>/g)].map(([, inner]) =>
    decode([...(inner ?? "").matchAll(/<tspan\b[^>]*>(.*?)<\/tspan>/g)].map(([, line]) => line).join(" ")),
  );
}

const screenshots = GAMES.flatMap((game) => [...game.screenshots]);
const pictures = MINI_GAME_IDS.flatMap((id) => miniGamePicture(id) ?? []);
const served = (src: string) => readFile(path.join(webRoot, src));

describe("pictures of the real games (issue 19, point 6)", () => {
  it("has every screenshot and gallery picture, at the size the pages declare, and no two the same", async () => {
    // Three screenshots for each of the nine games; a picture for every playable mini-game.
    expect(screenshots).toHaveLength(27);
    expect(pictures).toHaveLength(MINI_GAME_IDS.length - 1);
    for (const src of screenshots) expect(svgSize(await served(src)), src).toEqual(SCREENSHOT_SIZE);
    for (const { src } of pictures) {
      const file = await served(src);
      expect(webpSize(file), src).toEqual(MINI_GAME_PICTURE_SIZE);
      expect(file.length, src).toBeLessThanOrEqual(25 * 1024);
    }
    const hashes = await Promise.all(
      [...screenshots, ...pictures.map(({ src }) => src)].map(async (src) =>
        createHash("sha256")
          .update(await served(src))
          .digest("hex"),
      ),
    );
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it("shows every How to Play step of the page in the How to Play screenshot, and no more", async () => {
    for (const game of GAMES) {
      const texts = svgTexts(await served(game.screenshots[1]));
      const shown = texts.join(" ");
      const rows = game.howToPlay?.map((step) => step.instruction) ?? game.features;
      for (const row of rows) expect(shown, game.id).toContain(row);
      const numbers = texts.filter((text) => /^\d+$/.test(text));
      expect(numbers, game.id).toEqual(game.howToPlay ? game.howToPlay.map((step) => String(step.step)) : []);
    }
  });

  it("shows a game's screenshots at their declared size, each saying what it shows", async () => {
    const game = gameById("paranoia");
    const { page } = await browser.open({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${siteUrl()}/games/${game.id}`);
    await page.getByRole("tab", { name: "Screenshots" }).click();
    // A tap made before the page is live is done once it is (early-input.ts).
    await page.getByRole("tab", { name: "Screenshots", selected: true }).waitFor();
    const images = page.getByRole("tabpanel").locator("img");
    await expect(images.count()).resolves.toBe(3);
    for (const [index, image] of (await images.all()).entries()) {
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      const shown = await image.evaluate((img: HTMLImageElement) => ({
        alt: img.alt,
        declared: { width: Number(img.getAttribute("width")), height: Number(img.getAttribute("height")) },
        natural: { width: img.naturalWidth, height: img.naturalHeight },
      }));
      expect(shown.alt).toBe(screenshotAlt(game, index as 0 | 1 | 2));
      expect(shown.declared).toEqual(SCREENSHOT_SIZE);
      expect(shown.natural).toEqual(SCREENSHOT_SIZE);
    }
  });

  it("shows each gallery card's picture at its declared size, lazily below the fold, on phones and wide screens", async () => {
    const { page } = await browser.open(phone);
    const requested = new Set<string>();
    page.on("request", (request) => requested.add(new URL(request.url()).pathname));
    await page.goto(`${siteUrl()}/game-gallery`);
    await page.waitForLoadState("networkidle");

    const images = page.locator("main article img");
    await expect(images.count()).resolves.toBe(pictures.length);
    const placed = await images.evaluateAll((all) =>
      (all as HTMLImageElement[]).map((img) => ({
        src: new URL(img.src).pathname,
        alt: img.alt,
        width: Number(img.getAttribute("width")),
        height: Number(img.getAttribute("height")),
        loading: img.getAttribute("loading"),
        decoding: img.getAttribute("decoding"),
        top: img.getBoundingClientRect().top + window.scrollY,
      })),
    );
    expect(placed.map(({ src, alt }) => ({ src, alt }))).toEqual(pictures);
    for (const picture of placed) {
      expect({ width: picture.width, height: picture.height }).toEqual(MINI_GAME_PICTURE_SIZE);
      expect(picture.decoding).toBe("async");
      // Below the first screenful a picture loads only when scrolled near.
      if (picture.top >= 844) expect(["eager", "lazy"]).toContain(picture.loading);
      else expect(picture.loading, picture.src).toBe("eager");
    }
    // The wide screen's first row loads at once; a phone's next two cards are within the distance
    // at which Chromium fetches lazy pictures anyway. Everything further down waits.
    expect(placed.filter(({ loading }) => loading === "eager")).toHaveLength(3);
    expect(placed.slice(3).every(({ loading, top }) => loading === "lazy" && top >= 844)).toBe(true);
    const last = placed[placed.length - 1]?.src ?? "";
    expect(requested.has(last)).toBe(false);

    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight })))
        .toEqual(MINI_GAME_PICTURE_SIZE);
    }
    expect(requested.has(last)).toBe(true);
    await expectAccessible(page, "the gallery with its pictures");

    await expectTappable(page.locator("main article").getByRole("button"));
    for (const width of [320, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(page);
      const frames = await page
        .locator("main article")
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().right));
      for (const right of frames) expect(right).toBeLessThanOrEqual(width);
    }
    // On a wide screen the eager pictures are the first screenful's.
    await page.evaluate(() => window.scrollTo(0, 0));
    const eagerTops = await page
      .locator('main article img[loading="eager"]')
      .evaluateAll((all) => all.map((img) => img.getBoundingClientRect().top));
    for (const top of eagerTops) expect(top).toBeLessThan(900);

    // The picture is part of the card: tapping it opens the game.
    await page.setViewportSize(phone.viewport);
    await images.first().scrollIntoViewIfNeeded();
    const box = await images.first().boundingBox();
    await page.touchscreen.tap((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    await page.waitForURL(`${siteUrl()}/mini-games/${MINI_GAME_IDS[0]}`);
  });
});
