import { randomInt, randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  applyIntent,
  createRoom,
  joinRoom,
  makeRoomCode,
  setPresence,
  validateName,
  wake,
  watchRoom,
} from "../../shared/catchphrase/engine";
import type { CreateRoomRequest, JoinRoomRequest } from "../../shared/catchphrase/intents";
import { catchphraseErrors, intentFailures } from "../../shared/catchphrase/messages";
import { displayView, playerView, type RoomView } from "../../shared/catchphrase/player-view";
import type { Ack, DisplayAck, EnterRoomAck, ResumeAck } from "../../shared/catchphrase/protocol";
import type { Joiner } from "../../shared/catchphrase/room-setup";
import type { EngineContext, Intent, Result, Room, Transition } from "../../shared/catchphrase/types";
import { WORD_BANK } from "../../shared/catchphrase/words/word-bank";
import type { RoomStore } from "../db/room-repository";
import { type Dependencies, DependencyDownError } from "../dependencies";
import { ROOM_CACHE_MB_DEFAULT } from "../env";
import type { VisitorIds } from "../visitor-ids";
import { hashToken, newPlayerToken, tokenMatches } from "./player-tokens";
import type { RoomClock } from "./room-clock";
import type { RoomTransport } from "./room-transport";
import { createRoomWriter, type RoomDocument } from "./room-writer";

export type { RoomDocument } from "./room-writer";

/** The room master's ports (DESIGN decision 13) and the little else it needs. */
export type RoomMasterDeps = {
  store: RoomStore<RoomDocument>;
  transport: RoomTransport;
  clock: RoomClock;
  log: Pick<FastifyBaseLogger, "error" | "warn" | "debug">;
  now: () => number;
  /**
   * Refuses changes (throws DependencyDownError) while the database or, in cluster mode, Redis is
   * unreachable: a statement sent into a network partition may be applied when it heals, long
   * after the player was told it failed, and a change written while Redis is away would not be
   * heard by the players of the other processes.
   */
  dependencies: Pick<Dependencies, "ensure">;
  /** Tells the signed visitor ids this server issued from made-up ones. */
  visitorIds: Pick<VisitorIds, "isGenuine">;
  /** Randomness in [0, 1) for codes, describers and words; crypto-quality unless a test gives one. */
  random?: () => number;
  /** How much memory the rooms kept in this process's cache may take, about (ROOM_CACHE_MB by default). */
  cachedRoomsBytes?: number;
};

const CODE_ATTEMPTS = 10;

/** Crypto-quality randomness in [0, 1) for codes, describers and words. */
const secureRandom = () => randomInt(0, 2 ** 48 - 1) / 2 ** 48;

/**
 * The engine's answer for a document: the room changed, its departed players' and spectators'
 * tokens dropped (left, removed, or given way to a newcomer). The token hashes stay the same
 * object when nobody left, so that the store leaves them as they were.
 */
function documentAfter(document: RoomDocument, applied: Result<Transition>) {
  if (!applied.ok) return applied;
  const { room, effects } = applied.value;
  const departed = effects.flatMap((effect) => {
    if (effect.type === "playerLeft" || effect.type === "playerRemoved") return [effect.playerId];
    if (effect.type === "spectatorLeft" || effect.type === "spectatorRemoved" || effect.type === "spectatorEvicted")
      return [effect.spectatorId];
    return [];
  });
  const tokenHashes =
    departed.length === 0
      ? document.tokenHashes
      : Object.fromEntries(Object.entries(document.tokenHashes).filter(([id]) => !departed.includes(id)));
  return { ok: true as const, value: { document: { room, tokenHashes }, effects } };
}

/**
 * The room master (STYLE rule 3): every change to a room goes through here. It authenticates the
 * player and lets the engine decide; the room writer (room-writer.ts) writes the result with the
 * version check and has the transport send each group of players the view they may see. The
 * room's own moments (its round's end, an absent player's deadlines) wake it on the clock.
 */
export function createRoomMaster(deps: RoomMasterDeps) {
  const { store, clock, log } = deps;
  const random = deps.random ?? secureRandom;
  const context = (): EngineContext => ({ now: deps.now(), random, words: WORD_BANK });
  const writer = createRoomWriter({
    ...deps,
    cachedRoomsBytes: deps.cachedRoomsBytes ?? ROOM_CACHE_MB_DEFAULT * 1024 * 1024,
    wake: (code) => void master.wake(code),
  });
  const { mutate } = writer;

  /**
   * Runs `task`; when it throws (the database is away), logs why and answers `failure`, the
   * message catchphrase.md section 8 gives that action.
   */
  async function answeringFaults<Answer>(
    failure: string,
    about: Record<string, string>,
    task: () => Promise<Answer>,
  ): Promise<Answer | { ok: false; error: string }> {
    try {
      return await task();
    } catch (error) {
      if (error instanceof DependencyDownError) log.debug({ ...about, dependency: error.dependency }, failure);
      else log.error({ err: error, ...about }, failure);
      return { ok: false, error: failure };
    }
  }

  /**
   * Runs a change nobody is waiting for (the clock's, the presence checks'). Never throws: if the
   * database is away, the sweeps try again once it is back.
   */
  async function unattended(code: string, what: string, change: () => Promise<unknown>): Promise<boolean> {
    try {
      await change();
      return true;
    } catch (error) {
      if (error instanceof DependencyDownError) log.warn({ code, dependency: error.dependency }, what);
      else log.error({ err: error, code }, what);
      return false;
    }
  }

  /** A made-up visitor id counts as none: only the server's own ids keep a removed browser out. */
  const genuine = (visitorId: string | undefined) =>
    visitorId && deps.visitorIds.isGenuine(visitorId) ? visitorId : undefined;

  function session(room: Room, playerId: string, playerName: string, token: string) {
    return { playerName, playerId, roomId: room.code, roomCode: room.code, token };
  }

  /**
   * Someone comes into a room under a new id and secret (`admit` decides, joining or watching, and
   * says what their coming in counts as, written with it); answers their session and first view.
   */
  async function enter(
    request: JoinRoomRequest,
    how: { failure: string; noName: string },
    admit: (room: Room, joiner: Joiner) => Result<Transition>,
  ): Promise<EnterRoomAck> {
    const { failure, noName } = how;
    return answeringFaults(failure, { code: request.code }, async () => {
      const name = validateName(request.name, noName);
      if (!name.ok) return name;
      const playerId = randomUUID();
      const token = newPlayerToken();
      const tokenHash = hashToken(token);
      const visitorId = genuine(request.visitorId);
      const outcome = await mutate(request.code, (document) => {
        const withToken = { ...document, tokenHashes: { ...document.tokenHashes, [playerId]: tokenHash } };
        return documentAfter(withToken, admit(document.room, { id: playerId, name: name.name, visitorId }));
      });
      if (!outcome.ok) return outcome;
      const room = outcome.value.room;
      if (!room) return { ok: false, error: failure };
      const view = playerView(room, playerId);
      if (!view.ok) return view;
      return { ok: true, session: session(room, playerId, name.name, token), view: view.value };
    });
  }

  /**
   * Takes back someone the room shows offline, marked online in the same write, so that nothing
   * decided meanwhile on their absence (a newcomer taking the place of the watcher offline the
   * longest, a describer's turn passed on) can follow their return: if it came first, they are
   * no longer there, and are refused. While a change cannot be written (the database or Redis is
   * away), nothing else can be decided either: they are taken back as they are shown.
   */
  async function backOnline(code: string, id: string, shown: RoomView): Promise<ResumeAck> {
    let marked: Awaited<ReturnType<typeof mutate>>;
    try {
      marked = await mutate(code, (document) => documentAfter(document, setPresence(document.room, id, null)));
    } catch (error) {
      if (error instanceof DependencyDownError) return { ok: true, view: shown };
      throw error;
    }
    // Refused as already so: another tab of theirs, perhaps on another process, was first.
    const alreadyBack = !marked.ok && marked.error === catchphraseErrors.notNow;
    const room = marked.ok ? marked.value.room : alreadyBack ? (await store.find(code))?.document.room : null;
    const view = room ? playerView(room, id) : undefined;
    return view?.ok ? { ok: true, view: view.value } : { ok: false, error: catchphraseErrors.notMember };
  }

  const master = {
    /** Creates a room with its host; answers the host's saved session and first view. */
    async create(request: CreateRoomRequest): Promise<EnterRoomAck> {
      return answeringFaults(catchphraseErrors.createFailed, { event: "create" }, async () => {
        const name = validateName(request.name, catchphraseErrors.nameRequired);
        if (!name.ok) return name;
        await deps.dependencies.ensure("database", "redis");
        const playerId = randomUUID();
        const token = newPlayerToken();
        const visitorId = genuine(request.visitorId);
        for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
          const created = createRoom({
            code: makeRoomCode(random),
            host: { id: playerId, name: name.name, visitorId },
            totalRounds: request.totalRounds,
            roundDuration: request.roundDuration,
          });
          if (!created.ok) return created;
          const room = created.value;
          const document = { room, tokenHashes: { [playerId]: hashToken(token) } };
          if (!(await store.insert(room.code, document, deps.now(), ["room_created"]))) continue;
          const view = playerView(room, playerId);
          if (!view.ok) return view;
          return { ok: true, session: session(room, playerId, name.name, token), view: view.value };
        }
        return { ok: false, error: catchphraseErrors.createFailed };
      });
    },

    /** Adds a player to a room (catchphrase.md section 4, Join); answers their session and view. */
    async join(request: JoinRoomRequest): Promise<EnterRoomAck> {
      const how = { failure: catchphraseErrors.joinFailed, noName: catchphraseErrors.nameRequiredToJoin };
      return enter(request, how, (room, joiner) => {
        const joined = joinRoom(room, joiner, deps.now());
        if (!joined.ok) return joined;
        return { ok: true, value: { room: joined.value, effects: [{ type: "playerJoined", playerId: joiner.id }] } };
      });
    },

    /** Adds a spectator to a room (issue "Catchphrase for a party night"); answers their session and view. */
    async watch(request: JoinRoomRequest): Promise<EnterRoomAck> {
      const how = { failure: catchphraseErrors.watchFailed, noName: catchphraseErrors.nameRequiredToWatch };
      return enter(request, how, (room, joiner) => watchRoom(room, joiner, deps.now()));
    },

    /** A room as its big-screen display sees it: no seat, no name, only what a spectator sees. */
    async display(code: string): Promise<DisplayAck> {
      await deps.dependencies.ensure("database");
      const row = await store.find(code);
      return row
        ? { ok: true, view: displayView(row.document.room) }
        : { ok: false, error: catchphraseErrors.roomNotFound };
    },

    /**
     * Checks a returning player's identity; answers their current view. A missing room, a player
     * who is not in it and a wrong token all get the same answer by the same path (the token is
     * hashed and compared either way), so a refusal tells nothing about which rooms exist.
     */
    async resume(code: string, playerId: string, token: string): Promise<ResumeAck> {
      await deps.dependencies.ensure("database");
      const row = await store.find(code);
      const hashes = row?.document.tokenHashes ?? {};
      const known = tokenMatches(token, Object.hasOwn(hashes, playerId) ? hashes[playerId] : undefined);
      const view = row && known ? playerView(row.document.room, playerId) : undefined;
      if (!view?.ok) return { ok: false, error: catchphraseErrors.notMember };
      const offline = [...view.value.players, ...view.value.spectators].some(
        (someone) => someone.id === playerId && someone.offline,
      );
      return offline ? backOnline(code, playerId, view.value) : { ok: true, view: view.value };
    },

    /** An intent of an authenticated player (the gateway checked the token when the socket entered). */
    async intent(code: string, playerId: string, intent: Intent): Promise<Ack> {
      return answeringFaults(intentFailures[intent.type], { code, intent: intent.type }, async () => {
        const outcome = await mutate(code, (document) =>
          documentAfter(document, applyIntent(document.room, playerId, intent, context())),
        );
        return outcome.ok ? { ok: true } : outcome;
      });
    },

    /**
     * Does what is due in the room on its own (its round's end, an absent describer's or host's
     * deadline); a no-op when another process or an earlier call already did.
     */
    async wake(code: string): Promise<void> {
      await unattended(code, catchphraseErrors.endRoundFailed, () =>
        mutate(code, (document) => documentAfter(document, wake(document.room, context()))),
      );
    },

    /** Sets this process's timer for a room whose wake-up another process wrote (the due-room sweep). */
    wakeAt(code: string, wakesAt: number): void {
      writer.planWake(code, wakesAt);
    },

    /**
     * Records that a player has had no connection since `offlineSince`, or (null) is connected
     * again; a no-op when the room already says so, or the player or room is gone. False when it
     * could not be recorded (the database is away).
     */
    async setPresence(code: string, playerId: string, offlineSince: number | null): Promise<boolean> {
      return unattended(code, "presence could not be recorded", () =>
        mutate(code, (document) => documentAfter(document, setPresence(document.room, playerId, offlineSince))),
      );
    },

    /**
     * Sends the players of this process each room they are in, as stored: after Redis comes back,
     * the broadcasts they missed while it was away are replaced by the rooms as they now are.
     */
    resendLocal: writer.resendLocal,

    async exists(code: string): Promise<boolean> {
      return (await store.find(code)) !== null;
    },

    /** A room that was removed without the master (idle for a day): forgotten, and its players told. */
    removed(code: string): void {
      writer.closed(code, "removed");
    },

    recentRooms: writer.recentRooms,
    settle: writer.settle,

    stop(): void {
      clock.stop();
    },
  };
  return master;
}

export type RoomMaster = ReturnType<typeof createRoomMaster>;
