import { describe, expect, it } from "vitest";
import { applyIntent, setPresence, watchRoom } from "./engine";
import { playerView, roomViews, withViewer } from "./player-view";
import { act, expectError, makeCtx, playingRoom, roomOf, T0, unwrap } from "./test-helpers";
import type { Room } from "./types";

/** Issue "Catchphrase for a party night", point 3: spectators. */

const watcher = (index: number) => ({ id: `s${index}`, name: `Watcher ${index}` });
const watchedBy = (room: Room, count: number) => {
  let watched = room;
  for (let index = 1; index <= count; index += 1) watched = unwrap(watchRoom(watched, watcher(index), T0)).room;
  return watched;
};

describe("watching a room", () => {
  it("lists a spectator apart: not a player, not in the player count", () => {
    const room = watchedBy(roomOf(10), 1);
    expect(room.players).toHaveLength(10);
    const view = unwrap(playerView(room, "s1"));
    expect(view.spectators).toEqual([{ id: "s1", name: "Watcher 1", offline: false }]);
    expect(view.players.map((player) => player.id)).not.toContain("s1");
    expect(view.you).toEqual({
      id: "s1",
      isHost: false,
      team: null,
      canSeeWord: false,
      isDescriber: false,
      watching: true,
    });
  });

  it("needs a name nobody in the room goes by, as joining does", () => {
    expectError(watchRoom(roomOf(4), { id: "s1", name: "  " }, T0), "Please enter your name before watching");
    expectError(watchRoom(roomOf(4), { id: "s1", name: "player 2" }, T0), "That name is taken in this room");
    const watched = watchedBy(roomOf(4), 1);
    expectError(watchRoom(watched, { id: "s2", name: "WATCHER 1" }, T0), "That name is taken in this room");
  });

  it("takes at most 20, apart from the players' 10; an offline spectator gives way to a newcomer", () => {
    const full = watchedBy(roomOf(10), 20);
    expectError(watchRoom(full, watcher(21), T0), "This room already has 20 people watching.");
    const gone = unwrap(setPresence(full, "s7", T0 - 5000)).room;
    const goneEarlier = unwrap(setPresence(gone, "s3", T0 - 9000)).room;
    const admitted = unwrap(watchRoom(goneEarlier, watcher(21), T0));
    expect(admitted.room.spectators?.map((spectator) => spectator.id)).toHaveLength(20);
    expect(admitted.room.spectators?.map((spectator) => spectator.id)).not.toContain("s3");
    expect(admitted.room.spectators?.map((spectator) => spectator.id)).toContain("s7");
    // The one who gave way is told: their session ends.
    expect(admitted.effects).toEqual([{ type: "spectatorEvicted", spectatorId: "s3" }]);
  });

  it("never shows a spectator the word, in any group's view, through a whole turn", () => {
    let room = watchedBy(playingRoom(4), 2);
    for (let turn = 0; turn < 4; turn += 1) {
      const word = room.game.currentWord;
      expect(unwrap(playerView(room, "s1")).game.currentWord).toBeNull();
      const groups = roomViews(room).filter((group) => group.viewerIds.includes("s1"));
      expect(groups).toHaveLength(1);
      expect(JSON.stringify(groups[0]?.view)).not.toContain(word);
      expect(roomViews(room).find((group) => group.displays)?.view.game.currentWord).toBeNull();
      room = act(room, room.game.currentPlayer, { type: "wordGuessed" }).room;
    }
  });

  it("is never in the turn order: the game starts and turns pass among the players only", () => {
    const room = act(watchedBy(roomOf(4), 3), "p1", { type: "start" }).room;
    let turn = room;
    const describers = new Set<string>();
    for (let step = 0; step < 8; step += 1) {
      describers.add(turn.game.currentPlayer);
      turn = act(turn, turn.game.currentPlayer, { type: "wordGuessed" }).room;
    }
    expect([...describers].sort()).toEqual(["p1", "p2", "p3", "p4"]);
  });

  it("may do nothing a player does, but leave or join the game", () => {
    const room = watchedBy(playingRoom(4), 1);
    for (const intent of [
      { type: "wordGuessed" },
      { type: "playAgain" },
      { type: "updateSettings", settings: { showTimer: false } },
      { type: "switchTeam" },
    ] as const) {
      expectError(applyIntent(room, "s1", intent, makeCtx()), "You are watching this game. Join the game to play.");
    }
    const left = act(room, "s1", { type: "leave" });
    expect(left.room.spectators).toEqual([]);
    expect(left.effects).toEqual([{ type: "spectatorLeft", spectatorId: "s1" }]);
  });

  it("takes a free place among the players when asked, and not in a full room", () => {
    const joined = act(watchedBy(roomOf(5), 1), "s1", { type: "joinGame" });
    expect(joined.room.spectators).toEqual([]);
    expect(joined.room.players.at(-1)).toMatchObject({ id: "s1", name: "Watcher 1", team: "B", isHost: false });
    expect(withViewer(unwrap(playerView(joined.room, "s1")), "s1")?.you.watching).toBe(false);
    expectError(applyIntent(watchedBy(roomOf(10), 1), "s1", { type: "joinGame" }, makeCtx()), "Room is full");
    expectError(applyIntent(roomOf(4), "p2", { type: "joinGame" }, makeCtx()), "You are already playing in this room.");
  });

  it("can be removed by the host only, and their browser is kept out for a while", () => {
    const room = unwrap(watchRoom(roomOf(4), { ...watcher(1), visitorId: "v-1" }, T0)).room;
    expectError(
      applyIntent(room, "p2", { type: "removeSpectator", spectatorId: "s1" }, makeCtx()),
      "Only the host can do that.",
    );
    const removed = act(room, "p1", { type: "removeSpectator", spectatorId: "s1" });
    expect(removed.room.spectators).toEqual([]);
    expect(removed.effects).toEqual([{ type: "spectatorRemoved", spectatorId: "s1" }]);
    expectError(
      watchRoom(removed.room, { id: "s2", name: "Back again", visitorId: "v-1" }, T0 + 1000),
      "You were removed from this room.",
    );
    expectError(
      applyIntent(removed.room, "p1", { type: "removeSpectator", spectatorId: "s1" }, makeCtx()),
      "That person is no longer watching.",
    );
  });

  it("shows a spectator offline and back, as players", () => {
    const room = watchedBy(roomOf(4), 1);
    const gone = unwrap(setPresence(room, "s1", T0)).room;
    expect(unwrap(playerView(gone, "p1")).spectators).toEqual([{ id: "s1", name: "Watcher 1", offline: true }]);
    expectError(setPresence(gone, "s1", T0 + 5), "That can't be done right now.");
    const back = unwrap(setPresence(gone, "s1", null)).room;
    expect(unwrap(playerView(back, "p1")).spectators[0]?.offline).toBe(false);
  });
});
