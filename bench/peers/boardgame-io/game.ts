/**
 * Catchphrase as a boardgame.io 0.50 Game, for the boardgame.io peer of the load benchmark: the
 * same rules as our server, since every move calls our pure engine (src/shared/catchphrase/). The
 * server (server.ts) runs it; the bots (bots.ts) give it to boardgame.io's Client, which needs the
 * move names and never runs a move itself (every move is `client: false`). Benchmark code only.
 *
 * - G is our engine's Room document, as our server stores it.
 * - Seats: boardgame.io's playerIDs "0".."n-1" are the engine's player ids. `setup` seats them
 *   all at once from the match's numPlayers ("0" is the host), so no move is needed to join:
 *   boardgame.io's Lobby API hands out the seats and their credentials, which G does not hold.
 * - Moves: one per intent a seated player may send (PLAYED_INTENTS), named after it and taking its
 *   fields; they are parsed with the schema our server parses browsers' intents with, then given
 *   to the engine's applyIntent. A refusal is INVALID_MOVE.
 * - Views: `playerView` gives each player the engine's view of the room for them (the word hidden
 *   from those who must guess it), the same RoomView our server sends.
 * - Time: boardgame.io runs nothing between moves (no server-side timers), so a round whose time
 *   is up ends lazily, at the room's next move (see `play`).
 */
import type { Game, LongFormMove } from "boardgame.io";
import { ActivePlayers, INVALID_MOVE } from "boardgame.io/core";
import { MAX_PLAYERS, MIN_PLAYERS } from "../../../src/shared/catchphrase/constants";
import { applyIntent, createRoom, joinRoom, makeRoomCode, wake } from "../../../src/shared/catchphrase/engine";
import { createRoomRequestSchema, intentSchema } from "../../../src/shared/catchphrase/intents";
import { displayView, playerView } from "../../../src/shared/catchphrase/player-view";
import type { EngineContext, Intent, IntentType, Result, Room } from "../../../src/shared/catchphrase/types";
import { WORD_BANK } from "../../../src/shared/catchphrase/words/word-bank";

export const GAME_NAME = "catchphrase";

/** The match's setupData: the create form's rounds and time per round, both optional. */
export type CatchphraseSetup = { totalRounds?: number; roundDuration?: number };

/** As the load benchmark's own rooms are made (bench/load-bots.ts). */
const DEFAULT_SETUP = { totalRounds: 10, roundDuration: 120 };

const setupSchema = createRoomRequestSchema.pick({ totalRounds: true, roundDuration: true }).partial();

/**
 * The intents a seated player may send as moves. Leaving, removing and the spectators' intents are
 * left out: boardgame.io's match metadata owns who holds a seat, and G cannot follow it there.
 */
const PLAYED_INTENTS = [
  "start",
  "wordGuessed",
  "changeWord",
  "nextRound",
  "endGame",
  "playAgain",
  "updateSettings",
  "chooseWords",
  "skipTurn",
  "switchTeam",
  "shuffleTeams",
] as const satisfies readonly IntentType[];

/** The name a seat has in the room: boardgame.io's player names live in its metadata, not in G. */
function seatName(playerID: string): string {
  return `Seat ${Number(playerID) + 1}`;
}

/** A room with `numPlayers` seats, "0" hosting, with the given setupData; refused as our server refuses a create form. */
function seatedRoom(code: string, numPlayers: number, setupData: unknown): Result<Room> {
  const parsed = setupSchema.safeParse(setupData ?? {});
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "invalid setupData" };
  const settings = { ...DEFAULT_SETUP, ...parsed.data };
  let created = createRoom({ code, host: { id: "0", name: seatName("0") }, ...settings });
  for (let seat = 1; seat < numPlayers && created.ok; seat += 1) {
    const id = String(seat);
    created = joinRoom(created.value, { id, name: seatName(id) });
  }
  return created;
}

/**
 * One intent of `playerID` on the room, on the server's clock. boardgame.io has no server-side
 * timers, so the round's end that our server's clock would have fired (the engine's `wake`, which
 * ends a round whose time is up) is done here, lazily, before the intent: a move that arrives after
 * the round's time is up ends the round instead, and the intent itself (now refused by the engine,
 * the round being over) is not applied. The players see the round end only then.
 */
function play(room: Room, playerID: string, intent: Intent, random: () => number): Room | typeof INVALID_MOVE {
  const context: EngineContext = { now: Date.now(), random, words: WORD_BANK };
  const woken = wake(room, context);
  const current = woken.ok ? woken.value.room : room;
  const applied = applyIntent(current, playerID, intent, context);
  if (applied.ok) return applied.value.room;
  return woken.ok ? current : INVALID_MOVE;
}

/** The move for intents of `type`: its arguments are the intent's other fields, parsed as our server parses them. */
function intentMove(type: IntentType): LongFormMove<Room> {
  return {
    // Only the server runs it: it may draw the next word, which no client may know beforehand.
    client: false,
    // The engine judges every intent against the room as it is now, as on our server. boardgame.io
    // would otherwise drop a move sent from an older state without a word to anyone (no update),
    // so that its sender could only time out; now such a move is applied or refused.
    ignoreStaleStateID: true,
    move: ({ G, playerID, random }, fields?: unknown) => {
      const given = typeof fields === "object" && fields !== null ? fields : {};
      const intent = intentSchema.safeParse({ ...given, type });
      return intent.success ? play(G, playerID, intent.data, random.Number) : INVALID_MOVE;
    },
  };
}

export const catchphrase: Game<Room, Record<string, unknown>, CatchphraseSetup> = {
  name: GAME_NAME,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  // boardgame.io's plugin seeds the randomness per match and keeps the seed from the clients.
  setup: ({ ctx, random }, setupData) => {
    const room = seatedRoom(makeRoomCode(random.Number), ctx.numPlayers, setupData);
    // validateSetupData refused the Lobby API's create with the same check, so this never throws.
    if (!room.ok) throw new Error(room.error);
    return room.value;
  },
  validateSetupData: (setupData, numPlayers) => {
    const room = seatedRoom(makeRoomCode(Math.random), numPlayers, setupData);
    return room.ok ? undefined : room.error;
  },
  moves: Object.fromEntries(PLAYED_INTENTS.map((type) => [type, intentMove(type)])),
  // Every seat may move at any time, as in our game: the engine decides who may do what. The
  // turn never ends, so boardgame.io's turn order plays no part.
  turn: { activePlayers: ActivePlayers.ALL },
  events: {
    endGame: false,
    endPhase: false,
    endTurn: false,
    setPhase: false,
    endStage: false,
    setStage: false,
    pass: false,
    setActivePlayers: false,
  },
  // Undo would keep a copy of G per move in the state (and so in the database) for the whole
  // never-ending turn; Catchphrase has no undo.
  disableUndo: true,
  playerView: ({ G, playerID }) => {
    const view = playerID === null ? undefined : playerView(G, playerID);
    return view?.ok ? view.value : displayView(G);
  },
};
