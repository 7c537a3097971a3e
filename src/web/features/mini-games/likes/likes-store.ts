import { useSyncExternalStore } from "react";
import { MINI_GAME_IDS, type MiniGameId } from "../../../../shared/catalogue/mini-games";
import { type LikeState, type LikesSummary, likeMessages, localLikeCount } from "../../../../shared/likes";
import { ApiError, requestJson } from "../../../lib/api-client";
import {
  forgetVisitorId,
  hasPreviousVisitorId,
  isRefusedVisitorId,
  knownVisitorId,
  obtainVisitorId,
} from "../../../lib/visitor-id";
import { notify } from "../notify";
import { localLikeState, markUnsent, rememberLikeState, unsentLikes } from "./local-likes";

/** A game's like button as the page shows it; `pending` while a toggle is on its way. */
export type LikeEntry = LikeState & { pending: boolean };

type Snapshot = { loaded: boolean; games: Record<MiniGameId, LikeEntry> };

const FAILURE = "Likes are unavailable right now.";

/**
 * Every game's state, as this visitor sees it. A browser holding an id it made before ids were
 * issued first exchanges it, so that its likes stay (decision 020); one without an id reads the
 * counts alone, and one whose id the server no longer knows forgets it.
 */
async function readLikes(): Promise<LikesSummary> {
  const read = (userId: string | undefined) =>
    requestJson<LikesSummary>(userId ? `/api/likes?userId=${userId}` : "/api/likes", { fallbackMessage: FAILURE });
  let userId = knownVisitorId();
  if (!userId && hasPreviousVisitorId()) userId = await obtainVisitorId().catch(() => undefined);
  try {
    return await read(userId);
  } catch (error) {
    if (!userId || !isRefusedVisitorId(error)) throw error;
    forgetVisitorId(userId);
    return read(undefined);
  }
}

/** Likes or unlikes on the server, with this browser's id: asked for at the first like, renewed once if refused. */
async function toggleOnServer(id: MiniGameId): Promise<LikeState> {
  const send = async (userId: string) =>
    requestJson<LikeState>(`/api/likes/${id}/toggle`, { method: "POST", body: { userId }, fallbackMessage: FAILURE });
  const userId = await obtainVisitorId();
  try {
    return await send(userId);
  } catch (error) {
    if (!isRefusedVisitorId(error)) throw error;
    forgetVisitorId(userId);
    return send(await obtainVisitorId());
  }
}

/** A refusal the server explained (too many likes today, too fast): shown, not worked around. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Sends the likes changed while the server could not be reached, now that `states` came from it:
 * where this browser's like differs from the server's, the server's is toggled to match. A refusal
 * leaves the server's; a failure to reach it leaves the like still to be sent.
 */
async function sendUnsent(states: Record<MiniGameId, LikeState>): Promise<Record<MiniGameId, LikeState>> {
  const sent = { ...states };
  for (const id of unsentLikes()) {
    if (localLikeState(id).liked === states[id].liked) {
      markUnsent(id, false);
      continue;
    }
    try {
      sent[id] = await toggleOnServer(id);
      markUnsent(id, false);
    } catch (error) {
      if (!isRefusal(error)) break;
      markUnsent(id, false);
    }
  }
  return sent;
}

/**
 * The likes of every mini-game for this page: read from the server once (one request for the
 * whole gallery), toggled through it, and kept in the browser when it cannot be reached
 * (mini-games.md sections 4 and 7). Every like button of the page shares it.
 */
function createLikesStore() {
  let snapshot: Snapshot = {
    loaded: false,
    games: Object.fromEntries(
      MINI_GAME_IDS.map((id) => [id, { liked: false, count: 0, pending: false }]),
    ) as Snapshot["games"],
  };
  let started = false;
  const listeners = new Set<() => void>();

  const update = (changes: Partial<Record<MiniGameId, LikeEntry>>, loaded = snapshot.loaded) => {
    snapshot = { loaded, games: { ...snapshot.games, ...changes } };
    for (const listener of listeners) listener();
  };

  async function load(): Promise<void> {
    let states: Record<MiniGameId, LikeState>;
    try {
      states = await sendUnsent((await readLikes()).games);
      for (const id of MINI_GAME_IDS) rememberLikeState(id, states[id]);
    } catch {
      states = Object.fromEntries(MINI_GAME_IDS.map((id) => [id, localLikeState(id)])) as typeof states;
    }
    update(Object.fromEntries(MINI_GAME_IDS.map((id) => [id, { ...states[id], pending: false }])), true);
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (!started) {
        started = true;
        void load();
        // Back online: the likes made meanwhile are sent, and the counts read afresh.
        window.addEventListener("online", () => {
          if (unsentLikes().length > 0) void load();
        });
      }
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    /** Likes or unlikes; a click while the previous one is on its way is ignored. */
    async toggle(id: MiniGameId): Promise<void> {
      const current = snapshot.games[id];
      if (current.pending || !snapshot.loaded) return;
      update({ [id]: { ...current, pending: true } });
      let next: LikeState;
      try {
        next = await toggleOnServer(id);
        rememberLikeState(id, next);
      } catch (error) {
        if (isRefusal(error)) {
          update({ [id]: { ...current, pending: false } });
          notify.error({ title: likeMessages.failed.title, body: error.message });
          return;
        }
        // The server cannot be reached: the like is kept in this browser (section 9), and sent
        // once the server can be reached again.
        const liked = !current.liked;
        next = { liked, count: localLikeCount(current.count, liked) };
        if (!rememberLikeState(id, next)) {
          update({ [id]: { ...current, pending: false } });
          notify.error(likeMessages.failed);
          return;
        }
        markUnsent(id, true);
        update({ [id]: { ...next, pending: false } });
        if (next.liked) notify.success(likeMessages.savedOffline);
        return;
      }
      markUnsent(id, false);
      update({ [id]: { ...next, pending: false } });
      if (next.liked) notify.success(likeMessages.liked);
    },
  };
}

const store = createLikesStore();

const serverSnapshot: Snapshot = store.getSnapshot();

/** The like state of one game, loading every game's on first use. */
export function useLike(id: MiniGameId): { entry: LikeEntry; loaded: boolean; toggle: () => void } {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, () => serverSnapshot);
  return { entry: snapshot.games[id], loaded: snapshot.loaded, toggle: () => void store.toggle(id) };
}
