import { describe, expect, it } from "vitest";
import { applyIntent, expireRound, joinRoom, nextWakeAt, setPresence, wake } from "./engine";
import { catchphraseErrors, hostChangedText, turnPassedText } from "./messages";
import { act, expectError, makeCtx, playingRoom, queueRandom, roomOf, seededRandom, T0, unwrap } from "./test-helpers";
import type { Intent, Room, TeamId } from "./types";

/** The engine for real groups (issue "Catchphrase for real groups"): presence, wake, host tools, picked teams. */

const END = T0 + 90_000;
/** From the issue: an absent describer's turn passes after 10 s, an absent host's role after 30 s. */
const DESCRIBER_AFTER = 10_000;
const HOST_AFTER = 30_000;
/** From the issue: a removed browser stays out for 10 minutes. */
const TEN_MINUTES = 10 * 60 * 1000;

const at = (now: number) => makeCtx({ now });
const ids = (room: Room) => room.players.map((player) => player.id);
const teams = (room: Room) => room.players.map((player): [string, TeamId] => [player.id, player.team]);
const hosts = (room: Room) => room.players.filter((player) => player.isHost).map((player) => player.id);
const playerOf = (room: Room, id: string) => room.players.find((player) => player.id === id);

/** `room` with each of `playerIds` marked offline since `since`. */
function offline(room: Room, since: number, ...playerIds: string[]): Room {
  return playerIds.reduce((current, id) => unwrap(setPresence(current, id, since)).room, room);
}

/** `room` after its describer guessed `count` words (each guess moves the turn on). */
function guessed(room: Room, count: number): Room {
  let current = room;
  for (let i = 0; i < count; i++) current = act(current, current.game.currentPlayer, { type: "wordGuessed" }).room;
  return current;
}

/** A waiting room of p1..pN whose joiners came with browser ids v2..vN. */
function roomWithBrowsers(count: number): Room {
  let room = roomOf(1);
  for (let i = 2; i <= count; i++) {
    room = unwrap(joinRoom(room, { id: `p${i}`, name: `Player ${i}`, visitorId: `v${i}` }, T0));
  }
  return room;
}

/** `roomOf(count)` with Pick Teams turned on. */
function pickingRoom(count: number): Room {
  return act(roomOf(count), "p1", { type: "updateSettings", settings: { pickTeams: true } }).room;
}

describe("setPresence", () => {
  it("marks a player offline since a moment and back online, touching nobody else", () => {
    const room = roomOf(4);
    const away = unwrap(setPresence(room, "p3", T0 + 500));
    expect(away.effects).toEqual([]);
    expect(playerOf(away.room, "p3")?.offlineSince).toBe(T0 + 500);
    expect(away.room.players.filter((player) => player.id !== "p3")).toEqual(
      room.players.filter((player) => player.id !== "p3"),
    );
    const back = unwrap(setPresence(away.room, "p3", null)).room;
    expect(back.players).toEqual(room.players);
    expect(playerOf(back, "p3")).not.toHaveProperty("offlineSince");
  });

  it("is refused when nothing changes, so a repeated check writes nothing", () => {
    expectError(setPresence(roomOf(4), "p2", null), catchphraseErrors.notNow);
    expectError(setPresence(offline(roomOf(4), T0, "p2"), "p2", T0), catchphraseErrors.notNow);
  });

  it("is refused for someone not in the room", () => {
    expectError(setPresence(roomOf(4), "stranger", T0), catchphraseErrors.notMember);
    expectError(setPresence(roomOf(4), "stranger", null), catchphraseErrors.notMember);
  });
});

describe("choosing a describer skips offline players", () => {
  it("never starts with an offline describer", () => {
    // Team A after start: p1, p3, p5.
    const room = offline(roomOf(6), T0 - 1000, "p1", "p5");
    for (const value of [0, 0.3, 0.5, 0.7, 0.99]) {
      const started = act(room, "p1", { type: "start" }, makeCtx({ random: queueRandom([value]) })).room;
      expect(started.game).toMatchObject({ currentPlayer: "p3", currentTeam: "A" });
    }
  });

  it("starts a next round with a connected player of the other team", () => {
    // Team B: p2, p4, p6.
    const roundEnd = offline(unwrap(expireRound(playingRoom(6), at(END))).room, END, "p2", "p6");
    for (const value of [0, 0.5, 0.99]) {
      const ctx = makeCtx({ now: END + 1000, random: queueRandom([value]) });
      expect(act(roundEnd, "p1", { type: "nextRound" }, ctx).room.game).toMatchObject({
        currentPlayer: "p4",
        currentTeam: "B",
        currentRound: 2,
      });
    }
  });

  it("passes a guessed word to the next connected player of the order, the team following", () => {
    const room = playingRoom(4); // order p1, p2, p3, p4; p1 describing
    expect(act(offline(room, T0, "p2"), "p1", { type: "wordGuessed" }).room.game).toMatchObject({
      currentPlayer: "p3",
      currentTeam: "A",
    });
    expect(act(offline(room, T0, "p2", "p3"), "p1", { type: "wordGuessed" }).room.game).toMatchObject({
      currentPlayer: "p4",
      currentTeam: "B",
    });
  });

  it("wraps round past offline players", () => {
    const room = offline(guessed(playingRoom(4), 3), T0, "p1", "p2"); // p4 describing
    expect(act(room, "p4", { type: "wordGuessed" }).room.game.currentPlayer).toBe("p3");
  });

  it("keeps the describer describing when nobody else is connected", () => {
    const room = offline(playingRoom(4), T0, "p2", "p3", "p4");
    const after = act(room, "p1", { type: "wordGuessed" }).room;
    expect(after.game.currentPlayer).toBe("p1");
    expect(after.game.currentWord).not.toBe(room.game.currentWord);
  });

  it("hands a leaving describer's turn to the next connected player", () => {
    const room = offline(guessed(playingRoom(4), 1), T0, "p3"); // p2 describing
    const after = act(room, "p2", { type: "leave" }, at(T0 + 5000)).room;
    expect(after.game).toMatchObject({ currentPlayer: "p4", currentTeam: "B" });
    expect(ids(after)).toEqual(["p1", "p3", "p4"]);
  });

  it("never leaves the turn with a describer who left, even when nobody else is connected", () => {
    const room = offline(guessed(playingRoom(4), 1), T0, "p1", "p3", "p4"); // p2 describing
    const after = act(room, "p2", { type: "leave" }, at(T0 + 5000)).room;
    expect(ids(after)).toContain(after.game.currentPlayer);
    expect(after.game).toMatchObject({ currentPlayer: "p3", currentTeam: "A" });
    // When the host comes back, the absent describer's turn can pass to them.
    const back = unwrap(setPresence(after, "p1", null)).room;
    expect(nextWakeAt(back)).toBe(T0 + DESCRIBER_AFTER);
    expect(act(back, "p1", { type: "skipTurn" }, at(T0 + 6000)).room.game.currentPlayer).toBe("p1");
  });
});

describe("nextWakeAt", () => {
  it("is null while nothing is due on its own", () => {
    expect(nextWakeAt(roomOf(4))).toBeNull();
    expect(nextWakeAt(unwrap(expireRound(playingRoom(), at(END))).room)).toBeNull();
    expect(nextWakeAt(offline(roomOf(4), T0, "p2", "p3"))).toBeNull();
  });

  it("is the round's end while everyone is connected", () => {
    expect(nextWakeAt(playingRoom())).toBe(END);
  });

  it("is 10 s after an absent describer's connection closed", () => {
    const room = offline(guessed(playingRoom(4), 1), T0 + 5000, "p2");
    expect(nextWakeAt(room)).toBe(T0 + 5000 + DESCRIBER_AFTER);
  });

  it("moves back to the round's end when the describer comes back before 10 s", () => {
    const away = offline(guessed(playingRoom(4), 1), T0 + 5000, "p2");
    const back = unwrap(setPresence(away, "p2", null)).room;
    expect(nextWakeAt(back)).toBe(END);
    expectError(wake(back, at(T0 + 5000 + DESCRIBER_AFTER)), catchphraseErrors.roundNotOver);
    expect(act(back, "p2", { type: "wordGuessed" }, at(T0 + 5000 + DESCRIBER_AFTER)).room.game.currentPlayer).toBe(
      "p3",
    );
  });

  it("is only the round's end when everyone else is offline", () => {
    const room = offline(guessed(playingRoom(4), 1), T0 + 5000, "p1", "p2", "p3", "p4");
    expect(nextWakeAt(room)).toBe(END);
    const hostDescribing = offline(playingRoom(4), T0 + 5000, "p1", "p2", "p3", "p4");
    expect(nextWakeAt(hostDescribing)).toBe(END);
  });

  it("leaves a describer who goes offline near the end to the round's buzzer", () => {
    const room = guessed(playingRoom(4), 1);
    expect(nextWakeAt(offline(room, END - DESCRIBER_AFTER, "p2"))).toBe(END);
    expect(nextWakeAt(offline(room, END - DESCRIBER_AFTER - 1, "p2"))).toBe(END - 1);
  });

  it("is 30 s after an absent host's connection closed, while someone else is connected", () => {
    expect(nextWakeAt(offline(roomOf(4), T0, "p1"))).toBe(T0 + HOST_AFTER);
    expect(nextWakeAt(offline(roomOf(4), T0, "p2", "p3", "p1"))).toBe(T0 + HOST_AFTER);
    expect(nextWakeAt(offline(roomOf(4), T0, "p2", "p3", "p4", "p1"))).toBeNull();
  });

  it("is the earliest of what is due", () => {
    const room = offline(guessed(playingRoom(4), 1), T0 + 1000, "p1"); // p2 describing, host away
    expect(nextWakeAt(room)).toBe(T0 + 1000 + HOST_AFTER);
    expect(nextWakeAt(offline(room, T0 + 2000, "p2"))).toBe(T0 + 2000 + DESCRIBER_AFTER);
  });
});

describe("wake", () => {
  it("ends a round whose time is up, as the round timer does", () => {
    const room = playingRoom();
    expect(wake(room, at(END))).toEqual(expireRound(room, at(END)));
    expect(unwrap(wake(room, at(END))).effects).toEqual([{ type: "roundEnded", winningTeam: "B" }]);
    expectError(wake(room, at(END - 1)), catchphraseErrors.roundNotOver);
  });

  it("passes an absent describer's turn at exactly 10 s, with a new word and no point", () => {
    const room = offline(guessed(playingRoom(4), 1), T0 + 5000, "p2"); // p2 (Team B) describing
    const due = T0 + 5000 + DESCRIBER_AFTER;
    expectError(wake(room, at(due - 1)), catchphraseErrors.roundNotOver);
    const { room: after, effects } = unwrap(wake(room, at(due)));
    expect(effects).toEqual([{ type: "turnPassed", from: "Player 2", to: "Player 3", reason: "offline" }]);
    expect(after.game).toEqual({
      ...room.game,
      currentPlayer: "p3",
      currentTeam: "A",
      currentWord: after.game.currentWord,
    });
    expect(after.game.currentWord).not.toBe(room.game.currentWord);
    expect(after.usedWords).toEqual([...room.usedWords, after.game.currentWord]);
    expect(after.players).toEqual(room.players);
  });

  it("says so in the issue's words", () => {
    expect(turnPassedText("offline", "Player 2", "Player 3")).toBe("Player 2 is offline, so Player 3 describes now");
    expect(hostChangedText("Player 3")).toBe("Player 3 is now the host");
  });

  it("acts once when woken twice", () => {
    const room = offline(guessed(playingRoom(4), 1), T0 + 5000, "p2");
    const due = T0 + 5000 + DESCRIBER_AFTER;
    const once = unwrap(wake(room, at(due))).room;
    expectError(wake(once, at(due)), catchphraseErrors.roundNotOver);
    expect(nextWakeAt(once)).toBe(END);
  });

  it("passes the turn past offline players to the next connected one", () => {
    const room = offline(guessed(playingRoom(4), 1), T0, "p2", "p3"); // p2 describing
    const { room: after, effects } = unwrap(wake(room, at(T0 + DESCRIBER_AFTER)));
    expect(after.game).toMatchObject({ currentPlayer: "p4", currentTeam: "B" });
    expect(effects).toEqual([{ type: "turnPassed", from: "Player 2", to: "Player 4", reason: "offline" }]);
  });

  it("does not pass the turn when nobody else is connected", () => {
    const room = offline(guessed(playingRoom(4), 1), T0, "p1", "p2", "p3", "p4");
    expectError(wake(room, at(T0 + DESCRIBER_AFTER)), catchphraseErrors.roundNotOver);
  });

  it("ends the round rather than passing a turn once time is up", () => {
    const room = offline(guessed(playingRoom(4), 1), END - 5000, "p2");
    const { room: after, effects } = unwrap(wake(room, at(END + 5000)));
    expect(effects).toEqual([{ type: "roundEnded", winningTeam: "A" }]);
    expect(after.game).toMatchObject({ status: "roundEnd", currentPlayer: "p2", teamAScore: 1 });
  });

  it("hands an absent host's role at exactly 30 s to the earliest connected joiner", () => {
    const room = offline(roomOf(4), T0 - 60_000, "p2");
    const away = offline(room, T0, "p1");
    expectError(wake(away, at(T0 + HOST_AFTER - 1)), catchphraseErrors.roundNotOver);
    const { room: after, effects } = unwrap(wake(away, at(T0 + HOST_AFTER)));
    expect(effects).toEqual([{ type: "hostChanged", to: "Player 3" }]);
    expect(hosts(after)).toEqual(["p3"]);
    expect(after.game).toEqual(away.game);
    expect(ids(after)).toEqual(["p1", "p2", "p3", "p4"]);
    expectError(wake(after, at(T0 + HOST_AFTER)), catchphraseErrors.roundNotOver);
    expect(nextWakeAt(after)).toBeNull();
  });

  it("keeps the old host an ordinary player when they come back", () => {
    const away = offline(roomOf(4), T0, "p1");
    const handed = unwrap(wake(away, at(T0 + HOST_AFTER))).room;
    const back = unwrap(setPresence(handed, "p1", null)).room;
    expect(hosts(back)).toEqual(["p2"]);
    expect(playerOf(back, "p1")).toMatchObject({ isHost: false });
    expect(nextWakeAt(back)).toBeNull();
    expectError(applyIntent(back, "p1", { type: "start" }, at(T0 + HOST_AFTER)), catchphraseErrors.hostOnly);
    expect(act(back, "p2", { type: "start" }, at(T0 + HOST_AFTER)).room.game.status).toBe("playing");
  });

  it("keeps the host's role while nobody else is connected", () => {
    const room = offline(roomOf(4), T0, "p2", "p3", "p4", "p1");
    expectError(wake(room, at(T0 + HOST_AFTER * 10)), catchphraseErrors.roundNotOver);
  });

  it("does everything due at once", () => {
    // The host describes, goes away, and the round runs out later than both deadlines.
    const room = offline(playingRoom(4), T0 + 1000, "p1");
    const { room: after, effects } = unwrap(wake(room, at(END)));
    expect(effects).toEqual([
      { type: "roundEnded", winningTeam: "B" },
      { type: "hostChanged", to: "Player 2" },
    ]);
    expect(hosts(after)).toEqual(["p2"]);
    expect(after.game.status).toBe("roundEnd");
  });
});

describe("skipTurn", () => {
  it("lets the host pass a connected describer's turn on at once", () => {
    const room = guessed(playingRoom(4), 1); // p2 describing
    const { room: after, effects } = act(room, "p1", { type: "skipTurn" }, at(T0 + 3000));
    expect(effects).toEqual([{ type: "turnPassed", from: "Player 2", to: "Player 3", reason: "skipped" }]);
    expect(after.game).toEqual({
      ...room.game,
      currentPlayer: "p3",
      currentTeam: "A",
      currentWord: after.game.currentWord,
    });
    expect(after.game.currentWord).not.toBe(room.game.currentWord);
  });

  it("gives the reason offline when the describer is marked offline", () => {
    const room = offline(guessed(playingRoom(4), 1), T0 + 1000, "p2", "p3");
    expect(act(room, "p1", { type: "skipTurn" }, at(T0 + 3000)).effects).toEqual([
      { type: "turnPassed", from: "Player 2", to: "Player 4", reason: "offline" },
    ]);
  });

  it("is refused when nobody else is connected to describe", () => {
    const room = offline(playingRoom(4), T0, "p2", "p3", "p4"); // p1 hosts and describes
    expectError(applyIntent(room, "p1", { type: "skipTurn" }, at(T0 + 3000)), catchphraseErrors.nobodyToDescribe);
  });

  it("is refused outside a running round", () => {
    const roundEnd = unwrap(expireRound(playingRoom(), at(END))).room;
    for (const [room, now] of [
      [roomOf(4), T0],
      [roundEnd, END],
      [playingRoom(), END],
    ] as const) {
      expectError(applyIntent(room, "p1", { type: "skipTurn" }, at(now)), catchphraseErrors.notNow);
    }
  });
});

describe("removePlayer", () => {
  it("lets the host remove a player before the game, keeping their browser out", () => {
    const room = roomWithBrowsers(4);
    const { room: after, effects } = act(room, "p1", { type: "removePlayer", playerId: "p3" }, at(T0 + 100));
    expect(ids(after)).toEqual(["p1", "p2", "p4"]);
    expect(effects).toEqual([{ type: "playerRemoved", playerId: "p3" }]);
    expect(after.removedVisitors).toEqual({ v3: T0 + 100 + TEN_MINUTES });
    expect(after.game).toEqual(room.game);
  });

  it("records the removal of a player without a browser id under the id they had, and drops lapsed removals", () => {
    const lapsed = { ...roomOf(4), removedVisitors: { old: T0 - 1, live: T0 + 1 } };
    const after = act(lapsed, "p1", { type: "removePlayer", playerId: "p2" }, at(T0)).room;
    expect(after.removedVisitors).toEqual({ live: T0 + 1, p2: T0 + TEN_MINUTES });
  });

  it("passes a removed describer's turn to the next connected player", () => {
    const room = offline(guessed(playingRoom(4), 1), T0, "p3"); // p2 describing
    const { room: after, effects } = act(room, "p1", { type: "removePlayer", playerId: "p2" }, at(T0 + 2000));
    expect(effects).toEqual([
      { type: "playerRemoved", playerId: "p2" },
      { type: "turnPassed", from: "Player 2", to: "Player 4", reason: "removed" },
    ]);
    expect(after.game).toMatchObject({ status: "playing", currentPlayer: "p4", currentTeam: "B", roundStartTime: T0 });
    expect(after.game.currentWord).not.toBe(room.game.currentWord);
    expect(ids(after)).toEqual(["p1", "p3", "p4"]);
  });

  it("never leaves the turn with a removed describer, even when nobody else is marked connected", () => {
    const room = offline(guessed(playingRoom(4), 1), T0, "p1", "p3", "p4"); // p2 describing, host's mark stale
    const { room: after, effects } = act(room, "p1", { type: "removePlayer", playerId: "p2" }, at(T0 + 2000));
    expect(effects).toEqual([{ type: "playerRemoved", playerId: "p2" }]);
    expect(after.game).toMatchObject({ currentPlayer: "p3", currentTeam: "A" });
    expect(ids(after)).toEqual(["p1", "p3", "p4"]);
  });

  it("leaves the turn alone when someone else is removed, and works at the round's end", () => {
    const room = playingRoom(5);
    const { room: after, effects } = act(room, "p1", { type: "removePlayer", playerId: "p4" }, at(T0 + 2000));
    expect(after.game).toEqual(room.game);
    expect(effects).toEqual([{ type: "playerRemoved", playerId: "p4" }]);
    const roundEnd = unwrap(expireRound(room, at(END))).room;
    expect(ids(act(roundEnd, "p1", { type: "removePlayer", playerId: "p4" }, at(END)).room)).toEqual([
      "p1",
      "p2",
      "p3",
      "p5",
    ]);
  });

  it("is refused for the host themselves, a player not in the room, and after the game", () => {
    expectError(
      applyIntent(roomOf(4), "p1", { type: "removePlayer", playerId: "p1" }, at(T0)),
      catchphraseErrors.removeSelf,
    );
    expectError(
      applyIntent(roomOf(4), "p1", { type: "removePlayer", playerId: "p9" }, at(T0)),
      catchphraseErrors.playerNotInRoom,
    );
    const over = act(unwrap(expireRound(playingRoom(), at(END))).room, "p1", { type: "endGame" }).room;
    expectError(applyIntent(over, "p1", { type: "removePlayer", playerId: "p2" }, at(END)), catchphraseErrors.notNow);
  });
});

describe("joining after a removal", () => {
  const removedAt = T0 + 100;
  const removed = act(roomWithBrowsers(4), "p1", { type: "removePlayer", playerId: "p3" }, at(removedAt)).room;
  const again = { id: "p9", name: "Player 3", visitorId: "v3" };

  it("keeps a removed browser out for 10 minutes, then lets it in", () => {
    for (const now of [removedAt, removedAt + TEN_MINUTES - 1]) {
      expectError(joinRoom(removed, again, now), "You were removed from this room.");
    }
    const back = unwrap(joinRoom(removed, again, removedAt + TEN_MINUTES));
    expect(ids(back)).toEqual(["p1", "p2", "p4", "p9"]);
    expect(unwrap(joinRoom(removed, again, removedAt + TEN_MINUTES + 60_000)).players).toHaveLength(4);
  });

  it("lets other browsers in meanwhile", () => {
    const other = unwrap(joinRoom(removed, { id: "p9", name: "Player 9", visitorId: "v9" }, removedAt + 1));
    expect(playerOf(other, "p9")).toMatchObject({ visitorId: "v9", isHost: false });
  });

  it("refuses a browser that does not say which it is while a removal holds", () => {
    const anonymous = { id: "p9", name: "Player 9" };
    expectError(joinRoom(removed, anonymous, removedAt + 1), catchphraseErrors.browserUnknown);
    expect(ids(unwrap(joinRoom(removed, anonymous, removedAt + TEN_MINUTES)))).toContain("p9");
    expect(ids(unwrap(joinRoom(roomOf(3), anonymous, removedAt)))).toContain("p9");
  });
});

describe("handOverAndLeave", () => {
  it("makes the earliest connected joiner host, then the host leaves", () => {
    const room = offline(roomOf(4), T0 - 5000, "p2");
    const { room: after, effects } = act(room, "p1", { type: "handOverAndLeave" });
    expect(effects).toEqual([
      { type: "playerLeft", playerId: "p1" },
      { type: "hostChanged", to: "Player 3" },
    ]);
    expect(ids(after)).toEqual(["p2", "p3", "p4"]);
    expect(hosts(after)).toEqual(["p3"]);
    expect(after.game).toEqual(room.game);
  });

  it("hands to the earliest joiner when nobody is connected", () => {
    const room = offline(roomOf(3), T0 - 5000, "p2", "p3");
    expect(hosts(act(room, "p1", { type: "handOverAndLeave" }).room)).toEqual(["p2"]);
  });

  it("ends the room like leaving when the host is alone", () => {
    const { room, effects } = act(roomOf(1), "p1", { type: "handOverAndLeave" });
    expect(room.players).toEqual([]);
    expect(effects).toEqual([
      { type: "playerLeft", playerId: "p1" },
      { type: "roomDestroyed", reason: "empty" },
    ]);
  });

  it("keeps a running round going, the describing host's turn passed on", () => {
    const { room, effects } = act(playingRoom(4), "p1", { type: "handOverAndLeave" }, at(T0 + 4000));
    expect(room.game).toMatchObject({ status: "playing", currentPlayer: "p2", currentTeam: "B", timerActive: true });
    expect(hosts(room)).toEqual(["p2"]);
    expect(effects.map((effect) => effect.type)).toEqual(["playerLeft", "hostChanged"]);
  });
});

describe("picking teams", () => {
  it("is off in a new room and kept by Play Again", () => {
    expect(roomOf(1).game.pickTeams).toBe(false);
    let room = act(playingRoom(4), "p3", { type: "updateSettings", settings: { pickTeams: true } }).room;
    room = act(unwrap(expireRound(room, at(END))).room, "p1", { type: "endGame" }).room;
    expect(act(room, "p2", { type: "playAgain" }).room.game.pickTeams).toBe(true);
  });

  it("lets a player switch team only before the game and only with Pick Teams on", () => {
    expectError(applyIntent(roomOf(4), "p2", { type: "switchTeam" }, at(T0)), catchphraseErrors.pickTeamsOff);
    const room = pickingRoom(4);
    const { room: after, effects } = act(room, "p2", { type: "switchTeam" });
    expect(teams(after)).toEqual([
      ["p1", "A"],
      ["p2", "A"],
      ["p3", "A"],
      ["p4", "B"],
    ]);
    expect(effects).toEqual([]);
    expect(teams(act(after, "p2", { type: "switchTeam" }).room)).toEqual(teams(room));
    const started = act(room, "p1", { type: "start" }).room;
    expectError(applyIntent(started, "p2", { type: "switchTeam" }, at(T0)), catchphraseErrors.notNow);
    expectError(applyIntent(room, "stranger", { type: "switchTeam" }, at(T0)), catchphraseErrors.notMember);
  });

  it("sends a newcomer to the smaller team, Team A on a tie", () => {
    let room = act(pickingRoom(1), "p1", { type: "switchTeam" }).room; // p1 on B
    const join = (id: string) => {
      room = unwrap(joinRoom(room, { id, name: id }, T0));
      return playerOf(room, id)?.team;
    };
    expect([join("q1"), join("q2"), join("q3")]).toEqual(["A", "A", "B"]);
    room = act(room, "q3", { type: "switchTeam" }).room; // A: q1, q2, q3; B: p1
    expect(join("q4")).toBe("B");
  });

  it("refuses to start unless each team has at least 2 players", () => {
    const threeOne = act(pickingRoom(4), "p2", { type: "switchTeam" }).room;
    expectError(applyIntent(threeOne, "p1", { type: "start" }, at(T0)), "Each team needs at least 2 players");
    const allA = act(threeOne, "p4", { type: "switchTeam" }).room;
    expectError(applyIntent(allA, "p1", { type: "start" }, at(T0)), "Each team needs at least 2 players");
    expectError(applyIntent(pickingRoom(3), "p1", { type: "start" }, at(T0)), catchphraseErrors.notEnoughPlayers);
  });

  it("starts with the teams as picked, a connected Team A player describing", () => {
    // Picked: A = p1, p2; B = p3, p4, p5 (alternation would give A = p1, p3, p5).
    let room = pickingRoom(5);
    for (const id of ["p2", "p3", "p5"]) room = act(room, id, { type: "switchTeam" }).room;
    room = offline(room, T0 - 1000, "p1");
    const picked = teams(room);
    expect(picked).toEqual([
      ["p1", "A"],
      ["p2", "A"],
      ["p3", "B"],
      ["p4", "B"],
      ["p5", "B"],
    ]);
    for (const value of [0, 0.99]) {
      const started = act(room, "p1", { type: "start" }, makeCtx({ random: queueRandom([value]) })).room;
      expect(teams(started)).toEqual(picked);
      expect(started.game).toMatchObject({ status: "playing", currentPlayer: "p2", currentTeam: "A" });
    }
    const off = act(room, "p2", { type: "updateSettings", settings: { pickTeams: false } }).room;
    expect(teams(act(off, "p1", { type: "start" }).room).map(([, team]) => team)).toEqual(["A", "B", "A", "B", "A"]);
  });

  it("shuffles into two teams whose sizes differ by one at most, the list order kept", () => {
    for (let count = 4; count <= 10; count++) {
      for (let seed = 1; seed <= 20; seed++) {
        const room = pickingRoom(count);
        const { room: after, effects } = act(
          room,
          "p1",
          { type: "shuffleTeams" },
          makeCtx({ random: seededRandom(seed) }),
        );
        const onA = after.players.filter((player) => player.team === "A").length;
        expect([Math.floor(count / 2), Math.ceil(count / 2)]).toContain(onA);
        expect(after.players.map(({ team: _team, ...rest }) => rest)).toEqual(
          room.players.map(({ team: _team, ...rest }) => rest),
        );
        expect(effects).toEqual([]);
      }
    }
  });

  it("shuffles at random, each player landing on either team", () => {
    const room = pickingRoom(6);
    const random = seededRandom(7);
    const seen = new Map<string, Set<TeamId>>();
    const splits = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const after = act(room, "p1", { type: "shuffleTeams" }, makeCtx({ random })).room;
      splits.add(after.players.map((player) => player.team).join(""));
      for (const player of after.players) seen.set(player.id, (seen.get(player.id) ?? new Set()).add(player.team));
    }
    expect(splits.size).toBeGreaterThan(5);
    expect([...seen.values()].every((sides) => sides.size === 2)).toBe(true);
  });

  it("refuses to shuffle with Pick Teams off or once the game has started", () => {
    expectError(applyIntent(roomOf(4), "p1", { type: "shuffleTeams" }, at(T0)), catchphraseErrors.pickTeamsOff);
    const started = act(pickingRoom(4), "p1", { type: "start" }).room;
    expectError(applyIntent(started, "p1", { type: "shuffleTeams" }, at(T0)), catchphraseErrors.notNow);
  });
});

describe("host tools are the host's", () => {
  const hostIntents: Intent[] = [
    { type: "skipTurn" },
    { type: "removePlayer", playerId: "p3" },
    { type: "shuffleTeams" },
    { type: "handOverAndLeave" },
  ];

  it.each(hostIntents)("refuses $type from a player who is not the host", (intent) => {
    const picking = pickingRoom(4);
    for (const room of [picking, act(picking, "p1", { type: "start" }).room]) {
      for (const actor of ["p2", "p3", "p4"]) {
        expectError(applyIntent(room, actor, intent, at(T0 + 1000)), "Only the host can do that.");
      }
    }
  });

  it.each([...hostIntents, { type: "switchTeam" } as const])("refuses $type from a stranger", (intent) => {
    expectError(applyIntent(pickingRoom(4), "stranger", intent, at(T0)), "You are not in this room.");
  });
});
