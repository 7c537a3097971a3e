import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINI_GAMES_KEPT, MINI_GAMES_NOT_KEPT } from "../../src/web/service-worker/messages";
import { expectHeading, gameIsLive, setupBrowser, siteUrl } from "./support/browser";
import { type ReleaseProxy, startReleaseProxy } from "./support/release-proxy";

/**
 * The offline copy during a rolling update (docs/decisions/063): for a while a browser's requests
 * reach servers of the new release and of the previous one. The service worker keeps a file under
 * a release's revision only when its bytes are that release's, so the copy a visitor gets offline
 * is never an earlier release's file kept as the new one.
 */
const browser = setupBrowser();
const withWorker = { serviceWorkers: "allow" as const };
const KEPT = "Saved for offline play on this device.";
/** The built site, as the server sends it. */
const CLIENT = "dist/web/client";
const NORDLE_PAGE = "/mini-games/nordle/index.html";

let proxy: ReleaseProxy;
beforeAll(async () => {
  proxy = await startReleaseProxy(siteUrl());
});
afterAll(async () => {
  await proxy?.close();
});

/** What a page shows offline that the browser fetched without a network: it reports the failures. */
function offlineFailures() {
  browser.expectError(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
}

/** A new tab, offline, at `path` of the proxy's origin. */
async function newTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${proxy.url}${path}`);
  return page;
}

/** Has every page of `context` note the service worker's answers, in order, for `workerAnswers`. */
async function noteWorkerAnswers(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const answers: unknown[] = [];
    Object.assign(window, { workerAnswers: answers });
    navigator.serviceWorker?.addEventListener("message", (event) =>
      answers.push((event.data as { type?: unknown } | null)?.type),
    );
  });
}
const workerAnswers = (page: Page) =>
  page.evaluate(() => (window as unknown as { workerAnswers: unknown[] }).workerAnswers);

/**
 * Has the browser look for a new service worker, and says what became of the one it found:
 * "activated", or "redundant" when its install failed.
 */
const updateWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const found = new Promise<ServiceWorker | null>((resolve) =>
      registration.addEventListener("updatefound", () => resolve(registration.installing), { once: true }),
    );
    await registration.update();
    const worker = await found;
    if (!worker) return "none";
    return new Promise<string>((resolve) => {
      const settled = () => {
        if (worker.state === "activated" || worker.state === "redundant") resolve(worker.state);
      };
      worker.addEventListener("statechange", settled);
      settled();
    });
  });

/**
 * The built service worker as the previous release's: the same but for `url`'s precache entry,
 * whose revision and integrity are those of `body`, that release's copy of the file.
 */
function previousReleaseWorker(worker: string, url: string, body: string): string {
  const entry = new RegExp(`\\{[^{}]*"url":"${url.replaceAll(".", "\\.")}"[^{}]*\\}`);
  const found = entry.exec(worker)?.[0];
  if (!found) throw new Error(`The service worker precaches no ${url}`);
  const previous = { ...JSON.parse(found), revision: createHash("md5").update(body).digest("hex") };
  if (previous.integrity) previous.integrity = `sha384-${createHash("sha384").update(body).digest("base64")}`;
  return worker.replace(found, JSON.stringify(previous));
}

describe("a rolling update", () => {
  it("keeps a mini-game only as this release built it, and fetches it again at the next visit to the gallery", async () => {
    offlineFailures();
    const built = await readFile(`${CLIENT}${NORDLE_PAGE}`, "utf8");
    // The previous release's Nordle page: the same page with a line more stands for it.
    proxy.serve(NORDLE_PAGE, built.replace("</head>", '<meta name="release" content="previous"></head>'), "text/html");
    const { page, context } = await browser.open(withWorker);
    await noteWorkerAnswers(context);
    await page.goto(`${proxy.url}/game-gallery`);
    // The worker kept what it could, and says that not everything could be.
    await expect.poll(() => workerAnswers(page), { timeout: 30_000 }).toEqual([MINI_GAMES_NOT_KEPT]);
    await expect(page.getByRole("status").getByText(KEPT).count()).resolves.toBe(0);
    // Offline, the previous release's page is not shown as this one's.
    await context.setOffline(true);
    const before = await newTab(context, "/mini-games/nordle");
    await expectHeading(before, "You're offline");
    await before.close();
    await context.setOffline(false);

    // The update has rolled out: the next visit to the gallery keeps this release's page.
    proxy.restore(NORDLE_PAGE);
    await page.reload();
    await page.getByRole("status").getByText(KEPT).waitFor({ timeout: 30_000 });
    await expect(workerAnswers(page)).resolves.toEqual([MINI_GAMES_KEPT]);
    // The site sent it compressed; its integrity is that of the page as built.
    expect(["br", "gzip"]).toContain(proxy.encodingOf(NORDLE_PAGE));
    await context.setOffline(true);
    const after = await newTab(context, "/mini-games/nordle");
    await gameIsLive(after);
    await expectHeading(after, "Nordle");
    await expect(after.locator('meta[name="release"]').count()).resolves.toBe(0);
    await expect(after.evaluate((path) => fetch(path).then((response) => response.text()), NORDLE_PAGE)).resolves.toBe(
      built,
    );
  });

  it("installs a new service worker only once every file it precaches is its release's; the old one serves until then", async () => {
    offlineFailures();
    const offlinePage = await readFile(`${CLIENT}/offline.html`, "utf8");
    const previousOfflinePage = offlinePage.replace("<h1>You're offline</h1>", "<h1>You're offline, still</h1>");
    const worker = await readFile(`${CLIENT}/service-worker.js`, "utf8");
    proxy.serve(
      "/service-worker.js",
      previousReleaseWorker(worker, "offline.html", previousOfflinePage),
      "text/javascript",
    );
    proxy.serve("/offline.html", previousOfflinePage, "text/html");
    const { page, context } = await browser.open(withWorker);
    await page.goto(`${proxy.url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);

    // This release's worker, while the offline page still comes from a server of the previous one:
    // its install fails, and the previous worker stays, with the offline page of its own release.
    proxy.restore("/service-worker.js");
    await expect(updateWorker(page)).resolves.toBe("redundant");
    await context.setOffline(true);
    const before = await newTab(context, "/terms");
    await expectHeading(before, "You're offline, still");
    await before.close();
    await context.setOffline(false);

    // The update has rolled out: the new worker installs, with this release's offline page.
    proxy.restore("/offline.html");
    await expect(updateWorker(page)).resolves.toBe("activated");
    await context.setOffline(true);
    const after = await newTab(context, "/terms");
    await expectHeading(after, "You're offline");
  });
});
