import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  CATEGORY_CLUES,
  CATEGORIES as CHARADES_CATEGORIES,
  WORDS as CHARADES_WORDS,
} from "../../src/web/features/mini-games/games/emoji-charades/content";
import { cluesFor } from "../../src/web/features/mini-games/games/emoji-charades/logic";
import {
  CATEGORIES as SPELL_CATEGORIES,
  WORDS as SPELL_WORDS,
} from "../../src/web/features/mini-games/games/spell-sprint/content";
import { expectAccessible } from "./support/accessibility";
import { openMiniGame, setupBrowser } from "./support/browser";
import { expectLayoutFits } from "./support/layout";

const browser = setupBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 900 } };

const noSidewaysScroll = (page: Page) =>
  expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

/** The toast with this title and body. */
const toastOf = (page: Page, title: string, body?: string) =>
  page
    .locator("[data-sonner-toast]")
    .filter({ hasText: title })
    .filter({ hasText: body ?? title })
    .first();
/** Waits for the toast with this title and body. */
const toast = (page: Page, title: string, body?: string) => toastOf(page, title, body).waitFor();

/** Touch targets are at least 44 px high. */
async function expectTouchSize(page: Page, name: string) {
  const box = await page.getByRole("button", { name, exact: true }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
}

/** The spec's ratings by words per minute, at or above each threshold. */
function expectedRating(wpm: number): string {
  const ratings: [number, string][] = [
    [50, "Speed Demon!"],
    [40, "Word Wizard!"],
    [30, "Quick Speller!"],
    [20, "Steady Typer!"],
  ];
  return ratings.find(([threshold]) => wpm >= threshold)?.[1] ?? "Learning Speller!";
}

describe("Spell Sprint (mini-games.md sections 4, 5 and 9)", () => {
  // The hint a player reads tells them the word: the test knows the words as the player would.
  const wordOfHint = new Map(
    SPELL_CATEGORIES.flatMap((category) => SPELL_WORDS[category]).map((w) => [w.hint, w.word]),
  );
  const field = (page: Page) => page.getByLabel("Type the word");
  const hintText = async (page: Page) => (await page.getByTestId("hint").textContent()) ?? "";
  const wordShown = async (page: Page) => {
    const word = wordOfHint.get(await hintText(page));
    if (!word) throw new Error(`No word has the hint "${await hintText(page)}"`);
    return word;
  };
  const timerSeconds = async (page: Page) =>
    Number((await page.getByTestId("sprint-timer").textContent())?.match(/(\d+)s/)?.[1]);

  async function open(page: Page, category: string) {
    await openMiniGame(page, "spell-sprint");
    const start = page.getByRole("button", { name: "Start Sprint" });
    await page.waitForFunction(() =>
      [...document.querySelectorAll("button")].some((b) => b.textContent?.includes("Start Sprint") && !b.disabled),
    );
    await page.getByText(category, { exact: true }).click();
    return start;
  }

  it("plays a full minute with right and wrong words, then shows WPM, accuracy and the rating", async () => {
    const { page } = await browser.open(desktop);
    // The page's clock stands still from just before the start while the test plays, then moves
    // only as the test says: however long the steps take on a busy machine, the minute is the
    // page's own, and the countdown is read at the moments chosen below.
    await page.clock.install();
    const start = await open(page, "Technology");
    const startedAt = (await page.evaluate(() => Date.now())) + 1000;
    await page.clock.pauseAt(startedAt);
    await start.click();
    /** A toast, shown by a timer of the toasts' own: the held clock moves a frame at a time until it shows. */
    const toastShown = (title: string, body?: string) =>
      expect
        .poll(async () => {
          await page.clock.runFor(16);
          return toastOf(page, title, body).isVisible();
        })
        .toBe(true);
    await expect(timerSeconds(page)).resolves.toBe(60);
    await expect(page.getByText("Word 1 of 6").isVisible()).resolves.toBe(true);
    await expect(page.getByTestId("sprint-spelled").textContent()).resolves.toBe("Spelled: 0");
    // The field has focus: the player types at once.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("sprint-word");

    let typed = 0;
    let correct = 0;
    // A wrong spelling: 'Try Again', the word stays.
    const first = await wordShown(page);
    const hint = await hintText(page);
    const typo = first.replace(/(.)\1/, "$1") === first ? `${first}E` : first.replace(/(.)\1/, "$1");
    await page.keyboard.type(typo.toLowerCase());
    await page.keyboard.press("Enter");
    typed += typo.length;
    await toastShown("Try Again", "That's not quite right. Check your spelling!");
    await expect(hintText(page)).resolves.toBe(hint);
    await expect(page.getByTestId("sprint-spelled").textContent()).resolves.toBe("Spelled: 0");

    // Right, in lower case with spaces around it (compared trimmed, ignoring case): 'Correct!', next word.
    await field(page).fill(`  ${first.toLowerCase()} `);
    await page.getByRole("button", { name: "Submit" }).click();
    typed += first.length;
    correct += first.length;
    await toastShown("Correct!");
    await page.getByText("Word 2 of 6").waitFor();
    await expect(page.getByTestId("sprint-spelled").textContent()).resolves.toBe("Spelled: 1");
    expect(await hintText(page)).not.toBe(hint);
    await expect(field(page).inputValue()).resolves.toBe("");

    // Skip one, spell the next by keyboard alone.
    const skipped = await wordShown(page);
    await page.getByRole("button", { name: "Skip" }).click();
    await page.getByText("Word 3 of 6").waitFor();
    const third = await wordShown(page);
    await page.keyboard.type(third);
    await page.keyboard.press("Enter");
    typed += third.length;
    correct += third.length;
    await page.getByText("Word 4 of 6").waitFor();
    const left = await wordShown(page);

    // The countdown goes down once a second, on time: the page's time has moved only to show the
    // toasts while the test played.
    const played = (await page.evaluate(() => Date.now())) - startedAt;
    expect(played).toBeLessThan(1_000);
    await expect(timerSeconds(page)).resolves.toBe(60);
    await page.clock.runFor(2_900 - played);
    await expect.poll(() => timerSeconds(page)).toBe(58);
    await page.clock.runFor(200);
    await page.getByTestId("sprint-timer").filter({ hasText: "57s" }).waitFor();
    await expect(page.getByRole("timer").getAttribute("aria-label")).resolves.toBe("57 seconds left");

    // The minute runs out; then the page's time flows again.
    await page.clock.fastForward(57_000);
    await page.getByRole("heading", { name: /Time's up!/ }).waitFor();
    await page.clock.resume();
    await expectAccessible(page, "Spell Sprint's result");
    await expectLayoutFits(page, "Spell Sprint's result");
    const wpm = Math.round(correct / 5);
    const accuracy = Math.round((correct / typed) * 100);
    await expect(page.getByTestId("sprint-wpm").textContent()).resolves.toBe(String(wpm));
    await expect(page.getByTestId("sprint-accuracy").textContent()).resolves.toBe(`${accuracy}%`);
    await expect(page.getByTestId("sprint-words").textContent()).resolves.toBe("2");
    await expect(page.getByTestId("sprint-time").textContent()).resolves.toBe("60s");
    await expect(page.getByTestId("sprint-rating").textContent()).resolves.toBe(expectedRating(wpm));
    // Every word met is listed with how it went, the one on show at the end too.
    for (const [word, status] of [
      [first, "Spelled after 1 wrong try"],
      [skipped, "Skipped"],
      [third, "Spelled"],
      [left, "Time ran out"],
    ]) {
      await expect(page.getByRole("listitem").filter({ hasText: word }).textContent()).resolves.toBe(
        `${word}${status}`,
      );
    }
    await expect(page.getByTestId("share-text").textContent()).resolves.toBe(
      `I spelled 2 words at ${wpm} WPM with ${accuracy}% accuracy in Spell Sprint.`,
    );
    // The first sprint on this device is its best (issue 21), kept through a reload.
    expect(wpm).toBeGreaterThan(0);
    await expect(page.getByTestId("sprint-best").textContent()).resolves.toBe(`A new best: ${wpm} WPM!`);

    // Play Again starts a new sprint in the same category, with a whole minute (the clock held
    // while the test looks); Change Category goes back to the menu.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.getByRole("button", { name: "Play Again" }).click();
    await page.getByText("Word 1 of 6").waitFor();
    await expect(timerSeconds(page)).resolves.toBe(60);
    expect(SPELL_WORDS.technology.map((w) => w.hint)).toContain(await hintText(page));

    // Not a word this time: the best stays, and the menu says it after a reload.
    await page.clock.fastForward(60_000);
    await page.getByRole("heading", { name: /Time's up!/ }).waitFor();
    await page.clock.resume();
    await expect(page.getByTestId("sprint-best").textContent()).resolves.toBe(`Your best: ${wpm} WPM`);
    await page.reload();
    await openMiniGame(page, "spell-sprint");
    await expect(page.getByTestId("sprint-best").textContent()).resolves.toBe(`Your best: ${wpm} WPM`);

    // Reset progress, asked once more, clears it.
    await page.getByText("How to Play", { exact: true }).click();
    await page.getByRole("button", { name: "Reset progress" }).click();
    await page.getByRole("button", { name: "Keep it" }).click();
    await expect(page.getByTestId("sprint-best").count()).resolves.toBe(1);
    await page.getByRole("button", { name: "Reset progress" }).click();
    await page.getByRole("group", { name: "Reset progress" }).getByRole("button", { name: "Reset progress" }).click();
    await page.locator("[data-sonner-toast]").getByText("Progress reset", { exact: true }).waitFor();
    await page.getByText("Spell Sprint starts again from the beginning.").waitFor();
    await page.getByRole("button", { name: "Start Sprint" }).waitFor();
    await expect(page.getByTestId("sprint-best").count()).resolves.toBe(0);
    await expect(page.evaluate(() => localStorage.getItem("huddle_spellSprintBest"))).resolves.toBeNull();
  }, 90_000);

  it("ends early on a phone when all six words are done, with WPM over the time used", async () => {
    const { page } = await browser.open(phone);
    const start = await open(page, "Geography");
    await expectTouchSize(page, "Start Sprint");
    await start.tap();
    await expectTouchSize(page, "Skip");
    await noSidewaysScroll(page);
    let characters = 0;
    for (let word = 1; word <= 6; word += 1) {
      await page.getByText(`Word ${word} of 6`).waitFor();
      const answer = await wordShown(page);
      expect(SPELL_WORDS.geography.map((w) => w.word)).toContain(answer);
      await field(page).fill(answer.toLowerCase());
      await page.getByRole("button", { name: "Submit" }).tap();
      characters += answer.length;
    }
    await page.getByRole("heading", { name: /Sprint complete!/ }).waitFor();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("sprint-result-heading");
    await expect(page.getByTestId("sprint-words").textContent()).resolves.toBe("6");
    await expect(page.getByTestId("sprint-accuracy").textContent()).resolves.toBe("100%");
    const seconds = Number((await page.getByTestId("sprint-time").textContent())?.replace("s", ""));
    expect(seconds).toBeLessThan(60);
    const wpm = Number(await page.getByTestId("sprint-wpm").textContent());
    // Far more than characters/5 in a whole minute: the rate is over the few seconds used.
    expect(wpm).toBeGreaterThan(Math.round(characters / 5));
    await expect(page.getByTestId("sprint-rating").textContent()).resolves.toBe(expectedRating(wpm));
    await noSidewaysScroll(page);
    await page.getByRole("button", { name: "Change Category" }).tap();
    await page.getByRole("button", { name: "Start Sprint" }).waitFor();
    await expect(page.getByRole("radio", { name: /Geography/ }).isChecked()).resolves.toBe(true);
  });
});

describe("Emoji Charades (mini-games.md sections 4, 5, 8 and 9)", () => {
  // What a screen reader announces for the clues names the word, as the emoji do for a sighted player.
  const wordOfClues = new Map(
    CHARADES_CATEGORIES.flatMap((category) =>
      CHARADES_WORDS[category].map((entry) => [
        `Clues: ${cluesFor(entry, CATEGORY_CLUES[category])
          .map(([, name]) => name)
          .join(", ")}`,
        entry.word,
      ]),
    ),
  );
  const guessField = (page: Page) => page.getByLabel("Your guess");
  const guessButton = (page: Page) => page.getByRole("button", { name: "Guess", exact: true });
  const total = (page: Page) => page.getByTestId("charades-total");
  const wordToGuess = async (page: Page) => {
    const clues = page.getByRole("img", { name: /^Clues: / });
    const label = (await clues.getAttribute("aria-label")) ?? "";
    const word = wordOfClues.get(label);
    if (!word) throw new Error(`No word has the clues "${label}"`);
    // Five emoji on show.
    await expect(clues.locator(":scope > span").count()).resolves.toBe(5);
    return word;
  };
  const secondsLeft = async (page: Page) =>
    Number((await page.getByTestId("charades-timer").textContent())?.match(/(\d+)s/)?.[1]);

  async function open(page: Page) {
    await openMiniGame(page, "emoji-charades");
    await page.waitForFunction(() =>
      [...document.querySelectorAll("button")].some((b) => b.textContent?.includes("Start Round") && !b.disabled),
    );
  }

  async function startRound(page: Page, category: string, tap = false) {
    const label = page.locator("label").filter({ hasText: category });
    const start = page.getByRole("button", { name: /^Start (Next )?Round$/ });
    if (tap) {
      await label.tap();
      await start.tap();
    } else {
      await label.click();
      await start.click();
    }
    await guessField(page).waitFor();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("charades-guess");
  }

  /** Types the right word (lower case, a stray space) and checks the win; returns the round's points. */
  async function win(page: Page, submit: "enter" | "click" | "tap") {
    const word = await wordToGuess(page);
    await guessField(page).fill(`${word.toLowerCase()} `);
    const before = await secondsLeft(page);
    if (submit === "enter") await page.keyboard.press("Enter");
    else if (submit === "click") await guessButton(page).click();
    else await guessButton(page).tap();
    await toast(page, "Correct!", "Great job! You guessed the word correctly.");
    await page.getByRole("heading", { name: "You got it!" }).waitFor();
    // Focus moves to the result, so a screen reader reads it.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("You got it!");
    await expect(page.getByTestId("charades-word").textContent()).resolves.toBe(word);
    const points = Number((await page.getByTestId("charades-round-score").textContent())?.replace("+", ""));
    // The larger of 10 and the seconds left when the guess went in.
    expect(points).toBeGreaterThanOrEqual(Math.max(10, before - 2));
    expect(points).toBeLessThanOrEqual(Math.max(10, before));
    return points;
  }

  it("wins, loses by three wrong guesses and wins again, the score adding up; blank guesses are refused", async () => {
    const { page } = await browser.open(desktop);
    await open(page);
    await startRound(page, "Movies");
    await expect(secondsLeft(page)).resolves.toBe(60);
    await expect(page.getByText("3 of 3 attempts left").count()).resolves.toBe(1);
    await expect(total(page).textContent()).resolves.toBe("0");
    expect(CHARADES_WORDS.movies.map((w) => w.word)).toContain(await wordToGuess(page));

    // The Guess button is shut while the field is blank, spaces included; Enter still says why.
    await expect(guessButton(page).isDisabled()).resolves.toBe(true);
    await guessField(page).fill("   ");
    await expect(guessButton(page).isDisabled()).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await toast(page, "Empty guess", "Please enter a guess.");
    await expect(page.getByText("3 of 3 attempts left").count()).resolves.toBe(1);
    await guessField(page).fill("x");
    await expect(guessButton(page).isEnabled()).resolves.toBe(true);

    // A win by Enter.
    const first = await win(page, "enter");
    await expect(total(page).textContent()).resolves.toBe(String(first));
    await expect(page.getByTestId("share-text").textContent()).resolves.toBe(
      `I scored ${first} points decoding emoji in Emoji Charades. Beat that!`,
    );

    // Play Again goes back to setup with the total kept.
    await page.getByRole("button", { name: "Play Again" }).click();
    await page.getByRole("button", { name: "Start Next Round" }).waitFor();
    await expect(total(page).textContent()).resolves.toBe(String(first));
    // Focus waits on the button that starts the next round.
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe("Start Next Round");

    // A loss by three wrong guesses.
    await startRound(page, "Animals");
    const answer = await wordToGuess(page);
    await guessField(page).fill("Not the word");
    await guessButton(page).click();
    await toast(page, "Incorrect guess", "Try again! You have 2 attempts left.");
    await expect(page.getByText("2 of 3 attempts left").count()).resolves.toBe(1);
    await expect(guessField(page).inputValue()).resolves.toBe("");
    await guessField(page).fill("Still wrong");
    await page.keyboard.press("Enter");
    await toast(page, "Incorrect guess", "Try again! You have 1 attempt left.");
    await expect(page.getByText("Not it: Not the word, Still wrong").isVisible()).resolves.toBe(true);
    await guessField(page).fill("Wrong again");
    await page.keyboard.press("Enter");
    await toast(page, "Incorrect guess", `Out of attempts! The word was "${answer}"`);
    await page.getByRole("heading", { name: "Out of attempts" }).waitFor();
    await expect(page.getByTestId("charades-word").textContent()).resolves.toBe(answer);
    await expect(page.getByTestId("charades-round-score").textContent()).resolves.toBe("0");
    await expect(total(page).textContent()).resolves.toBe(String(first));

    // A second win adds to the total.
    await page.getByRole("button", { name: "Play Again" }).click();
    await startRound(page, "Places");
    const second = await win(page, "click");
    await expect(total(page).textContent()).resolves.toBe(String(first + second));
    await expect(page.getByText("2 of 3 rounds won").isVisible()).resolves.toBe(true);
  });

  it("plays a round on a phone with taps, the clues readable and nothing scrolling sideways", async () => {
    const { page } = await browser.open(phone);
    await open(page);
    await noSidewaysScroll(page);
    await startRound(page, "Food", true);
    await expectTouchSize(page, "Guess");
    await noSidewaysScroll(page);
    // The clues, the timer and the field are all on screen together.
    for (const target of [page.getByRole("img", { name: /^Clues: / }), page.getByRole("timer"), guessField(page)]) {
      const box = await target.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    }
    const points = await win(page, "tap");
    await expect(total(page).textContent()).resolves.toBe(String(points));
    await noSidewaysScroll(page);
  });
});
