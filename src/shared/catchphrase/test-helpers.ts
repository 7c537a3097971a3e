import { expect } from "vitest";
import { applyIntent, createRoom, joinRoom } from "./engine";
import type { EngineContext, Intent, Result, Room, Transition } from "./types";
import type { WordBank } from "./words/word-bank";

/** Fixtures for the Catchphrase tests: a tiny bank, deterministic randomness, rooms in each phase. */

export const TINY_BANK: WordBank = {
  Mix: ["mix-1", "mix-2"],
  Animals: ["lion"],
  Food: ["bread", "cheese"],
  Movies: [],
  Activities: ["hiking"],
  Places: ["paris"],
};

/** A fixed stream of numbers in [0, 1): each call returns the next, then the stream repeats. */
export function queueRandom(values: readonly number[]): () => number {
  let next = 0;
  return () => {
    const value = values[next % values.length] ?? 0;
    next++;
    return value;
  };
}

/** A seeded linear congruential generator: the same seed gives the same game. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export const T0 = 1_700_000_000_000;

export function makeCtx(overrides: Partial<EngineContext> = {}): EngineContext {
  return { now: T0, random: seededRandom(42), words: TINY_BANK, ...overrides };
}

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`Expected success, got: ${result.error}`);
  return result.value;
}

export function expectError<T>(result: Result<T>, error: string): void {
  expect(result).toEqual({ ok: false, error });
}

/** A waiting room of `count` players p1..pN, p1 hosting; joins give A, B, A, B, ... */
export function roomOf(count: number, settings: { totalRounds?: number; roundDuration?: number } = {}): Room {
  let room = unwrap(
    createRoom({
      code: "ABC123",
      host: { id: "p1", name: "Player 1" },
      totalRounds: settings.totalRounds ?? 5,
      roundDuration: settings.roundDuration ?? 90,
    }),
  );
  for (let i = 2; i <= count; i++) room = unwrap(joinRoom(room, { id: `p${i}`, name: `Player ${i}` }));
  return room;
}

/** Applies an intent that must succeed. */
export function act(room: Room, actorId: string, intent: Intent, ctx: EngineContext = makeCtx()): Transition {
  return unwrap(applyIntent(room, actorId, intent, ctx));
}

/** A game of `count` players just started at T0 with p1 (Team A) describing. */
export function playingRoom(count = 4, settings: { totalRounds?: number; roundDuration?: number } = {}): Room {
  return act(roomOf(count, settings), "p1", { type: "start" }, makeCtx({ random: queueRandom([0]) })).room;
}

/** One intent of each type. */
export const ALL_INTENTS: Intent[] = [
  { type: "start" },
  { type: "wordGuessed" },
  { type: "changeWord" },
  { type: "nextRound" },
  { type: "endGame" },
  { type: "playAgain" },
  { type: "updateSettings", settings: { showTimer: false } },
  { type: "leave" },
];
