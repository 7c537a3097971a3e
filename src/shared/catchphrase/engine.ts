import { MIN_PLAYERS, POINTS_PER_ROUND } from "./constants";
import { drawWord } from "./draw-word";
import { catchphraseErrors, winnerTexts } from "./messages";
import { waitingState } from "./room-setup";
import { alternateTeams, nextDescriber, otherTeam, randomDescriber } from "./turn-order";
import {
  type Effect,
  type EngineContext,
  fail,
  type GameState,
  type GameStatus,
  type Intent,
  type IntentType,
  ok,
  type Player,
  type Result,
  type Room,
  type TeamId,
  type Transition,
} from "./types";

/** The Catchphrase state machine (catchphrase.md section 4): pure, one transition table. */

// The room's other pure rules, re-exported so that callers find the whole engine in one module.
export { drawWord } from "./draw-word";
export { createRoom, joinRoom, makeRoomCode, validateName } from "./room-setup";
export { describerOrder } from "./turn-order";

type IntentMap = { [I in Intent as I["type"]]: I };
type Role = "host" | "describer" | "member";
type Rule<K extends IntentType> = {
  who: Role;
  when: readonly GameStatus[];
  apply: (room: Room, actor: Player, intent: IntentMap[K], ctx: EngineContext) => Result<Transition>;
};

const ANY_STATUS: readonly GameStatus[] = ["waiting", "playing", "roundEnd", "gameEnd"];

/** Who may do what, and when (section 6); the rest of each rule lives in its handler below. */
const TRANSITIONS: { [K in IntentType]: Rule<K> } = {
  start: { who: "host", when: ["waiting"], apply: start },
  wordGuessed: { who: "describer", when: ["playing"], apply: wordGuessed },
  changeWord: { who: "describer", when: ["playing"], apply: changeWord },
  nextRound: { who: "host", when: ["roundEnd"], apply: nextRound },
  endGame: { who: "host", when: ["roundEnd"], apply: (room) => ok(finish(room)) },
  playAgain: { who: "member", when: ["gameEnd"], apply: playAgain },
  updateSettings: { who: "member", when: ANY_STATUS, apply: updateSettings },
  leave: { who: "member", when: ANY_STATUS, apply: leave },
};

/**
 * The one entry point for a player's intent: membership, then role, then status, then the rule
 * itself. A refusal leaves the room untouched and carries the text the player sees.
 */
export function applyIntent(room: Room, actorId: string, intent: Intent, ctx: EngineContext): Result<Transition> {
  const actor = room.players.find((player) => player.id === actorId);
  if (!actor) return fail(catchphraseErrors.notMember);
  return run(intent.type, intent, room, actor, ctx);
}

function run<K extends IntentType>(
  type: K,
  intent: IntentMap[K],
  room: Room,
  actor: Player,
  ctx: EngineContext,
): Result<Transition> {
  const rule: Rule<K> = TRANSITIONS[type];
  if (rule.who === "host" && !actor.isHost) return fail(catchphraseErrors.hostOnly);
  if (rule.who === "describer" && actor.id !== room.game.currentPlayer) return fail(catchphraseErrors.describerOnly);
  if (!rule.when.includes(room.game.status)) return fail(catchphraseErrors.notNow);
  return rule.apply(room, actor, intent, ctx);
}

/**
 * The server timer's intent. Ends the round only while it is running and its time is up, so a
 * timer that fires twice, or on two servers, scores the round once.
 */
export function expireRound(room: Room, ctx: EngineContext): Result<Transition> {
  const { game } = room;
  if (game.status !== "playing" || !game.timerActive) return fail(catchphraseErrors.notNow);
  if (ctx.now < roundEndsAt(game)) return fail(catchphraseErrors.roundNotOver);
  const winningTeam = roundWinner(game);
  const scored: GameState = {
    ...game,
    status: "roundEnd",
    timerActive: false,
    teamAScore: game.teamAScore + (winningTeam === "A" ? POINTS_PER_ROUND : 0),
    teamBScore: game.teamBScore + (winningTeam === "B" ? POINTS_PER_ROUND : 0),
  };
  return ok({ room: { ...room, game: scored }, effects: [{ type: "roundEnded", winningTeam }] });
}

/** When the running round ends, in epoch milliseconds: the server schedules its timer for it. */
export function roundEndsAt(game: Pick<GameState, "roundStartTime" | "roundDuration">): number {
  return game.roundStartTime + game.roundDuration * 1000;
}

/** Milliseconds left in the running round, never negative; 0 when no round is running. */
export function timeLeftMs(
  game: Pick<GameState, "status" | "timerActive" | "roundStartTime" | "roundDuration">,
  now: number,
): number {
  if (game.status !== "playing" || !game.timerActive) return 0;
  return Math.max(0, roundEndsAt(game) - now);
}

/** The team that scores when time runs out: the one not describing at that moment. */
export function roundWinner(game: Pick<GameState, "currentTeam">): TeamId {
  return otherTeam(game.currentTeam);
}

/** The leading team, or "tie" on equal scores. */
export function gameWinner(game: Pick<GameState, "teamAScore" | "teamBScore">): TeamId | "tie" {
  if (game.teamAScore === game.teamBScore) return "tie";
  return game.teamAScore > game.teamBScore ? "A" : "B";
}

/** The game-complete headline: 'Team A Wins!', 'Team B Wins!' or "It's a Tie!". */
export function winnerText(game: Pick<GameState, "teamAScore" | "teamBScore">): string {
  return winnerTexts[gameWinner(game)];
}

function start(room: Room, _actor: Player, _intent: IntentMap["start"], ctx: EngineContext): Result<Transition> {
  if (room.players.length < MIN_PLAYERS) return fail(catchphraseErrors.notEnoughPlayers);
  const players = alternateTeams(room.players);
  const describer = randomDescriber(players, "A", ctx.random);
  if (!describer) return fail(catchphraseErrors.notNow);
  const fresh: Room = { ...room, players, game: { ...room.game, teamAScore: 0, teamBScore: 0 } };
  return ok({
    room: beginRound(fresh, describer, 1, ctx),
    effects: [{ type: "gameStarted" }, { type: "roundStarted" }],
  });
}

function wordGuessed(
  room: Room,
  actor: Player,
  _intent: IntentMap["wordGuessed"],
  ctx: EngineContext,
): Result<Transition> {
  if (ctx.now >= roundEndsAt(room.game)) return fail(catchphraseErrors.notNow);
  return ok({ room: passTurn(room, actor.id, ctx), effects: [{ type: "wordGuessed" }] });
}

function changeWord(
  room: Room,
  _actor: Player,
  _intent: IntentMap["changeWord"],
  ctx: EngineContext,
): Result<Transition> {
  if (!room.game.allowWordChange) return fail(catchphraseErrors.wordChangeOff);
  if (ctx.now >= roundEndsAt(room.game)) return fail(catchphraseErrors.notNow);
  const { word, usedWords } = drawWord(room, ctx);
  return ok({ room: { ...room, usedWords, game: { ...room.game, currentWord: word } }, effects: [] });
}

function nextRound(
  room: Room,
  _actor: Player,
  _intent: IntentMap["nextRound"],
  ctx: EngineContext,
): Result<Transition> {
  const { game } = room;
  if (game.currentRound >= game.totalRounds) return ok(finish(room));
  const describer = randomDescriber(room.players, otherTeam(game.currentTeam), ctx.random);
  if (!describer) return fail(catchphraseErrors.notNow);
  return ok({
    room: beginRound(room, describer, game.currentRound + 1, ctx),
    effects: [{ type: "roundStarted" }],
  });
}

function playAgain(room: Room): Result<Transition> {
  return ok({ room: { ...room, game: waitingState(room.game), usedWords: [] }, effects: [{ type: "gameRestarted" }] });
}

function updateSettings(room: Room, _actor: Player, { settings }: IntentMap["updateSettings"]): Result<Transition> {
  const { game } = room;
  const merged: GameState = {
    ...game,
    showTimer: settings.showTimer ?? game.showTimer,
    oppositeTeamCanSeeWord: settings.oppositeTeamCanSeeWord ?? game.oppositeTeamCanSeeWord,
    allowWordChange: settings.allowWordChange ?? game.allowWordChange,
  };
  return ok({ room: { ...room, game: merged }, effects: [] });
}

/**
 * The host leaving, or the last player, ends the room. A describer leaving a running round
 * hands the turn on along the order that still includes them, with a new word.
 */
function leave(room: Room, actor: Player, _intent: IntentMap["leave"], ctx: EngineContext): Result<Transition> {
  const remaining = room.players.filter((player) => player.id !== actor.id);
  const effects: Effect[] = [{ type: "playerLeft", playerId: actor.id }];
  if (remaining.length === 0 || actor.isHost) {
    effects.push({ type: "roomDestroyed", reason: remaining.length === 0 ? "empty" : "hostLeft" });
    return ok({ room: { ...room, players: remaining }, effects });
  }
  const { game } = room;
  const describing = game.status === "playing" && game.currentPlayer === actor.id && ctx.now < roundEndsAt(game);
  const handedOn = describing ? passTurn(room, actor.id, ctx) : room;
  return ok({ room: { ...handedOn, players: remaining }, effects });
}

function beginRound(room: Room, describer: Player, round: number, ctx: EngineContext): Room {
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

function passTurn(room: Room, fromId: string, ctx: EngineContext): Room {
  const next = nextDescriber(room.players, fromId);
  const { word, usedWords } = drawWord(room, ctx);
  const turn = next ? { currentPlayer: next.id, currentTeam: next.team } : {};
  return { ...room, usedWords, game: { ...room.game, ...turn, currentWord: word } };
}

function finish(room: Room): Transition {
  const game: GameState = { ...room.game, status: "gameEnd", timerActive: false };
  return { room: { ...room, game }, effects: [{ type: "gameEnded", winner: gameWinner(game) }] };
}
