import { drawWord } from "./draw-word";
import { describerAfterLeaving, isConnected, nextDescriber, otherTeam, replacementDescriber } from "./turn-order";
import type { Effect, EngineContext, GameState, Player, Room, TeamId, TurnPassReason, WordOutcome } from "./types";

/** The moves of a turn that several rules share: starting a round, passing the word on, the host role. */

/** When the running round ends, in epoch milliseconds: the server schedules its timer for it. */
export function roundEndsAt(game: Pick<GameState, "roundStartTime" | "roundDuration">): number {
  return game.roundStartTime + game.roundDuration * 1000;
}

/** Whether a round is being played at `now`: started, its timer running and its time not up. */
export function roundRunning(game: GameState, now: number): boolean {
  return game.status === "playing" && game.timerActive && now < roundEndsAt(game);
}

/** The team that scores when time runs out: the one not describing at that moment. */
export function roundWinner(game: Pick<GameState, "currentTeam">): TeamId {
  return otherTeam(game.currentTeam);
}

/**
 * The word on screen leaves it (`outcome`): it joins the game's story with its round, its describer's
 * name and team. Nothing when no word is on screen.
 */
export function wordLeaves(room: Room, outcome: WordOutcome): Room {
  const { game } = room;
  if (!game.currentWord) return room;
  const describer = room.players.find((player) => player.id === game.currentPlayer)?.name ?? "";
  const told = { round: game.currentRound, word: game.currentWord, describer, team: game.currentTeam, outcome };
  return { ...room, story: [...(room.story ?? []), told] };
}

/** A round begins now with `describer` and a fresh word. */
export function beginRound(room: Room, describer: Player, round: number, ctx: EngineContext): Room {
  const { word, usedWords } = drawWord(room, ctx);
  const game: GameState = {
    ...room.game,
    status: "playing",
    currentRound: round,
    currentTeam: describer.team,
    currentPlayer: describer.id,
    currentWord: word,
    roundStartTime: ctx.now,
    timerActive: true,
  };
  return { ...room, usedWords, game };
}

/**
 * The turn goes from `fromId` to the next connected player of the interleaved order, with a new
 * word and no point (as Word Guessed passes it).
 */
export function passTurn(room: Room, fromId: string, ctx: EngineContext, outcome: WordOutcome = "guessed"): Room {
  return turnTo(wordLeaves(room, outcome), nextDescriber(room.players, fromId), ctx);
}

/**
 * As passTurn, for a describer who is going out of the room (leaving or removed): the turn goes to
 * the next connected player, else the plain next one, but never stays with them.
 */
export function passLeaversTurn(room: Room, leavingId: string, ctx: EngineContext): Room {
  return turnTo(wordLeaves(room, "passed"), describerAfterLeaving(room.players, leavingId), ctx);
}

function turnTo(room: Room, next: Player | undefined, ctx: EngineContext): Room {
  const { word, usedWords } = drawWord(room, ctx);
  const turn = next ? { currentPlayer: next.id, currentTeam: next.team } : {};
  return { ...room, usedWords, game: { ...room.game, ...turn, currentWord: word } };
}

/**
 * The describer's turn handed to the next connected player without a guess, and the notice that
 * says so; null when nobody else is connected to take it.
 */
export function passTurnOn(
  room: Room,
  reason: TurnPassReason,
  ctx: EngineContext,
): { room: Room; effect: Effect } | null {
  const from = room.players.find((player) => player.id === room.game.currentPlayer);
  const to = replacementDescriber(room.players, room.game.currentPlayer);
  if (!from || !to) return null;
  return {
    room: passTurn(room, from.id, ctx, "passed"),
    effect: { type: "turnPassed", from: from.name, to: to.name, reason },
  };
}

/** Who takes over as host from `hostId`: the connected player who joined earliest, else whoever joined earliest. */
export function successorOf<P extends Pick<Player, "id"> & Parameters<typeof isConnected>[0]>(
  players: readonly P[],
  hostId: string,
): P | undefined {
  const others = players.filter((player) => player.id !== hostId);
  return others.find(isConnected) ?? others[0];
}

/** The room with `successor` as its only host, and the notice that says so. */
export function handHostTo(room: Room, successor: Player): { room: Room; effect: Effect } {
  const players = room.players.map((player) => ({ ...player, isHost: player.id === successor.id }));
  return { room: { ...room, players }, effect: { type: "hostChanged", to: successor.name } };
}
