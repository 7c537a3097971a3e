import type { ServerEvent } from "../../shared/analytics-events";
import { nextWakeAt } from "../../shared/catchphrase/engine";
import { catchphraseErrors } from "../../shared/catchphrase/messages";
import { noticesOf, type RoomClosedReason } from "../../shared/catchphrase/protocol";
import type { Effect, Result, Room, StoryWord } from "../../shared/catchphrase/types";
import type { RoomParts } from "../db/room-repository";
import { createRoomCache } from "./room-cache";
import type { RoomMasterDeps } from "./room-master";
import { createRoomQueue } from "./room-queue";
import { roomBytes } from "./room-size";

/** A room as stored: the engine's room and the hashes of its players' tokens (never sent out). */
export type RoomDocument = { room: Room; tokenHashes: Record<string, string> };

/** What a room's setup column keeps: who is in it, their token hashes, and the words it plays with. */
type RoomSetup = Pick<Room, "players" | "spectators" | "removedVisitors" | "wordChoice"> &
  Pick<RoomDocument, "tokenHashes">;

/** What a room's state column keeps: the rest of the room, without its setup and its lists. */
type RoomState = { room: Omit<Room, keyof RoomSetup | "story" | "usedWords"> };

/**
 * How a room is stored (decisions 047, 055, 056). The game's story and the words drawn, which grow
 * by a word with nearly every intent, in rows of their own: a write adds only the words that are
 * new. Who is in the room, their token hashes and the words it plays with, which most intents leave
 * as they were, in the room's setup: written only when one of them changed.
 */
export const roomParts: RoomParts<RoomDocument> = {
  lists: ({ room }) => ({ story: room.story ?? [], usedWords: room.usedWords }),
  setup: ({ room: { players, spectators, removedVisitors, wordChoice }, tokenHashes }): RoomSetup => ({
    players,
    spectators,
    removedVisitors,
    wordChoice,
    tokenHashes,
  }),
  state: ({ room }): RoomState => {
    const { story: _story, usedWords: _usedWords, players: _players, spectators: _spectators, ...rest } = room;
    const { removedVisitors: _removed, wordChoice: _wordChoice, ...state } = rest;
    return { room: state };
  },
  with: ({ state, setup, lists }) => {
    const { tokenHashes, ...parts } = setup as RoomSetup;
    const story = lists.story as StoryWord[];
    return {
      room: { ...(state as RoomState).room, ...parts, story, usedWords: lists.usedWords as string[] },
      tokenHashes,
    };
  },
};

/** A change of a stored room: the engine's answer for it, with the effects to count and announce. */
export type RoomChange = (document: RoomDocument) => Result<{ document: RoomDocument; effects: Effect[] }>;

export type RoomWriterDeps = Pick<RoomMasterDeps, "store" | "transport" | "clock" | "log" | "now" | "dependencies"> & {
  /** How much memory the rooms kept in this process's cache may take, about, in bytes. */
  cachedRoomsBytes: number;
  /** Called when a room's wake-up time comes, on this process's clock. */
  wake: (code: string) => void;
};

const MAX_WRITE_ATTEMPTS = 5;
/** After a failed write, how often and how long to try reading the room again (two minutes). */
const RESEND_INTERVAL_MS = 1000;
const RESEND_ATTEMPTS = 120;
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
  playerJoined: "room_joined",
  playerLeft: "room_left",
  spectatorSeated: "room_joined",
};

/**
 * How a room change is written and heard, the room master's one way to the store: one change at a
 * time per room in this process, the room read from this process's cache when it has it (most
 * changes then cost one statement: the write), written with the version check (a lost race with
 * another process reads the room again and re-applies the change), counted in the same statement
 * by the store,
 * and only once written sent to the players, its notices announced and its wake-up set.
 */
export function createRoomWriter(deps: RoomWriterDeps) {
  const { store, transport, clock, log } = deps;
  const queue = createRoomQueue();
  const cache = createRoomCache<RoomDocument>({ maxBytes: deps.cachedRoomsBytes, sizeOf: roomBytes });

  /** Sets the room's wake-up on this process's clock (or clears it); other processes' sweeps also see it. */
  function planWake(code: string, wakesAt: number | null): void {
    if (wakesAt === null) clock.cancel(code, WAKE);
    else clock.at(code, WAKE, wakesAt, () => deps.wake(code));
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
  function mutate(code: string, change: RoomChange): Promise<Result<{ room: Room | null; effects: Effect[] }>> {
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
          const counted = effects.flatMap((effect) => effectEvents[effect.type] ?? []);
          const destroyed = effects.find((effect) => effect.type === "roomDestroyed");
          if (destroyed?.type === "roomDestroyed") {
            cache.delete(code);
            if (!(await store.remove(code, deps.now(), counted)))
              return { ok: false, error: catchphraseErrors.roomNotFound };
            closed(code, destroyed.reason);
            return { ok: true, value: { room: null, effects } };
          }
          const wakesAt = nextWakeAt(document.room);
          const version = await store.replace(code, row.version, document, wakesAt, deps.now(), counted, row.document);
          if (version === null) {
            fresh = true;
            continue;
          }
          cache.set(code, { document, version });
          planWake(code, wakesAt);
          transport.send(document.room);
          transport.announce(code, noticesOf(effects));
          for (const effect of effects) {
            if (effect.type === "playerRemoved") transport.dismiss(code, effect.playerId, "playerRemoved");
            if (effect.type === "spectatorRemoved") transport.dismiss(code, effect.spectatorId, "playerRemoved");
            if (effect.type === "spectatorEvicted") transport.dismiss(code, effect.spectatorId, "spectatorEvicted");
          }
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

  return {
    mutate,
    planWake,
    closed,
    /** Sends the players of this process each room they are in, as stored (after Redis came back). */
    async resendLocal(codes: readonly string[]): Promise<void> {
      await Promise.allSettled(codes.map((code) => resend(code, true)));
    },
    /** The rooms this process has read or written lately, newest last (its cache). */
    recentRooms: (): string[] => cache.codes(),
    /** Resolves once every room change this process has begun is finished (before the database closes). */
    settle: queue.settle,
  };
}
