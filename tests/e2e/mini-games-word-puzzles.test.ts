import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ANSWERS } from "../../src/web/features/mini-games/games/nordle/content";
import { markGuess } from "../../src/web/features/mini-games/games/nordle/logic";
import { WORDS } from "../../src/web/features/mini-games/games/word-hangman/content";
import { expectAccessible } from "./support/accessibility";
import { expectHeading, gameIsLive, notReachedAtCentre, openMiniGame, setupBrowser } from "./support/browser";
import { expectLayoutFits } from "./support/layout";

const browser = setupBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 900 } };
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });

/** Every Math.random() of the page answers 0: the first answer or word of each list. */
async function fixRandom(page: Page) {
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
}

async function openGame(id: string, options = desktop) {
  const opened = await browser.open(options);
  await fixRandom(opened.page);
  await openMiniGame(opened.page, id);
  return opened;
}

/** Nordle's practice game: the spec's random words (Math.random fixed to 0: the first of them). */
async function choosePractice(page: Page) {
  await expect.poll(() => page.getByRole("button", { name: "Practice", exact: true }).isEnabled()).toBe(true);
  await page.getByRole("button", { name: "Practice", exact: true }).click();
  await expect(page.getByTestId("nordle-puzzle").textContent()).resolves.toBe("Practice");
}

const rowMarks = (page: Page, row: number) =>
  page
    .getByTestId("nordle-board")
    .locator("li")
    .nth(row)
    .locator("span")
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute("data-mark")));

describe("Nordle (mini-games.md sections 4, 5 and 9)", () => {
  it("is won from the device's keyboard, with exact colours, statistics and the share grid", async () => {
    const { page, context } = await openGame("nordle");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await expectHeading(page, "Nordle");
    await choosePractice(page);
    const answer = ANSWERS[0] as string;
    await expect.poll(() => page.getByRole("button", { name: "Q", exact: true }).isEnabled()).toBe(true);

    // Only letters are typed, at most five.
    await page.keyboard.type("c1r-a");
    await expect(page.getByRole("listitem", { name: "Guess 1: C R A" }).count()).resolves.toBe(1);
    await page.keyboard.press("Enter");
    await toast(page, "Word too short").waitFor();
    await page.getByText("Please enter a 5-letter word.").waitFor();
    await page.keyboard.type("nexyz");
    await page.keyboard.press("Enter");
    expect(await rowMarks(page, 0)).toEqual(markGuess("CRANE", answer));

    // Two P's against an answer with two, and two L's against one: repeated letters are exact.
    await page.keyboard.type("lolly");
    await page.keyboard.press("Enter");
    expect(await rowMarks(page, 1)).toEqual(markGuess("LOLLY", answer));
    expect((await rowMarks(page, 1)).filter((mark) => mark !== "absent")).toHaveLength(1);
    await expect(page.getByRole("button", { name: /^L,/ }).getAttribute("data-mark")).resolves.toBe(
      markGuess("LOLLY", answer).includes("correct") ? "correct" : "present",
    );

    await page.keyboard.type(answer.toLowerCase());
    await page.keyboard.press("Enter");
    await toast(page, "You won!").waitFor();
    await expectAccessible(page, "a won game of Nordle");
    await expectLayoutFits(page, "a won game of Nordle");
    const statistics = page.getByRole("region", { name: "Practice statistics" });
    await expect(statistics.getByText("Played").locator("xpath=..").textContent()).resolves.toBe("Played1");
    await expect(statistics.getByText("Win %").locator("xpath=..").textContent()).resolves.toBe("Win %100");
    await expect(statistics.getByText("3 guesses:").locator("xpath=..").textContent()).resolves.toBe("3 guesses: 1");
    const share = page.getByRole("region", { name: "Share your result" });
    await expect(share.getByTestId("share-text").textContent()).resolves.toContain("Nordle Practice 3/6");
    await share.getByRole("button", { name: "Copy" }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split("\n").slice(2, 5).join("\n")).toBe(
      ["CRANE", "LOLLY", answer]
        .map((guess) =>
          markGuess(guess, answer)
            .map((mark) => ({ correct: "🟩", present: "🟨", absent: "⬛" })[mark])
            .join(""),
        )
        .join("\n"),
    );

    // Play Again picks another word; losing reveals it and resets the streak.
    await page.getByRole("button", { name: "Play Again" }).click();
    const next = ANSWERS[1] as string;
    for (let guess = 0; guess < 6; guess += 1) {
      await page.keyboard.type("crane");
      await page.keyboard.press("Enter");
    }
    await toast(page, "Game over").waitFor();
    await page.getByText(`The word was "${next}".`).waitFor();
    await expect(statistics.getByText("Win %").locator("xpath=..").textContent()).resolves.toBe("Win %50");
    await expect(statistics.getByText("Current streak").locator("xpath=..").textContent()).resolves.toBe(
      "Current streak0",
    );
    await page.reload();
    await gameIsLive(page);
    await page.getByRole("button", { name: "Q", exact: true }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem("huddle_nordleStats"))).resolves.toContain('"played":2');
  });

  it("plays by touch on the on-screen keyboard, with a high-contrast choice that is remembered", async () => {
    const { page } = await openGame("nordle", phone);
    const key = (name: string) => page.getByRole("button", { name, exact: true });
    await expect.poll(() => key("Q").isEnabled()).toBe(true);
    for (const letter of "CRANE") await key(letter).tap();
    await page.getByRole("button", { name: "Delete letter" }).tap();
    await key("E").tap();
    await key("Enter").tap();
    const tile = page.getByTestId("nordle-board").locator("li").first().locator("span").last();
    const colour = () => tile.evaluate((element) => getComputedStyle(element).backgroundColor);
    const normal = await colour();
    await page.getByLabel("High contrast colours").check();
    await expect.poll(colour).not.toBe(normal);
    await page.reload();
    await gameIsLive(page);
    await expect.poll(() => page.getByLabel("High contrast colours").isChecked()).toBe(true);
  });
});

describe("toasts on a phone (issue 19)", () => {
  /** The toasts on screen (sonner keeps those beyond the visible few hidden), top to bottom. */
  const shownToasts = (page: Page) =>
    page.locator('[data-sonner-toast][data-visible="true"]').evaluateAll((toasts) =>
      toasts.map((element) => {
        const box = element.getBoundingClientRect();
        return { title: element.querySelector("[data-title]")?.textContent ?? "", ...box.toJSON() };
      }),
    );

  it("shows them at the bottom, within the screen and clear of the header, two at most, each message once", async () => {
    const { page, context } = await openGame("nordle", phone);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await choosePractice(page);
    const answer = ANSWERS[0] as string;
    await expect.poll(() => page.getByRole("button", { name: "Q", exact: true }).isEnabled()).toBe(true);

    // The same message three times over is one toast.
    for (let press = 0; press < 3; press += 1) await page.keyboard.press("Enter");
    await toast(page, "Word too short").waitFor();
    await expect.poll(async () => (await shownToasts(page)).map((shown) => shown.title)).toEqual(["Word too short"]);
    // Where it comes to rest once it has slid in: within the screen, in its lower half, below the header.
    const header = await page.locator("header").first().boundingBox();
    const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
    const misplaced = async () =>
      (await shownToasts(page)).filter(
        (shown) =>
          shown.left < 0 || shown.right > 390 || shown.bottom > 844 || shown.top <= Math.max(844 / 2, headerBottom),
      );
    await expect.poll(misplaced).toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(390);

    // Raised again the moment its toast starts to close, the message shows once more, not lost with it.
    await page.evaluate(() => {
      const enter = [...document.querySelectorAll("button")].find((button) => button.textContent === "Enter");
      new MutationObserver((_changes, observer) => {
        if (!document.querySelector('[data-sonner-toast][data-removed="true"]')) return;
        observer.disconnect();
        enter?.click();
        document.documentElement.dataset.raisedAgain = "";
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["data-removed"] });
    });
    // The closing toast is on the page for a fifth of a second only: the page itself marks the moment.
    await page.locator("html[data-raised-again]").waitFor({ state: "attached", timeout: 10_000 });
    await expect
      .poll(() => page.locator('[data-sonner-toast][data-removed="false"]').getByText("Word too short").count())
      .toBe(1);

    // A third message pushes the first out of view: never more than two on screen.
    await page.keyboard.type(answer.toLowerCase());
    await page.keyboard.press("Enter");
    await toast(page, "You won!").waitFor();
    await page.getByRole("button", { name: "Copy" }).first().click();
    await toast(page, "Copied!").waitFor();
    await expect
      .poll(async () => (await shownToasts(page)).map((shown) => shown.title).sort(), { timeout: 5_000 })
      .toEqual(["Copied!", "You won!"]);
    // Still read out: the toasts live in sonner's polite live region.
    await expect(page.locator("section[aria-live=polite] [data-sonner-toast]").count()).resolves.toBeGreaterThan(0);
  });

  it("keeps them above the game's keys, which stay pressable while a toast shows", async () => {
    // A phone with its browser bars: 390 x 664 visible.
    const { page } = await openGame("nordle", { ...phone, viewport: { width: 390, height: 664 } });
    await expect.poll(() => page.getByRole("button", { name: "Q", exact: true }).isEnabled()).toBe(true);
    await page.keyboard.type("ab");
    await page.keyboard.press("Enter");
    await toast(page, "Word too short").waitFor();

    // Once the toast has come to rest: it lies between the header and the keyboard, and a tap on
    // any key (Enter and the Z row included) reaches that key.
    const misplaced = () =>
      page.evaluate(() => {
        const keyboard = document.querySelector("[data-keyboard]")?.getBoundingClientRect();
        const header = document.querySelector("header")?.getBoundingClientRect();
        const shown = [...document.querySelectorAll('[data-sonner-toast][data-visible="true"]')];
        const faults = shown
          .map((element) => element.getBoundingClientRect())
          .filter((box) => !keyboard || !header || box.bottom > keyboard.top || box.top < header.bottom)
          .map((box) => `toast at ${Math.round(box.top)}-${Math.round(box.bottom)}`);
        return shown.length === 0 ? ["no toast"] : faults;
      });
    const keys = page.locator("[data-keyboard] button");
    await expect.poll(async () => [...(await misplaced()), ...(await notReachedAtCentre(keys))]).toEqual([]);
    await page.getByRole("button", { name: "Delete letter" }).tap();
    await page.getByRole("button", { name: "Z", exact: true }).tap();
    await expect.poll(() => page.getByTestId("nordle-board").locator("li").first().textContent()).toBe("AZ");
  });
});

describe("Word Hangman (mini-games.md sections 4, 5 and 9)", () => {
  it("asks for a category, is won by finding every letter, and lost at ten wrong guesses", async () => {
    const { page } = await openGame("word-hangman");
    await expect.poll(() => page.getByRole("radio", { name: "Animals" }).isEnabled()).toBe(true);
    await page.getByRole("button", { name: "Start Game" }).click();
    await toast(page, "Select a category").waitFor();
    await page.getByText("Please select a category to start the game.").waitFor();

    await page.getByText("Animals", { exact: true }).click();
    await page.getByRole("button", { name: "Start Game" }).click();
    const word = WORDS.animals[0] as string;
    const wrong = page.getByTestId("hangman-wrong");
    await expect(wrong.textContent()).resolves.toBe("Wrong guesses: 0 / 10");

    // A wrong letter draws one more part; a letter is guessed once only.
    await page.keyboard.press("z");
    await expect(wrong.textContent()).resolves.toBe("Wrong guesses: 1 / 10");
    await expect(page.getByRole("img", { name: "Drawing: 1 of 10 parts" }).count()).resolves.toBe(1);
    await page.keyboard.press("z");
    await expect(wrong.textContent()).resolves.toBe("Wrong guesses: 1 / 10");
    await expect(page.getByRole("button", { name: "Z, not in the word" }).isDisabled()).resolves.toBe(true);

    for (const letter of new Set(word)) await page.getByRole("button", { name: letter, exact: true }).click();
    await toast(page, "You won!").waitFor();
    await page.getByRole("status").getByText(word).waitFor();

    await page.getByRole("button", { name: "Play Again" }).click();
    const misses = [..."BCDFGIJKMOQRSUVWXYZ"].filter((letter) => !word.includes(letter)).slice(0, 10);
    for (const letter of misses) await page.keyboard.press(letter.toLowerCase());
    await toast(page, "Game over").waitFor();
    await page.getByText(`The word was "${word}".`).waitFor();
    await expect(page.getByRole("img", { name: "Drawing: 10 of 10 parts" }).count()).resolves.toBe(1);
    await expect(page.getByTestId("hangman-word").textContent()).resolves.toBe(word);
  });

  it("works by touch on a phone", async () => {
    const { page } = await openGame("word-hangman", phone);
    await expect.poll(() => page.getByRole("radio", { name: "Fruits" }).isEnabled()).toBe(true);
    await page.getByText("Fruits", { exact: true }).tap();
    await page.getByRole("button", { name: "Start Game" }).tap();
    const word = WORDS.fruits[0] as string;
    for (const letter of new Set(word)) await page.getByRole("button", { name: letter, exact: true }).tap();
    await toast(page, "You won!").waitFor();
    await page.getByRole("button", { name: "Change Category" }).tap();
    await page.getByRole("button", { name: "Start Game" }).waitFor();
  });
});
