import { pickRandom, shuffled } from "./random";
import type { Player, TeamId } from "./types";

/** Who describes next: the interleaved order of catchphrase.md section 4 (Word guessed). */

/** The other team. */
export function otherTeam(team: TeamId): TeamId {
  return team === "A" ? "B" : "A";
}

/**
 * A1, B1, A2, B2, ...: each team in list order, interleaved; the longer team's extra players
 * follow at the end. The UI shows this order; the engine passes the turn along it.
 */
export function describerOrder<P extends Pick<Player, "team">>(players: readonly P[]): P[] {
  const teamA = players.filter((player) => player.team === "A");
  const teamB = players.filter((player) => player.team === "B");
  const order: P[] = [];
  for (let i = 0; i < Math.max(teamA.length, teamB.length); i++) {
    const a = teamA[i];
    const b = teamB[i];
    if (a) order.push(a);
    if (b) order.push(b);
  }
  return order;
}

/**
 * Whether the player has an open connection, as the server's presence checks say: on the server
 * no `offlineSince`, in a browser's view no `offline` mark.
 */
export function isConnected(player: { offlineSince?: number; offline?: boolean }): boolean {
  return player.offlineSince === undefined && player.offline !== true;
}

/** A player as the turn rules need them, whether the server's or a browser's view of them. */
type Seat = Pick<Player, "id" | "team"> & { offlineSince?: number; offline?: boolean };

/**
 * The first connected player after `currentId` in the interleaved order, wrapping round (the
 * current player again only when nobody else is connected); the first of the order when
 * `currentId` is not in it. With nobody connected, the plain next player. Undefined only when
 * there are no players.
 */
export function nextDescriber<P extends Seat>(players: readonly P[], currentId: string): P | undefined {
  const after = orderAfter(players, currentId);
  return after.find(isConnected) ?? after[0];
}

/**
 * Who takes the turn from `leavingId`, who is going out of the room: as nextDescriber, but never
 * `leavingId` itself, so the turn cannot stay with someone no longer in the room. Undefined only
 * when nobody else is in it.
 */
export function describerAfterLeaving<P extends Seat>(players: readonly P[], leavingId: string): P | undefined {
  const others = orderAfter(players, leavingId).filter((player) => player.id !== leavingId);
  return others.find(isConnected) ?? others[0];
}

/** The interleaved order starting after `currentId` and wrapping round to it; the whole order when it is not in it. */
function orderAfter<P extends Seat>(players: readonly P[], currentId: string): P[] {
  const order = describerOrder(players);
  const index = order.findIndex((player) => player.id === currentId);
  return [...order.slice(index + 1), ...order.slice(0, index + 1)];
}

/** The next connected player other than `currentId`, who can take over a turn; undefined if none. */
export function replacementDescriber<P extends Seat>(players: readonly P[], currentId: string): P | undefined {
  const next = nextDescriber(players, currentId);
  return next && next.id !== currentId && isConnected(next) ? next : undefined;
}

/**
 * A random connected player of `team`; failing that, of the whole room; failing that (nobody is
 * connected), any player of `team`, or of the room when that team is empty.
 */
export function randomDescriber(players: readonly Player[], team: TeamId, random: () => number): Player | undefined {
  const connected = players.filter(isConnected);
  const candidates = [connected, players].map((group) => {
    const ofTeam = group.filter((player) => player.team === team);
    return ofTeam.length > 0 ? ofTeam : group;
  });
  return pickRandom(random, candidates.find((group) => group.length > 0) ?? []);
}

/** The team a newcomer joins: by the player count (even: A, odd: B), or the smaller team when teams are picked. */
export function joiningTeam(players: readonly Player[], pickTeams: boolean): TeamId {
  if (!pickTeams) return players.length % 2 === 0 ? "A" : "B";
  const onA = players.filter((player) => player.team === "A").length;
  return onA <= players.length - onA ? "A" : "B";
}

/** A fair random split: the players shuffled, then alternately A and B; the list keeps its order. */
export function shuffledTeams(players: readonly Player[], random: () => number): Player[] {
  const teams = new Map(
    shuffled(random, players).map((player, index): [string, TeamId] => [player.id, index % 2 === 0 ? "A" : "B"]),
  );
  return players.map((player) => ({ ...player, team: teams.get(player.id) ?? player.team }));
}

/** Teams by list position at the start of a game: A, B, A, B, ... */
export function alternateTeams(players: readonly Player[]): Player[] {
  return players.map((player, index) => ({ ...player, team: index % 2 === 0 ? "A" : "B" }));
}
