import { type Browser, chromium, type Locator, type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PROMPTS } from "../../src/web/features/mini-games/games/gif-battles/content";
import { COMPANIES } from "../../src/web/features/mini-games/games/which-came-first/content";
import { chromiumArgs, chromiumPath } from "../support/chromium.mjs";
import { expectAccessible } from "./support/accessibility";
import { expectHeading, gameIsLive, openMiniGame, setupBrowser, siteUrl } from "./support/browser";
import { expectLayoutFits } from "./support/layout";

const browser = setupBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 900 } };

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.querySelector("img")?.getAttribute("alt") ?? element?.textContent?.trim() ?? "";
  });

/** Every URL the page asks for, to check that nothing comes from another host. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

function expectOnlyOurServer(urls: string[]) {
  const origin = new URL(siteUrl()).origin;
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(new URL(url).origin, url).toBe(origin);
}

/** Every image on the page has loaded from our own server and has an alt text. */
async function expectImagesOurs(page: Page, count: number) {
  await page.waitForFunction(
    (expected) => {
      const images = [...document.querySelectorAll("img")];
      return images.length >= expected && images.every((image) => image.complete && image.naturalWidth > 0);
    },
    count,
    { timeout: 10_000 },
  );
  const images = await page
    .locator("img")
    .evaluateAll((all) =>
      (all as HTMLImageElement[]).map((image) => ({ src: image.currentSrc, alt: image.getAttribute("alt") ?? "" })),
    );
  expect(images.length).toBeGreaterThanOrEqual(count);
  for (const image of images) {
    expect(new URL(image.src).origin, image.src).toBe(new URL(siteUrl()).origin);
    expect(image.alt.trim(), image.src).not.toBe("");
  }
}

async function expectNoSidewaysScroll(page: Page) {
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
}

describe("Which Came First (mini-games.md sections 4, 5 and 9)", () => {
  const pair = (page: Page) => page.getByRole("group", { name: "The two companies" });
  const yearOf = (name: string) => {
    const company = COMPANIES.find((entry) => entry.name === name.trim());
    if (!company) throw new Error(`Unknown company on screen: ${name}`);
    return Number(company.foundedDate.slice(0, 4));
  };
  const band = (score: number) => {
    if (score === 10) return /perfect/i;
    if (score >= 7) return /great/i;
    if (score >= 4) return /not bad/i;
    return /brush up/i;
  };

  /**
   * Plays ten rounds, picking the older company in the rounds where `right(round)` says so (the
   * names on screen are looked up in the content), and returns the score counted from the years
   * the game reveals.
   */
  async function playTenRounds(page: Page, right: (round: number) => boolean, keyboard = false): Promise<number> {
    let score = 0;
    for (let round = 1; round <= 10; round += 1) {
      await page.getByText(`Round ${round} of 10`, { exact: true }).waitFor();
      const cards = pair(page).getByRole("button");
      await cards.nth(1).waitFor();
      const names = await pair(page).getByTestId("company-name").allTextContents();
      expect(names).toHaveLength(2);
      const [first, second] = names.map(yearOf) as [number, number];
      const older = first < second ? 0 : 1;
      const choice = right(round) ? older : 1 - older;

      if (keyboard) {
        if (round > 1) await expect(focusedId(page)).resolves.toBe("wcf-question");
        else await page.getByRole("heading", { name: /Which came first/ }).focus();
        for (let step = 0; step <= choice; step += 1) await page.keyboard.press("Tab");
        await expect(focusedName(page)).resolves.toContain(names[choice]?.trim());
        await page.keyboard.press("Enter");
      } else {
        await cards.nth(choice).click();
      }

      const years = (await pair(page).getByTestId("founded-year").allTextContents()).map(Number);
      expect(years).toEqual([first, second]);
      const picked = years[choice] as number;
      const other = years[1 - choice] as number;
      const wasRight = picked < other;
      expect(wasRight).toBe(right(round));
      if (wasRight) score += 1;
      const result = page.getByTestId("round-result");
      await expect(result.textContent()).resolves.toMatch(wasRight ? /^Right! / : /^Not quite\. /);
      await expect(page.getByText(/^Score \d+$/).textContent()).resolves.toBe(`Score ${score}`);

      // A pick is ignored once answered. (The cards stay focusable but say aria-disabled, which
      // Playwright would wait on: force the click a player can still make.)
      await cards.nth(1 - choice).click({ force: true });
      await expect(page.getByText(/^Score \d+$/).textContent()).resolves.toBe(`Score ${score}`);
      await expect(result.textContent()).resolves.toMatch(wasRight ? /^Right! / : /^Not quite\. /);

      const next = page.getByRole("button", { name: round === 10 ? "See My Score" : "Next Round" });
      // The loading state lasts 500 ms, less than a click's round trip can take on a busy machine:
      // the page itself notes what it shows then.
      const loading = round < 10 ? await watchLoadingState(page, `Loading round ${round + 1}…`) : undefined;
      // Taken before the press, so a slow machine can only make the wait look longer, never shorter.
      const asked = Date.now();
      if (keyboard) {
        await next.focus();
        await page.keyboard.press("Enter");
      } else {
        await next.click();
      }
      if (loading) {
        // A calm loading state, no company to pick meanwhile, then the next pair after 500 ms.
        await pair(page).getByRole("button").nth(1).waitFor();
        expect(Date.now() - asked).toBeGreaterThanOrEqual(450);
        await expect(loading()).resolves.toEqual({ statuses: 1, companies: 0 });
      }
    }
    return score;
  }

  async function expectGameOver(page: Page, score: number) {
    await expect(page.getByRole("heading", { name: "Game Over" }).isVisible()).resolves.toBe(true);
    await expect(focusedId(page)).resolves.toBe("wcf-over");
    await expect(page.getByTestId("final-score").textContent()).resolves.toBe(`You scored ${score} out of 10`);
    await expectAccessible(page, "the trivia score");
    await expectLayoutFits(page, "the trivia score");
    await expect(page.getByTestId("feedback").textContent()).resolves.toMatch(band(score));
    await expect(page.getByRole("listitem").filter({ hasText: " before " }).count()).resolves.toBe(10);
    await expect(page.getByTestId("share-text").textContent()).resolves.toBe(
      `I got ${score} of 10 right in Which Came First. Do you know which company is older?`,
    );
  }

  /**
   * Has the page note, when it first announces `text` in a status, how many statuses say it and
   * how many companies can be picked; returns what reads that note (null if it never came).
   */
  async function watchLoadingState(page: Page, text: string) {
    await page.evaluate((text) => {
      const seen: { note: { statuses: number; companies: number } | null } = { note: null };
      (window as { loadingSeen?: typeof seen }).loadingSeen = seen;
      const observer = new MutationObserver(() => {
        const statuses = [...document.querySelectorAll('[role="status"]')].filter((element) =>
          element.textContent?.includes(text),
        );
        if (statuses.length === 0) return;
        const companies = document.querySelectorAll('fieldset[aria-label="The two companies"] button').length;
        seen.note = { statuses: statuses.length, companies };
        observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }, text);
    return () => page.evaluate(() => (window as { loadingSeen?: { note: unknown } }).loadingSeen?.note ?? null);
  }

  it("plays ten rounds to a perfect score, then plays again, all from our own server", async () => {
    const { page } = await browser.open(desktop);
    const requests = recordRequests(page);
    await openMiniGame(page, "which-came-first");
    await expectHeading(page, "Which Came First");
    const score = await playTenRounds(page, () => true);
    expect(score).toBe(10);
    await expectGameOver(page, 10);
    await page.getByRole("button", { name: "Play Again" }).click();
    await page.getByText("Round 1 of 10", { exact: true }).waitFor();
    await expect(page.getByText(/^Score \d+$/).textContent()).resolves.toBe("Score 0");
    await pair(page).getByRole("button").nth(1).waitFor();
    await expect(focusedId(page)).resolves.toBe("wcf-question");
    expectOnlyOurServer(requests);
  });

  it("keeps the best score on the device until Reset progress clears it (issue 21)", async () => {
    const { page } = await browser.open(phone);
    await openMiniGame(page, "which-came-first");
    await expect(page.getByTestId("best-score").count()).resolves.toBe(0);
    expect(await playTenRounds(page, (round) => round <= 4)).toBe(4);
    await expect.poll(() => page.getByTestId("best-score").textContent()).toBe("A new best: 4 out of 10!");
    await page.getByRole("button", { name: "Play Again" }).click();
    await expect(page.getByTestId("best-score").textContent()).resolves.toBe("Best 4");
    expect(await playTenRounds(page, (round) => round <= 2)).toBe(2);
    await expect.poll(() => page.getByTestId("best-score").textContent()).toBe("Your best: 4 out of 10");

    await page.reload();
    await gameIsLive(page);
    await expect(page.getByTestId("best-score").textContent()).resolves.toBe("Best 4");
    await page.getByText("How to Play", { exact: true }).click();
    await page.getByRole("button", { name: "Reset progress" }).click();
    await expectAccessible(page, "Which Came First asking before it resets its progress");
    await page.getByRole("group", { name: "Reset progress" }).getByRole("button", { name: "Reset progress" }).click();
    await page.getByText("Which Came First starts again from the beginning.").waitFor();
    await expect(page.getByTestId("best-score").count()).resolves.toBe(0);
  });

  it("says 'not bad' at 4 right, played with the keyboard alone", async () => {
    const { page } = await browser.open(desktop);
    await openMiniGame(page, "which-came-first");
    const score = await playTenRounds(page, (round) => round <= 4, true);
    expect(score).toBe(4);
    await expectGameOver(page, 4);
  });

  it("says 'great' at 7 right on a phone, without sideways scrolling", async () => {
    const { page } = await browser.open(phone);
    const requests = recordRequests(page);
    await openMiniGame(page, "which-came-first");
    await pair(page).getByRole("button").nth(1).waitFor();
    await expectNoSidewaysScroll(page);
    const score = await playTenRounds(page, (round) => round > 3);
    expect(score).toBe(7);
    await expectGameOver(page, 7);
    await expectNoSidewaysScroll(page);
    expectOnlyOurServer(requests);
  });
});

describe("GIF Battles (mini-games.md sections 4 and 9)", () => {
  const [firstPrompt] = PROMPTS;
  if (!firstPrompt) throw new Error("No prompts");
  const picture = (page: Page, title: string) => page.getByRole("button", { name: title, exact: true });

  async function expectPromptShown(page: Page, index: number) {
    const prompt = PROMPTS[index];
    if (!prompt) throw new Error(`No prompt ${index}`);
    await page.getByText(`Prompt ${index + 1} of 4`, { exact: true }).waitFor();
    await expect(page.getByRole("heading", { level: 2, name: prompt.text }).isVisible()).resolves.toBe(true);
    for (const gif of prompt.gifs) await expect(picture(page, gif.title).isVisible()).resolves.toBe(true);
  }

  it("shows the result 1 s after a pick, with Result and Share tabs that answer the arrow keys", async () => {
    const { page } = await browser.open(desktop);
    const requests = recordRequests(page);
    await page.clock.install();
    await openMiniGame(page, "gif-battles");
    await expectHeading(page, "GIF Battles");
    await expectPromptShown(page, 0);
    await expectImagesOurs(page, 4);

    const pick = firstPrompt.gifs[1];
    if (!pick) throw new Error("No picture");
    // The page's time stands still while the test looks at the lock-in, then moves on by steps.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await picture(page, pick.title).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Locking in "${pick.title}"` })
      .waitFor();
    // A second pick while the first is locked in changes nothing.
    await picture(page, firstPrompt.gifs[2]?.title ?? "").click({ force: true });
    const tabs = page.getByRole("tablist", { name: "Your pick" });
    await page.clock.runFor(999);
    await expect(tabs.count()).resolves.toBe(0);
    await page.clock.runFor(1);
    await tabs.waitFor();
    // Toasts need the page's timers to appear: with time running again, the one toast shows.
    await page.clock.resume();
    await toast(page, "GIF Selected!").waitFor();
    await expect(page.locator("[data-sonner-toast]").count()).resolves.toBe(1);

    const resultTab = page.getByRole("tab", { name: "Result" });
    const shareTab = page.getByRole("tab", { name: "Share" });
    await expect(resultTab.getAttribute("aria-selected")).resolves.toBe("true");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: `Your pick: ${pick.title}` }).isVisible()).resolves.toBe(true);
    await expect(panel.getByRole("img", { name: pick.title }).isVisible()).resolves.toBe(true);
    await expect(panel.getByText(`Mood: ${pick.mood}`).isVisible()).resolves.toBe(true);
    await expectImagesOurs(page, 1);

    await resultTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => shareTab.getAttribute("aria-selected")).toBe("true");
    await expect(focusedName(page)).resolves.toBe("Share");
    await expect(page.getByRole("tabpanel").getByTestId("share-text").textContent()).resolves.toBe(
      `"${firstPrompt.text}" My pick in GIF Battles: ${pick.title}. What's yours?`,
    );
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => resultTab.getAttribute("aria-selected")).toBe("true");
    expectOnlyOurServer(requests);
  });

  it("goes through the four prompts with the keyboard alone, then plays again", async () => {
    const { page } = await browser.open(desktop);
    const requests = recordRequests(page);
    await openMiniGame(page, "gif-battles");
    await expectPromptShown(page, 0);
    for (const [index, prompt] of PROMPTS.entries()) {
      await expectPromptShown(page, index);
      if (index === 0) await page.getByRole("heading", { level: 2, name: prompt.text }).focus();
      else await expect(focusedId(page)).resolves.toBe("gif-prompt");
      const choice = index % 4;
      for (let step = 0; step <= choice; step += 1) await page.keyboard.press("Tab");
      await expect(focusedName(page)).resolves.toBe(prompt.gifs[choice]?.title);
      await page.keyboard.press("Enter");
      await toast(page, "GIF Selected!").first().waitFor();
      await page.getByRole("tablist", { name: "Your pick" }).waitFor();
      await expect(
        page.getByRole("heading", { name: `Your pick: ${prompt.gifs[choice]?.title}` }).isVisible(),
      ).resolves.toBe(true);
      const next = page.getByRole("button", { name: index === 3 ? "Play Again" : "Next Prompt" });
      await next.focus();
      if (index === 3) {
        const recap = page.getByRole("region", { name: "Your battle" });
        for (const [played, entry] of PROMPTS.entries()) {
          await expect(recap.getByText(entry.gifs[played % 4]?.title ?? "", { exact: true }).isVisible()).resolves.toBe(
            true,
          );
        }
        await expectImagesOurs(page, 5);
      }
      await page.keyboard.press("Enter");
    }
    await expectPromptShown(page, 0);
    await expect(focusedId(page)).resolves.toBe("gif-prompt");
    expectOnlyOurServer(requests);
  });

  it("fits a phone and plays a pick by touch", async () => {
    const { page } = await browser.open(phone);
    const requests = recordRequests(page);
    await openMiniGame(page, "gif-battles");
    await expectPromptShown(page, 0);
    await expectImagesOurs(page, 4);
    await expectNoSidewaysScroll(page);
    const pick = firstPrompt.gifs[3];
    if (!pick) throw new Error("No picture");
    await picture(page, pick.title).tap();
    await toast(page, "GIF Selected!").waitFor();
    await page.getByRole("tab", { name: "Share" }).tap();
    await expect(page.getByRole("tabpanel").getByTestId("share-text").textContent()).resolves.toContain(pick.title);
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Next Prompt" }).tap();
    await expectPromptShown(page, 1);
    await expectImagesOurs(page, 4);
    expectOnlyOurServer(requests);
  });

  /** Whether the picture looks different at some moment within `ms`. */
  async function moves(image: Locator, ms: number): Promise<boolean> {
    const first = await image.screenshot();
    for (let waited = 0; waited < ms; waited += 250) {
      await image.page().waitForTimeout(250);
      if (!(await image.screenshot()).equals(first)) return true;
    }
    return false;
  }

  it("animates every picture, and holds them still for visitors who ask for less motion", async () => {
    const { page } = await browser.open(desktop);
    await openMiniGame(page, "gif-battles");
    await expectImagesOurs(page, 4);
    for (const gif of firstPrompt.gifs) {
      await expect(moves(page.getByRole("img", { name: gif.title }), 2500), gif.title).resolves.toBe(true);
    }

    // The preference of the system (emulating the media query reaches the page, not its images).
    let still: Browser | undefined;
    try {
      still = await chromium.launch({
        executablePath: chromiumPath,
        args: [...chromiumArgs, "--force-prefers-reduced-motion"],
      });
      const calm = await still.newPage(desktop);
      const errors: string[] = [];
      calm.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await openMiniGame(calm, "gif-battles");
      await expectImagesOurs(calm, 4);
      for (const gif of firstPrompt.gifs) {
        await expect(moves(calm.getByRole("img", { name: gif.title }), 1000), gif.title).resolves.toBe(false);
      }
      expect(errors).toEqual([]);
    } finally {
      await still?.close();
    }
  });
});
