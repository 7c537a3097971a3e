/**
 * How each mini-game is played to the moment its gallery picture shows (scripts/capture-mini-games.ts):
 * what to click and type, what to wait for, and which part of the page to photograph.
 */
import type { Locator, Page } from "playwright-core";
import type { MiniGameId } from "../src/shared/catalogue/mini-games";

export type Scene = {
  /** Browser storage to start with (a level already reached). */
  storage?: Record<string, string>;
  /** Plays from the game's first screen to the moment of the picture. */
  play(page: Page): Promise<void>;
  /** The part of the page to photograph, widened to the picture's proportions; the play area by default. */
  frame?(page: Page): Locator;
};

const button = (page: Page, name: string | RegExp) =>
  page.getByRole("button", { name, exact: typeof name === "string" });

/** Draws a stroke through `points` (fractions of the element's box) with the mouse. */
async function stroke(page: Page, target: Locator, points: readonly [number, number][]) {
  await target.waitFor();
  const box = await target.boundingBox();
  if (!box) throw new Error("Nothing to draw on");
  const at = ([x, y]: readonly [number, number]) => [box.x + x * box.width, box.y + y * box.height] as const;
  const [first, ...rest] = points;
  if (!first) return;
  await page.mouse.move(...at(first));
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(...at(point), { steps: 6 });
  await page.mouse.up();
}

export const SCENES: Partial<Record<MiniGameId, Scene>> = {
  "roast-or-toast": {
    async play(page) {
      await button(page, "Roast").click();
      await button(page, "Next Scenario").click();
      await page.getByText("Round 2 of 5").waitFor();
    },
  },
  "emoji-charades": {
    async play(page) {
      await button(page, "Start Round").click();
      const guess = page.getByLabel(/guess/i);
      await guess.fill("cat");
      await button(page, "Guess").click();
      await page.getByText("Not it:").waitFor();
    },
  },
  "truth-roulette": {
    async play(page) {
      await button(page, "Spin").click();
      await button(page, "Spin").waitFor({ timeout: 10_000 });
    },
  },
  "mini-meme-battle": {
    async play(page) {
      await page.locator("label:has(input[name=meme-template])").nth(1).click();
      await page.getByRole("textbox", { name: "Top text" }).fill("Me on Monday");
      await page.getByRole("textbox", { name: "Bottom text" }).fill("Me on Friday");
    },
    frame: (page) => page.locator("canvas"),
  },
  "whos-most-likely-to": {
    async play(page) {
      await button(page, "Next Question").click();
    },
  },
  "bottle-swap": {
    storage: { huddle_bottleSwapHighestLevel: "6" },
    async play(page) {
      const bottle = (n: number) => page.getByRole("button", { name: new RegExp(`^Bottle ${n} of`) });
      await bottle(1).click();
      await bottle(4).click();
      await bottle(2).click();
      await bottle(6).click();
      await button(page, "Show Target").click();
    },
  },
  "speed-sketch": {
    async play(page) {
      await button(page, "Start Drawing").click();
      const canvas = page.locator("canvas");
      await stroke(page, canvas, [
        [0.2, 0.8],
        [0.2, 0.45],
        [0.5, 0.2],
        [0.8, 0.45],
        [0.8, 0.8],
        [0.2, 0.8],
      ]);
      await stroke(page, canvas, [
        [0.2, 0.45],
        [0.8, 0.45],
      ]);
      await stroke(page, canvas, [
        [0.42, 0.8],
        [0.42, 0.6],
        [0.56, 0.6],
        [0.56, 0.8],
      ]);
    },
  },
  "vibe-check": {
    async play(page) {
      await button(page, "Start the Vibe Check").click();
      await page.locator("section[aria-labelledby=vibe-question] li button").first().click();
      await page.getByRole("heading", { name: /^Question 2 of/ }).waitFor();
    },
  },
  "gif-battles": {
    async play() {},
  },
  "tinder-truths": {
    async play(page) {
      await button(page, "Start Swiping").click();
    },
  },
  "mini-golf": {
    async play(page) {
      await button(page, "Tee Off").click();
      await page.getByRole("heading", { name: "Hole 1 / 20" }).waitFor();
    },
    frame: (page) => page.getByTestId("golf-course"),
  },
  "connect-the-zip": {
    async play(page) {
      await page.getByLabel(/Puzzle grid/).focus();
      for (const key of ["ArrowDown", "ArrowDown", "ArrowLeft", "ArrowDown", "ArrowRight"])
        await page.keyboard.press(key);
    },
    frame: (page) => page.getByLabel(/Puzzle grid/),
  },
  nordle: {
    async play(page) {
      await button(page, "Q").waitFor();
      for (const word of ["crane", "lolly"]) {
        await page.keyboard.type(word);
        await page.keyboard.press("Enter");
      }
      await page.getByRole("listitem", { name: /^Guess 2:/ }).waitFor();
    },
    frame: (page) => page.getByTestId("nordle-board"),
  },
  "word-hangman": {
    async play(page) {
      await page.getByText("Animals", { exact: true }).click();
      await button(page, "Start Game").click();
      for (const letter of ["E", "A", "T", "R", "S"]) await button(page, letter).click();
    },
  },
  "spell-sprint": {
    async play(page) {
      await button(page, "Start Sprint").click();
      await page.getByRole("textbox").fill("ele");
    },
  },
  "lateral-leap": {
    async play(page) {
      await page.locator("button[aria-pressed]").first().waitFor();
    },
  },
  "which-came-first": {
    async play(page) {
      // The first pair, once it has come in after its short loading state.
      await page.getByTestId("game-area").locator(".animate-pulse").first().waitFor({ state: "detached" });
    },
  },
};
