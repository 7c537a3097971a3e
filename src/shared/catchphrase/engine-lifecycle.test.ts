import { describe, expect, it } from "vitest";
import { applyIntent, expireRound } from "./engine";
import { catchphraseErrors } from "./messages";
import { act, expectError, makeCtx, playingRoom, roomOf, T0, unwrap } from "./test-helpers";
import type { Room } from "./types";

const END = T0 + 90_000;

function finishedGame(): Room {
  let room = act(playingRoom(), "p2", {
    type: "updateSettings",
    settings: { showTimer: false, oppositeTeamCanSeeWord: false, allowWordChange: true },
  }).room;
  room = unwrap(expireRound(room, makeCtx({ now: END }))).room;
  return act(room, "p1", { type: "endGame" }).room;
}

describe("playAgain", () => {
  it("returns any member to the lobby, keeping toggles, rounds, duration and players", () => {
    const over = finishedGame();
    const { room, effects } = act(over, "p4", { type: "playAgain" }, makeCtx({ now: END + 60_000 }));
    expect(room.game).toEqual({
      status: "waiting",
      currentRound: 0,
      totalRounds: 5,
      currentTeam: "A",
      currentPlayer: "",
      currentWord: "",
      teamAScore: 0,
      teamBScore: 0,
      roundStartTime: 0,
      roundDuration: 90,
      timerActive: false,
      showTimer: false,
      oppositeTeamCanSeeWord: false,
      allowWordChange: true,
      pickTeams: false,
    });
    expect(room.players).toEqual(over.players);
    expect(room.usedWords).toEqual([]);
    expect(effects).toEqual([{ type: "gameRestarted" }]);
  });

  it("lets the host start again afterwards", () => {
    const room = act(finishedGame(), "p2", { type: "playAgain" }).room;
    expect(act(room, "p1", { type: "start" }).room.game.status).toBe("playing");
  });
});

describe("updateSettings", () => {
  it("lets any player merge the toggles they send, in any status", () => {
    for (const room of [roomOf(4), playingRoom(), finishedGame()]) {
      const { room: after, effects } = act(room, "p3", { type: "updateSettings", settings: { allowWordChange: true } });
      expect(after.game).toEqual({ ...room.game, allowWordChange: true });
      expect(effects).toEqual([]);
    }
  });

  it("ignores toggles sent as undefined", () => {
    const room = roomOf(2);
    const after = act(room, "p2", {
      type: "updateSettings",
      settings: { showTimer: undefined, oppositeTeamCanSeeWord: false },
    }).room;
    expect(after.game).toEqual({ ...room.game, oppositeTeamCanSeeWord: false });
  });
});

describe("leave", () => {
  it("destroys the room when the host leaves", () => {
    for (const room of [roomOf(4), playingRoom(), finishedGame()]) {
      expect(act(room, "p1", { type: "leave" }).effects).toEqual([
        { type: "playerLeft", playerId: "p1" },
        { type: "roomDestroyed", reason: "hostLeft" },
      ]);
    }
  });

  it("destroys the room when the last player leaves", () => {
    const { room, effects } = act(roomOf(1), "p1", { type: "leave" });
    expect(room.players).toEqual([]);
    expect(effects).toEqual([
      { type: "playerLeft", playerId: "p1" },
      { type: "roomDestroyed", reason: "empty" },
    ]);
  });

  it("removes any other player and leaves the game as it was", () => {
    const room = playingRoom(5);
    const { room: after, effects } = act(room, "p4", { type: "leave" });
    expect(after.players.map((player) => player.id)).toEqual(["p1", "p2", "p3", "p5"]);
    expect(after.game).toEqual(room.game);
    expect(effects).toEqual([{ type: "playerLeft", playerId: "p4" }]);
  });

  it("hands a leaving describer's turn to the next player in the order, with a new word", () => {
    let room = playingRoom(4);
    room = act(room, "p1", { type: "wordGuessed" }).room;
    room = act(room, "p2", { type: "wordGuessed" }).room;
    expect(room.game.currentPlayer).toBe("p3");
    const { room: after } = act(room, "p3", { type: "leave" }, makeCtx({ now: T0 + 20_000 }));
    expect(after.game).toMatchObject({ currentPlayer: "p4", currentTeam: "B", roundStartTime: T0, timerActive: true });
    expect(after.game.currentWord).not.toBe(room.game.currentWord);
    expect(after.players.map((player) => player.id)).toEqual(["p1", "p2", "p4"]);
  });

  it("wraps round when the last describer in the order leaves", () => {
    let room = playingRoom(4);
    for (const id of ["p1", "p2", "p3"]) room = act(room, id, { type: "wordGuessed" }).room;
    expect(act(room, "p4", { type: "leave" }).room.game).toMatchObject({ currentPlayer: "p1", currentTeam: "A" });
  });

  it("does not pass the turn outside a running round", () => {
    let room = act(playingRoom(4), "p1", { type: "wordGuessed" }).room;
    room = unwrap(expireRound(room, makeCtx({ now: END }))).room;
    const after = act(room, "p2", { type: "leave" }).room;
    expect(after.game).toEqual(room.game);
  });

  it("is refused to someone not in the room", () => {
    expectError(applyIntent(roomOf(4), "ghost", { type: "leave" }, makeCtx()), catchphraseErrors.notMember);
  });
});
