import { describe, expect, it } from "vitest";
import { startReadiness } from "./start-readiness";
import type { TeamId } from "./types";

const teams = (...letters: TeamId[]) => letters.map((team) => ({ team }));

describe("whether the host can start (catchphrase.md section 5; issue 18 for picked teams)", () => {
  it("needs 4 players first, however the teams stand", () => {
    expect(startReadiness(teams("A", "B", "A"), false)).toEqual({ kind: "needPlayers", count: 3, missing: 1 });
    expect(startReadiness(teams("A"), true)).toEqual({ kind: "needPlayers", count: 1, missing: 3 });
  });

  it("does not mind uneven teams when they are dealt at the start", () => {
    expect(startReadiness(teams("A", "A", "A", "B"), false)).toEqual({ kind: "ready" });
  });

  it("needs 2 players on each picked team", () => {
    expect(startReadiness(teams("A", "A", "A", "B"), true)).toEqual({ kind: "teamsUneven", teamA: 3, teamB: 1 });
    expect(startReadiness(teams("B", "B", "B", "B", "B"), true)).toEqual({ kind: "teamsUneven", teamA: 0, teamB: 5 });
    expect(startReadiness(teams("A", "B", "B", "A"), true)).toEqual({ kind: "ready" });
    expect(startReadiness(teams("A", "B", "B", "B", "A"), true)).toEqual({ kind: "ready" });
  });
});
