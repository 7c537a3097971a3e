import { describe, expect, it } from "vitest";
import {
  applyIntent,
  expireRound,
  gameWinner,
  joinRoom,
  roundEndsAt,
  roundWinner,
  setPresence,
  timeLeftMs,
  wake,
  watchRoom,
  winnerText,
} from "./engine";
import { catchphraseErrors } from "./messages";
import { ALL_INTENTS, act, expectError, makeCtx, playingRoom, queueRandom, roomOf, T0, unwrap } from "./test-helpers";
import type { GameState, Intent, Room } from "./types";

const END = T0 + 90_000;
const atEnd = makeCtx({ now: END });

/** Ends the running round at its deadline. */
function expired(room: Room): Room {
  return unwrap(expireRound(room, makeCtx({ now: roundEndsAt(room.game) }))).room;
}

const allowChanges: Intent = { type: "updateSettings", settings: { allowWordChange: true } };

/** `value` and everything in it frozen: changing any of it in place throws (modules are strict). */
function deepFrozen<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFrozen(inner);
  }
  return value;
}

// The room store writes a room's players and setup only when they are not the same objects as
// before (decision 056): a room changed in place would not be written.
describe("applyIntent leaves the room it is given as it was", () => {
  it.each(ALL_INTENTS)("for $type, from the host and from a guest, waiting, playing and after a round", (intent) => {
    const rooms = [roomOf(4), playingRoom(), act(playingRoom(), "p1", allowChanges).room, expired(playingRoom())];
    for (const room of rooms) {
      const before = structuredClone(room);
      deepFrozen(room);
      for (const actor of ["p1", "p2"]) {
        for (const now of [T0 + 1_000, END]) applyIntent(room, actor, intent, makeCtx({ now }));
      }
      expect(room).toEqual(before);
    }
  });

  it("and so do the clock's rules, presence, joining and watching", () => {
    for (const room of [roomOf(4), playingRoom(), expired(playingRoom())]) {
      const before = structuredClone(room);
      deepFrozen(room);
      for (const now of [T0 + 1_000, END, END + 3_600_000]) {
        expireRound(room, makeCtx({ now }));
        wake(room, makeCtx({ now }));
        joinRoom(room, { id: "p9", name: "Newcomer", visitorId: "visitor-9" }, now);
        watchRoom(room, { id: "s1", name: "Watcher" }, now);
      }
      for (const offline of [T0, null]) for (const id of ["p1", "p2"]) setPresence(room, id, offline);
      expect(room).toEqual(before);
    }
  });
});

describe("applyIntent: who may act", () => {
  it.each(ALL_INTENTS)("refuses $type from someone not in the room", (intent) => {
    for (const room of [roomOf(4), playingRoom(), expired(playingRoom())]) {
      expectError(applyIntent(room, "stranger", intent, makeCtx()), "You are not in this room.");
    }
  });

  it.each(["start", "nextRound", "endGame"] as const)("keeps %s for the host", (type) => {
    for (const room of [roomOf(4), expired(playingRoom())]) {
      expectError(applyIntent(room, "p2", { type }, makeCtx()), "Only the host can do that.");
    }
  });

  it.each(["wordGuessed", "changeWord"] as const)("keeps %s for the current describer", (type) => {
    const room = playingRoom();
    for (const actor of ["p2", "p3", "p4"]) {
      expectError(applyIntent(room, actor, { type }, makeCtx()), "Only the current describer can do that.");
    }
    expectError(applyIntent(roomOf(4), "p1", { type }, makeCtx()), "Only the current describer can do that.");
  });

  it("refuses an intent in a status where it does not apply", () => {
    const playing = playingRoom();
    const roundEnd = expired(playing);
    const gameEnd = act(roundEnd, "p1", { type: "endGame" }).room;
    const refusals: [Room, string, Intent][] = [
      [playing, "p1", { type: "start" }],
      [roundEnd, "p1", { type: "start" }],
      [roundEnd, "p1", { type: "wordGuessed" }],
      [unwrap(applyIntent(roundEnd, "p2", allowChanges, makeCtx())).room, "p1", { type: "changeWord" }],
      [roomOf(4), "p1", { type: "nextRound" }],
      [playing, "p1", { type: "nextRound" }],
      [gameEnd, "p1", { type: "nextRound" }],
      [playing, "p1", { type: "endGame" }],
      [gameEnd, "p1", { type: "endGame" }],
      [roomOf(4), "p2", { type: "playAgain" }],
      [playing, "p2", { type: "playAgain" }],
      [roundEnd, "p2", { type: "playAgain" }],
    ];
    for (const [room, actor, intent] of refusals) {
      expectError(applyIntent(room, actor, intent, makeCtx()), "That can't be done right now.");
    }
  });
});

describe("start", () => {
  it("needs at least 4 players", () => {
    for (const count of [1, 2, 3]) {
      expectError(applyIntent(roomOf(count), "p1", { type: "start" }, makeCtx()), "Need at least 4 players to start");
    }
  });

  it("reassigns teams alternately by list position", () => {
    const uneven = act(roomOf(5), "p3", { type: "leave" }).room;
    expect(uneven.players.map((player) => player.team)).toEqual(["A", "B", "B", "A"]);
    const started = act(uneven, "p1", { type: "start" }).room;
    expect(started.players.map((player) => [player.id, player.team])).toEqual([
      ["p1", "A"],
      ["p2", "B"],
      ["p4", "A"],
      ["p5", "B"],
    ]);
  });

  it("opens round 1 for Team A with a random Team A describer and a word", () => {
    const room = roomOf(6, { roundDuration: 75, totalRounds: 4 });
    const { room: started, effects } = act(
      room,
      "p1",
      { type: "start" },
      makeCtx({ random: queueRandom([0.99, 0, 0]) }),
    );
    expect(started.game).toEqual({
      ...room.game,
      status: "playing",
      currentRound: 1,
      currentTeam: "A",
      currentPlayer: "p5",
      currentWord: "mix-1",
      roundStartTime: T0,
      roundDuration: 75,
      totalRounds: 4,
      timerActive: true,
    });
    expect(started.usedWords).toEqual(["mix-1"]);
    expect(effects).toEqual([{ type: "gameStarted" }, { type: "roundStarted" }]);
  });

  it("always picks the describer from Team A", () => {
    for (const value of [0, 0.2, 0.4, 0.6, 0.8, 0.99]) {
      const started = act(roomOf(7), "p1", { type: "start" }, makeCtx({ random: queueRandom([value]) })).room;
      const describer = started.players.find((player) => player.id === started.game.currentPlayer);
      expect(describer?.team).toBe("A");
    }
  });
});

describe("wordGuessed", () => {
  it("passes the turn along A1, B1, A2, B2 and wraps round, the team following", () => {
    let room = playingRoom(4);
    const turns: [string, string][] = [];
    for (let i = 0; i < 5; i++) {
      room = act(room, room.game.currentPlayer, { type: "wordGuessed" }, makeCtx({ now: T0 + 1000 * i })).room;
      turns.push([room.game.currentPlayer, room.game.currentTeam]);
    }
    expect(turns).toEqual([
      ["p2", "B"],
      ["p3", "A"],
      ["p4", "B"],
      ["p1", "A"],
      ["p2", "B"],
    ]);
  });

  it("walks unequal teams with the extra players at the end", () => {
    let room = act(roomOf(5), "p1", { type: "start" }, makeCtx({ random: queueRandom([0]) })).room;
    const order = [room.game.currentPlayer];
    for (let i = 0; i < 5; i++) {
      room = act(room, room.game.currentPlayer, { type: "wordGuessed" }).room;
      order.push(room.game.currentPlayer);
    }
    expect(order).toEqual(["p1", "p2", "p3", "p4", "p5", "p1"]);
  });

  it("draws a new word and keeps the timer running", () => {
    const room = playingRoom();
    const { room: after, effects } = act(room, "p1", { type: "wordGuessed" }, makeCtx({ now: T0 + 30_000 }));
    expect(after.game.currentWord).not.toBe(room.game.currentWord);
    expect(after.usedWords).toEqual([...room.usedWords, after.game.currentWord]);
    expect(after.game.roundStartTime).toBe(T0);
    expect(after.game.timerActive).toBe(true);
    expect(effects).toEqual([{ type: "wordGuessed" }]);
  });

  it("is refused once time is up, so a late click cannot move the point", () => {
    expectError(applyIntent(playingRoom(), "p1", { type: "wordGuessed" }, atEnd), catchphraseErrors.notNow);
  });
});

describe("changeWord", () => {
  it("is refused while word changes are off", () => {
    expectError(
      applyIntent(playingRoom(), "p1", { type: "changeWord" }, makeCtx()),
      "Word changes are turned off for this game.",
    );
  });

  it("replaces only the word", () => {
    const room = act(playingRoom(), "p3", allowChanges).room;
    const { room: after, effects } = act(room, "p1", { type: "changeWord" }, makeCtx({ now: T0 + 5000 }));
    expect(after.game).toEqual({ ...room.game, currentWord: after.game.currentWord });
    expect(after.game.currentWord).not.toBe(room.game.currentWord);
    expect(after.usedWords).toEqual([...room.usedWords, after.game.currentWord]);
    expect(after.players).toEqual(room.players);
    expect(effects).toEqual([]);
  });

  it("is refused once time is up", () => {
    const room = act(playingRoom(), "p3", allowChanges).room;
    expectError(applyIntent(room, "p1", { type: "changeWord" }, atEnd), catchphraseErrors.notNow);
  });
});

describe("expireRound", () => {
  it("gives 1 point to the team not describing and ends the round", () => {
    const room = playingRoom();
    const { room: ended, effects } = unwrap(expireRound(room, atEnd));
    expect(ended.game).toEqual({ ...room.game, status: "roundEnd", timerActive: false, teamBScore: 1 });
    expect(effects).toEqual([{ type: "roundEnded", winningTeam: "B" }]);
  });

  it("scores against the team describing at the buzzer, after turns have passed", () => {
    const room = act(playingRoom(), "p1", { type: "wordGuessed" }).room;
    expect(room.game.currentTeam).toBe("B");
    const ended = unwrap(expireRound(room, atEnd)).room;
    expect([ended.game.teamAScore, ended.game.teamBScore]).toEqual([1, 0]);
  });

  it("refuses before the deadline", () => {
    expectError(expireRound(playingRoom(), makeCtx({ now: END - 1 })), "There is still time left in this round.");
  });

  it("ends a round once, however often the timer fires", () => {
    const ended = unwrap(expireRound(playingRoom(), atEnd)).room;
    expectError(expireRound(ended, makeCtx({ now: END + 5 })), catchphraseErrors.notNow);
  });

  it("refuses when no round runs", () => {
    expectError(expireRound(roomOf(4), atEnd), catchphraseErrors.notNow);
  });
});

describe("nextRound", () => {
  it("switches to the other team with a random describer of it and restarts the timer", () => {
    const roundEnd = expired(playingRoom(6));
    const ctx = makeCtx({ now: END + 10_000, random: queueRandom([0.99, 0]) });
    const { room, effects } = act(roundEnd, "p1", { type: "nextRound" }, ctx);
    expect(room.game).toMatchObject({
      status: "playing",
      currentRound: 2,
      currentTeam: "B",
      currentPlayer: "p6",
      roundStartTime: END + 10_000,
      timerActive: true,
      teamBScore: 1,
    });
    expect(room.usedWords).toHaveLength(2);
    expect(room.game.currentWord).toBe(room.usedWords[1]);
    expect(effects).toEqual([{ type: "roundStarted" }]);
  });

  it("lets anyone describe when the next team is empty, the team following them", () => {
    let room = playingRoom(4);
    room = act(room, "p2", { type: "leave" }).room;
    room = act(room, "p4", { type: "leave" }).room;
    const next = act(expired(room), "p1", { type: "nextRound" }, makeCtx({ now: END, random: queueRandom([0.99]) }));
    expect(next.room.game).toMatchObject({ currentPlayer: "p3", currentTeam: "A", currentRound: 2 });
  });

  it("ends the game after the last round", () => {
    let room = playingRoom(4, { totalRounds: 3 });
    for (let round = 1; round < 3; round++) room = act(expired(room), "p1", { type: "nextRound" }).room;
    expect(room.game.currentRound).toBe(3);
    const { room: over, effects } = act(expired(room), "p1", { type: "nextRound" });
    expect(over.game.status).toBe("gameEnd");
    expect(over.game.currentRound).toBe(3);
    expect(effects).toEqual([{ type: "gameEnded", winner: gameWinner(over.game) }]);
  });

  it("ends the game when the round count is already above the total", () => {
    const room = expired(playingRoom());
    const beyond = { ...room, game: { ...room.game, currentRound: 6, totalRounds: 5 } };
    expect(act(beyond, "p1", { type: "nextRound" }).room.game.status).toBe("gameEnd");
  });
});

describe("endGame", () => {
  it("ends the game from the round-complete card and names the winner", () => {
    const { room, effects } = act(expired(playingRoom()), "p1", { type: "endGame" });
    expect(room.game.status).toBe("gameEnd");
    expect(effects).toEqual([{ type: "gameEnded", winner: "B" }]);
  });
});

describe("results", () => {
  const game = (teamAScore: number, teamBScore: number): GameState => ({
    ...roomOf(1).game,
    teamAScore,
    teamBScore,
  });

  it("names the winner in the three texts of the spec", () => {
    expect(winnerText(game(3, 1))).toBe("Team A Wins!");
    expect(winnerText(game(0, 2))).toBe("Team B Wins!");
    expect(winnerText(game(2, 2))).toBe("It's a Tie!");
    expect(gameWinner(game(2, 2))).toBe("tie");
  });

  it("gives the round to the team that is not current", () => {
    expect(roundWinner({ ...game(0, 0), currentTeam: "A" })).toBe("B");
    expect(roundWinner({ ...game(0, 0), currentTeam: "B" })).toBe("A");
  });

  it("counts time left down to 0 and not below", () => {
    const { game: running } = playingRoom();
    expect(timeLeftMs(running, T0)).toBe(90_000);
    expect(timeLeftMs(running, T0 + 89_500)).toBe(500);
    expect(timeLeftMs(running, END + 10_000)).toBe(0);
    expect(timeLeftMs(roomOf(4).game, T0)).toBe(0);
    expect(timeLeftMs(expired(playingRoom()).game, T0)).toBe(0);
  });
});
