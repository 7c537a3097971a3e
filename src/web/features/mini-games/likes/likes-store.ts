import { useSyncExternalStore } from "react";
import { MINI_GAME_IDS, type MiniGameId } from "../../../../shared/catalogue/mini-games";
import {
  type LikeState,
  type LikesSummary,
  likeMessages,
  localLikeCount,
  type SetLikeRequest,
} from "../../../../shared/likes";
import { siteConfig } from "../../../../shared/site-config";
import { ApiError, requestJson } from "../../../lib/api-client";
import {
  forgetVisitorId,
  hasPreviousVisitorId,
  isRefusedVisitorId,
  knownVisitorId,
  obtainVisitorId,
} from "../../../lib/visitor-id";
import { notify } from "../notify";
import {
  changesLikesShown,
  likeSettled,
  localLikeState,
  rememberLikeState,
  rememberLikeStates,
  wantedLikes,
  wantLike,
} from "./local-likes";

/** A game's like button as the page shows it; `pending` while a toggle is on its way. */
export type LikeEntry = LikeState & { pending: boolean };

type Snapshot = { loaded: boolean; games: Record<MiniGameId, LikeEntry> };

const FAILURE = "Likes are unavailable right now.";
/** The Web Lock the tabs of this browser take in turn to change likes (see oneTabAtATime). */
const LIKES_LOCK = `${siteConfig.storagePrefix}likes`;

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

/** Sends `send` with this browser's id: asked for at the first like, renewed once if refused. */
async function withVisitorId<T>(send: (userId: string) => Promise<T>): Promise<T> {
  const userId = await obtainVisitorId();
  try {
    return await send(userId);
  } catch (error) {
    if (!isRefusedVisitorId(error)) throw error;
    forgetVisitorId(userId);
    return send(await obtainVisitorId());
  }
}

/** Likes or unlikes on the server (mini-games.md section 7's toggle). */
const toggleOnServer = (id: MiniGameId): Promise<LikeState> =>
  withVisitorId((userId) =>
    requestJson<LikeState>(`/api/likes/${id}/toggle`, { method: "POST", body: { userId }, fallbackMessage: FAILURE }),
  );

/** Makes the server's like of the game `liked`, whatever it was: sent twice, it ends the same (decision 061). */
const setOnServer = (id: MiniGameId, liked: boolean): Promise<LikeState> =>
  withVisitorId((userId) =>
    requestJson<LikeState>(`/api/likes/${id}`, {
      method: "PUT",
      body: { userId, liked } satisfies SetLikeRequest,
      fallbackMessage: FAILURE,
    }),
  );

/**
 * Runs `work` while no other tab of this browser runs its own: sending the likes chosen offline,
 * reading them afterwards, a click. So one tab sends what was chosen offline, and the others,
 * coming after it, find it sent and read the result (decision 061). Where the browser offers no
 * Web Locks (an old one, or a page served over plain HTTP), each tab runs at once: the states sent
 * still end right, and a tab may show what it read until its next read.
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator === "undefined" || !navigator.locks) return work();
  return navigator.locks.request(LIKES_LOCK, work);
}

/** A refusal the server explained (too many likes today, too fast): shown, not worked around. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Sends the like states chosen while the server could not be reached, now that `states` came from
 * it: each one the server does not have yet is set there. A refusal leaves the server's; a failure
 * to reach it leaves the rest still to be sent.
 */
async function sendWanted(states: Record<MiniGameId, LikeState>): Promise<Record<MiniGameId, LikeState>> {
  const sent = { ...states };
  for (const [id, liked] of Object.entries(wantedLikes()) as [MiniGameId, boolean][]) {
    try {
      if (states[id].liked !== liked) sent[id] = await setOnServer(id, liked);
      likeSettled(id, liked);
    } catch (error) {
      if (!isRefusal(error)) break;
      likeSettled(id, liked);
    }
  }
  return sent;
}

/**
 * The likes of every mini-game for this page: read from the server once (one request for the
 * whole gallery) and again whenever the browser is back online, toggled through it, and kept in
 * the browser when it cannot be reached (mini-games.md sections 4 and 7); in step with the other
 * tabs of the browser (decision 061). Every like button of the page shares it.
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

  /** Shows what this browser knows of every game's like, but for a click still on its way. */
  const show = (states: Record<MiniGameId, LikeState>) =>
    update(
      Object.fromEntries(
        MINI_GAME_IDS.filter((id) => !snapshot.games[id].pending).map((id) => [id, { ...states[id], pending: false }]),
      ),
      true,
    );
  const storedStates = () =>
    Object.fromEntries(MINI_GAME_IDS.map((id) => [id, localLikeState(id)])) as Record<MiniGameId, LikeState>;

  /**
   * Reads every game's like from the server, after sending the states chosen without it, in turn
   * with the other tabs: the first one back online sends them, the others then read the result.
   */
  async function load(): Promise<void> {
    try {
      await oneTabAtATime(async () => {
        const read = await sendWanted((await readLikes()).games);
        // A state still to be sent (the server was lost again meanwhile) stays as the visitor chose it.
        const unsent = wantedLikes();
        const known = Object.fromEntries(MINI_GAME_IDS.filter((id) => !(id in unsent)).map((id) => [id, read[id]]));
        rememberLikeStates(known);
        // Shown before the next tab's turn, whose changes then come after it (the storage event).
        show({ ...storedStates(), ...known });
      });
    } catch {
      show(storedStates());
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (!started) {
        started = true;
        void load();
        // Back online: the likes chosen meanwhile are sent, and every game's read afresh.
        window.addEventListener("online", () => void load());
        // Another tab liked, unliked or read the likes: this one shows the same.
        window.addEventListener("storage", (event) => {
          if (snapshot.loaded && changesLikesShown(event.key)) show(storedStates());
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
      const liked = !current.liked;
      let next: LikeState;
      try {
        next = await oneTabAtATime(async () => {
          // A state chosen without the server and not sent yet: the server may not have what this
          // page shows, so the click sends the state it asks for instead of a toggle.
          const answer = await (id in wantedLikes() ? setOnServer(id, liked) : toggleOnServer(id));
          likeSettled(id);
          return answer;
        });
        rememberLikeState(id, next);
      } catch (error) {
        if (isRefusal(error)) {
          update({ [id]: { ...current, pending: false } });
          notify.error({ title: likeMessages.failed.title, body: error.message });
          return;
        }
        // The server cannot be reached: the like is kept in this browser (section 9), and the state
        // chosen is sent once the server can be reached again (decision 061).
        next = { liked, count: localLikeCount(current.count, liked) };
        if (!rememberLikeState(id, next) || !wantLike(id, liked)) {
          update({ [id]: { ...current, pending: false } });
          notify.error(likeMessages.failed);
          return;
        }
        update({ [id]: { ...next, pending: false } });
        if (next.liked) notify.success(likeMessages.savedOffline);
        return;
      }
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
