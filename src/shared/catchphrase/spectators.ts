import { MAX_PLAYERS, MAX_SPECTATORS } from "./constants";
import { catchphraseErrors } from "./messages";
import { isNameTaken, type Joiner, removalRefusal, removalsWith, validateName } from "./room-setup";
import { joiningTeam } from "./turn-order";
import {
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
 * removed player's is.
 */

const spectatorsOf = (room: Room): Spectator[] => room.spectators ?? [];

/** The intents a spectator may send. */
export const SPECTATOR_INTENTS: ReadonlySet<IntentType> = new Set(["leave", "joinGame"]);

/**
 * The room with one more spectator, on the rules of joining (a name nobody in the room has, a
 * removed browser kept out). When the watchers are full, the one offline the longest gives way;
 * with everyone connected the newcomer is refused.
 */
export function watchRoom(room: Room, joiner: Joiner, now: number): Result<Room> {
  const name = validateName(joiner.name, catchphraseErrors.nameRequiredToWatch);
  if (!name.ok) return fail(name.error);
  const watching = spectatorsOf(room);
  if ([...room.players, ...watching].some((someone) => someone.id === joiner.id))
    return fail(catchphraseErrors.alreadyMember);
  const removed = removalRefusal(room, joiner.visitorId, now);
  if (removed) return fail(removed);
  if (isNameTaken(room, name.name)) return fail(catchphraseErrors.nameTaken);
  let kept = watching;
  if (watching.length >= MAX_SPECTATORS) {
    const longestGone = watching
      .filter((spectator) => spectator.offlineSince !== undefined)
      .sort((a, b) => (a.offlineSince ?? 0) - (b.offlineSince ?? 0))[0];
    if (!longestGone) return fail(catchphraseErrors.spectatorsFull);
    kept = watching.filter((spectator) => spectator !== longestGone);
  }
  const spectator: Spectator = {
    id: joiner.id,
    name: name.name,
    ...(joiner.visitorId ? { visitorId: joiner.visitorId } : {}),
  };
  return ok({ ...room, spectators: [...kept, spectator] });
}

/** What a spectator may do: leave, or take a free place among the players. */
export function spectatorIntent(room: Room, spectator: Spectator, intent: Intent): Result<Transition> {
  const others = spectatorsOf(room).filter((someone) => someone.id !== spectator.id);
  if (intent.type === "leave")
    return ok({
      room: { ...room, spectators: others },
      effects: [{ type: "spectatorLeft", spectatorId: spectator.id }],
    });
  if (!SPECTATOR_INTENTS.has(intent.type)) return fail(catchphraseErrors.watchingOnly);
  if (room.players.length >= MAX_PLAYERS) return fail(catchphraseErrors.roomFull);
  const player = { ...spectator, team: joiningTeam(room.players, room.game.pickTeams ?? false), isHost: false };
  return ok({
    room: { ...room, players: [...room.players, player], spectators: others },
    effects: [{ type: "spectatorSeated", playerId: spectator.id }],
  });
}

/** The host removes a spectator; their browser may not come back for a while (as a removed player's). */
export function removeSpectator(room: Room, spectatorId: string, ctx: Pick<EngineContext, "now">): Result<Transition> {
  const removed = spectatorsOf(room).find((spectator) => spectator.id === spectatorId);
  if (!removed) return fail(catchphraseErrors.spectatorNotInRoom);
  return ok({
    room: {
      ...room,
      spectators: spectatorsOf(room).filter((spectator) => spectator !== removed),
      removedVisitors: removalsWith(room, removed.visitorId, ctx.now),
    },
    effects: [{ type: "spectatorRemoved", spectatorId }],
  });
}
