import { MINI_GAMES, type MiniGameId } from "../../../../shared/catalogue/mini-games";
import type { LikeState } from "../../../../shared/likes";
import { localStore } from "../../../lib/storage";

/**
 * What this browser remembers of likes, for when the server cannot be reached: the list
 * `likedGames` and the counts it last showed (mini-games.md sections 4 and 7).
 */
const LIKED_KEY = "likedGames";
const COUNTS_KEY = "likeCounts";
/** Games liked or unliked while the server could not be reached: sent once it can be. */
const UNSENT_KEY = "likesUnsent";

function readJson<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  try {
    const value: unknown = JSON.parse(localStore.get(key) ?? "null");
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");
const isCountMap = (value: unknown): value is Record<string, number> =>
  typeof value === "object" &&
  value !== null &&
  Object.values(value).every((count) => Number.isInteger(count) && count >= 0);

/** The like state this browser last knew of a game: its own list and counts, else the catalogue's. */
export function localLikeState(id: MiniGameId): LikeState {
  const liked = readJson(LIKED_KEY, isStringList, []).includes(id);
  const count = readJson(COUNTS_KEY, isCountMap, {})[id] ?? MINI_GAMES[id].likeCount;
  return { liked, count };
}

/** Remembers a game's state; false when the browser refuses to store it. */
export function rememberLikeState(id: MiniGameId, state: LikeState): boolean {
  const liked = new Set(readJson(LIKED_KEY, isStringList, []));
  if (state.liked) liked.add(id);
  else liked.delete(id);
  const counts = { ...readJson(COUNTS_KEY, isCountMap, {}), [id]: state.count };
  return localStore.set(LIKED_KEY, JSON.stringify([...liked])) && localStore.set(COUNTS_KEY, JSON.stringify(counts));
}

/** The games whose like this browser changed without the server: theirs is still to be sent. */
export function unsentLikes(): MiniGameId[] {
  return readJson(UNSENT_KEY, isStringList, []).filter((id): id is MiniGameId => id in MINI_GAMES);
}

/** Notes that the like of `id` is (`unsent`) or is no longer still to be sent. */
export function markUnsent(id: MiniGameId, unsent: boolean): void {
  const ids = new Set(unsentLikes());
  if (unsent) ids.add(id);
  else ids.delete(id);
  localStore.set(UNSENT_KEY, JSON.stringify([...ids]));
}
