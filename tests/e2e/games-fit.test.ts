import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openMiniGame, scrollSettled, setupBrowser } from "./support/browser";

const browser = setupBrowser();

/** A phone's visible area with its browser's bars shown: 390 x 664 CSS pixels. */
const phoneInHand = {
  viewport: { width: 390, height: 664 },
  isMobile: true,
  hasTouch: true,
  reducedMotion: "reduce" as const,
};

/**
 * Fails unless every one of `parts` lies whole on screen, below the sticky site header and above
 * the bottom of the visible area, as the page stands: the player sees all of it without scrolling.
 */
async function expectOnScreen(page: Page, parts: Record<string, Locator>): Promise<void> {
  // The page may still be gliding to the play area (smooth scrolling): wait until it stands.
  await scrollSettled(page);
  const headerBottom = await page.evaluate(
    () => document.querySelector("header.sticky")?.getBoundingClientRect().bottom ?? 0,
  );
  const height = 664;
  const outside: string[] = [];
  for (const [name, part] of Object.entries(parts)) {
    const box = await part.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom };
    });
    if (box.top < headerBottom - 0.5 || box.bottom > height + 0.5) {
      outside.push(
        `${name} spans ${Math.round(box.top)}-${Math.round(box.bottom)} px, the screen ${headerBottom}-${height}`,
      );
    }
  }
  expect(outside, "parts of the game off screen").toEqual([]);
}

describe("each game fits a phone's screen while it is played (390 x 664)", () => {
  it("Nordle: the whole board and keyboard, once the first letter is typed", async () => {
    const { page } = await browser.open(phoneInHand);
    await openMiniGame(page, "nordle");
    await page.getByRole("button", { name: "C", exact: true }).tap();
    await expectOnScreen(page, {
      board: page.getByTestId("nordle-board"),
      keyboard: page.getByRole("region", { name: "Keyboard" }),
    });
  });

  it("Word Hangman: the drawing, the word and the letters, once the game starts", async () => {
    const { page } = await browser.open(phoneInHand);
    // Every draw answers 0: the first sport, BADMINTON, one of the longest words.
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    await openMiniGame(page, "word-hangman");
    await page.getByText("Sports", { exact: true }).tap();
    await page.getByRole("button", { name: "Start Game" }).tap();
    await expectOnScreen(page, {
      drawing: page.getByRole("img", { name: /^Drawing:/ }),
      word: page.getByTestId("hangman-word"),
      letters: page.getByRole("region", { name: "Letters" }),
    });
    // The word's nine blanks in one row, each wide enough for its letter.
    const blanks = await page
      .getByTestId("hangman-word")
      .locator("span")
      .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().toJSON() as DOMRect));
    expect(blanks).toHaveLength(9);
    expect(new Set(blanks.map((blank) => Math.round(blank.top))).size).toBe(1);
    expect(Math.min(...blanks.map((blank) => blank.width))).toBeGreaterThanOrEqual(16);
  });

  it("Mini Golf: the course, once the player tees off", async () => {
    const { page } = await browser.open(phoneInHand);
    await openMiniGame(page, "mini-golf");
    await page.getByRole("button", { name: "Tee Off" }).tap();
    await expectOnScreen(page, { course: page.getByTestId("golf-course") });
  });

  it("Connect the Zip: the grid, once the player starts drawing the path", async () => {
    const { page } = await browser.open(phoneInHand);
    await openMiniGame(page, "connect-the-zip");
    await page.getByTestId("zip-canvas").focus();
    await page.keyboard.press("ArrowRight");
    await expectOnScreen(page, { grid: page.getByTestId("zip-canvas") });
  });

  it("Speed Sketch: the canvas and its buttons, once drawing starts", async () => {
    const { page } = await browser.open(phoneInHand);
    await openMiniGame(page, "speed-sketch");
    await page.getByRole("button", { name: "Start Drawing" }).tap();
    await expectOnScreen(page, {
      canvas: page.getByTestId("sketch-canvas"),
      "Finish Early": page.getByRole("button", { name: "Finish Early" }),
    });
  });
});
