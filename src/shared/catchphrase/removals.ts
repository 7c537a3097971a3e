import { REMOVAL_MS } from "./constants";
import { catchphraseErrors } from "./messages";
import { passLeaversTurn, passTurnOn, roundRunning } from "./turns";
import {
  type Effect,
  type EngineContext,
  fail,
  ok,
  type Player,
  type Result,
  type Room,
  type Transition,
} from "./types";

/**
 * The host removing someone (docs/decisions/023, 039 and 060): the person goes, with every other
 * place their browser holds in the room, and their browser is kept out for REMOVAL_MS. A browser is
 * known by its signed visitor id; a removal of someone whose browser gave none still holds against
 * every browser that gives none.
 */

/** Someone in the room: a player or a spectator. */
type Someone = Pick<Player, "id" | "visitorId">;

/**
 * Why a browser may not come into the room or take a seat in it (`now` is the server's clock): a
 * removal of its visitor id holds, or, while any removal holds, it does not say which browser it is.
 */
export function removalRefusal(room: Room, visitorId: string | undefined, now: number): string | undefined {
  const removals = room.removedVisitors ?? {};
  if (Object.values(removals).some((until) => until > now) && !visitorId) return catchphraseErrors.browserUnknown;
  const until = visitorId && Object.hasOwn(removals, visitorId) ? removals[visitorId] : undefined;
  if (until !== undefined && until > now) return catchphraseErrors.removedFromThisRoom;
  return undefined;
}

/**
 * The room's removals after keeping `removed`'s browser out for REMOVAL_MS from `now`, lapsed ones
 * dropped. Kept under its visitor id; for a browser that gave none, under the id it had in the
 * room, which no browser can give as a visitor id (room ids are UUIDs, visitor ids are signed
 * "anon-" ids): the entry only makes the removal hold, so browsers without an id are refused.
 */
function removalsWith(room: Room, removed: Someone, now: number): Record<string, number> {
  const removals = Object.fromEntries(Object.entries(room.removedVisitors ?? {}).filter(([, until]) => until > now));
  removals[removed.visitorId ?? removed.id] = now + REMOVAL_MS;
  return removals;
}

/** The same browser: `a` is `b`, or both gave the same visitor id. */
const sameBrowser = (a: Someone, b: Someone) =>
  a.id === b.id || (a.visitorId !== undefined && a.visitorId === b.visitorId);

/**
 * The host (`actor`) removes `removed` and every other place of that browser in the room, players
 * and spectators: each is told (playerRemoved, spectatorRemoved), a describer among them hands the
 * turn on as a removed describer does, and the browser is kept out. The host's own browser is not
 * theirs to remove.
 */
function removeBrowser(room: Room, actor: Player, removed: Someone, ctx: EngineContext): Result<Transition> {
  if (sameBrowser(removed, actor)) return fail(catchphraseErrors.removeSelf);
  const players = room.players.filter((player) => sameBrowser(player, removed));
  const spectators = (room.spectators ?? []).filter((spectator) => sameBrowser(spectator, removed));
  const effects: Effect[] = [
    ...players.map((player): Effect => ({ type: "playerRemoved", playerId: player.id })),
    ...spectators.map((spectator): Effect => ({ type: "spectatorRemoved", spectatorId: spectator.id })),
  ];
  const gone = new Set(players.map((player) => player.id));
  const describer = players.find((player) => roundRunning(room.game, ctx.now) && player.id === room.game.currentPlayer);
  // The browser's other seats go first, so that the turn cannot pass to one of them.
  let current: Room = {
    ...room,
    players: room.players.filter((player) => player.id === describer?.id || !gone.has(player.id)),
  };
  if (describer) {
    const passed = passTurnOn(current, "removed", ctx);
    if (passed) effects.push(passed.effect);
    // With nobody else marked connected the turn still leaves them, unannounced, as on leaving.
    current = passed ? passed.room : passLeaversTurn(current, describer.id, ctx);
  }
  return ok({
    room: {
      ...current,
      players: current.players.filter((player) => !gone.has(player.id)),
      spectators: (room.spectators ?? []).filter((spectator) => !spectators.includes(spectator)),
      removedVisitors: removalsWith(room, removed, ctx.now),
    },
    effects,
  });
}

/** The host removes another player, and with them their browser (removeBrowser). */
export function removePlayer(room: Room, actor: Player, playerId: string, ctx: EngineContext): Result<Transition> {
  if (playerId === actor.id) return fail(catchphraseErrors.removeSelf);
  const removed = room.players.find((player) => player.id === playerId);
  if (!removed) return fail(catchphraseErrors.playerNotInRoom);
  return removeBrowser(room, actor, removed, ctx);
}

/** The host removes a spectator, and with them their browser (removeBrowser). */
export function removeSpectator(
  room: Room,
  actor: Player,
  spectatorId: string,
  ctx: EngineContext,
): Result<Transition> {
  const removed = room.spectators?.find((spectator) => spectator.id === spectatorId);
  if (!removed) return fail(catchphraseErrors.spectatorNotInRoom);
  return removeBrowser(room, actor, removed, ctx);
}
