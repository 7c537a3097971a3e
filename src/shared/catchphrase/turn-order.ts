import { pickRandom } from "./random";
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
export function describerOrder(players: readonly Player[]): Player[] {
  const teamA = players.filter((player) => player.team === "A");
  const teamB = players.filter((player) => player.team === "B");
  const order: Player[] = [];
  for (let i = 0; i < Math.max(teamA.length, teamB.length); i++) {
    const a = teamA[i];
    const b = teamB[i];
    if (a) order.push(a);
    if (b) order.push(b);
  }
  return order;
}

/**
 * The player after `currentId` in the interleaved order, wrapping round; the first of the order
 * when `currentId` is not in it; undefined only when there are no players.
 */
export function nextDescriber(players: readonly Player[], currentId: string): Player | undefined {
  const order = describerOrder(players);
  const index = order.findIndex((player) => player.id === currentId);
  return order[(index + 1) % order.length];
}

/** A random player of `team`, or of the whole room when that team is empty. */
export function randomDescriber(players: readonly Player[], team: TeamId, random: () => number): Player | undefined {
  const ofTeam = players.filter((player) => player.team === team);
  return pickRandom(random, ofTeam.length > 0 ? ofTeam : players);
}

/** Teams by list position at the start of a game: A, B, A, B, ... */
export function alternateTeams(players: readonly Player[]): Player[] {
  return players.map((player, index) => ({ ...player, team: index % 2 === 0 ? "A" : "B" }));
}
