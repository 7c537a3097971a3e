import { ABSENT_DESCRIBER_AFTER_MS, ABSENT_HOST_AFTER_MS, POINTS_PER_ROUND } from "./constants";
import { catchphraseErrors } from "./messages";
import { isConnected, replacementDescriber } from "./turn-order";
import { handHostTo, passTurnOn, roundEndsAt, roundRunning, roundWinner, successorOf, wordLeaves } from "./turns";
import {
  type Effect,
  type EngineContext,
  fail,
  type GameState,
  ok,
  type Result,
  type Room,
  type Transition,
} from "./types";

/**
 * The rules that the server's clock and presence checks drive rather than a player (DESIGN
 * decision 12): the round's end, a player going offline or coming back, an absent describer's turn
 * passing on and an absent host's role handed on. Each is safe to run twice, or on two servers.
 */

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
  return ok({ room: { ...wordLeaves(room, "timeUp"), game: scored }, effects: [{ type: "roundEnded", winningTeam }] });
}

/**
 * Marks a player or a spectator offline since `offlineSince` (their last connection's end), or
 * back online with null. Refused when nothing would change, so that a repeated check writes nothing.
 */
export function setPresence(room: Room, playerId: string, offlineSince: number | null): Result<Transition> {
  const players = withPresence(room.players, playerId, offlineSince);
  if (players)
    return players === room.players ? fail(catchphraseErrors.notNow) : ok({ room: { ...room, players }, effects: [] });
  const watching = room.spectators ?? [];
  const spectators = withPresence(watching, playerId, offlineSince);
  if (!spectators) return fail(catchphraseErrors.notMember);
  return spectators === watching ? fail(catchphraseErrors.notNow) : ok({ room: { ...room, spectators }, effects: [] });
}

/**
 * `list` with `id` marked offline since `offlineSince` (online with null); the same list when it
 * already says so, null when `id` is not in it.
 */
function withPresence<T extends { id: string; offlineSince?: number }>(
  list: T[],
  id: string,
  offlineSince: number | null,
): T[] | null {
  const someone = list.find((candidate) => candidate.id === id);
  if (!someone) return null;
  if ((offlineSince === null) === (someone.offlineSince === undefined)) return list;
  return list.map((candidate) => {
    if (candidate !== someone) return candidate;
    const { offlineSince: _previous, ...online } = candidate;
    return (offlineSince === null ? online : { ...online, offlineSince }) as T;
  });
}

/** When the describer's absence passes their turn on; null when it will not (nobody to take it, no round). */
function describerDueAt(room: Room): number | null {
  const { game } = room;
  const describer = room.players.find((player) => player.id === game.currentPlayer);
  if (!describer || describer.offlineSince === undefined || game.status !== "playing" || !game.timerActive) return null;
  if (!replacementDescriber(room.players, describer.id)) return null;
  // A round that ends first ends as rounds do: its buzzer, not a passed turn.
  const dueAt = describer.offlineSince + ABSENT_DESCRIBER_AFTER_MS;
  return dueAt < roundEndsAt(game) ? dueAt : null;
}

/** When the host's absence hands the role on; null while the host is connected or nobody connected could take it. */
function hostDueAt(room: Room): number | null {
  const host = room.players.find((player) => player.isHost);
  if (!host || host.offlineSince === undefined) return null;
  if (!room.players.some((player) => player.id !== host.id && isConnected(player))) return null;
  return host.offlineSince + ABSENT_HOST_AFTER_MS;
}

/**
 * The next moment at which the room has something to do on its own (its round ends, an absent
 * describer's turn passes, an absent host's role is handed on), or null. The server keeps it with
 * the room, so that whichever process is alive wakes the room then (`wake`).
 */
export function nextWakeAt(room: Room): number | null {
  const { game } = room;
  const moments = [
    game.status === "playing" && game.timerActive ? roundEndsAt(game) : null,
    describerDueAt(room),
    hostDueAt(room),
  ].filter((moment): moment is number => moment !== null);
  return moments.length > 0 ? Math.min(...moments) : null;
}

/**
 * Does everything that is due at `ctx.now`: ends the round whose time is up, passes an absent
 * describer's turn to the next connected player, hands an absent host's role to the connected
 * player who joined earliest. Refused when nothing is due.
 */
export function wake(room: Room, ctx: EngineContext): Result<Transition> {
  let current = room;
  const effects: Effect[] = [];
  const expired = expireRound(current, ctx);
  if (expired.ok) {
    current = expired.value.room;
    effects.push(...expired.value.effects);
  }
  const describerDue = describerDueAt(current);
  if (describerDue !== null && describerDue <= ctx.now && roundRunning(current.game, ctx.now)) {
    const passed = passTurnOn(current, "offline", ctx);
    if (passed) {
      current = passed.room;
      effects.push(passed.effect);
    }
  }
  const hostDue = hostDueAt(current);
  const host = current.players.find((player) => player.isHost);
  const successor = host && successorOf(current.players, host.id);
  if (hostDue !== null && hostDue <= ctx.now && successor) {
    const handed = handHostTo(current, successor);
    current = handed.room;
    effects.push(handed.effect);
  }
  return effects.length > 0 ? ok({ room: current, effects }) : fail(catchphraseErrors.roundNotOver);
}
