import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { COMING_SOON_GAMES, MINI_GAME_IDS, MINI_GAMES } from "../../src/shared/catalogue/mini-games";
import { expectAccessible } from "./support/accessibility";
import { expectHeading, gameIsLive, pageIsLive, setupBrowser, siteUrl } from "./support/browser";

/**
 * The mini-games offline (issue 21, point 6): once a visitor has opened the gallery, the service
 * worker keeps every game, and they load and play with the network off, in a new tab too.
 */
const browser = setupBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const withWorker = { ...phone, serviceWorkers: "allow" as const };
const KEPT = "Saved for offline play on this device.";

/** What a page shows offline that the browser fetched without a network: it reports the failures. */
function offlineFailures() {
  browser.expectError(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
}

/** A visitor who has opened the gallery once, its games kept; then the network goes. */
async function galleryOpenedThenOffline(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await browser.open(withWorker);
  await opened.page.goto(`${siteUrl()}/game-gallery`);
  await opened.page.getByRole("status").getByText(KEPT).waitFor({ timeout: 30_000 });
  // On the line kept for it from the first paint: one line on a phone, so nothing below moves.
  const line = opened.page.getByRole("status").filter({ hasText: KEPT });
  for (const width of [390, 320]) {
    await opened.page.setViewportSize({ width, height: 844 });
    await expect(line.evaluate((element) => element.getBoundingClientRect().height)).resolves.toBe(24);
  }
  await opened.context.setOffline(true);
  return opened;
}

/** A new tab, offline, at `path`. */
async function newTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${siteUrl()}${path}`);
  return page;
}

describe("the mini-games offline", () => {
  it("are not fetched for a visitor who has not opened the gallery", async () => {
    offlineFailures();
    const { page, context } = await browser.open(withWorker);
    await page.goto(`${siteUrl()}/mini-games/nordle`);
    await gameIsLive(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    const tab = await newTab(context, "/mini-games/bottle-swap");
    await expectHeading(tab, "You're offline");
  });

  it("play in a new tab with the network off once the gallery has been opened: Nordle with its word list", async () => {
    offlineFailures();
    const { context } = await galleryOpenedThenOffline();
    const page = await newTab(context, "/mini-games/nordle");
    await gameIsLive(page);
    await expect.poll(() => page.getByTestId("nordle-puzzle").textContent()).toMatch(/^Nordle #\d+$/);
    await page.keyboard.type("abcmo");
    await page.keyboard.press("Enter");
    await page.locator("[data-sonner-toast]").getByText("Not in word list", { exact: true }).waitFor();
    for (let letter = 0; letter < 5; letter += 1) await page.keyboard.press("Backspace");
    await page.keyboard.type("crane");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.getByTestId("nordle-board").locator("li").first().getAttribute("aria-label"))
      .toMatch(/^Guess 1: CRANE\./);
    await expectAccessible(page, "Nordle offline");
  });

  it("load every playable game offline, each live, and Sound Snap's page too", async () => {
    offlineFailures();
    const { context } = await galleryOpenedThenOffline();
    const page = await context.newPage();
    for (const id of MINI_GAME_IDS) {
      await page.goto(`${siteUrl()}/mini-games/${id}`);
      await expectHeading(page, MINI_GAMES[id].title);
      if (COMING_SOON_GAMES.includes(id)) await pageIsLive(page);
      else await gameIsLive(page);
    }
    // Bottle Swap answers a tap offline.
    await page.goto(`${siteUrl()}/mini-games/bottle-swap`);
    await gameIsLive(page);
    await page.getByRole("button", { name: /^Bottle 1 of / }).tap();
    await expect(page.getByRole("button", { name: /^Bottle 1 of / }).getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
  });

  it("open the gallery from the home page, as an installed app starts, and say so on pages they cannot show", async () => {
    offlineFailures();
    const { context } = await galleryOpenedThenOffline();
    const home = await newTab(context, "/");
    await expectHeading(home, "Mini Game Gallery");
    expect(new URL(home.url()).pathname).toBe("/game-gallery");
    await home.getByRole("status").getByText(KEPT).waitFor();
    const terms = await newTab(context, "/terms");
    await expectHeading(terms, "You're offline");
  });

  it("leave the Catchphrase lobby saying rooms need a connection, with a practice round that plays", async () => {
    offlineFailures();
    const { context } = await galleryOpenedThenOffline();
    const page = await newTab(context, "/catchphrase");
    await pageIsLive(page);
    const panel = page.getByRole("region", { name: "You're offline" });
    await panel.getByText(/^Playing online needs a connection/).waitFor();
    await panel.getByRole("button", { name: "Start Practice" }).click();
    // The round counts down from the default 90 seconds. Once it has ticked, its bar glides on from
    // second to second without a pause (a new transition of its width each second) while it is judged.
    const timeLeft = panel.getByRole("progressbar", { name: "Practice time left" });
    await expect.poll(async () => Number(await timeLeft.getAttribute("aria-valuenow"))).toBeLessThan(90);
    await expectAccessible(page, "the Catchphrase lobby offline");
    // Back online, the notice goes.
    await context.setOffline(false);
    await expect.poll(() => panel.count()).toBe(0);
  });
});
