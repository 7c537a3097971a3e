import { MAX_PLAYERS, MAX_SPECTATORS } from "./constants";
import { catchphraseErrors } from "./messages";
import { removalRefusal } from "./removals";
import { isNameTaken, type Joiner, validateName } from "./room-setup";
import { joiningTeam } from "./turn-order";
import {
  type Effect,
  type EngineContext,
  fail,
  type Intent,
  type IntentType,
  ok,
  type Result,
  type Room,
  type Spectator,
  type Transition,
} from "./types";

/**
 * Spectators (issue "Catchphrase for a party night"): anyone with the link may watch under a name,
 * up to MAX_SPECTATORS, listed apart from the players and never in the turn order. Views give them
 * what a player who may not see the word sees (player-view.ts). They may leave, and take a free
 * place among the players; the host may remove them, and their browser is then kept out as a
 * removed player's is (removals.ts).
 */

const spectatorsOf = (room: Room): Spectator[] => room.spectators ?? [];

/** The intents a spectator may send. */
export const SPECTATOR_INTENTS: ReadonlySet<IntentType> = new Set(["leave", "joinGame"]);

/**
 * The room with one more spectator, on the rules of joining (a name nobody in the room has, a
 * removed browser kept out). When the watchers are full, the one offline the longest gives way
 * (spectatorEvicted: their session ends); with everyone connected the newcomer is refused.
 */
export function watchRoom(room: Room, joiner: Joiner, now: number): Result<Transition> {
  const name = validateName(joiner.name, catchphraseErrors.nameRequiredToWatch);
  if (!name.ok) return fail(name.error);
  const watching = spectatorsOf(room);
  if ([...room.players, ...watching].some((someone) => someone.id === joiner.id))
    return fail(catchphraseErrors.alreadyMember);
  const removed = removalRefusal(room, joiner.visitorId, now);
  if (removed) return fail(removed);
  if (isNameTaken(room, name.name)) return fail(catchphraseErrors.nameTaken);
  let kept = watching;
  const effects: Effect[] = [];
  if (watching.length >= MAX_SPECTATORS) {
    const longestGone = watching
      .filter((spectator) => spectator.offlineSince !== undefined)
      .sort((a, b) => (a.offlineSince ?? 0) - (b.offlineSince ?? 0))[0];
    if (!longestGone) return fail(catchphraseErrors.spectatorsFull);
    kept = watching.filter((spectator) => spectator !== longestGone);
    effects.push({ type: "spectatorEvicted", spectatorId: longestGone.id });
  }
  const spectator: Spectator = {
    id: joiner.id,
    name: name.name,
    ...(joiner.visitorId ? { visitorId: joiner.visitorId } : {}),
  };
  return ok({ room: { ...room, spectators: [...kept, spectator] }, effects });
}

/**
 * What a spectator may do: leave, or take a free place among the players, unless a removal keeps
 * their browser out (the rule of joining: a removed browser may not sit back down this way).
 */
export function spectatorIntent(
  room: Room,
  spectator: Spectator,
  intent: Intent,
  ctx: Pick<EngineContext, "now">,
): Result<Transition> {
  const others = spectatorsOf(room).filter((someone) => someone.id !== spectator.id);
  if (intent.type === "leave")
    return ok({
      room: { ...room, spectators: others },
      effects: [{ type: "spectatorLeft", spectatorId: spectator.id }],
    });
  if (!SPECTATOR_INTENTS.has(intent.type)) return fail(catchphraseErrors.watchingOnly);
  const removed = removalRefusal(room, spectator.visitorId, ctx.now);
  if (removed) return fail(removed);
  if (room.players.length >= MAX_PLAYERS) return fail(catchphraseErrors.roomFull);
  const player = { ...spectator, team: joiningTeam(room.players, room.game.pickTeams ?? false), isHost: false };
  return ok({
    room: { ...room, players: [...room.players, player], spectators: others },
    effects: [{ type: "spectatorSeated", playerId: spectator.id }],
  });
}
