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
type CatchphrasePrefix = (typeof CATCHPHRASE_PREFIXES)[number];
/** A room's address read: the prefix it is under and the room id as the room page reads it. */
export type CatchphraseRoom = { prefix: CatchphrasePrefix; roomId: string };

/**
 * The files of the build that pages start from where no page was prerendered: React Router's SPA
 * fallback, for unknown paths, and the same marked as Catchphrase's lobby (catchphraseLobbyShell),
 * for / on a Catchphrase host.
 */
export const SHELL_FILES = { fallback: "__spa-fallback.html", catchphraseLobby: "__catchphrase-lobby.html" } as const;

/** Tells the browser app that this host is a Catchphrase domain (read by web/lib/host.ts). */
const CATCHPHRASE_HOST_META = '<meta name="catchphrase-host" content="true">';

/** The SPA fallback's HTML as a Catchphrase host answers / with: marked as that host's lobby. */
export const catchphraseLobbyShell = (fallback: string) =>
  fallback.replace("</head>", `${CATCHPHRASE_HOST_META}</head>`);

/**
 * The code a room page is prerendered with (docs/decisions/035): the server answers a room's
 * address with that page, its code put in this one's place. Six characters of a code's alphabet,
 * so the page renders as for any room.
 */
export const ROOM_SHELL_CODE = "Q0Q0Q0";

/** The room page prerendered under each prefix, and the file of the build that keeps it (scripts/room-shells.ts). */
export const ROOM_SHELLS = CATCHPHRASE_PREFIXES.map((prefix) => ({
  prefix,
  path: `${prefix}/${ROOM_SHELL_CODE}`,
  file: `__room-shell${prefix.replaceAll("/", "-")}.html`,
}));

/**
 * The prefix and room id (decoded, as the room page reads it) of /catchphrase/{roomId} or
 * /catchphrase-online/{roomId}; null for any other address.
 */
export function catchphraseRoomOf(pathname: string): CatchphraseRoom | null {
  const match = /^(\/catchphrase(?:-online)?)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  return { prefix: match[1] as CatchphrasePrefix, roomId: decodeURIComponentSafe(match[2] ?? "") };
}

/** The room of a big-screen display's address, /catchphrase/{roomId}/display (or under the alias); null for any other. */
export function catchphraseDisplayOf(pathname: string): CatchphraseRoom | null {
  const match = /^(\/catchphrase(?:-online)?)\/([^/]+)\/display\/?$/.exec(pathname);
  if (!match) return null;
  return { prefix: match[1] as CatchphrasePrefix, roomId: decodeURIComponentSafe(match[2] ?? "") };
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
