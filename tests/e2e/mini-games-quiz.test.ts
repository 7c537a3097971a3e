import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { RIDDLES } from "../../src/web/features/mini-games/games/lateral-leap/content";
import { CARDS } from "../../src/web/features/mini-games/games/tinder-truths/content";
import { PROFILES, QUESTIONS } from "../../src/web/features/mini-games/games/vibe-check/content";
import type { Trait } from "../../src/web/features/mini-games/games/vibe-check/logic";
import { expectAccessible } from "./support/accessibility";
import { expectHeading, openMiniGame, setupBrowser } from "./support/browser";
import { expectLayoutFits } from "./support/layout";

const browser = setupBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 900 } };

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });
const text = (page: Page, value: string) => page.getByText(value, { exact: true });
const shareText = (page: Page) => page.getByTestId("share-text").textContent();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Focuses a control once it works: the page is prerendered, so its buttons are disabled until hydrated. */
async function focusWhenReady(control: Locator) {
  await control.click({ trial: true });
  await control.focus();
}

async function openGame(page: Page, id: string, title: string) {
  await openMiniGame(page, id);
  await expectHeading(page, title);
}

/** For each question, the option that gives `trait` the most points. */
const leaningTo = (trait: Trait) =>
  QUESTIONS.map((question) => {
    const best = Math.max(...question.options.map((option) => option.scores[trait]));
    return question.options.findIndex((option) => option.scores[trait] === best);
  });

describe("Vibe Check (mini-games.md sections 2 and 4)", () => {
  it("goes from the intro through five questions to the vibe, with the toast, the share text and Take It Again", async () => {
    const { page } = await browser.open(desktop);
    await openGame(page, "vibe-check", "Vibe Check");
    await page.getByRole("button", { name: "Start the Vibe Check" }).click();
    for (const [index, option] of leaningTo("creative").entries()) {
      const question = QUESTIONS[index];
      await text(page, `Question ${index + 1} of 5`).waitFor();
      await page.getByRole("heading", { name: question?.text }).waitFor();
      await expect(page.locator("#vibe-question ~ ul button").count()).resolves.toBe(4);
      await page.getByRole("button", { name: question?.options[option]?.text }).click();
    }
    await page.getByRole("heading", { name: PROFILES.creative.title }).waitFor();
    await text(page, "Your vibe is Creative").waitFor();
    await expect(page.getByText(PROFILES.creative.description).isVisible()).resolves.toBe(true);
    await toast(page, "Vibe Check Complete!").waitFor();
    await expectAccessible(page, "Vibe Check's result");
    await expectLayoutFits(page, "Vibe Check's result");
    await expect(page.getByRole("definition").filter({ hasText: "/ 15" }).count()).resolves.toBe(4);
    await expect(shareText(page)).resolves.toBe(
      `My Vibe Check says I'm ${PROFILES.creative.title} ${PROFILES.creative.emoji}. What's your vibe?`,
    );
    await page.getByRole("button", { name: "Take It Again" }).click();
    await text(page, "Question 1 of 5").waitFor();
    await page.getByRole("heading", { name: QUESTIONS[0]?.text }).waitFor();
  });

  it("can be played with the keyboard alone, focus following each new question", async () => {
    const { page } = await browser.open(desktop);
    await openGame(page, "vibe-check", "Vibe Check");
    const start = page.getByRole("button", { name: "Start the Vibe Check" });
    await focusWhenReady(start);
    await page.keyboard.press("Enter");
    for (const [index, option] of leaningTo("responsible").entries()) {
      await page.waitForFunction((id) => document.activeElement?.id === id, "vibe-question");
      await expect(focusedText(page)).resolves.toContain(QUESTIONS[index]?.text);
      for (let tab = 0; tab <= option; tab += 1) await page.keyboard.press("Tab");
      await expect(focusedText(page)).resolves.toContain(QUESTIONS[index]?.options[option]?.text);
      await page.keyboard.press("Enter");
    }
    await page.waitForFunction((id) => document.activeElement?.id === id, "vibe-result");
    await expect(focusedText(page)).resolves.toContain(PROFILES.responsible.title);
    await toast(page, "Vibe Check Complete!").waitFor();
  });

  it("fits a phone and plays with taps", async () => {
    const { page } = await browser.open(phone);
    await openGame(page, "vibe-check", "Vibe Check");
    await page.getByRole("button", { name: "Start the Vibe Check" }).tap();
    for (const [index, option] of leaningTo("energetic").entries()) {
      await page.getByRole("button", { name: QUESTIONS[index]?.options[option]?.text }).tap();
    }
    await page.getByRole("heading", { name: PROFILES.energetic.title }).waitFor();
    await expect(noSidewaysScroll(page)).resolves.toBeLessThanOrEqual(390);
  });
});

describe("Tinder Truths (mini-games.md sections 2, 4 and 9)", () => {
  const card = (page: Page) => page.getByTestId("truth-card");
  const count = (page: Page) => page.getByTestId("truths-count").textContent();
  /** Waits until the card's transform contains `fragment` (React renders pointer moves a moment later). */
  const waitForTransform = (page: Page, fragment: string) =>
    page.waitForFunction(
      (expected) =>
        (document.querySelector("[data-testid='truth-card']") as HTMLElement | null)?.style.transform.includes(
          expected,
        ),
      fragment,
    );
  const yes = (page: Page) => page.getByRole("button", { name: "Yes", exact: true });
  const no = (page: Page) => page.getByRole("button", { name: "No", exact: true });
  const waitForCount = (page: Page, value: string) =>
    page.waitForFunction(
      (expected) => document.querySelector("[data-testid='truths-count']")?.textContent === expected,
      value,
    );

  /** mini-games.md: a choice "plays a 0.5 s card animation then moves on". */
  const CARD_ANIMATION_MS = 500;
  type AnswerTiming = { choseAt?: number; movedOnAt?: number };
  /**
   * Times, in the page, from the next choice (a pointer released, a key or a click) to the count's
   * next change: a slow test driver cannot make the card look as if it moved on early or late.
   */
  const timeNextAnswer = (page: Page) =>
    page.evaluate(() => {
      const timing: AnswerTiming = {};
      (window as unknown as { answerTiming: AnswerTiming }).answerTiming = timing;
      const chose = () => {
        timing.choseAt ??= performance.now();
      };
      const choices = ["pointerup", "keydown", "click"];
      for (const type of choices) window.addEventListener(type, chose, { capture: true });
      const counter = document.querySelector("[data-testid='truths-count']");
      const observer = new MutationObserver(() => {
        timing.movedOnAt ??= performance.now();
        observer.disconnect();
        for (const type of choices) window.removeEventListener(type, chose, { capture: true });
      });
      if (counter) observer.observe(counter, { childList: true, characterData: true, subtree: true });
    });
  /** How long the card stayed after the choice timed by timeNextAnswer, once the count moved on. */
  const answerDelay = async (page: Page) => {
    const { choseAt, movedOnAt } = await page.evaluate(
      () => (window as unknown as { answerTiming: AnswerTiming }).answerTiming,
    );
    if (choseAt === undefined || movedOnAt === undefined) throw new Error("No choice or no move on was seen");
    return movedOnAt - choseAt;
  };

  async function cardCentre(page: Page) {
    const box = await card(page).boundingBox();
    if (!box) throw new Error("The card is not on screen");
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  /** Drags the card sideways with the mouse by `dx` pixels, checking it follows the pointer. */
  async function mouseDrag(page: Page, dx: number) {
    const { x, y } = await cardCentre(page);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps: 8 });
    await waitForTransform(page, `translateX(${dx}px)`);
    await expect(card(page).getAttribute("data-dragging")).resolves.toBe("true");
    await page.mouse.up();
  }

  it("answers by mouse swipe, springs back from a short drag, blocks choices while a card animates, and counts to 12", async () => {
    const { page } = await browser.open(desktop);
    await openGame(page, "tinder-truths", "Tinder Truths");
    await page.getByRole("button", { name: "Start Swiping" }).click();
    await expect(count(page)).resolves.toBe("1 / 12");
    await text(page, "Card 1 of 12").waitFor();
    await expect(
      card(page)
        .getByText(CARDS[0]?.question ?? "")
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText(/press .* for no and .* for yes/).isVisible()).resolves.toBe(true);

    // 60 px: the card follows, then springs back without answering.
    await mouseDrag(page, 60);
    await waitForTransform(page, "translateX(0");
    await page.waitForTimeout(700);
    await expect(count(page)).resolves.toBe("1 / 12");
    await text(page, "0 yes so far").waitFor();

    // 160 px to the right: yes. The card stays on screen for its 0.5 s animation.
    await timeNextAnswer(page);
    await mouseDrag(page, 160);
    await waitForTransform(page, "translateX(150%)");
    await waitForCount(page, "2 / 12");
    expect(await answerDelay(page)).toBeGreaterThanOrEqual(CARD_ANIMATION_MS);
    await text(page, "1 yes so far").waitFor();
    await expect(
      card(page)
        .getByText(CARDS[1]?.question ?? "")
        .isVisible(),
    ).resolves.toBe(true);

    // 160 px to the left: no.
    await mouseDrag(page, -160);
    await waitForCount(page, "3 / 12");
    await text(page, "1 yes so far").waitFor();

    // Choices during the animation are ignored: a key press, then at once a click and a key press,
    // all in one task of the page (from the test driver, the second could come after the 0.5 s).
    await timeNextAnswer(page);
    await page.evaluate(() => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
      const noButton = [...document.querySelectorAll("button")].find((button) => button.textContent === "No");
      noButton?.click();
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    });
    await waitForCount(page, "4 / 12");
    expect(await answerDelay(page)).toBeGreaterThanOrEqual(CARD_ANIMATION_MS);
    await page.waitForTimeout(700);
    await expect(count(page)).resolves.toBe("4 / 12");
    await text(page, "2 yes so far").waitFor();

    // The other nine with the buttons: yes on the 4th, 6th, 8th, 10th and 12th card.
    for (let index = 3; index < 12; index += 1) {
      await (index % 2 === 1 ? yes(page) : no(page)).click();
      if (index < 11) await waitForCount(page, `${index + 2} / 12`);
    }
    await page.getByRole("heading", { name: "You said yes to 7 of 12" }).waitFor();
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: /\?(Yes|No)$/ })
        .count(),
    ).resolves.toBe(12);
    await expect(shareText(page)).resolves.toBe("I said yes to 7 of 12 Tinder Truths. How honest are you?");
    await page.getByRole("button", { name: "Play Again" }).click();
    await expect(count(page)).resolves.toBe("1 / 12");
  });

  it("can be played with the arrow keys alone", async () => {
    const { page } = await browser.open(desktop);
    await openGame(page, "tinder-truths", "Tinder Truths");
    const start = page.getByRole("button", { name: "Start Swiping" });
    await focusWhenReady(start);
    await page.keyboard.press("Enter");
    for (let index = 0; index < 12; index += 1) {
      await waitForCount(page, `${index + 1} / 12`);
      await page.keyboard.press(index < 9 ? "ArrowRight" : "ArrowLeft");
    }
    await page.waitForFunction((id) => document.activeElement?.id === id, "truths-result");
    await expect(focusedText(page)).resolves.toBe("You said yes to 9 of 12");
    await text(page, "Open Book").waitFor();
  });

  it("swipes with a finger on a phone, follows it, and never widens the page", async () => {
    const { page } = await browser.open(phone);
    await openGame(page, "tinder-truths", "Tinder Truths");
    await page.getByRole("button", { name: "Start Swiping" }).tap();
    const cdp = await page.context().newCDPSession(page);
    // The finger keeps its own clock: each touch carries the moment it happens, 16 ms after the one
    // before unless said otherwise. Without it the browser timed the touches by when they arrived,
    // and on a busy machine they arrived bunched, a millisecond or two apart: it read a very fast
    // swipe, started a fling, and took the next tap (on Yes, below) for a tap that stops the fling,
    // making no click of it (every time, with touches stamped 1 ms apart). Resting before lifting,
    // as a finger may, starts no fling. A new touch starts no earlier than now: the pauses are real.
    let fingerTime = 0;
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x?: number, y?: number, afterMs = 16) => {
      fingerTime = Math.max(fingerTime + afterMs / 1000, type === "touchStart" ? Date.now() / 1000 : 0);
      return cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: x === undefined || y === undefined ? [] : [{ x, y }],
        timestamp: fingerTime,
      });
    };
    const { x, y } = await cardCentre(page);

    await touch("touchStart", x, y);
    for (let step = 1; step <= 6; step += 1) await touch("touchMove", x - step * 10, y);
    await waitForTransform(page, "translateX(-60px)");
    await touch("touchEnd", undefined, undefined, 300);
    await page.waitForTimeout(700);
    await expect(count(page)).resolves.toBe("1 / 12");

    await touch("touchStart", x, y);
    for (let step = 1; step <= 8; step += 1) await touch("touchMove", x - step * 20, y);
    await waitForTransform(page, "translateX(-160px)");
    await touch("touchEnd", undefined, undefined, 300);
    await expect(noSidewaysScroll(page)).resolves.toBeLessThanOrEqual(390);
    await waitForCount(page, "2 / 12");
    await text(page, "0 yes so far").waitFor();

    for (let index = 1; index < 12; index += 1) {
      await yes(page).tap();
      if (index < 11) await waitForCount(page, `${index + 2} / 12`);
    }
    await page.getByRole("heading", { name: "You said yes to 11 of 12" }).waitFor();
    await expect(noSidewaysScroll(page)).resolves.toBeLessThanOrEqual(390);
  });
});

describe("Lateral Leap (mini-games.md sections 2, 4 and 9)", () => {
  const option = (page: Page, index: number) =>
    page.locator("section[aria-labelledby='leap-riddle'] ul button").nth(index);
  const right = (riddle: number) => RIDDLES[riddle]?.answer ?? 0;
  const wrong = (riddle: number) => (right(riddle) + 1) % 4;

  /** Plays the five riddles with clicks, right where `correct` says so, checking each answer's feedback. */
  async function playWithClicks(page: Page, correct: boolean[]) {
    for (const [index, isRight] of correct.entries()) {
      const riddle = RIDDLES[index];
      await text(page, `Riddle ${index + 1} of 5`).waitFor();
      await page.getByRole("heading", { name: riddle?.question }).waitFor();
      await option(page, isRight ? right(index) : wrong(index)).click();
      await text(page, isRight ? "Correct!" : "Not quite!").waitFor();
      await expect(page.getByText(riddle?.explanation ?? "").isVisible()).resolves.toBe(true);
      for (let other = 0; other < 4; other += 1) await expect(option(page, other).isDisabled()).resolves.toBe(true);
      await page.getByRole("button", { name: index < 4 ? "Next Puzzle" : "See Results" }).click();
    }
  }

  it("locks each riddle once answered, explains it, and scores 4 of 5 as Exceptional; Play Again restarts", async () => {
    const { page } = await browser.open(desktop);
    await openGame(page, "lateral-leap", "Lateral Leap");
    await playWithClicks(page, [true, true, false, true, true]);
    await page.getByRole("heading", { name: "You solved 4 of 5 riddles" }).waitFor();
    await text(page, "80%").waitFor();
    await text(page, "Exceptional").waitFor();
    await text(page, "Exceptional! You leap sideways like a true puzzle master.").waitFor();
    await expect(shareText(page)).resolves.toBe("I solved 4 of 5 riddles in Lateral Leap. Think sideways and beat me!");
    await page.getByRole("button", { name: "Play Again" }).click();
    await text(page, "Riddle 1 of 5").waitFor();
    await text(page, "Score: 0").waitFor();
  });

  it("gives Great at 60 %, Good at 40 % and keep practicing below", async () => {
    const { page } = await browser.open(desktop);
    await openGame(page, "lateral-leap", "Lateral Leap");
    const games: [boolean[], string, string][] = [
      [[true, false, true, false, true], "60%", "Great thinking! Very few twists get past you."],
      [[false, true, false, true, false], "40%", "Good effort! You caught several of the twists."],
      [[false, false, true, false, false], "20%", "Keep practicing! Every riddle trains you to question the obvious."],
    ];
    for (const [correct, percent, message] of games) {
      await playWithClicks(page, correct);
      await text(page, percent).waitFor();
      await text(page, message).waitFor();
      await page.getByRole("button", { name: "Play Again" }).click();
    }
  });

  it("can be played with the keyboard alone, focus going to Next Puzzle and then to the next riddle", async () => {
    const { page } = await browser.open(desktop);
    await openGame(page, "lateral-leap", "Lateral Leap");
    await focusWhenReady(option(page, 0));
    for (let index = 0; index < 5; index += 1) {
      if (index > 0) {
        await page.waitForFunction((id) => document.activeElement?.id === id, "leap-riddle");
        await page.keyboard.press("Tab");
      }
      for (let tab = 0; tab < right(index); tab += 1) await page.keyboard.press("Tab");
      await expect(focusedText(page)).resolves.toContain(RIDDLES[index]?.options[right(index)]);
      await page.keyboard.press("Enter");
      await text(page, "Correct!").waitFor();
      await expect(focusedText(page)).resolves.toBe(index < 4 ? "Next Puzzle" : "See Results");
      await page.keyboard.press("Enter");
    }
    await page.waitForFunction((id) => document.activeElement?.id === id, "leap-result");
    await expect(focusedText(page)).resolves.toBe("You solved 5 of 5 riddles");
    await text(page, "100%").waitFor();
  });

  it("fits a phone and plays with taps", async () => {
    const { page } = await browser.open(phone);
    await openGame(page, "lateral-leap", "Lateral Leap");
    for (let index = 0; index < 5; index += 1) {
      await option(page, wrong(index)).tap();
      await expect(noSidewaysScroll(page)).resolves.toBeLessThanOrEqual(390);
      await page.getByRole("button", { name: index < 4 ? "Next Puzzle" : "See Results" }).tap();
    }
    await page.getByRole("heading", { name: "You solved 0 of 5 riddles" }).waitFor();
    await text(page, "Keep practicing").waitFor();
  });
});
