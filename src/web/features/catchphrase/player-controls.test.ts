import { describe, expect, it } from "vitest";
import { type RoomView, withViewer } from "../../../shared/catchphrase/player-view";
import type { GameStatus } from "../../../shared/catchphrase/types";
import { handOverTo, playerControls, someoneCanTakeOver } from "./player-controls";

const HOST = "00000000-0000-4000-8000-000000000001";
const GUEST = "00000000-0000-4000-8000-000000000002";
const OTHER = "00000000-0000-4000-8000-000000000003";

function room(status: GameStatus, viewer: string, { pickTeams = false, offline = [] as string[] } = {}): RoomView {
  const view = withViewer(
    {
      code: "ABC123",
      players: [HOST, GUEST, OTHER].map((id, index) => ({
        id,
        name: `P${index + 1}`,
        team: index % 2 === 0 ? "A" : "B",
        isHost: id === HOST,
        offline: offline.includes(id),
      })),
      game: {
        status,
        currentRound: status === "waiting" ? 0 : 1,
        totalRounds: 5,
        currentTeam: "A",
        currentPlayer: status === "waiting" ? "" : HOST,
        currentWord: null,
        teamAScore: 0,
        teamBScore: 0,
        roundStartTime: 0,
        roundDuration: 60,
        timerActive: status === "playing",
        showTimer: true,
        oppositeTeamCanSeeWord: true,
        allowWordChange: false,
        pickTeams,
      },
      spectators: [],
      wordChoice: { categories: ["Mix"], mode: "mixed", ourWordCount: 0 },
    },
    viewer,
  );
  if (!view) throw new Error("viewer not in the room");
  return view;
}

describe("the player controls a viewer is shown (issue 18)", () => {
  it("lets the host remove anyone but themselves until the game is over", () => {
    for (const status of ["waiting", "playing", "roundEnd"] as const) {
      const controls = playerControls(room(status, HOST));
      expect([HOST, GUEST, OTHER].map((id) => controls.canRemove({ id }))).toEqual([false, true, true]);
    }
    expect(playerControls(room("gameEnd", HOST)).canRemove({ id: GUEST })).toBe(false);
  });

  it("shows no Remove, Shuffle Teams or Skip Turn to a player who is not the host", () => {
    for (const status of ["waiting", "playing", "roundEnd", "gameEnd"] as const) {
      const controls = playerControls(room(status, GUEST, { pickTeams: true }));
      expect(controls.canRemove({ id: OTHER })).toBe(false);
      expect(controls.shuffleTeams).toBe(false);
      expect(controls.skipTurn).toBe(false);
    }
  });

  it("offers Switch Team to everyone and Shuffle Teams to the host only while teams are picked before the start", () => {
    expect(playerControls(room("waiting", GUEST, { pickTeams: true })).switchTeam).toBe(true);
    expect(playerControls(room("waiting", HOST, { pickTeams: true }))).toMatchObject({
      switchTeam: true,
      shuffleTeams: true,
    });
    expect(playerControls(room("waiting", HOST))).toMatchObject({ switchTeam: false, shuffleTeams: false });
    expect(playerControls(room("playing", HOST, { pickTeams: true }))).toMatchObject({
      switchTeam: false,
      shuffleTeams: false,
    });
  });

  it("offers Skip Turn to the host during a round only", () => {
    expect(playerControls(room("playing", HOST)).skipTurn).toBe(true);
    expect(playerControls(room("roundEnd", HOST)).skipTurn).toBe(false);
    expect(playerControls(room("waiting", HOST)).skipTurn).toBe(false);
  });

  it("knows a turn can be skipped only to someone else who is connected", () => {
    expect(someoneCanTakeOver(room("playing", HOST))).toBe(true);
    expect(someoneCanTakeOver(room("playing", HOST, { offline: [GUEST] }))).toBe(true);
    expect(someoneCanTakeOver(room("playing", HOST, { offline: [GUEST, OTHER] }))).toBe(false);
  });
});

describe("who the host hands over to (issue 18)", () => {
  it("is the connected player who joined earliest", () => {
    expect(handOverTo(room("waiting", HOST))?.id).toBe(GUEST);
    expect(handOverTo(room("waiting", HOST, { offline: [GUEST] }))?.id).toBe(OTHER);
  });

  it("is whoever joined earliest when nobody else is connected", () => {
    expect(handOverTo(room("waiting", HOST, { offline: [GUEST, OTHER] }))?.id).toBe(GUEST);
  });

  it("is nobody for a host alone in the room", () => {
    const alone = room("waiting", HOST);
    expect(handOverTo({ ...alone, players: alone.players.filter((player) => player.id === HOST) })).toBeNull();
  });
});
