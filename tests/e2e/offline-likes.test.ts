import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { LikeState, LikesSummary } from "../../src/shared/likes";
import { likeMessages } from "../../src/shared/likes";
import { siteConfig } from "../../src/shared/site-config";
import { type OpenedPage, setupBrowser, siteUrl } from "./support/browser";

/**
 * Likes chosen while the server could not be reached (docs/decisions/061), with the site open in
 * one tab or several of one browser: once it can be reached, the state the visitor chose is sent
 * once, and every tab ends showing it. Before, each tab toggled the like it had been told of, so a
 * second tab took it back again.
 */
const browser = setupBrowser();
const desktop = { viewport: { width: 1280, height: 900 } };
/** With the service worker, as a visitor has it: the toasts' code is then on the device offline. */
const withWorker = { ...desktop, serviceWorkers: "allow" as const };

const likeButton = (page: Page, title: string) => page.getByRole("button", { name: new RegExp(`^Like ${title}`) });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });
const stored = (page: Page, name: string) =>
  page.evaluate((key) => localStorage.getItem(key), `${siteConfig.storagePrefix}${name}`);

/** What a tab shows of a game's like, once likes have loaded: pressed or not, and the count. */
async function shown(page: Page, title: string): Promise<LikeState> {
  const button = likeButton(page, title).first();
  await button.and(page.locator(":enabled")).waitFor();
  const count = Number(await button.getByTestId("like-count").textContent());
  return { liked: (await button.getAttribute("aria-pressed")) === "true", count };
}

/** The game's like on the server, for the visitor this browser is (once it has been given an id). */
async function onServer(page: Page, gameId: string): Promise<LikeState | undefined> {
  const userId = await stored(page, "anonymousId");
  const response = await fetch(`${siteUrl()}/api/likes${userId ? `?userId=${userId}` : ""}`);
  return ((await response.json()) as LikesSummary).games[gameId as keyof LikesSummary["games"]];
}

/** The likes a page of this browser sends (toggles and states set) from now on. */
function likesSent(context: BrowserContext): string[] {
  const sent: string[] = [];
  context.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== "GET" && pathname.startsWith("/api/likes/")) sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
}

/** One browser with the gallery open and more tabs beside it at `paths`, every tab's likes loaded. */
async function tabs(paths: string[], title: string): Promise<{ opened: OpenedPage; tabs: Page[] }> {
  const opened = await browser.open(withWorker);
  await opened.page.goto(`${siteUrl()}/game-gallery`);
  await opened.page.evaluate(() => navigator.serviceWorker.ready);
  const pages = [opened.page];
  for (const path of paths) {
    const page = await browser.newTab(opened);
    await page.goto(`${siteUrl()}${path}`);
    pages.push(page);
  }
  for (const page of pages) await shown(page, title);
  return { opened, tabs: pages };
}

describe("likes chosen without the server (docs/decisions/061)", () => {
  it("are sent once when the network is back: all three tabs of the browser end liked, the count one up", async () => {
    browser.expectError(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/);
    const { opened, tabs: all } = await tabs(["/mini-games/connect-the-zip", "/game-gallery"], "Connect the Zip");
    const [first] = all;
    if (!first) throw new Error("no tab");
    const before = await shown(first, "Connect the Zip");
    expect(before.liked).toBe(false);
    expect(await onServer(first, "connect-the-zip")).toEqual(before);

    await opened.context.setOffline(true);
    await likeButton(first, "Connect the Zip").click();
    await toast(first, likeMessages.savedOffline.title).waitFor();
    await first.getByText(likeMessages.savedOffline.body).waitFor();
    // The other tabs show the like at once, though it is only on this device so far.
    for (const tab of all) {
      await expect.poll(() => shown(tab, "Connect the Zip")).toEqual({ liked: true, count: before.count + 1 });
    }

    const sent = likesSent(opened.context);
    await opened.context.setOffline(false);
    await expect.poll(() => stored(first, "likesWanted")).toBe("{}");
    for (const tab of all) {
      await expect.poll(() => shown(tab, "Connect the Zip")).toEqual({ liked: true, count: before.count + 1 });
    }
    expect(await onServer(first, "connect-the-zip")).toEqual({ liked: true, count: before.count + 1 });
    expect(sent).toEqual(["PUT /api/likes/connect-the-zip"]);

    // Read afresh, every tab still says so.
    for (const tab of all) {
      await tab.reload();
      expect(await shown(tab, "Connect the Zip")).toEqual({ liked: true, count: before.count + 1 });
    }
  });

  it("end unliked in every tab when a like was taken back offline", async () => {
    browser.expectError(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/);
    const { opened, tabs: all } = await tabs(["/mini-games/bottle-swap"], "Bottle Swap");
    const [first, second] = all;
    if (!first || !second) throw new Error("no tabs");
    const before = await shown(first, "Bottle Swap");
    await likeButton(first, "Bottle Swap").click();
    await toast(first, likeMessages.liked.title).waitFor();
    const liked = { liked: true, count: before.count + 1 };
    for (const tab of all) await expect.poll(() => shown(tab, "Bottle Swap")).toEqual(liked);

    await opened.context.setOffline(true);
    await likeButton(second, "Bottle Swap").click();
    for (const tab of all) await expect.poll(() => shown(tab, "Bottle Swap")).toEqual(before);

    const sent = likesSent(opened.context);
    await opened.context.setOffline(false);
    await expect.poll(() => stored(first, "likesWanted")).toBe("{}");
    for (const tab of all) await expect.poll(() => shown(tab, "Bottle Swap")).toEqual(before);
    expect(await onServer(first, "bottle-swap")).toEqual(before);
    expect(sent).toEqual(["PUT /api/likes/bottle-swap"]);
    for (const tab of all) {
      await tab.reload();
      expect(await shown(tab, "Bottle Swap")).toEqual(before);
    }
  });

  it("are not toggled back by a click once the server is back: the click sends the state it asks for", async () => {
    browser.expectError(/net::ERR_FAILED/);
    const { page, context } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/game-gallery`);
    const before = await shown(page, "Mini Golf");
    // The server cannot be reached for this like, though the browser is online: nothing sends it.
    await page.route("**/api/likes/mini-golf**", (route) => route.abort());
    await likeButton(page, "Mini Golf").click();
    await toast(page, likeMessages.savedOffline.title).waitFor();
    expect(await shown(page, "Mini Golf")).toEqual({ liked: true, count: before.count + 1 });

    // Back, the server still has no like: a click taking it back must not add one.
    await page.unroute("**/api/likes/mini-golf**");
    const sent = likesSent(context);
    await likeButton(page, "Mini Golf").click();
    await expect.poll(() => shown(page, "Mini Golf")).toEqual(before);
    expect(await onServer(page, "mini-golf")).toEqual(before);
    expect(sent).toEqual(["PUT /api/likes/mini-golf"]);
    expect(await stored(page, "likesWanted")).toBe("{}");
  });
});
