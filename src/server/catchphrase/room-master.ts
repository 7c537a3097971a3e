import { randomInt, randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { ServerEvent } from "../../shared/analytics-events";
import {
  applyIntent,
  createRoom,
  joinRoom,
  makeRoomCode,
  nextWakeAt,
  setPresence,
  validateName,
  wake,
} from "../../shared/catchphrase/engine";
import type { CreateRoomRequest, JoinRoomRequest } from "../../shared/catchphrase/intents";
import { catchphraseErrors, intentFailures } from "../../shared/catchphrase/messages";
import { playerView } from "../../shared/catchphrase/player-view";
import {
  type Ack,
  type EnterRoomAck,
  noticesOf,
  type ResumeAck,
  type RoomClosedReason,
} from "../../shared/catchphrase/protocol";
import type { Effect, EngineContext, Intent, Result, Room, Transition } from "../../shared/catchphrase/types";
import { WORD_BANK } from "../../shared/catchphrase/words/word-bank";
import { type EventCountsRepository, utcDay } from "../db/event-counts-repository";
import { counterShard, type RoomStore } from "../db/room-repository";
import { type Dependencies, DependencyDownError } from "../dependencies";
import type { VisitorIds } from "../visitor-ids";
import { hashToken, newPlayerToken, tokenMatches } from "./player-tokens";
import { createRoomCache } from "./room-cache";
import type { RoomClock } from "./room-clock";
import { createRoomQueue } from "./room-queue";
import type { RoomTransport } from "./room-transport";

/** A room as stored: the engine's room and the hashes of its players' tokens (never sent out). */
export type RoomDocument = { room: Room; tokenHashes: Record<string, string> };

/** The room master's ports (DESIGN decision 13) and the little else it needs. */
export type RoomMasterDeps = {
  store: RoomStore<RoomDocument>;
  eventCounts: Pick<EventCountsRepository, "increment">;
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
};

const MAX_WRITE_ATTEMPTS = 5;
const CODE_ATTEMPTS = 10;
/** After a failed write, how often and how long to try reading the room again (two minutes). */
const RESEND_INTERVAL_MS = 1000;
const RESEND_ATTEMPTS = 120;
/** Rooms kept in memory: a few kilobytes each, so tens of megabytes at most. */
const CACHED_ROOMS = 10_000;
/** The names of a room's timers on the clock. */
const WAKE = "wake";
const RESEND = "resend";

/** The analytics event each engine effect counts as (catchphrase.md section 7). */
const effectEvents: Partial<Record<Effect["type"], ServerEvent>> = {
  gameStarted: "game_started",
  roundStarted: "round_started",
  roundEnded: "round_ended",
  wordGuessed: "word_guessed",
  gameEnded: "game_ended",
  gameRestarted: "game_restarted",
  playerLeft: "room_left",
};

/** Crypto-quality randomness in [0, 1) for codes, describers and words. */
const secureRandom = () => randomInt(0, 2 ** 48 - 1) / 2 ** 48;

/** The engine's answer for a document: the room changed, its departed players' tokens dropped. */
function documentAfter(document: RoomDocument, applied: Result<Transition>) {
  if (!applied.ok) return applied;
  const { room, effects } = applied.value;
  const tokenHashes = { ...document.tokenHashes };
  for (const effect of effects) {
    if (effect.type === "playerLeft" || effect.type === "playerRemoved") delete tokenHashes[effect.playerId];
  }
  return { ok: true as const, value: { document: { room, tokenHashes }, effects } };
}

/**
 * The room master (STYLE rule 3): every change to a room goes through here. It authenticates the
 * player, lets the engine decide, writes the result through the store with a version check
 * (retrying on a lost race with another process), and has the transport send each group of
 * players the view they may see. The room's own moments (its round's end, an absent player's
 * deadlines) are kept with it and set on the clock.
 */
export function createRoomMaster(deps: RoomMasterDeps) {
  const { store, transport, clock, log } = deps;
  const random = deps.random ?? secureRandom;
  const context = (): EngineContext => ({ now: deps.now(), random, words: WORD_BANK });
  const queue = createRoomQueue();
  const cache = createRoomCache<RoomDocument>(CACHED_ROOMS);

  async function count(event: ServerEvent): Promise<void> {
    await deps.eventCounts.increment(event, utcDay(deps.now()));
  }

  /** Sets the room's wake-up on this process's clock (or clears it); other processes' sweeps also see it. */
  function planWake(code: string, wakesAt: number | null): void {
    if (wakesAt === null) clock.cancel(code, WAKE);
    else clock.at(code, WAKE, wakesAt, () => void master.wake(code));
  }

  /** Forgets a room that is gone and tells its players. */
  function closed(code: string, reason: RoomClosedReason): void {
    cache.delete(code);
    clock.forget(code);
    transport.close(code, reason);
  }

  /**
   * The room as last seen, from the cache when this process has it (most intents then cost one
   * statement: the write) or from the store. `fresh` skips the cache.
   */
  async function load(code: string, fresh: boolean) {
    const cached = fresh ? undefined : cache.get(code);
    if (cached) return { ...cached, cached: true };
    const row = await store.find(code);
    if (!row) {
      cache.delete(code);
      return null;
    }
    cache.set(code, { document: row.document, version: row.version });
    return { document: row.document, version: row.version, cached: false };
  }

  /**
   * Applies `change` to the room and writes it back if nobody else wrote in between (the version
   * check); on a lost race, or a refusal decided on a cached copy that may be out of date, it reads
   * the room again and re-applies. Effects are counted in the same statement as the write, and
   * views are sent only once written.
   */
  function mutate(
    code: string,
    change: (document: RoomDocument) => Result<{ document: RoomDocument; effects: Effect[] }>,
  ): Promise<Result<{ room: Room | null; effects: Effect[] }>> {
    return queue.run(code, async () => {
      await deps.dependencies.ensure("database", "redis");
      let fresh = false;
      try {
        for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt += 1) {
          const row = await load(code, fresh);
          if (!row) return { ok: false, error: catchphraseErrors.roomNotFound };
          const outcome = change(row.document);
          if (!outcome.ok) {
            if (!row.cached) return outcome;
            fresh = true;
            continue;
          }
          const { document, effects } = outcome.value;
          const day = utcDay(deps.now());
          const shard = counterShard(code);
          const counted = effects.flatMap((effect) => {
            const event = effectEvents[effect.type];
            return event ? [{ name: event, day, shard }] : [];
          });
          const destroyed = effects.find((effect) => effect.type === "roomDestroyed");
          if (destroyed?.type === "roomDestroyed") {
            cache.delete(code);
            if (!(await store.remove(code))) return { ok: false, error: catchphraseErrors.roomNotFound };
            for (const { name, day } of counted) await deps.eventCounts.increment(name, day);
            closed(code, destroyed.reason);
            return { ok: true, value: { room: null, effects } };
          }
          const wakesAt = nextWakeAt(document.room);
          const version = await store.replace(code, row.version, document, wakesAt, deps.now(), counted);
          if (version === null) {
            fresh = true;
            continue;
          }
          cache.set(code, { document, version });
          planWake(code, wakesAt);
          transport.send(document.room);
          transport.announce(code, noticesOf(effects));
          for (const effect of effects) if (effect.type === "playerRemoved") transport.dismiss(code, effect.playerId);
          return { ok: true, value: { room: document.room, effects } };
        }
      } catch (error) {
        // Whether the write happened is unknown: the next change reads the room again, and the
        // players get the room as stored once the database answers.
        cache.delete(code);
        resendWhenBack(code);
        throw error;
      }
      log.warn({ code }, "room write kept losing races");
      return { ok: false, error: catchphraseErrors.notNow };
    });
  }

  /** Reads the room as stored and sends it to its players (those of this process when `local`). */
  function resend(code: string, local: boolean): Promise<void> {
    return queue.run(code, async () => {
      const row = await store.find(code);
      if (!row) return;
      cache.set(code, { document: row.document, version: row.version });
      planWake(code, row.wakesAt);
      transport.send(row.document.room, local);
    });
  }

  /**
   * After a write that failed without saying whether it was saved (the reply was lost), reads the
   * room every second until the database answers and sends every player the room as stored, so
   * nobody stays on a view that is no longer true (a describer's turn that has passed).
   */
  function resendWhenBack(code: string, attempt = 1): void {
    if (attempt === 1 && clock.has(code, RESEND)) return;
    clock.after(code, RESEND, RESEND_INTERVAL_MS, () => {
      resend(code, false).catch(() => {
        if (attempt < RESEND_ATTEMPTS) resendWhenBack(code, attempt + 1);
        else log.warn({ code }, "room could not be read again after a failed write");
      });
    });
  }

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
          if (!(await store.insert(room.code, { room, tokenHashes: { [playerId]: hashToken(token) } }, deps.now())))
            continue;
          await count("room_created");
          const view = playerView(room, playerId);
          if (!view.ok) return view;
          return { ok: true, session: session(room, playerId, name.name, token), view: view.value };
        }
        return { ok: false, error: catchphraseErrors.createFailed };
      });
    },

    /** Adds a player to a room (catchphrase.md section 4, Join); answers their session and view. */
    async join(request: JoinRoomRequest): Promise<EnterRoomAck> {
      return answeringFaults(catchphraseErrors.joinFailed, { code: request.code }, async () => {
        const name = validateName(request.name, catchphraseErrors.nameRequiredToJoin);
        if (!name.ok) return name;
        const playerId = randomUUID();
        const token = newPlayerToken();
        // A made-up visitor id counts as none: only the server's own ids keep a removed browser out.
        const visitorId =
          request.visitorId && deps.visitorIds.isGenuine(request.visitorId) ? request.visitorId : undefined;
        const outcome = await mutate(request.code, (document) => {
          const joined = joinRoom(document.room, { id: playerId, name: name.name, visitorId }, deps.now());
          if (!joined.ok) return joined;
          const tokenHashes = { ...document.tokenHashes, [playerId]: hashToken(token) };
          return { ok: true, value: { document: { room: joined.value, tokenHashes }, effects: [] } };
        });
        if (!outcome.ok) return outcome;
        const room = outcome.value.room;
        if (!room) return { ok: false, error: catchphraseErrors.joinFailed };
        await count("room_joined");
        const view = playerView(room, playerId);
        if (!view.ok) return view;
        return { ok: true, session: session(room, playerId, name.name, token), view: view.value };
      });
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
      return view?.ok ? { ok: true, view: view.value } : { ok: false, error: catchphraseErrors.notMember };
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
      planWake(code, wakesAt);
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
    async resendLocal(codes: readonly string[]): Promise<void> {
      await Promise.allSettled(codes.map((code) => resend(code, true)));
    },

    async exists(code: string): Promise<boolean> {
      return (await store.find(code)) !== null;
    },

    /** A room that was removed without the master (idle for a day): forgotten, and its players told. */
    removed(code: string): void {
      closed(code, "removed");
    },

    /** The rooms this process has read or written lately, newest last (its cache). */
    recentRooms(): string[] {
      return cache.codes();
    },

    /** Resolves once every room change this process has begun is finished (before the database closes). */
    settle: queue.settle,

    stop(): void {
      clock.stop();
    },
  };
  return master;
}

export type RoomMaster = ReturnType<typeof createRoomMaster>;
