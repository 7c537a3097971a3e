import { randomInt, randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Server } from "socket.io";
import type { ServerEvent } from "../../shared/analytics-events";
import {
  applyIntent,
  createRoom,
  expireRound,
  joinRoom,
  makeRoomCode,
  roundEndsAt,
  validateName,
} from "../../shared/catchphrase/engine";
import type { CreateRoomRequest, JoinRoomRequest } from "../../shared/catchphrase/intents";
import { catchphraseErrors, intentFailures } from "../../shared/catchphrase/messages";
import { playerView, roomViews } from "../../shared/catchphrase/player-view";
import {
  type Ack,
  type EnterRoomAck,
  noticesOf,
  type ResumeAck,
  type RoomClosedReason,
  serverEvents,
} from "../../shared/catchphrase/protocol";
import type { Effect, EngineContext, Intent, Result, Room } from "../../shared/catchphrase/types";
import { WORD_BANK } from "../../shared/catchphrase/words/word-bank";
import { type EventCountsRepository, utcDay } from "../db/event-counts-repository";
import { counterShard, type RoomRepository } from "../db/room-repository";
import { type Dependencies, DependencyDownError } from "../dependencies";
import type { VisitorIds } from "../visitor-ids";
import { hashToken, newPlayerToken, tokenMatches } from "./player-tokens";
import { type CachedRoom, createRoomCache } from "./room-cache";
import { createRoundTimers } from "./round-timers";

/** A room as stored: the engine's room and the hashes of its players' tokens (never sent out). */
export type RoomDocument = { room: Room; tokenHashes: Record<string, string> };

export type RoomMasterDeps = {
  rooms: RoomRepository<RoomDocument>;
  eventCounts: EventCountsRepository;
  io: Server;
  log: FastifyBaseLogger;
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
};

/** Socket.IO channel of everyone in a room, and of one player's own tabs. */
export const roomChannel = (code: string) => `room:${code}`;
export const playerChannel = (code: string, playerId: string) => `player:${code}:${playerId}`;

const MAX_WRITE_ATTEMPTS = 5;
const CODE_ATTEMPTS = 10;
/** After a failed write, how often and how long to try reading the room again (two minutes). */
const RESEND_INTERVAL_MS = 1000;
const RESEND_ATTEMPTS = 120;
/** Rooms kept in memory: a few kilobytes each, so tens of megabytes at most. */
const CACHED_ROOMS = 10_000;

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

/**
 * The room master (STYLE rule 3): every change to a room goes through here. It authenticates the
 * player, lets the engine decide, writes the result with a version check (retrying on a lost
 * race with another process), counts what happened and sends each group of players the view they may see.
 */
export function createRoomMaster(deps: RoomMasterDeps) {
  const { rooms, io, log } = deps;
  const context = (): EngineContext => ({ now: deps.now(), random: secureRandom, words: WORD_BANK });
  // One change at a time per room within this process; other processes are held off by versions.
  const queues = new Map<string, Promise<unknown>>();
  const cache = createRoomCache<RoomDocument>(CACHED_ROOMS);

  function serialised<T>(code: string, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(code) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.catch(() => undefined);
    queues.set(code, settled);
    void settled.then(() => {
      if (queues.get(code) === settled) queues.delete(code);
    });
    return run;
  }

  async function count(event: ServerEvent): Promise<void> {
    await deps.eventCounts.increment(event, utcDay(deps.now()));
  }

  /**
   * Each group of players who may see the same view gets it in one broadcast, encoded once; only
   * to the players connected to this process when `local` (each process then sends its own).
   */
  function broadcast(room: Room, local = false): void {
    const sender = local ? io.local : io;
    for (const { view, viewerIds } of roomViews(room)) {
      sender.to(viewerIds.map((id) => playerChannel(room.code, id))).emit(serverEvents.state, view);
    }
  }

  /** Tells everyone in the room what just happened that a state alone does not say. */
  function announce(code: string, effects: readonly Effect[]): void {
    for (const notice of noticesOf(effects)) io.to(roomChannel(code)).emit(serverEvents.notice, notice);
  }

  /** Sends a removed player's tabs to the lobby and out of the room's channels. */
  function dismiss(code: string, playerId: string): void {
    const channel = playerChannel(code, playerId);
    io.to(channel).emit(serverEvents.closed, { reason: "playerRemoved" satisfies RoomClosedReason });
    io.in(channel).socketsLeave([roomChannel(code), channel]);
  }

  function close(code: string, reason: RoomClosedReason): void {
    io.to(roomChannel(code)).emit(serverEvents.closed, { reason });
    io.in(roomChannel(code)).socketsLeave(roomChannel(code));
  }

  /**
   * The room as last seen, from the cache when this process has it (most intents then cost one
   * statement: the write) or from the database. `fresh` skips the cache.
   */
  async function load(code: string, fresh: boolean): Promise<(CachedRoom<RoomDocument> & { cached: boolean }) | null> {
    const cached = fresh ? undefined : cache.get(code);
    if (cached) return { ...cached, cached: true };
    const row = await rooms.find(code);
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
  async function mutate(
    code: string,
    change: (document: RoomDocument) => Result<{ document: RoomDocument; effects: Effect[] }>,
  ): Promise<Result<{ room: Room | null; effects: Effect[] }>> {
    return serialised(code, async () => {
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
            timers.cancel(code);
            if (!(await rooms.remove(code))) return { ok: false, error: catchphraseErrors.roomNotFound };
            for (const { name, day } of counted) await deps.eventCounts.increment(name, day);
            close(code, destroyed.reason);
            return { ok: true, value: { room: null, effects } };
          }
          const game = document.room.game;
          const endsAt = game.status === "playing" && game.timerActive ? roundEndsAt(game) : null;
          const version = await rooms.replace(code, row.version, document, endsAt, deps.now(), counted);
          if (version === null) {
            fresh = true;
            continue;
          }
          cache.set(code, { document, version });
          if (endsAt !== null) timers.schedule(code, endsAt);
          else timers.cancel(code);
          broadcast(document.room);
          announce(code, effects);
          for (const effect of effects) if (effect.type === "playerRemoved") dismiss(code, effect.playerId);
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
    return serialised(code, async () => {
      const row = await rooms.find(code);
      if (!row) return;
      cache.set(code, { document: row.document, version: row.version });
      if (row.roundEndsAt !== null) timers.schedule(code, row.roundEndsAt);
      broadcast(row.document.room, local);
    });
  }

  /**
   * After a write that failed without saying whether it was saved (the reply was lost), reads the
   * room every second until the database answers and sends every player the room as stored, so
   * nobody stays on a view that is no longer true (a describer's turn that has passed).
   */
  const resends = new Map<string, NodeJS.Timeout>();
  function resendWhenBack(code: string, attempt = 1): void {
    if (resends.has(code) && attempt === 1) return;
    resends.set(
      code,
      setTimeout(() => {
        resend(code, false).then(
          () => resends.delete(code),
          () => {
            resends.delete(code);
            if (attempt < RESEND_ATTEMPTS) resendWhenBack(code, attempt + 1);
            else log.warn({ code }, "room could not be read again after a failed write");
          },
        );
      }, RESEND_INTERVAL_MS),
    );
  }

  /** Round timers of this process; the periodic sweep covers rounds scheduled by other processes. */
  const timers = createRoundTimers(deps.now, (code) => void master.expire(code));

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
        for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
          const created = createRoom({
            code: makeRoomCode(secureRandom),
            host: { id: playerId, name: name.name },
            totalRounds: request.totalRounds,
            roundDuration: request.roundDuration,
          });
          if (!created.ok) return created;
          const room = created.value;
          if (!(await rooms.insert(room.code, { room, tokenHashes: { [playerId]: hashToken(token) } }, deps.now())))
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
        const outcome = await mutate(request.code, (document) => {
          const visitorId =
            request.visitorId && deps.visitorIds.isGenuine(request.visitorId) ? request.visitorId : undefined;
          const joined = joinRoom(document.room, { id: playerId, name: name.name, visitorId }, deps.now());
          if (!joined.ok) return joined;
          return {
            ok: true,
            value: {
              document: { room: joined.value, tokenHashes: { ...document.tokenHashes, [playerId]: hashToken(token) } },
              effects: [],
            },
          };
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
      const row = await rooms.find(code);
      const hashes = row?.document.tokenHashes ?? {};
      const known = tokenMatches(token, Object.hasOwn(hashes, playerId) ? hashes[playerId] : undefined);
      const view = row && known ? playerView(row.document.room, playerId) : undefined;
      return view?.ok ? { ok: true, view: view.value } : { ok: false, error: catchphraseErrors.notMember };
    },

    /**
     * Sends the players of this process each room they are in, as stored: after Redis comes back,
     * the broadcasts they missed while it was away are replaced by the rooms as they now are.
     */
    async resendLocal(codes: readonly string[]): Promise<void> {
      await Promise.allSettled(codes.map((code) => resend(code, true)));
    },

    /** An intent of an authenticated player (the gateway checked the token when the socket entered). */
    async intent(code: string, playerId: string, intent: Intent): Promise<Ack> {
      return answeringFaults(intentFailures[intent.type], { code, intent: intent.type }, async () => {
        const outcome = await mutate(code, (document) => {
          const applied = applyIntent(document.room, playerId, intent, context());
          if (!applied.ok) return applied;
          const { room, effects } = applied.value;
          const tokenHashes = { ...document.tokenHashes };
          for (const effect of effects)
            if (effect.type === "playerLeft" || effect.type === "playerRemoved") delete tokenHashes[effect.playerId];
          return { ok: true, value: { document: { room, tokenHashes }, effects } };
        });
        return outcome.ok ? { ok: true } : outcome;
      });
    },

    /**
     * Ends the round whose time is up; a no-op when another process or an earlier call already
     * did. Never throws: if the database is away, the next sweep (a second later) tries again.
     */
    async expire(code: string): Promise<void> {
      try {
        const outcome = await mutate(code, (document) => {
          const expired = expireRound(document.room, context());
          if (!expired.ok) return expired;
          return {
            ok: true,
            value: { document: { ...document, room: expired.value.room }, effects: expired.value.effects },
          };
        });
        if (
          !outcome.ok &&
          outcome.error !== catchphraseErrors.roundNotOver &&
          outcome.error !== catchphraseErrors.notNow
        ) {
          log.debug({ code, error: outcome.error }, "round expiry skipped");
        }
      } catch (error) {
        // A known outage is logged once by the dependencies; the sweep tries again each second.
        if (error instanceof DependencyDownError)
          log.warn({ code, dependency: error.dependency }, catchphraseErrors.endRoundFailed);
        else log.error({ err: error, code }, catchphraseErrors.endRoundFailed);
      }
    },

    async exists(code: string): Promise<boolean> {
      return (await rooms.find(code)) !== null;
    },

    /**
     * Ends every round that is due, whoever scheduled it (restarts, other processes), and sets
     * this process's timer for each round ending within `lookaheadMs`, so that it ends on time to
     * the millisecond rather than at the next sweep.
     */
    async sweepDueRounds(lookaheadMs = 0): Promise<void> {
      const now = deps.now();
      for (const { code, roundEndsAt } of await rooms.roundsEndingBy(now + lookaheadMs)) {
        if (roundEndsAt <= now) await master.expire(code);
        else timers.schedule(code, roundEndsAt);
      }
    },

    /** Removes rooms nobody has used for `idleMs`; their members, if any, are sent to the lobby. */
    async sweepIdleRooms(idleMs: number): Promise<void> {
      for (const code of await rooms.removeIdle(deps.now() - idleMs)) {
        cache.delete(code);
        timers.cancel(code);
        close(code, "removed");
      }
    },

    /** The rooms this process has read or written lately, newest last (its cache). */
    recentRooms(): string[] {
      return cache.codes();
    },

    /** Marks rooms with connected members as in use. */
    async touch(codes: readonly string[]): Promise<void> {
      await rooms.touch(codes, deps.now());
    },

    /** Resolves once every room change this process has begun is finished (before the database closes). */
    async settle(): Promise<void> {
      await Promise.allSettled([...queues.values()]);
    },

    stop(): void {
      timers.clear();
      for (const resend of resends.values()) clearTimeout(resend);
      resends.clear();
    },
  };
  return master;
}

export type RoomMaster = ReturnType<typeof createRoomMaster>;
