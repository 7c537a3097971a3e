import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SCENARIOS } from "../../src/web/features/mini-games/games/roast-or-toast/content";
import { QUESTIONS } from "../../src/web/features/mini-games/games/truth-roulette/content";
import { categoryUnderPointer } from "../../src/web/features/mini-games/games/truth-roulette/logic";
import { expectAccessible } from "./support/accessibility";
import { expectFocused, openMiniGame, setupBrowser } from "./support/browser";
import { expectLayoutFits } from "./support/layout";

const browser = setupBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 900 } };

const noSidewaysScroll = (page: Page) =>
  expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

describe("Roast or Toast (mini-games.md sections 2 and 4)", () => {
  const roast = (page: Page) => page.getByRole("button", { name: /^Roast( \(your call\))?$/ });
  const toast = (page: Page) => page.getByRole("button", { name: /^Toast( \(your call\))?$/ });
  const scenario = (page: Page) => page.locator("#rot-scenario");
  const completed = (page: Page) => page.getByRole("heading", { name: "Game Completed!" });

  async function open(page: Page) {
    await openMiniGame(page, "roast-or-toast");
    await page.waitForFunction(() => {
      const text = document.querySelector("#rot-scenario")?.textContent?.trim();
      return Boolean(text);
    });
    await expect(roast(page).isEnabled()).resolves.toBe(true);
  }

  /** Makes one choice and checks everything that follows it; returns whether the crowd agreed. */
  async function playRound(page: Page, round: number, pick: (page: Page) => Promise<void>): Promise<boolean> {
    await expect(page.getByText(`Round ${round} of 5`).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Next Scenario" }).count()).resolves.toBe(0);
    await pick(page);
    let agreed: boolean;
    if (round < 5) {
      const verdict = page.getByText(
        /^(You read the room\. \+1 point\.|You said (roast|toast)\. No point this round\.)$/,
      );
      await verdict.waitFor();
      agreed = (await verdict.textContent())?.startsWith("You read the room") ?? false;
    } else {
      // The fifth choice goes straight to the completion view, which lists each round's calls.
      const calls = await page
        .getByText(/^You: (Roast|Toast) · Crowd: (Roast|Toast)/)
        .last()
        .textContent();
      const [, mine, crowd] = calls?.match(/^You: (\w+) · Crowd: (\w+)/) ?? [];
      agreed = mine === crowd;
    }
    await page
      .locator("[data-sonner-toast]")
      .filter({ hasText: agreed ? "Good Choice!" : "Tough Crowd!" })
      .first()
      .waitFor();
    if (round < 5) {
      await expect(roast(page).isDisabled()).resolves.toBe(true);
      await expect(toast(page).isDisabled()).resolves.toBe(true);
      await expect(page.getByRole("button", { name: "Next Scenario" }).isVisible()).resolves.toBe(true);
    }
    return agreed;
  }

  it("plays five rounds by keyboard to 'Game Completed!' with the score the crowd gave, then Play Again", async () => {
    const { page } = await browser.open(desktop);
    await open(page);
    const seen: string[] = [];
    let points = 0;
    for (let round = 1; round <= 5; round += 1) {
      const text = (await scenario(page).textContent()) ?? "";
      expect(SCENARIOS).toContain(text);
      seen.push(text);
      const agreed = await playRound(page, round, async () => {
        if (round === 1) await roast(page).focus();
        if (round % 2 === 0) await page.keyboard.press("Tab"); // from Roast to Toast
        await page.keyboard.press("Enter");
      });
      if (agreed) points += 1;
      await expect(page.getByText(`Score: ${points}`, { exact: true }).count()).resolves.toBe(round < 5 ? 1 : 0);
      if (round < 5) {
        // Focus waits on Next Scenario, and comes back to Roast on the next scenario.
        await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe("Next Scenario");
        await page.keyboard.press("Enter");
        await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe("Roast");
      }
    }
    // Completion comes right after the fifth choice.
    await completed(page).waitFor();
    await expectAccessible(page, "Roast or Toast's result");
    await expectLayoutFits(page, "Roast or Toast's result");
    await expect(page.getByRole("button", { name: "Next Scenario" }).count()).resolves.toBe(0);
    expect(new Set(seen).size).toBe(5);
    const score = Number((await page.getByTestId("final-score").textContent())?.match(/^(\d+)/)?.[1]);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(5);
    expect(score).toBe(points);
    await expect(page.getByTestId("final-score").textContent()).resolves.toBe(`${score} / 5`);
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: /You: (Roast|Toast) · Crowd:/ })
        .count(),
    ).resolves.toBe(5);
    await expect(page.getByTestId("share-text").textContent()).resolves.toBe(
      `The crowd agreed with me ${score} times out of 5 in Roast or Toast. Can you read the room better?`,
    );
    await expect(page.getByRole("region", { name: "Share your result" }).isVisible()).resolves.toBe(true);

    await page.getByRole("button", { name: "Play Again" }).click();
    await expect(completed(page).count()).resolves.toBe(0);
    await expect(page.getByText("Round 1 of 5").isVisible()).resolves.toBe(true);
    await expect(page.getByText("Score: 0", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(roast(page).isEnabled()).resolves.toBe(true);
    await expect(toast(page).isEnabled()).resolves.toBe(true);
    expect(seen).not.toContain(await scenario(page).textContent());
  });

  it("plays to the end on a phone with taps, big buttons and no sideways scrolling", async () => {
    const { page } = await browser.open(phone);
    await open(page);
    const box = await roast(page).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    for (let round = 1; round <= 5; round += 1) {
      await playRound(page, round, () => (round % 2 ? toast(page) : roast(page)).tap());
      if (round < 5) await page.getByRole("button", { name: "Next Scenario" }).tap();
      await noSidewaysScroll(page);
    }
    await completed(page).waitFor();
    const score = Number((await page.getByTestId("final-score").textContent())?.match(/^(\d+)/)?.[1]);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(5);
    await noSidewaysScroll(page);
    await page.getByRole("button", { name: "Play Again" }).tap();
    await expect(page.getByText("Round 1 of 5").isVisible()).resolves.toBe(true);
  });
});

describe("Truth Roulette (mini-games.md sections 2 and 4)", () => {
  const spinButton = (page: Page) => page.getByRole("button", { name: /^(Spin|Spinning\.\.\.)$/ });
  const refreshButton = (page: Page) => page.getByRole("button", { name: "New question" });
  const shareButton = (page: Page) => page.getByRole("button", { name: "Share", exact: true });
  const questionText = (page: Page) => page.getByTestId("truth-question");
  const categoryLabel = (page: Page) => page.getByTestId("truth-category");
  const wheelTransition = (page: Page) =>
    page.getByTestId("wheel").evaluate((wheel) => (wheel as HTMLElement).style.transition);
  const chip = (page: Page, label: string) => page.locator("label").filter({ hasText: label });

  async function open(page: Page) {
    await openMiniGame(page, "truth-roulette");
    await page.getByText("Press Spin to find out what you'll be answering.").waitFor();
    // The prerendered controls open once the page is live.
    await page.getByRole("button", { name: "Spin", exact: true, disabled: false }).waitFor();
  }

  /** The question on show, checked against the content: its text and visible category agree. */
  async function shownQuestion(page: Page) {
    const text = await questionText(page).textContent();
    const question = QUESTIONS.find((candidate) => candidate.question === text);
    expect(question, `unknown question ${text}`).toBeDefined();
    const label = await categoryLabel(page).textContent();
    expect(label?.toLowerCase()).toBe(question?.category);
    return question as (typeof QUESTIONS)[number];
  }

  /** The rotation the wheel shows, in degrees, from its inline transform. */
  async function wheelRotation(page: Page) {
    const transform = await page.getByTestId("wheel").evaluate((wheel) => (wheel as HTMLElement).style.transform);
    return Number(transform.match(/^rotate\((-?[\d.e+-]+)deg\)$/)?.[1]);
  }

  /** Presses Spin and checks the spin: 'Spinning...', everything shut, a question only after 3 s. */
  async function spin(page: Page) {
    const started = Date.now();
    await spinButton(page).click();
    await expect(spinButton(page).textContent()).resolves.toBe("Spinning...");
    await expect(spinButton(page).isDisabled()).resolves.toBe(true);
    await expect(refreshButton(page).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("radio", { name: "Deep" }).isDisabled()).resolves.toBe(true);
    await expect(page.getByText("The wheel is spinning…").isVisible()).resolves.toBe(true);
    await questionText(page).waitFor({ timeout: 6000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    await expect(spinButton(page).textContent()).resolves.toBe("Spin");
    return shownQuestion(page);
  }

  it("spins for 3 s, 'Spinning...' and disabled, lands on a question of the segment under the pointer, and resets", async () => {
    const { page } = await browser.open(desktop);
    await open(page);
    await expect(shareButton(page).isDisabled()).resolves.toBe(true);
    const before = await wheelRotation(page);
    const spinning = spin(page);
    await page.waitForFunction(() =>
      document.querySelector<HTMLElement>("[data-testid=wheel]")?.style.transition.includes("3000ms"),
    );
    const target = await wheelRotation(page);
    expect((target - before) / 360).toBeGreaterThanOrEqual(5);
    expect((target - before) / 360).toBeLessThan(11);
    const question = await spinning;
    expect(categoryUnderPointer(target)).toBe(question.category);
    // 0.5 s later the wheel drops its full turns at once, still pointing at the same category.
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>("[data-testid=wheel]")?.style.transition === "none",
    );
    await expect(wheelTransition(page)).resolves.toBe("none");
    const afterReset = await wheelRotation(page);
    expect(afterReset).toBeGreaterThanOrEqual(0);
    expect(afterReset).toBeLessThan(360);
    expect(categoryUnderPointer(afterReset)).toBe(question.category);
    await expect(spinButton(page).isEnabled()).resolves.toBe(true);
    await expect(shareButton(page).isEnabled()).resolves.toBe(true);
  });

  it("honours the category filter (keyboard too) for spins and for refresh, which draws at once", async () => {
    const { page } = await browser.open(desktop);
    await open(page);
    await expect(page.getByRole("radio", { name: "All" }).isChecked()).resolves.toBe(true);
    await chip(page, "Deep").click();
    await expect(page.getByRole("radio", { name: "Deep" }).isChecked()).resolves.toBe(true);
    expect((await spin(page)).category).toBe("deep");

    const seen = new Set<string>();
    for (let draw = 0; draw < 4; draw += 1) {
      const before = await questionText(page).textContent();
      await refreshButton(page).click();
      await expect(spinButton(page).textContent()).resolves.toBe("Spin");
      await expect(questionText(page).textContent()).resolves.not.toBe(before);
      const question = await shownQuestion(page);
      expect(question.category).toBe("deep");
      seen.add(question.question);
    }
    expect(seen.size).toBe(4);

    // The arrow keys move along the chips: Deep -> Funny.
    await page.getByRole("radio", { name: "Deep" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Funny" }).isChecked()).resolves.toBe(true);
    await refreshButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(categoryLabel(page).textContent()).resolves.toBe("Funny");
    // Spin by keyboard: focus comes back to the button once it lands.
    await spinButton(page).focus();
    await page.keyboard.press("Space");
    await expect(spinButton(page).textContent()).resolves.toBe("Spinning...");
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === "Spin", null, { timeout: 6000 });
    expect((await shownQuestion(page)).category).toBe("funny");
  });

  it("opens the share dialog with the question, and closes it with Escape", async () => {
    const { page } = await browser.open(desktop);
    await open(page);
    await refreshButton(page).click();
    const question = await shownQuestion(page);
    await shareButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Share this truth" });
    await dialog.waitFor();
    await expect(dialog.getByTestId("share-text").textContent()).resolves.toBe(
      `Truth Roulette landed on: "${question.question}" Your turn to answer.`,
    );
    await expect(dialog.getByRole("button", { name: "Copy" }).isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole("link", { name: /Post on X/ }).getAttribute("href")).resolves.toContain(
      encodeURIComponent("Truth Roulette landed on").replace(/%20/g, "+"),
    );
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expectFocused(shareButton(page));
  });

  it("works on a phone: the landed question scrolls into view, the dialog fits", async () => {
    const { page } = await browser.open(phone);
    await open(page);
    await noSidewaysScroll(page);
    await spinButton(page).tap();
    await expect(spinButton(page).isDisabled()).resolves.toBe(true);
    await questionText(page).waitFor({ timeout: 6000 });
    await shownQuestion(page);
    await page.waitForFunction(() => {
      const box = document.querySelector("[data-testid=truth-question]")?.getBoundingClientRect();
      return box && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    await chip(page, "Spicy").tap();
    await refreshButton(page).tap();
    expect((await shownQuestion(page)).category).toBe("spicy");
    await shareButton(page).tap();
    const dialog = page.getByRole("dialog", { name: "Share this truth" });
    await dialog.waitFor();
    await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await dialog.getByRole("button", { name: "Close" }).tap();
    await dialog.waitFor({ state: "detached" });
    await noSidewaysScroll(page);
  });

  it("with reduced motion, holds the wheel still and lands after a shorter pause", async () => {
    const { page } = await browser.open({ ...desktop, reducedMotion: "reduce" });
    await page.clock.install();
    await open(page);
    const before = await wheelRotation(page);
    // Time stands still on the page while the test looks, then moves one step at a time.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await spinButton(page).click();
    await expect(spinButton(page).textContent()).resolves.toBe("Spinning...");
    await expect(wheelRotation(page)).resolves.toBe(before);
    await page.clock.runFor(999);
    await expect(questionText(page).count()).resolves.toBe(0);
    await page.clock.runFor(1);
    await questionText(page).waitFor();
    const question = await shownQuestion(page);
    expect(categoryUnderPointer(await wheelRotation(page))).toBe(question.category);
  });
});
