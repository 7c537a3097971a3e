import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ANSWERS } from "../../src/web/features/mini-games/games/nordle/content";
import { DAILY_ANSWERS } from "../../src/web/features/mini-games/games/nordle/daily-answers";
import { emptyStats, transferCode } from "../../src/web/features/mini-games/games/nordle/stats";
import { expectAccessible } from "./support/accessibility";
import { gameIsLive, openMiniGame, setupBrowser } from "./support/browser";
import { expectLayoutFits } from "./support/layout";

/**
 * Nordle as the best Wordle plays it (issue 21): only real words, a daily puzzle with an archive,
 * Hard Mode, and boards, statistics and settings that survive a reload.
 */
const browser = setupBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 900 } };
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });

/** 27 November 2026, 10:00 on the device's clock: puzzle #331, 330 days after #1 on 1 January 2026. */
const TODAY = new Date(2026, 10, 27, 10, 0, 0);
const TODAYS_ANSWER = DAILY_ANSWERS[330] as string;

/** Nordle on 27 November 2026 (its timers run on; only the date is fixed). */
async function openNordle(options: BrowserContextOptions = desktop, at = TODAY) {
  const opened = await browser.open(options);
  await opened.page.clock.setFixedTime(at);
  await opened.page.addInitScript(() => {
    Math.random = () => 0;
  });
  await openMiniGame(opened.page, "nordle");
  await expect.poll(() => puzzleShown(opened.page)).not.toBe("Nordle");
  return opened;
}

const puzzleShown = (page: Page) => page.getByTestId("nordle-puzzle").textContent();
const row = (page: Page, index: number) => page.getByTestId("nordle-board").locator("li").nth(index);
const rowLabel = (page: Page, index: number) => row(page, index).getAttribute("aria-label");

async function guess(page: Page, word: string) {
  await page.keyboard.type(word.toLowerCase());
  await page.keyboard.press("Enter");
}

/** Guesses `word` and waits until the board has taken it as guess `index + 1`. */
async function guessTaken(page: Page, index: number, word: string) {
  await guess(page, word);
  await expect.poll(() => rowLabel(page, index)).toMatch(new RegExp(`^Guess ${index + 1}: ${word}\\.`));
}

const figure = (page: Page, region: string, label: string) =>
  page.getByRole("region", { name: region }).getByText(label, { exact: true }).locator("xpath=..").textContent();

async function openStatistics(page: Page) {
  const details = page.locator("details", { has: page.getByText("Your statistics", { exact: true }) });
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await page.getByText("Your statistics", { exact: true }).click();
  }
}

/** Has the page note the name of every CSS animation that starts from now; returns what reads them. */
async function watchAnimations(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { animationsSeen: string[] }).animationsSeen = seen;
    document.addEventListener("animationstart", (event) => seen.push(event.animationName));
  });
  // Read two frames on, so an animation started by the last change has had its frame to start.
  return () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve((window as unknown as { animationsSeen: string[] }).animationsSeen)),
          ),
        ),
    );
}

describe("only real words", () => {
  it("refuses five letters that are not a word with a shake and a toast, using no try", async () => {
    const { page } = await openNordle();
    const shakes = await watchAnimations(page);
    await guess(page, "ABCMO");
    await toast(page, "Not in word list").waitFor();
    await page.getByText("Try another five-letter word.").waitFor();
    const shaken = async () => (await shakes()).filter((name) => name === "shake").length;
    await expect.poll(shaken).toBe(1);

    // Refused again at once, while the row still shakes: it shakes again, from the start.
    await page.keyboard.press("Backspace");
    await guess(page, "Q");
    await expect.poll(shaken).toBe(2);
    await expect(rowLabel(page, 0)).resolves.toBe("Guess 1: A B C M Q");
    await expect(rowLabel(page, 1)).resolves.toBe("Guess 2: empty");

    // Refused once more after the shake has ended: it shakes again.
    await expect.poll(() => row(page, 0).getAttribute("class")).not.toContain("shake");
    await page.keyboard.press("Backspace");
    await guess(page, "X");
    await expect.poll(shaken).toBe(3);

    // A real word is taken in the same row.
    for (let letter = 0; letter < 5; letter += 1) await page.keyboard.press("Backspace");
    await guessTaken(page, 0, "FJORD");
  });

  it("does not shake the row for a player who asks for less motion", async () => {
    const { page } = await openNordle({ ...phone, reducedMotion: "reduce" });
    const animations = await watchAnimations(page);
    await guess(page, "XQJKV");
    await toast(page, "Not in word list").waitFor();
    await expect(animations()).resolves.not.toContain("shake");
  });
});

describe("the daily puzzle", () => {
  it("is the same for friends on the same day, numbered, with the time until the next one", async () => {
    const first = await openNordle(phone);
    const second = await openNordle(desktop);
    for (const { page } of [first, second]) {
      await expect(puzzleShown(page)).resolves.toBe("Nordle #331");
      await page.getByText("27 November 2026", { exact: true }).waitFor();
    }
    await guessTaken(first.page, 0, "CRANE");
    await guessTaken(first.page, 1, TODAYS_ANSWER);
    await guessTaken(second.page, 0, TODAYS_ANSWER);
    for (const { page } of [first, second]) await toast(page, "You won!").waitFor();

    // 10:00 to midnight on the device's calendar; the date is fixed, so the countdown stays.
    await expect(first.page.getByTestId("nordle-next").textContent()).resolves.toBe("Next puzzle in 14:00:00");
    const share = first.page.getByRole("region", { name: "Share your result" });
    await expect(share.getByTestId("share-text").textContent()).resolves.toMatch(/^Nordle #331 2\/6\n\n/);
    await expect(figure(first.page, "Daily statistics", "Played")).resolves.toBe("Played1");
    await expectAccessible(first.page, "a won daily Nordle on a phone");
    await expectLayoutFits(first.page, "a won daily Nordle");

    // Once won, the day's board stays won: no second count, the same result after a reload.
    await first.page.reload();
    await gameIsLive(first.page);
    await expect.poll(() => rowLabel(first.page, 1)).toMatch(new RegExp(`^Guess 2: ${TODAYS_ANSWER}\\.`));
    await first.page.getByText("You won!", { exact: true }).first().waitFor();
    await expect(figure(first.page, "Daily statistics", "Played")).resolves.toBe("Played1");
  });

  it("opens the next day on a new puzzle and a new answer", async () => {
    const { page } = await openNordle(desktop, new Date(2026, 10, 28, 0, 0, 30));
    await expect(puzzleShown(page)).resolves.toBe("Nordle #332");
    await guessTaken(page, 0, DAILY_ANSWERS[331] as string);
    await toast(page, "You won!").waitFor();
  });

  it("keeps an archive: any past day by its date, outside the statistics", async () => {
    const { page } = await openNordle(phone);
    await page.getByRole("button", { name: "Archive" }).click();
    const day = page.getByLabel("Play the puzzle of");
    await day.fill("2025-12-31");
    await page.getByRole("button", { name: "Play", exact: true }).click();
    await page.getByRole("alert").getByText("Choose a day from 1 January 2026 to today.").waitFor();
    await expect(puzzleShown(page)).resolves.toBe("Nordle #331");
    await expectAccessible(page, "Nordle's archive with a day refused");

    await day.fill("2026-11-20");
    await page.getByRole("button", { name: "Play", exact: true }).click();
    await expect.poll(() => puzzleShown(page)).toBe("Nordle #324");
    await page.getByText("20 November 2026", { exact: true }).waitFor();
    await guessTaken(page, 0, DAILY_ANSWERS[323] as string);
    await toast(page, "You won!").waitFor();
    await expect(
      page.getByRole("region", { name: "Share your result" }).getByTestId("share-text").textContent(),
    ).resolves.toMatch(/^Nordle #324 1\/6/);
    await expect(figure(page, "Daily statistics", "Played")).resolves.toBe("Played0");
    // From a past puzzle straight to today's.
    await page.getByRole("button", { name: "Play today's puzzle, Nordle #331" }).click();
    await expect.poll(() => puzzleShown(page)).toBe("Nordle #331");
    await expect(rowLabel(page, 0)).resolves.toBe("Guess 1: empty");
  });
});

describe("Hard Mode", () => {
  it("makes every guess use the hints so far, and marks the result as hard", async () => {
    const { page, context } = await openNordle(phone);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Practice", exact: true }).click();
    await expect.poll(() => puzzleShown(page)).toBe("Practice");
    const answer = ANSWERS[0] as string;
    expect(answer).toBe("APPLE");
    await page.getByLabel("Hard Mode").check();

    // PLACE against APPLE: P, L and A in the word elsewhere, E in the right spot.
    await guessTaken(page, 0, "PLACE");
    await guess(page, "SPELL");
    await toast(page, "Must use E in position 5").waitFor();
    for (let letter = 0; letter < 5; letter += 1) await page.keyboard.press("Backspace");
    await guess(page, "CRANE");
    await toast(page, "Guess must contain P").waitFor();
    await expect(rowLabel(page, 1)).resolves.toBe("Guess 2: C R A N E");
    for (let letter = 0; letter < 5; letter += 1) await page.keyboard.press("Backspace");
    await guessTaken(page, 1, "LAPSE");
    await guessTaken(page, 2, answer);
    await expect(
      page.getByRole("region", { name: "Share your result" }).getByTestId("share-text").textContent(),
    ).resolves.toMatch(/^Nordle Practice 3\/6 \(Hard Mode\)\n/);

    // The next game starts in Hard Mode; it can be switched off mid-game, but not back on.
    await page.getByRole("button", { name: "Play Again" }).click();
    await expect(page.getByLabel("Hard Mode").isChecked()).resolves.toBe(true);
    await page.getByLabel("Hard Mode").uncheck();
    await guessTaken(page, 0, "CRANE");
    await page.getByLabel("Hard Mode").click();
    await toast(page, "Hard Mode can only be turned on at the start of a puzzle").waitFor();
    await expect(page.getByLabel("Hard Mode").isChecked()).resolves.toBe(false);
  });
});

describe("progress that survives a reload", () => {
  it("keeps the daily board, the practice game, the statistics and the settings, in a new tab too", async () => {
    const { page, context } = await openNordle(phone);
    await guessTaken(page, 0, "CRANE");
    await page.keyboard.type("sl");
    await page.getByLabel("High contrast colours").check();

    await page.reload();
    await gameIsLive(page);
    await expect.poll(() => rowLabel(page, 0)).toMatch(/^Guess 1: CRANE\./);
    await expect(rowLabel(page, 1)).resolves.toBe("Guess 2: S L");
    await expect(page.getByLabel("High contrast colours").isChecked()).resolves.toBe(true);

    // Practice keeps its own game.
    await page.getByRole("button", { name: "Practice", exact: true }).click();
    await expect(rowLabel(page, 0)).resolves.toBe("Guess 1: empty");
    await guessTaken(page, 0, "PLACE");

    const tab = await context.newPage();
    await tab.clock.setFixedTime(TODAY);
    await openMiniGame(tab, "nordle");
    await expect.poll(() => rowLabel(tab, 0)).toMatch(/^Guess 1: CRANE\./);
    await tab.getByRole("button", { name: "Practice", exact: true }).click();
    await expect.poll(() => rowLabel(tab, 0)).toMatch(/^Guess 1: PLACE\./);
    await guessTaken(tab, 1, "APPLE");
    await toast(tab, "You won!").waitFor();

    await page.reload();
    await gameIsLive(page);
    await openStatistics(page);
    await expect(figure(page, "Practice games", "Played")).resolves.toBe("Played1");
    await expect(figure(page, "Daily puzzles", "Played")).resolves.toBe("Played0");
  });

  it("moves the statistics to another device by a code, refusing a bad one with a clear message", async () => {
    const { page, context } = await openNordle(phone);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await guessTaken(page, 0, TODAYS_ANSWER);
    await toast(page, "You won!").waitFor();
    await openStatistics(page);
    await page.getByRole("button", { name: "Copy code" }).click();
    await toast(page, "Code copied").waitFor();
    const code = await page.evaluate(() => navigator.clipboard.readText());
    await expect(page.getByLabel("This device's code").inputValue()).resolves.toBe(code);
    await expectAccessible(page, "Nordle's statistics open on a phone");
    await expectLayoutFits(page, "Nordle's statistics open");

    const other = await openNordle(desktop);
    await openStatistics(other.page);
    const pasted = other.page.getByLabel("Code from your other device");
    const use = other.page.getByRole("button", { name: "Use these statistics" });
    await pasted.fill("my stats please");
    await use.click();
    await other.page
      .getByRole("alert")
      .getByText(/^That is not a Nordle statistics code\./)
      .waitFor();
    await expect(pasted.getAttribute("aria-invalid")).resolves.toBe("true");
    // One figure changed on the way.
    await pasted.fill(code.replace("NORDLE1.1.1.", "NORDLE1.2.1."));
    await use.click();
    await other.page
      .getByRole("alert")
      .getByText(/^That code is damaged/)
      .waitFor();
    await expect(figure(other.page, "Daily puzzles", "Played")).resolves.toBe("Played0");
    await pasted.fill("");
    await use.click();
    await other.page.getByRole("alert").getByText("Paste the code from your other device first.").waitFor();
    // A whole code, checksum and all, whose last puzzle is far after today's (#331): taken, it would
    // count none of the next puzzles and show its streak for ever.
    const fromTheFuture = {
      played: 999,
      wins: 999,
      currentStreak: 999,
      bestStreak: 999,
      distribution: [0, 0, 999, 0, 0, 0],
      lastPuzzle: 1_000_000,
    };
    await pasted.fill(transferCode({ daily: fromTheFuture, practice: emptyStats() }));
    await use.click();
    await other.page
      .getByRole("alert")
      .getByText(/^That code is damaged/)
      .waitFor();
    await expect(figure(other.page, "Daily puzzles", "Current streak")).resolves.toBe("Current streak0");
    await expect(figure(other.page, "Daily puzzles", "Played")).resolves.toBe("Played0");

    await pasted.fill(code);
    await use.click();
    await toast(other.page, "Statistics moved").waitFor();
    await expect(figure(other.page, "Daily puzzles", "Played")).resolves.toBe("Played1");
    await expect(figure(other.page, "Daily puzzles", "Current streak")).resolves.toBe("Current streak1");
    await other.page.reload();
    await gameIsLive(other.page);
    await openStatistics(other.page);
    await expect(figure(other.page, "Daily puzzles", "Win %")).resolves.toBe("Win %100");
  });
});
