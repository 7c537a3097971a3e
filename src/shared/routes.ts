import { GAME_IDS, isGameId } from "./catalogue/games";
import { MINI_GAME_IDS, MINI_GAME_SHORT_PATHS } from "./catalogue/mini-games";

/**
 * The route rules of site.md 2.1 that both sides must agree on: the server answers them with
 * HTTP redirects on a first visit, the browser applies the same rules on in-app navigation.
 */

export type Redirect = { location: string; permanent: boolean };

const shortPathTargets = new Map<string, string>([
  ["/password", "/games/password"],
  ...MINI_GAME_SHORT_PATHS.map((id) => [`/${id}`, `/mini-games/${id}`] as [string, string]),
]);

/**
 * Where a path redirects to, or null when it is served as it is. Permanent redirects are the
 * published aliases; an unknown game id is a temporary redirect home (a game may be added later).
 */
export function resolveRedirect(pathname: string): Redirect | null {
  const path = stripTrailingSlash(pathname);
  const alias = shortPathTargets.get(path);
  if (alias) return { location: alias, permanent: true };
  const game = /^\/games\/([^/]+)$/.exec(path);
  if (game?.[1] !== undefined && !isGameId(decodeURIComponentSafe(game[1]))) {
    return { location: "/", permanent: false };
  }
  return null;
}

/**
 * Where a path ending in slashes redirects (decision 004): the same path without them. Null when
 * it has none, and when the shorter path would not stay on this site: a Location of //evil.com
 * (or /\evil.com) is read by browsers as another host, so such a path is answered as an unknown
 * page instead of being redirected.
 */
export function trailingSlashRedirect(pathname: string): string | null {
  if (pathname.length <= 1 || !pathname.endsWith("/")) return null;
  const location = pathname.replace(/\/+$/, "") || "/";
  return isPathOnThisSite(location) ? location : null;
}

/**
 * True for a Location every client resolves on this site: one slash, not followed by another or
 * by a backslash, and only printable ASCII (browsers drop tabs and line breaks from URLs, so
 * "/\t/evil.com" would become "//evil.com").
 */
function isPathOnThisSite(location: string): boolean {
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(location);
}

/** Paths that are short aliases (the browser router declares a route for each). */
export const ALIAS_PATHS: readonly string[] = [...shortPathTargets.keys()];

/** The indexable pages, prerendered to static HTML at build time and listed in the sitemap. */
export const MARKETING_PATHS: readonly string[] = [
  "/",
  ...GAME_IDS.map((id) => `/games/${id}`),
  "/game-gallery",
  ...MINI_GAME_IDS.map((id) => `/mini-games/${id}`),
  "/catchphrase",
  "/ultimate-party-games",
  "/privacy",
  "/terms",
];

/** Pages prerendered but kept out of search results. */
export const UNLISTED_PRERENDERED_PATHS: readonly string[] = ["/catchphrase-online", "/analytics"];

/** The two prefixes under which a Catchphrase room lives; room pages are never indexed. */
export const CATCHPHRASE_PREFIXES = ["/catchphrase", "/catchphrase-online"] as const;

/**
 * The files of the build that room pages and unknown paths start from: React Router's SPA
 * fallback, and the same document that also asks for a room's code at once (scripts/room-shell.ts).
 */
export const SHELL_FILES = { fallback: "__spa-fallback.html", room: "__room-shell.html" } as const;

/** True for /catchphrase/{roomId} and /catchphrase-online/{roomId}. */
export function isCatchphraseRoomPath(pathname: string): boolean {
  return /^\/catchphrase(-online)?\/[^/]+\/?$/.test(pathname);
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
