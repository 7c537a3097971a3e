import { MIN_PLAYERS, MIN_TEAM_SIZE } from "./constants";
import type { Player } from "./types";

/**
 * Whether the host can start the game now, and if not what is missing (catchphrase.md section 5,
 * and issue 18 for picked teams): first enough players, then, with Pick Teams on, enough on each
 * team (the teams are kept as picked, so a start with a thin team is refused). The engine's start
 * and the host's start area both read it.
 */
export type StartReadiness =
  | { kind: "needPlayers"; count: number; missing: number }
  | { kind: "teamsUneven"; teamA: number; teamB: number }
  | { kind: "ready" };

export function startReadiness(players: readonly Pick<Player, "team">[], pickTeams: boolean): StartReadiness {
  const count = players.length;
  if (count < MIN_PLAYERS) return { kind: "needPlayers", count, missing: MIN_PLAYERS - count };
  const teamA = players.filter((player) => player.team === "A").length;
  const teamB = count - teamA;
  if (pickTeams && Math.min(teamA, teamB) < MIN_TEAM_SIZE) return { kind: "teamsUneven", teamA, teamB };
  return { kind: "ready" };
}
