import { DEFAULT_WORD_CHOICE } from "./constants";
import { drawWord } from "./draw-word";
import { catchphraseErrors, winnerTexts } from "./messages";
import { nextWordChoice } from "./our-words";
import { removePlayer, removeSpectator } from "./removals";
import { waitingState } from "./room-setup";
import { SPECTATOR_INTENTS, spectatorIntent } from "./spectators";
import { startReadiness } from "./start-readiness";
import { alternateTeams, otherTeam, randomDescriber, shuffledTeams } from "./turn-order";
import {
  beginRound,
  handHostTo,
  passLeaversTurn,
  passTurn,
  passTurnOn,
  roundEndsAt,
  roundRunning,
  successorOf,
  wordLeaves,
} from "./turns";
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
export { expireRound, nextWakeAt, setPresence, wake } from "./clock-rules";
export { drawWord } from "./draw-word";
export { createRoom, joinRoom, makeRoomCode, validateName } from "./room-setup";
export { SPECTATOR_INTENTS, watchRoom } from "./spectators";
export { describerOrder, isConnected, replacementDescriber } from "./turn-order";
export { roundEndsAt, roundWinner, successorOf } from "./turns";

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
  chooseWords: { who: "host", when: ANY_STATUS, apply: chooseWords },
  leave: { who: "member", when: ANY_STATUS, apply: leave },
  handOverAndLeave: { who: "host", when: ANY_STATUS, apply: handOverAndLeave },
  skipTurn: { who: "host", when: ["playing"], apply: skipTurn },
  removePlayer: {
    who: "host",
    when: ["waiting", "playing", "roundEnd"],
    apply: (room, actor, { playerId }, ctx) => removePlayer(room, actor, playerId, ctx),
  },
  removeSpectator: {
    who: "host",
    when: ANY_STATUS,
    apply: (room, actor, { spectatorId }, ctx) => removeSpectator(room, actor, spectatorId, ctx),
  },
  // A player is already in the game; spectators' intents go to spectatorIntent.
  joinGame: { who: "member", when: ANY_STATUS, apply: () => fail(catchphraseErrors.alreadyPlaying) },
  switchTeam: { who: "member", when: ["waiting"], apply: switchTeam },
  shuffleTeams: { who: "host", when: ["waiting"], apply: shuffleTeams },
};

/**
 * The one entry point for an intent of someone in the room: membership, then role, then status,
 * then the rule itself; a spectator's go to the spectators' own rules. A refusal leaves the room
 * untouched and carries the text the player sees.
 */
export function applyIntent(room: Room, actorId: string, intent: Intent, ctx: EngineContext): Result<Transition> {
  const actor = room.players.find((player) => player.id === actorId);
  if (actor) return run(intent.type, intent, room, actor, ctx);
  const spectator = room.spectators?.find((someone) => someone.id === actorId);
  return spectator ? spectatorIntent(room, spectator, intent, ctx) : fail(catchphraseErrors.notMember);
}

/**
 * Whether someone of this standing may send the intent in this status: the transition table's
 * "who" and "when", for a browser to show only the buttons that could work now (the rule itself
 * may still refuse, and the server decides).
 */
export function allowedNow(
  type: IntentType,
  viewer: { isHost: boolean; isDescriber: boolean; watching?: boolean },
  status: GameStatus,
): boolean {
  if (viewer.watching) return SPECTATOR_INTENTS.has(type);
  const { who, when } = TRANSITIONS[type];
  const fits = who === "member" || (who === "host" ? viewer.isHost : viewer.isDescriber);
  return fits && when.includes(status);
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

/** Milliseconds left in the running round, never negative; 0 when no round is running. */
export function timeLeftMs(
  game: Pick<GameState, "status" | "timerActive" | "roundStartTime" | "roundDuration">,
  now: number,
): number {
  if (game.status !== "playing" || !game.timerActive) return 0;
  return Math.max(0, roundEndsAt(game) - now);
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
  const picked = room.game.pickTeams ?? false;
  const readiness = startReadiness(room.players, picked);
  if (readiness.kind === "needPlayers") return fail(catchphraseErrors.notEnoughPlayers);
  if (readiness.kind === "teamsUneven") return fail(catchphraseErrors.teamsUneven);
  const players = picked ? room.players : alternateTeams(room.players);
  const describer = randomDescriber(players, "A", ctx.random);
  if (!describer) return fail(catchphraseErrors.notNow);
  const fresh: Room = { ...room, players, story: [], game: { ...room.game, teamAScore: 0, teamBScore: 0 } };
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
  const told = wordLeaves(room, "changed");
  return ok({ room: { ...told, usedWords, game: { ...room.game, currentWord: word } }, effects: [] });
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
  return ok({
    room: { ...room, game: waitingState(room.game), usedWords: [], story: [] },
    effects: [{ type: "gameRestarted" }],
  });
}

function updateSettings(room: Room, _actor: Player, { settings }: IntentMap["updateSettings"]): Result<Transition> {
  const { game } = room;
  const merged: GameState = {
    ...game,
    showTimer: settings.showTimer ?? game.showTimer,
    oppositeTeamCanSeeWord: settings.oppositeTeamCanSeeWord ?? game.oppositeTeamCanSeeWord,
    allowWordChange: settings.allowWordChange ?? game.allowWordChange,
    pickTeams: settings.pickTeams ?? game.pickTeams ?? false,
  };
  return ok({ room: { ...room, game: merged }, effects: [] });
}

/**
 * The host chooses the words drawn from the next word on (our-words.ts), their list already read as
 * it arrived (intents.ts): a choice that leaves nothing to draw is refused.
 */
function chooseWords(
  room: Room,
  _actor: Player,
  { categories, mode, ourWords }: IntentMap["chooseWords"],
): Result<Transition> {
  const chosen = nextWordChoice(room.wordChoice ?? DEFAULT_WORD_CHOICE, { categories, mode, ourWords });
  if (!chosen.ok) return fail(chosen.error);
  return ok({ room: { ...room, wordChoice: chosen.choice }, effects: [] });
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
  const describing = roundRunning(room.game, ctx.now) && room.game.currentPlayer === actor.id;
  const handedOn = describing ? passLeaversTurn(room, actor.id, ctx) : room;
  return ok({ room: { ...handedOn, players: remaining }, effects });
}

/**
 * The host leaves without ending the room: the connected player who joined earliest (or, with
 * nobody connected, whoever joined earliest) becomes host, then the host leaves as anyone does.
 */
function handOverAndLeave(
  room: Room,
  actor: Player,
  _intent: IntentMap["handOverAndLeave"],
  ctx: EngineContext,
): Result<Transition> {
  const successor = successorOf(room.players, actor.id);
  if (!successor) return leave(room, actor, { type: "leave" }, ctx);
  const handed = handHostTo(room, successor);
  const left = leave(handed.room, { ...actor, isHost: false }, { type: "leave" }, ctx);
  if (!left.ok) return left;
  return ok({ room: left.value.room, effects: [...left.value.effects, handed.effect] });
}

/** The host passes the describer's turn to the next connected player at once. */
function skipTurn(room: Room, _actor: Player, _intent: IntentMap["skipTurn"], ctx: EngineContext): Result<Transition> {
  if (!roundRunning(room.game, ctx.now)) return fail(catchphraseErrors.notNow);
  const describer = room.players.find((player) => player.id === room.game.currentPlayer);
  const passed = passTurnOn(room, describer?.offlineSince === undefined ? "skipped" : "offline", ctx);
  return passed ? ok({ room: passed.room, effects: [passed.effect] }) : fail(catchphraseErrors.nobodyToDescribe);
}

/** With Pick Teams on, a player moves themselves to the other team before the game starts. */
function switchTeam(room: Room, actor: Player): Result<Transition> {
  if (!room.game.pickTeams) return fail(catchphraseErrors.pickTeamsOff);
  const players = room.players.map((player) =>
    player.id === actor.id ? { ...player, team: otherTeam(player.team) } : player,
  );
  return ok({ room: { ...room, players }, effects: [] });
}

/** With Pick Teams on, the host deals the players into two teams at random (sizes differ by one at most). */
function shuffleTeams(
  room: Room,
  _actor: Player,
  _intent: IntentMap["shuffleTeams"],
  ctx: EngineContext,
): Result<Transition> {
  if (!room.game.pickTeams) return fail(catchphraseErrors.pickTeamsOff);
  return ok({ room: { ...room, players: shuffledTeams(room.players, ctx.random) }, effects: [] });
}

function finish(room: Room): Transition {
  const game: GameState = { ...room.game, status: "gameEnd", timerActive: false };
  return { room: { ...room, game }, effects: [{ type: "gameEnded", winner: gameWinner(game) }] };
}
