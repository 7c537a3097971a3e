import type { PreviewContent } from "./game-types";
import type { GameId } from "./games";

export type PreviewBadge = "TRUTH" | "DARE" | "QUESTION" | "CHALLENGE";

const DARE_PREFIX = "Dare:";

/**
 * The badge over a preview prompt (site.md 2.6): Truth or Dare says DARE for items starting
 * "Dare:" and TRUTH otherwise; every other game says QUESTION or CHALLENGE by its preview type.
 */
export function previewBadge(gameId: GameId, type: PreviewContent["type"], item: string): PreviewBadge {
  if (gameId === "truth-or-dare") return item.startsWith(DARE_PREFIX) ? "DARE" : "TRUTH";
  return type === "questions" ? "QUESTION" : "CHALLENGE";
}

/** The prompt as shown under its badge: a dare's "Dare:" prefix is already said by the badge. */
export function previewText(gameId: GameId, item: string): string {
  return gameId === "truth-or-dare" && item.startsWith(DARE_PREFIX) ? item.slice(DARE_PREFIX.length).trim() : item;
}

/** Moves an index by `delta` through `total` items, wrapping round at both ends. */
export function wrapIndex(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}
