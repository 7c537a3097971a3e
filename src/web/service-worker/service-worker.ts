/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkOnly } from "workbox-strategies";
import { KEEP_MINI_GAMES, KEPT_START_PAGE, MINI_GAMES_KEPT, MINI_GAMES_NOT_KEPT } from "./messages";

/**
 * The site's service worker (/service-worker.js). Hashed scripts and styles, the icons and the
 * offline page are precached at install. Pages always come from the network, so players never see
 * a stale room or an old build; when the network is gone, a page request gets the offline page,
 * or the page itself where it is one of the mini-games kept for offline play.
 *
 * The mini-games (the issue "Nordle as good as the best Wordle", point 6) are kept only once a
 * visitor opens the gallery, which asks for them: each game's page, code, artwork and word list,
 * the gallery with its pictures, and the Catchphrase lobby, whose practice round needs no network.
 * They are hashed or revisioned like the precache, and brought up to date with each release.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  /** Written in by scripts/build-service-worker.mjs, as __WB_MANIFEST is by Workbox. */
  __MINI_GAMES_MANIFEST: PrecacheEntry[];
};

const OFFLINE_PAGE = "/offline.html";

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * The kept mini-games: each file under a key that changes with its content (a hashed name, or its
 * revision added), so a release fetches only what changed, and with the integrity of this
 * release's copy (docs/decisions/063). Workbox's precache fetches only while a worker installs;
 * these are fetched when the gallery asks, so they are kept here.
 */
const KEPT_CACHE = "mini-games";
type KeptFile = { key: string; integrity: string | undefined };
const keptFiles = new Map(
  self.__MINI_GAMES_MANIFEST.map(({ url, revision, integrity }) => {
    const address = new URL(url, self.location.href);
    const key = new URL(address);
    if (revision) key.searchParams.set("__revision", revision);
    return [address.href, { key: key.href, integrity } satisfies KeptFile] as const;
  }),
);
/** Files fetched at once while keeping them: a phone's six connections. */
const KEEP_AT_ONCE = 6;

/** Whether the visitor has had the mini-games kept (the gallery asked, once), of this release or an earlier one. */
const miniGamesKept = async () => (await (await caches.open(KEPT_CACHE)).keys()).length > 0;

/** The kept copy of `url`, if it is one of the kept files and has been kept. */
async function keptCopy(url: string): Promise<Response | undefined> {
  const file = keptFiles.get(new URL(url, self.location.href).href);
  return file ? (await caches.open(KEPT_CACHE)).match(file.key) : undefined;
}

/**
 * Fetches what is missing or changed of the kept set, then drops what this release no longer has.
 * A file is kept only as this release built it: the browser checks its bytes against the
 * integrity, so one answered by a server still on the previous release (a rolling update) is not
 * kept under this release's key; the others are, and the next time the gallery asks, only what is
 * still missing is fetched again. Rejects when anything could not be kept.
 */
async function keepMiniGames(): Promise<void> {
  const cache = await caches.open(KEPT_CACHE);
  const held = new Set((await cache.keys()).map((request) => request.url));
  const missing = [...keptFiles].filter(([, { key }]) => !held.has(key));
  const failures: unknown[] = [];
  for (let start = 0; start < missing.length; start += KEEP_AT_ONCE) {
    const results = await Promise.allSettled(
      missing.slice(start, start + KEEP_AT_ONCE).map(async ([address, { key, integrity }]) => {
        // A revisioned file is asked of the server itself, never of a stale HTTP cache.
        const response = await fetch(address, { cache: address === key ? "default" : "no-cache", integrity });
        if (!response.ok) throw new Error(`Could not keep ${address}: ${response.status}`);
        await cache.put(key, response);
      }),
    );
    for (const result of results) if (result.status === "rejected") failures.push(result.reason);
  }
  if (failures.length > 0) throw new AggregateError(failures, `Could not keep ${failures.length} files`);
  const wanted = new Set([...keptFiles.values()].map(({ key }) => key));
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
}

// The page that asked is answered either way, so that it knows the attempt is over.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== KEEP_MINI_GAMES) return;
  event.waitUntil(
    keepMiniGames().then(
      () => event.source?.postMessage({ type: MINI_GAMES_KEPT }),
      () => event.source?.postMessage({ type: MINI_GAMES_NOT_KEPT }),
    ),
  );
});
// A new release: a visitor who keeps the games gets this release's copies.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    miniGamesKept()
      .then((kept) => (kept ? keepMiniGames() : undefined))
      .catch(() => undefined),
  );
});

registerRoute(new NavigationRoute(new NetworkOnly()));
registerRoute(
  ({ url }) => keptFiles.has(url.href),
  async ({ request, url }) => (await keptCopy(url.href)) ?? fetch(request),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: "assets",
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 })],
  }),
);

setCatchHandler(async ({ request, url }) => {
  if (request.mode !== "navigate") return Response.error();
  const path = url.pathname.replace(/\/+$/, "");
  const kept = await keptCopy(`${path}/index.html`);
  if (kept) return kept;
  // The home page (the installed app's start) opens the gallery when the games are kept.
  if (path === "" && (await miniGamesKept())) return Response.redirect(KEPT_START_PAGE, 302);
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
});
