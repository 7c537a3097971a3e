/**
 * The messages between a page and the service worker about the mini-games kept for offline play
 * (the issue "Nordle as good as the best Wordle", point 6): the gallery asks for them to be kept,
 * and the worker answers once every game is on the device, or once it has kept what it could
 * and some file could not be (offline, or answered by a server on another release: the gallery
 * asks again at its next visit, docs/decisions/063).
 */
export const KEEP_MINI_GAMES = "keep-mini-games";
export const MINI_GAMES_KEPT = "mini-games-kept";
export const MINI_GAMES_NOT_KEPT = "mini-games-not-kept";
/** Where the kept set starts: an installed app opened offline goes there. */
export const KEPT_START_PAGE = "/game-gallery";
