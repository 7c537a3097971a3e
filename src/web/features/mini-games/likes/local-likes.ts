import { isMiniGameId, MINI_GAMES, type MiniGameId } from "../../../../shared/catalogue/mini-games";
import type { LikeState } from "../../../../shared/likes";
import { localStore } from "../../../lib/storage";

/**
 * What this browser remembers of likes, for when the server cannot be reached: the list
 * `likedGames` and the counts it last showed (mini-games.md sections 4 and 7), shared by its tabs,
 * and the likes chosen meanwhile that are still to be sent.
 */
const LIKED_KEY = "likedGames";
const COUNTS_KEY = "likeCounts";
/**
 * The state, liked or not, the visitor chose for each game while the server could not be reached:
 * sent as that state once it can be, by one tab (decision 061).
 */
const WANTED_KEY = "likesWanted";
/** Before decision 061: the games whose like in `likedGames` was still to be sent, as a toggle. */
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

/** Remembers the states of some games at once; false when the browser refuses to store them. */
export function rememberLikeStates(states: Partial<Record<MiniGameId, LikeState>>): boolean {
  const liked = new Set(readJson(LIKED_KEY, isStringList, []));
  const counts = readJson(COUNTS_KEY, isCountMap, {});
  for (const [id, state] of Object.entries(states)) {
    if (state.liked) liked.add(id);
    else liked.delete(id);
    counts[id] = state.count;
  }
  return localStore.set(LIKED_KEY, JSON.stringify([...liked])) && localStore.set(COUNTS_KEY, JSON.stringify(counts));
}

/** Remembers a game's state; false when the browser refuses to store it. */
export const rememberLikeState = (id: MiniGameId, state: LikeState): boolean => rememberLikeStates({ [id]: state });

const isWantedMap = (value: unknown): value is Record<string, boolean> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((liked) => typeof liked === "boolean");

/**
 * The like states the visitor chose without the server, by game: each is still to be sent. A
 * browser still holding the list of before decision 061 has them in `likedGames`; they are moved.
 */
export function wantedLikes(): Partial<Record<MiniGameId, boolean>> {
  const wanted = readJson(WANTED_KEY, isWantedMap, {});
  if (localStore.get(UNSENT_KEY) !== null) {
    const liked = readJson(LIKED_KEY, isStringList, []);
    for (const id of readJson(UNSENT_KEY, isStringList, [])) wanted[id] ??= liked.includes(id);
    if (localStore.set(WANTED_KEY, JSON.stringify(wanted))) localStore.remove(UNSENT_KEY);
  }
  return Object.fromEntries(Object.entries(wanted).filter(([id]) => isMiniGameId(id)));
}

/** Notes that the visitor wants the game liked or not, to be sent once the server can be reached. */
export function wantLike(id: MiniGameId, liked: boolean): boolean {
  return localStore.set(WANTED_KEY, JSON.stringify({ ...wantedLikes(), [id]: liked }));
}

/**
 * Forgets the state wanted for the game once the server has it: `liked` sent, or any (undefined)
 * when the visitor's own click has just reached the server. A state the visitor changed again in
 * the meantime (another tab, offline) stays, to be sent.
 */
export function likeSettled(id: MiniGameId, liked?: boolean): void {
  const { [id]: wanted, ...others } = wantedLikes();
  if (wanted === undefined || (liked !== undefined && wanted !== liked)) return;
  localStore.set(WANTED_KEY, JSON.stringify(others));
}

/** Whether a change of local storage (another tab's `storage` event) may have changed what this page shows. */
export function changesLikesShown(key: string | null): boolean {
  return key === null || [LIKED_KEY, COUNTS_KEY].some((name) => key === localStore.keyOf(name));
}
