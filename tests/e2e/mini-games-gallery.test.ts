import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MINI_GAME_IDS, MINI_GAMES } from "../../src/shared/catalogue/mini-games";
import { likeMessages } from "../../src/shared/likes";
import { siteConfig } from "../../src/shared/site-config";
import { expectAccessible } from "./support/accessibility";
import {
  expectHeading,
  gameIsLive,
  holdRequests,
  openMiniGame,
  recordAssets,
  setupBrowser,
  siteUrl,
} from "./support/browser";
import { expectLayoutFits } from "./support/layout";

const browser = setupBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 900 } };

const search = (page: Page) => page.getByPlaceholder("Search for games...");
const cards = (page: Page) => page.getByRole("article");
const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
const likeButton = (page: Page, title: string) => page.getByRole("button", { name: new RegExp(`^Like ${title}`) });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });
const visitorIdKey = `${siteConfig.storagePrefix}anonymousId`;

/**
 * The count a like button shows, once likes have loaded. Loading them may take two requests (a
 * browser's old id is exchanged first) while the gallery's pictures load beside them: the wait is
 * the steps' usual one, not expect.poll's single second.
 */
async function likeCount(page: Page, title: string): Promise<number> {
  const button = likeButton(page, title).first();
  await button.and(page.locator(":enabled")).waitFor();
  return Number(await button.getByTestId("like-count").textContent());
}

async function openGallery(options = desktop) {
  const opened = await browser.open(options);
  await opened.page.goto(`${siteUrl()}/game-gallery`);
  await expectHeading(opened.page, "Mini Game Gallery");
  return opened;
}

describe("the mini-game gallery (mini-games.md section 2)", () => {
  it("lists every game as a card linking to its page, with type, description and a like button", async () => {
    const { page } = await openGallery();
    await expect(cards(page).count()).resolves.toBe(MINI_GAME_IDS.length);
    for (const id of MINI_GAME_IDS) {
      const game = MINI_GAMES[id];
      const gameCard = card(page, game.title);
      await expect(gameCard.getByRole("link", { name: game.title }).getAttribute("href")).resolves.toBe(
        `/mini-games/${id}`,
      );
      await expect(gameCard.getByText(game.description).isVisible()).resolves.toBe(true);
      await expect(gameCard.getByText(game.type, { exact: true }).isVisible()).resolves.toBe(true);
      await expect(likeCount(page, game.title)).resolves.toBeGreaterThanOrEqual(game.likeCount);
    }
    await card(page, "Bottle Swap").click();
    await page.waitForURL(`${siteUrl()}/mini-games/bottle-swap`);
  });

  it("searches title, description and type without regard to case, and says when nothing matches", async () => {
    const { page } = await openGallery();
    await search(page).fill("NORDLE");
    await expect.poll(() => cards(page).count()).toBe(1);
    await card(page, "Nordle").waitFor();
    expect(new URL(page.url()).searchParams.get("q")).toBe("NORDLE");

    // "Word" is the type of three games; "word" is in Emoji Charades' description.
    await search(page).fill("word");
    await expect.poll(() => cards(page).allTextContents()).toHaveLength(4);
    for (const title of ["Emoji Charades", "Nordle", "Word Hangman", "Spell Sprint"]) await card(page, title).waitFor();

    await search(page).fill("Sprint to the moon");
    await page.getByText('No games found matching "Sprint to the moon"').waitFor();
    await expectAccessible(page, "the gallery with no match");
    await expectLayoutFits(page, "the gallery with no match");
    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect.poll(() => cards(page).count()).toBe(MINI_GAME_IDS.length);
    await expect(search(page).inputValue()).resolves.toBe("");
    await expect(search(page).evaluate((input) => input === document.activeElement)).resolves.toBe(true);
  });

  it("opens with the search of a shared address", async () => {
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/game-gallery?q=golf`);
    await expect.poll(() => cards(page).count()).toBe(1);
    await expect(search(page).inputValue()).resolves.toBe("golf");
  });

  it("shows one column on a phone, two on a tablet and three on a wide screen", async () => {
    const columns = async (page: Page) => {
      const lefts = await cards(page).evaluateAll((elements) =>
        elements.slice(0, 3).map((element) => Math.round(element.getBoundingClientRect().left)),
      );
      return new Set(lefts).size;
    };
    for (const [options, expected] of [
      [phone, 1],
      [{ viewport: { width: 800, height: 900 } }, 2],
      [desktop, 3],
    ] as const) {
      const { page } = await openGallery(options);
      await expect(columns(page)).resolves.toBe(expected);
    }
  });

  it("loads no game code, and a game's page loads its own game only", async () => {
    const { page } = await browser.open(desktop);
    const { scripts } = recordAssets(page);
    await page.goto(`${siteUrl()}/game-gallery`);
    await page.waitForLoadState("networkidle");
    const gameChunks = () => scripts.filter((path) => path.startsWith("/assets/games/"));
    expect(gameChunks()).toEqual([]);
    await card(page, "Who's Most Likely To").getByRole("link").click();
    await page.getByRole("button", { name: "Next Question" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(gameChunks()).toEqual([expect.stringMatching(/^\/assets\/games\/whos-most-likely-to-[\w-]+\.js$/)]);
  });
});

describe("likes (mini-games.md sections 4, 7 and 8)", () => {
  it("are kept by the server: a like survives a reload and every visitor sees the count", async () => {
    const { page } = await openGallery();
    const before = await likeCount(page, "Vibe Check");
    await likeButton(page, "Vibe Check").click();
    await toast(page, likeMessages.liked.title).waitFor();
    await page.getByText(likeMessages.liked.body).waitFor();
    await expect.poll(() => likeCount(page, "Vibe Check")).toBe(before + 1);
    await expect(likeButton(page, "Vibe Check").getAttribute("aria-pressed")).resolves.toBe("true");

    await page.reload();
    await expect.poll(() => likeCount(page, "Vibe Check")).toBe(before + 1);
    await expect(likeButton(page, "Vibe Check").getAttribute("aria-pressed")).resolves.toBe("true");

    // Another visitor sees the like in the count, not as their own.
    const other = await browser.open(phone);
    await other.page.goto(`${siteUrl()}/mini-games/vibe-check`);
    await expect.poll(() => likeCount(other.page, "Vibe Check")).toBe(before + 1);
    await expect(likeButton(other.page, "Vibe Check").getAttribute("aria-pressed")).resolves.toBe("false");

    // Unliking on the game page takes it back, for everyone.
    await page.goto(`${siteUrl()}/mini-games/vibe-check`);
    await likeButton(page, "Vibe Check").click();
    await expect.poll(() => likeCount(page, "Vibe Check")).toBe(before);
    await expect(likeButton(page, "Vibe Check").getAttribute("aria-pressed")).resolves.toBe("false");
    await other.page.reload();
    await expect.poll(() => likeCount(other.page, "Vibe Check")).toBe(before);
  });

  it("ignores a second click while the first is on its way", async () => {
    const { page } = await openGallery();
    const before = await likeCount(page, "Nordle");
    const toggles = await holdRequests(page, "**/api/likes/nordle/toggle");
    await likeButton(page, "Nordle").click();
    await likeButton(page, "Nordle").click({ force: true });
    toggles.release();
    await expect.poll(() => likeCount(page, "Nordle")).toBe(before + 1);
    expect(toggles.count).toBe(1);
    await likeButton(page, "Nordle").click();
    await expect.poll(() => likeCount(page, "Nordle")).toBe(before);
  });

  it("fall back to this browser when the server cannot be reached, counting 5 to 20", async () => {
    browser.expectError(/Failed to load resource: net::ERR_FAILED/);
    const { page } = await browser.open(desktop);
    await page.route("**/api/likes**", (route) => route.abort());
    await page.goto(`${siteUrl()}/game-gallery`);
    // The catalogue's starting counts, and the clamp of section 9 at 20.
    await expect.poll(() => likeCount(page, "Truth Roulette")).toBe(19);
    await likeButton(page, "Truth Roulette").click();
    await toast(page, likeMessages.liked.title).waitFor();
    await expect.poll(() => likeCount(page, "Truth Roulette")).toBe(20);
    await likeButton(page, "Truth Roulette").click();
    await expect.poll(() => likeCount(page, "Truth Roulette")).toBe(19);
    await likeButton(page, "Truth Roulette").click();
    await expect.poll(() => likeCount(page, "Truth Roulette")).toBe(20);

    await page.reload();
    await expect.poll(() => likeCount(page, "Truth Roulette")).toBe(20);
    await expect(likeButton(page, "Truth Roulette").getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(
      page.evaluate((key) => localStorage.getItem(key), `${siteConfig.storagePrefix}likedGames`),
    ).resolves.toBe(JSON.stringify(["truth-roulette"]));
  });

  it("made offline are kept on the device, said so, and sent once the network is back (issue 21)", async () => {
    browser.expectError(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/);
    const serverCount = async () => {
      const response = await fetch(`${siteUrl()}/api/likes`);
      const { games } = (await response.json()) as { games: Record<string, { count: number }> };
      return games["lateral-leap"]?.count;
    };
    const before = await serverCount();
    // With the service worker, as a visitor has it: the toasts' code is then on the device.
    const { page, context } = await browser.open({ ...phone, serviceWorkers: "allow" });
    await page.goto(`${siteUrl()}/game-gallery`);
    await expect.poll(() => likeCount(page, "Lateral Leap")).toBe(before);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await likeButton(page, "Lateral Leap").click();
    await toast(page, likeMessages.savedOffline.title).waitFor();
    await page.getByText(likeMessages.savedOffline.body).waitFor();
    await expect(likeButton(page, "Lateral Leap").getAttribute("aria-pressed")).resolves.toBe("true");
    expect(await serverCount()).toBe(before);

    await context.setOffline(false);
    await expect.poll(serverCount).toBe((before ?? 0) + 1);
    await expect.poll(() => likeCount(page, "Lateral Leap")).toBe((before ?? 0) + 1);
    await expect(
      page.evaluate((key) => localStorage.getItem(key), `${siteConfig.storagePrefix}likesWanted`),
    ).resolves.toBe("{}");
  });

  it("say so when neither the server nor this browser can keep a like", async () => {
    browser.expectError(/Failed to load resource: net::ERR_FAILED/);
    const { page } = await browser.open(desktop);
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await page.route("**/api/likes/**", (route) => route.abort());
    await page.goto(`${siteUrl()}/mini-games/speed-sketch`);
    const before = await likeCount(page, "Speed Sketch");
    await likeButton(page, "Speed Sketch").click();
    await toast(page, likeMessages.failed.title).waitFor();
    await page.getByText(likeMessages.failed.body).waitFor();
    expect(await likeCount(page, "Speed Sketch")).toBe(before);
    await expect(likeButton(page, "Speed Sketch").getAttribute("aria-pressed")).resolves.toBe("false");
  });

  it("are given by a visitor id the server issues: one made by the browser, or made up, is replaced", async () => {
    // The made-up id is refused when the gallery reads with it; the browser then forgets it.
    browser.expectError(/status of 400/);
    for (const stale of ["anon-k3j9x2m1q8", `anon-${"0".repeat(52)}`]) {
      const { page } = await browser.open(desktop);
      await page.addInitScript(
        ([key, id]) => {
          if (!sessionStorage.getItem("seeded")) {
            sessionStorage.setItem("seeded", "yes");
            localStorage.setItem(key, id);
          }
        },
        [visitorIdKey, stale] as const,
      );
      await page.goto(`${siteUrl()}/game-gallery`);
      const before = await likeCount(page, "Word Hangman");
      await likeButton(page, "Word Hangman").click();
      await toast(page, likeMessages.liked.title).waitFor();
      await expect.poll(() => likeCount(page, "Word Hangman")).toBe(before + 1);
      const issued = await page.evaluate((key) => localStorage.getItem(key), visitorIdKey);
      expect(issued).toMatch(/^anon-[0-9a-f]{52}$/);
      await page.reload();
      await expect.poll(() => likeCount(page, "Word Hangman")).toBe(before + 1);
      await expect(likeButton(page, "Word Hangman").getAttribute("aria-pressed")).resolves.toBe("true");
      await likeButton(page, "Word Hangman").click();
      await expect.poll(() => likeCount(page, "Word Hangman")).toBe(before);
    }
  });

  it("show the server's refusal, and keep nothing in the browser, once an address has liked enough today", async () => {
    const refusal = "Too many likes from your network today. Please try again tomorrow.";
    browser.expectError(/status of 429/);
    const { page } = await openGallery();
    await page.route("**/api/likes/lateral-leap/toggle", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: refusal }) }),
    );
    const before = await likeCount(page, "Lateral Leap");
    await likeButton(page, "Lateral Leap").click();
    await toast(page, likeMessages.failed.title).waitFor();
    await page.getByText(refusal).waitFor();
    expect(await likeCount(page, "Lateral Leap")).toBe(before);
    await expect(likeButton(page, "Lateral Leap").getAttribute("aria-pressed")).resolves.toBe("false");
    const kept = await page.evaluate((key) => localStorage.getItem(key), `${siteConfig.storagePrefix}likedGames`);
    expect(JSON.parse(kept ?? "[]")).not.toContain("lateral-leap");
  });
});

describe("a mini-game's page (mini-games.md section 2)", () => {
  it("has a header with the way back, the like button, the icon, title, type and description", async () => {
    const { page } = await browser.open(phone);
    await page.goto(`${siteUrl()}/mini-games/whos-most-likely-to`);
    const game = MINI_GAMES["whos-most-likely-to"];
    await expectHeading(page, game.title);
    await page.getByText(game.description).waitFor();
    await page.getByText(game.type, { exact: true }).waitFor();
    await likeButton(page, game.title).waitFor();
    await page.getByRole("link", { name: "Back to Gallery" }).click();
    await expectHeading(page, "Mini Game Gallery");
  });

  it("shows How to Play and a Play Now button that says Coming Soon for a game without a play screen", async () => {
    const { page } = await browser.open(phone);
    await page.goto(`${siteUrl()}/mini-games/sound-snap`);
    await expectHeading(page, "Sound Snap");
    await page.getByRole("heading", { name: "How to Play" }).waitFor();
    await page.getByText(MINI_GAMES["sound-snap"].howToPlay).waitFor();
    await page.getByRole("button", { name: "Play Now" }).click();
    await toast(page, "Coming Soon").waitFor();
  });

  it("marks the prerendered game as hydrating until it is live, so an early tap waits for it", async () => {
    const html = await (await fetch(`${siteUrl()}/mini-games/whos-most-likely-to`)).text();
    expect(html).toMatch(/<div data-hydrating="" data-testid="game-area">.*Next Question/s);
    const { page } = await browser.open(phone);
    await page.goto(`${siteUrl()}/mini-games/whos-most-likely-to`);
    await gameIsLive(page);
  });

  it("opens a game from the gallery live at once: only prerendered games wait", async () => {
    const { page } = await openGallery();
    await likeCount(page, "Nordle"); // the gallery is live
    // Records whether a game area ever appears marked as hydrating during the in-app navigation.
    await page.evaluate(() => {
      const seen = { hydrating: false };
      Object.assign(window, { __gameArea: seen });
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="game-area"][data-hydrating]')) seen.hydrating = true;
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["data-hydrating"],
      });
    });
    await card(page, "Nordle").getByRole("link", { name: "Nordle" }).click();
    await expectHeading(page, "Nordle");
    await page.getByTestId("game-area").waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { __gameArea: { hydrating: boolean } }).__gameArea.hydrating),
    ).resolves.toBe(false);
  });

  it("says Game Not Found for an unknown id, with a way back to the gallery", async () => {
    browser.expectError(/status of 404/);
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/mini-games/tic-tac-toe`);
    await expectHeading(page, "Game Not Found");
    await page.getByText("The game you're looking for doesn't exist or has been removed.").waitFor();
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex, nofollow");
    await page.getByRole("link", { name: "Back to the gallery" }).click();
    await expectHeading(page, "Mini Game Gallery");
  });
});

describe("Who's Most Likely To and the share widget", () => {
  it("draws questions without repeating, and shares one by copy, share sheet fallback and links", async () => {
    const { page, context } = await browser.open(desktop);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openMiniGame(page, "whos-most-likely-to");
    const question = page.getByRole("heading", { level: 2, name: /^Who's most likely to .+\?$/ });
    await question.waitFor();
    const seen = new Set([await question.textContent()]);
    for (let draw = 1; draw < 30; draw += 1) {
      const before = await question.textContent();
      await page.getByRole("button", { name: "Next Question" }).click();
      await expect.poll(() => question.textContent()).not.toBe(before);
      seen.add(await question.textContent());
    }
    expect(seen.size).toBe(30);

    const shareToggle = page.getByRole("button", { name: "Share", exact: true }).first();
    await expect(shareToggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await shareToggle.click();
    await expect(shareToggle.getAttribute("aria-expanded")).resolves.toBe("true");
    const panel = page.getByRole("region", { name: "Share this question" });
    const current = (await question.textContent()) ?? "";
    await expect(panel.getByTestId("share-text").textContent()).resolves.toContain(current);

    await panel.getByRole("button", { name: "Copy" }).click();
    await toast(page, "Copied!").waitFor();
    await page.getByText("Your result has been copied to your clipboard.").waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(current);
    expect(copied).toContain("#HuddleGames #WhosMostLikelyTo");
    expect(copied).toContain(`${siteConfig.origin}/mini-games/whos-most-likely-to`);

    const microblog = new URL((await panel.getByRole("link", { name: /Post on X/ }).getAttribute("href")) ?? "");
    expect(`${microblog.origin}${microblog.pathname}`).toBe(siteConfig.shareIntents.microblog);
    expect(microblog.searchParams.get("text")).toBe(copied);
    const sharer = new URL((await panel.getByRole("link", { name: /Share on Facebook/ }).getAttribute("href")) ?? "");
    expect(`${sharer.origin}${sharer.pathname}`).toBe(siteConfig.shareIntents.socialNetwork);
    expect(sharer.searchParams.get("u")).toBe(`${siteConfig.origin}/mini-games/whos-most-likely-to`);
    expect(sharer.searchParams.get("quote")).toContain(current);

    await shareToggle.click();
    await expect(panel.count()).resolves.toBe(0);
  });

  it("uses the device's share sheet where there is one, and says when sharing or copying fails", async () => {
    const { page } = await browser.open(phone);
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
          if (shared.length > 1) throw new DOMException("The share failed.", "DataError");
        },
      });
      Object.defineProperty(navigator, "clipboard", {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
      });
    });
    // Taps as soon as the page has loaded: the game holds them until it is live, none is lost.
    await page.goto(`${siteUrl()}/mini-games/whos-most-likely-to`);
    await page.getByRole("button", { name: "Share", exact: true }).first().click();
    const panel = page.getByRole("region", { name: "Share this question" });
    await panel.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length))
      .toBe(1);
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared[0]);
    expect(shared?.text).toContain("#WhosMostLikelyTo");

    await panel.getByRole("button", { name: "Share" }).click();
    await toast(page, "Sharing failed").waitFor();
    await page.getByText("There was an error sharing your results. Try again later.").waitFor();

    await panel.getByRole("button", { name: "Copy" }).click();
    await toast(page, "Copy Failed").waitFor();
    await page.getByText("Please try again or share directly").waitFor();
  });
});
