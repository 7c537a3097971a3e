import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { bottleCount } from "../../src/web/features/mini-games/games/bottle-swap/logic";
import { describeGrid } from "../../src/web/features/mini-games/games/connect-the-zip/describe-position";
import { generatePuzzle } from "../../src/web/features/mini-games/games/connect-the-zip/generator";
import { cellX, cellY, neighbours, type ZipPuzzle } from "../../src/web/features/mini-games/games/connect-the-zip/grid";
import { zipScore } from "../../src/web/features/mini-games/games/connect-the-zip/logic";
import { isSolvable } from "../../src/web/features/mini-games/games/connect-the-zip/solver";
import { seededRandom } from "../support/seeded-random";
import { expectAccessible } from "./support/accessibility";
import { expectHeading, gameIsLive, openMiniGame, setupBrowser } from "./support/browser";
import { expectFocusUncovered, expectLayoutFits } from "./support/layout";
import { recordLongTasks, reportLongTasksSince } from "./support/long-tasks";

const browser = setupBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 900 } };

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });
const shareText = (page: Page) => page.getByTestId("share-text").textContent();
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function openGame(page: Page, id: string, title: string) {
  await openMiniGame(page, id);
  await expectHeading(page, title);
}

describe("Bottle Swap (mini-games.md sections 2, 4, 5, 8 and 9)", () => {
  const bottle = (page: Page, index: number) =>
    page.getByRole("button", { name: new RegExp(`^Bottle ${index + 1} of`) });
  const row = (page: Page) =>
    page
      .getByRole("button", { name: /^Bottle \d+ of/ })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-colour") ?? ""));
  const target = (page: Page) =>
    page
      .locator("[aria-label^='Target ']")
      .evaluateAll((slots) => slots.map((slot) => (slot.getAttribute("aria-label") ?? "").split(": ")[1] ?? ""));
  const badge = (page: Page, name: string) => page.getByTestId(`badge-${name}`).textContent();
  const highest = (page: Page) => page.evaluate(() => localStorage.getItem("huddle_bottleSwapHighestLevel"));

  /** Swaps each position's target colour into place, by click, keyboard or tap; returns the swaps made. */
  async function solve(page: Page, press: (control: Locator) => Promise<void>): Promise<number> {
    const pattern = await target(page);
    let swaps = 0;
    for (let index = 0; index < pattern.length; index += 1) {
      const colours = await row(page);
      if (colours[index] === pattern[index]) continue;
      await press(bottle(page, index));
      await expect(bottle(page, index).getAttribute("aria-pressed")).resolves.toBe("true");
      await press(bottle(page, colours.indexOf(pattern[index] as string)));
      swaps += 1;
      await expect.poll(() => badge(page, "swaps")).toBe(`Swaps: ${swaps}`);
    }
    return swaps;
  }
  const click = (control: Locator) => control.click();
  const keyboard = (key: string) => async (control: Locator) => {
    await control.focus();
    await control.page().keyboard.press(key);
  };

  it("plays levels 1 and 2 by reading the target, with the texts, badges, saved level and Reset Game", async () => {
    const { page, context } = await browser.open(desktop);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openGame(page, "bottle-swap", "Bottle Swap");
    await expect.poll(() => bottle(page, 0).isEnabled()).toBe(true);
    await page.getByRole("heading", { name: "Level 1: Match the Bottles" }).waitFor();
    await page.getByText("Tap a bottle to pick it up, then tap another bottle to swap the two").waitFor();
    await expect(badge(page, "level")).resolves.toBe("Level 1/20");
    await expect(badge(page, "bottles")).resolves.toBe("Bottles: 3");
    await expect(badge(page, "swaps")).resolves.toBe("Swaps: 0");
    await page.getByRole("heading", { name: "Your Bottles" }).waitFor();
    await expect(page.getByRole("button", { name: "Reset Game" }).count()).resolves.toBe(0);
    await expect(highest(page)).resolves.toBe("1");

    // The target is hidden behind question marks until Show Target.
    await expect(target(page)).resolves.toEqual(["hidden", "hidden", "hidden"]);
    await expect(page.locator("[aria-label^='Target '] svg text").allTextContents()).resolves.toEqual(["?", "?", "?"]);
    await page.getByRole("button", { name: "Show Target" }).click();
    const pattern = await target(page);
    expect(new Set(pattern).size).toBe(3);
    const start = await row(page);
    expect([...start].sort()).toEqual([...pattern].sort());
    const correct = start.filter((colour, index) => colour === pattern[index]).length;
    expect(correct).toBeLessThan(3);
    await expect(badge(page, "correct")).resolves.toBe(`Correct: ${correct}/3`);
    await expect(page.getByTestId("badge-correct").getAttribute("data-tone")).resolves.toBe(
      correct === 0 ? "red" : "yellow",
    );

    // Picking a bottle up and putting it back is no swap.
    await bottle(page, 1).click();
    await expect(bottle(page, 1).getAttribute("aria-label")).resolves.toMatch(/, picked up$/);
    await bottle(page, 1).click();
    await expect(bottle(page, 1).getAttribute("aria-pressed")).resolves.toBe("false");
    await expect(badge(page, "swaps")).resolves.toBe("Swaps: 0");

    const swaps = await solve(page, click);
    // The toast's two lines are read while it is up: it goes after a few seconds, and the checks
    // below may take that long on a busy machine.
    await toast(page, "Level Complete!").waitFor();
    await page
      .locator("[data-sonner-toast]")
      .getByText(`You matched all 3 bottles in ${swaps} ${swaps === 1 ? "swap" : "swaps"}!`)
      .waitFor();
    await expectAccessible(page, "a completed level of Bottle Swap");
    await expectLayoutFits(page, "a completed level of Bottle Swap");
    await expect(badge(page, "correct")).resolves.toBe("Correct: 3/3");
    await expect(page.getByTestId("badge-correct").getAttribute("data-tone")).resolves.toBe("green");
    await expect(shareText(page)).resolves.toBe(
      `I cleared level 1 of Bottle Swap, matching 3 bottles in ${swaps} ${swaps === 1 ? "swap" : "swaps"}!`,
    );
    // Solved: the bottles take no more clicks, and the highest level is saved.
    await expect(bottle(page, 0).isDisabled()).resolves.toBe(true);
    await expect(highest(page)).resolves.toBe("2");
    // The win takes the focus to Next Level, scrolled clear of the win's toast.
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe("Next Level");
    await expectFocusUncovered(page, "a completed level of Bottle Swap");
    await page.getByRole("button", { name: "Hide Target" }).click();
    await expect(target(page)).resolves.toEqual(["hidden", "hidden", "hidden"]);
    await page.getByRole("button", { name: "Show Target" }).click();

    // Level 2 with the keyboard alone: Enter on Next Level, then Space on the bottles.
    await page.getByRole("button", { name: "Next Level" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Level 2: Match the Bottles" }).waitFor();
    await expect(badge(page, "level")).resolves.toBe("Level 2/20");
    await expect(badge(page, "bottles")).resolves.toBe("Bottles: 4");
    await expect(badge(page, "swaps")).resolves.toBe("Swaps: 0");
    await page.getByRole("button", { name: "Reset Game" }).waitFor();
    await solve(page, keyboard(" "));
    await page.locator("[data-sonner-toast]").getByText("You matched all 4 bottles in", { exact: false }).waitFor();
    await expect(highest(page)).resolves.toBe("3");
    await expectFocusUncovered(page, "level 2 completed with the keyboard");
    await page.getByRole("button", { name: "Next Level" }).click();
    await page.getByRole("heading", { name: "Level 3: Match the Bottles" }).waitFor();

    // Restart Level deals level 3 again; a returning player carries on from the highest level.
    await page.getByRole("button", { name: "Restart Level" }).click();
    await expect(badge(page, "bottles")).resolves.toBe("Bottles: 5");
    await page.reload();
    await gameIsLive(page);
    await page.getByRole("heading", { name: "Level 3: Match the Bottles" }).waitFor();
    await page.getByRole("button", { name: "Reset Game" }).click();
    await page.getByRole("heading", { name: "Level 1: Match the Bottles" }).waitFor();
    await expect(badge(page, "bottles")).resolves.toBe("Bottles: 3");
    await expect(page.getByRole("button", { name: "Reset Game" }).count()).resolves.toBe(0);
    await expect(highest(page)).resolves.toBe("3");
  });

  it("finishes level 20 by touch on a phone, congratulates and starts over at level 1", async () => {
    const { page } = await browser.open(phone);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("huddle_bottleSwapHighestLevel", "20");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await openGame(page, "bottle-swap", "Bottle Swap");
    await page.getByRole("heading", { name: "Level 20: Match the Bottles" }).waitFor();
    await expect(badge(page, "bottles")).resolves.toBe(`Bottles: ${bottleCount(20)}`);
    await page.getByRole("button", { name: "Show Target" }).tap();
    await page.getByLabel("Show colour names").check();
    // 22 bottles wrap into rows: nothing sticks out sideways, every bottle is a 44 px target.
    await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(390);
    const box = await bottle(page, 21).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    const swaps = await solve(page, (control) => control.tap());
    await toast(page, "Level Complete!").waitFor();
    await page.locator("[data-sonner-toast]").getByText(`You matched all 22 bottles in ${swaps} swaps!`).waitFor();
    await expect(highest(page)).resolves.toBe("21");
    await page.getByRole("button", { name: "Next Level" }).tap();
    await toast(page, "Congratulations!").waitFor();
    await page
      .getByText("You've completed all 20 levels! Start again from the beginning or try to beat your score.")
      .waitFor();
    await page.getByRole("heading", { name: "Level 1: Match the Bottles" }).waitFor();
    await page.reload();
    await gameIsLive(page);
    await page.getByRole("heading", { name: "Level 1: Match the Bottles" }).waitFor();
    await expect(highest(page)).resolves.toBe("21");
  });
});

const ZIP_SEED = 4242;

/** The page's Math.random becomes the tests' seeded generator, and long tasks are recorded. */
async function seedAndWatch(page: Page) {
  await page.addInitScript({ content: `Math.random = (${seededRandom.toString()})(${ZIP_SEED});` });
  await recordLongTasks(page);
}

/** The moment the moves start: long tasks count from then (the page loaded, its network quiet). */
async function playStarts(page: Page): Promise<number> {
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => performance.now());
}

/**
 * The puzzle of `level` the page shows. The page draws it from the seeded Math.random; a few
 * numbers may be drawn before it by the router (history keys), so the generator is replayed from
 * each of the first offsets and the puzzle whose numbers the page describes is the one.
 */
async function puzzleShown(page: Page, level: number, from = 0): Promise<{ puzzle: ZipPuzzle; drawn: number }> {
  await page
    .getByTestId("zip-level")
    .filter({ hasText: String(level) })
    .waitFor();
  await page.waitForFunction(() => document.getElementById("zip-grid")?.textContent?.startsWith("A "));
  const described = (await page.locator("#zip-grid").textContent()) ?? "";
  for (let offset = from; offset < from + 400; offset += 1) {
    const random = seededRandom(ZIP_SEED);
    let drawn = 0;
    const counted = () => {
      drawn += 1;
      return random();
    };
    for (let skip = 0; skip < offset; skip += 1) counted();
    const puzzle = generatePuzzle(level, counted);
    if (describeGrid(puzzle) === described) return { puzzle, drawn };
  }
  throw new Error(`No seeded puzzle matches the page: ${described}`);
}

/** The centre of a cell of the board, in page coordinates. */
async function cellCentre(canvas: Locator, size: number, cell: number) {
  const box = await canvas.boundingBox();
  if (!box) throw new Error("The board is not on screen");
  return {
    x: box.x + ((cellX(size, cell) + 0.5) * box.width) / size,
    y: box.y + ((cellY(size, cell) + 0.5) * box.height) / size,
  };
}

/** The score the page should show, from the time its win dialog reports. */
async function expectedScore(page: Page, moves: number, level: number, hint: boolean) {
  const summary =
    (await page
      .getByRole("dialog")
      .getByText(/ moves · level /)
      .textContent()) ?? "";
  const [minutes, seconds] = (summary.match(/^(\d+):(\d\d)/)?.slice(1) ?? ["0", "0"]).map(Number);
  return zipScore((minutes ?? 0) * 60 + (seconds ?? 0), moves, level, hint);
}

/**
 * A short legal walk from 1 whose last move, and only its last, leaves no way through. Every
 * earlier step keeps the puzzle solvable, so Game Over cannot come before the walk's end however
 * slowly its keys arrive (the check runs 300 ms after each move).
 */
function deadEndWalk(puzzle: ZipPuzzle): number[] {
  const { size, values } = puzzle;
  const around = neighbours(size);
  const walk = (path: number[]): number[] | null => {
    const visited = new Set(path);
    const next = 1 + path.filter((cell) => (values[cell] as number) > 0).length;
    for (const cell of around[path.at(-1) as number] as number[]) {
      if (visited.has(cell) || (values[cell] !== 0 && values[cell] !== next)) continue;
      const longer = [...path, cell];
      if (!isSolvable(puzzle, longer)) return longer;
      const found = path.length < 10 ? walk(longer) : null;
      if (found) return found;
    }
    return null;
  };
  const trap = walk([values.indexOf(1)]);
  if (!trap) throw new Error("No dead end within ten moves");
  return trap;
}

const arrowFor = (size: number, from: number, to: number) =>
  to === from - size ? "ArrowUp" : to === from + size ? "ArrowDown" : to === from - 1 ? "ArrowLeft" : "ArrowRight";

describe("Connect the Zip (mini-games.md sections 3, 4, 5, 8 and 9)", () => {
  it("is solved by dragging the mouse along the path, with the hint, the win dialog, the score and Next Level", async () => {
    const { page } = await browser.open(desktop);
    await seedAndWatch(page);
    await openGame(page, "connect-the-zip", "Connect the Zip");
    const { puzzle, drawn } = await puzzleShown(page, 1);
    const canvas = page.getByTestId("zip-canvas");
    const [width, height] = await canvas.evaluate((element: HTMLCanvasElement) => [
      element.getBoundingClientRect().width,
      element.getBoundingClientRect().height,
    ]);
    expect([width, height]).toEqual([320, 320]);
    await expect(canvas.evaluate((element) => getComputedStyle(element).touchAction)).resolves.toBe("none");
    const position = page.getByTestId("zip-position");
    await expect(position.textContent()).resolves.toContain(`1 of 25 cells filled. Next: number 2 at`);

    // One hint per level: it names the next cell of a way through; a second press is refused.
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    const second = puzzle.solution[1] as number;
    await expect(position.textContent()).resolves.toContain(
      `Hint: go to row ${cellY(5, second) + 1}, column ${cellX(5, second) + 1}.`,
    );
    await page.getByRole("button", { name: "Hint (used)" }).click();
    await toast(page, "Hint already used").waitFor();
    await page.getByText("You can only use one hint per level.").waitFor();

    const since = await playStarts(page);
    const start = await cellCentre(canvas, 5, puzzle.solution[0] as number);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (const cell of puzzle.solution.slice(1)) {
      const { x, y } = await cellCentre(canvas, 5, cell);
      await page.mouse.move(x, y, { steps: 3 });
    }
    await page.mouse.up();
    await expect(position.textContent()).resolves.toContain("25 of 25 cells filled. Puzzle complete!");
    await expect(page.getByTestId("zip-moves").textContent()).resolves.toBe("24");
    await reportLongTasksSince(page, since);

    const dialog = page.getByRole("dialog", { name: "Puzzle Solved!" });
    await dialog.waitFor();
    const score = await expectedScore(page, 24, 1, true);
    await expect(dialog.getByTestId("zip-score").textContent()).resolves.toBe(String(score));
    await expect(dialog.getByTestId("share-text").textContent()).resolves.toBe(
      `I connected level 1 of Connect the Zip for ${score} points!`,
    );

    await dialog.getByRole("button", { name: "Next Level" }).click();
    const level2 = await puzzleShown(page, 2, drawn);
    expect(level2.puzzle.size).toBe(5);
    await expect(page.getByTestId("zip-moves").textContent()).resolves.toBe("0");
    await expect(page.getByRole("button", { name: "Hint", exact: true }).isEnabled()).resolves.toBe(true);

    // A returning player carries on at level 2 (issue 21); Reset progress starts again at 1.
    await page.reload();
    await gameIsLive(page);
    await expect.poll(() => page.getByTestId("zip-level").textContent()).toBe("2");
    await page.getByText("How to Play", { exact: true }).click();
    await page.getByRole("button", { name: "Reset progress" }).click();
    await page.getByRole("group", { name: "Reset progress" }).getByRole("button", { name: "Reset progress" }).click();
    await expect.poll(() => page.getByTestId("zip-level").textContent()).toBe("1");
    await page.reload();
    await gameIsLive(page);
    await expect.poll(() => page.getByTestId("zip-level").textContent()).toBe("1");
  });

  it("takes a step back when the drag returns to the previous cell, and plays by the arrow keys", async () => {
    const { page } = await browser.open(desktop);
    await seedAndWatch(page);
    await openGame(page, "connect-the-zip", "Connect the Zip");
    const { puzzle } = await puzzleShown(page, 1);
    const canvas = page.getByTestId("zip-canvas");
    const [first, second, third] = puzzle.solution;
    const at = (cell: number | undefined) => cellCentre(canvas, 5, cell as number);
    const a = await at(first);
    const b = await at(second);
    const c = await at(third);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 3 });
    await page.mouse.move(c.x, c.y, { steps: 3 });
    await expect(page.getByTestId("zip-moves").textContent()).resolves.toBe("2");
    await page.mouse.move(b.x, b.y, { steps: 3 });
    await page.mouse.up();
    await expect(page.getByTestId("zip-position").textContent()).resolves.toContain("2 of 25 cells filled.");
    await expect(page.getByTestId("zip-moves").textContent()).resolves.toBe("2");

    // The keyboard: the focused board moves the path's end with the arrows, Backspace undoes.
    await canvas.focus();
    await page.keyboard.press(arrowFor(5, second as number, third as number));
    await expect(page.getByTestId("zip-position").textContent()).resolves.toContain("3 of 25 cells filled.");
    await page.keyboard.press("Backspace");
    await expect(page.getByTestId("zip-position").textContent()).resolves.toContain("2 of 25 cells filled.");
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByTestId("zip-position").textContent()).resolves.toContain("1 of 25 cells filled.");
  });

  it("ends in Game Over when a move leaves no way through, and Restart Level starts again from 1", async () => {
    const { page } = await browser.open(desktop);
    await seedAndWatch(page);
    await openGame(page, "connect-the-zip", "Connect the Zip");
    const { puzzle } = await puzzleShown(page, 1);
    const trap = deadEndWalk(puzzle);
    expect(isSolvable(puzzle, trap)).toBe(false);
    expect(isSolvable(puzzle, trap.slice(0, -1))).toBe(true);
    const canvas = page.getByTestId("zip-canvas");
    const position = page.getByTestId("zip-position");
    const dialog = page.getByRole("dialog", { name: "Game Over" });
    const springTrap = async () => {
      await canvas.focus();
      for (let step = 1; step < trap.length; step += 1) {
        await page.keyboard.press(arrowFor(5, trap[step - 1] as number, trap[step] as number));
      }
      await position.filter({ hasText: `${trap.length} of 25 cells filled.` }).waitFor({ state: "attached" });
    };
    const since = await playStarts(page);
    await springTrap();
    await reportLongTasksSince(page, since);
    // 300 ms later the exact check (in a worker) finds no way through.
    await dialog.waitFor();
    await dialog.getByText("This puzzle has become unsolvable. You'll need to restart the level.").waitFor();

    // Closed, the dialog leaves the verdict on the page; the board takes no more moves.
    await page.keyboard.press("Escape");
    await expect(dialog.count()).resolves.toBe(0);
    const banner = page.getByRole("status").filter({ hasText: "Game Over" });
    await banner.waitFor();
    await expect(page.getByRole("button", { name: "Undo" }).isDisabled()).resolves.toBe(true);
    const stuck = await position.textContent();
    await canvas.focus();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowLeft");
    await expect(position.textContent()).resolves.toBe(stuck);
    await banner.getByRole("button", { name: "Restart Level" }).click();
    await expect(position.textContent()).resolves.toContain("1 of 25 cells filled.");

    // Again, and this time the dialog's own Restart Level.
    await springTrap();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Restart Level" }).click();
    await expect(dialog.count()).resolves.toBe(0);
    await expect(position.textContent()).resolves.toContain("1 of 25 cells filled.");
    await expect(page.getByTestId("zip-moves").textContent()).resolves.toBe("0");
    await expect(page.getByRole("button", { name: "Hint", exact: true }).isEnabled()).resolves.toBe(true);
  });

  it("is solved by a finger on a phone without scrolling the page, and scores without a hint", async () => {
    const { page } = await browser.open(phone);
    await seedAndWatch(page);
    await openGame(page, "connect-the-zip", "Connect the Zip");
    const { puzzle } = await puzzleShown(page, 1);
    const canvas = page.getByTestId("zip-canvas");
    await canvas.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", point?: { x: number; y: number }) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: point ? [point] : [] });
    const since = await playStarts(page);
    await touch("touchStart", await cellCentre(canvas, 5, puzzle.solution[0] as number));
    for (const cell of puzzle.solution.slice(1)) await touch("touchMove", await cellCentre(canvas, 5, cell));
    await touch("touchEnd");
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrolled);
    await expect(page.getByTestId("zip-position").textContent()).resolves.toContain("Puzzle complete!");
    await reportLongTasksSince(page, since);
    const dialog = page.getByRole("dialog", { name: "Puzzle Solved!" });
    await dialog.waitFor();
    const score = await expectedScore(page, 24, 1, false);
    await expect(dialog.getByTestId("zip-score").textContent()).resolves.toBe(String(score));
    await expect(pageWidth(page)).resolves.toBeLessThanOrEqual(390);
  });
});
