import { describe, expect, it } from "vitest";
import { catchphraseErrors } from "./messages";
import { playerView, type RoomView, roomViews, withViewer } from "./player-view";
import { act, expectError, playingRoom, roomOf, unwrap } from "./test-helpers";
import type { Room } from "./types";

const view = (room: Room, viewerId: string): RoomView => unwrap(playerView(room, viewerId));

function withToggle(room: Room, oppositeTeamCanSeeWord: boolean): Room {
  return act(room, "p1", { type: "updateSettings", settings: { oppositeTeamCanSeeWord } }).room;
}

describe("playerView", () => {
  const room = playingRoom(4);
  const word = room.game.currentWord;

  it("shows the describer the word", () => {
    const mine = view(room, "p1");
    expect(mine.game.currentWord).toBe(word);
    expect(mine.you).toEqual({
      id: "p1",
      isHost: true,
      team: "A",
      canSeeWord: true,
      isDescriber: true,
      watching: false,
    });
  });

  it("never shows the word to the describer's teammates", () => {
    for (const toggle of [true, false]) {
      const teammate = view(withToggle(room, toggle), "p3");
      expect(teammate.game.currentWord).toBeNull();
      expect(teammate.you).toEqual({
        id: "p3",
        isHost: false,
        team: "A",
        canSeeWord: false,
        isDescriber: false,
        watching: false,
      });
      expect(JSON.stringify(teammate)).not.toContain(word);
    }
  });

  it("shows the opposing team the word only while Opposite Team Sees Word is on", () => {
    expect(view(withToggle(room, true), "p2").game.currentWord).toBe(word);
    expect(view(withToggle(room, true), "p4").you.canSeeWord).toBe(true);
    const hidden = view(withToggle(room, false), "p2");
    expect(hidden.game.currentWord).toBeNull();
    expect(hidden.you.canSeeWord).toBe(false);
    expect(JSON.stringify(hidden)).not.toContain(word);
  });

  it("follows the turn when it passes to the other team", () => {
    const turned = act(room, "p1", { type: "wordGuessed" }).room;
    const next = turned.game.currentWord;
    expect(view(turned, "p2").you.isDescriber).toBe(true);
    expect(view(turned, "p2").game.currentWord).toBe(next);
    expect(view(turned, "p4").game.currentWord).toBeNull();
    expect(view(turned, "p1").game.currentWord).toBe(next);
    expect(view(turned, "p1").you.isDescriber).toBe(false);
  });

  it("keeps the rest of the game state and the players' public fields", () => {
    const leaky = {
      ...room,
      players: room.players.map((player) => ({ ...player, token: "secret", visitorId: "anon-secret" })),
    };
    const seen = view(leaky, "p2");
    expect(seen.code).toBe(room.code);
    expect(seen.players).toEqual(room.players.map((player) => ({ ...player, offline: false })));
    expect(seen.game).toEqual({ ...room.game, currentWord: word });
    expect(JSON.stringify(seen)).not.toContain("secret");
  });

  it("never includes the used words", () => {
    const seen = view(room, "p1");
    expect(seen).not.toHaveProperty("usedWords");
    expect(seen.game).not.toHaveProperty("usedWords");
  });

  it("shows who is offline without saying since when, and never a removed browser's id", () => {
    const gone = { ...room.players[2], offlineSince: 123 } as (typeof room.players)[number];
    const seen = view(
      {
        ...room,
        players: [...room.players.slice(0, 2), gone, ...room.players.slice(3)],
        removedVisitors: { "anon-x": 9 },
      },
      "p1",
    );
    expect(seen.players.map((player) => player.offline)).toEqual([false, false, true, false]);
    expect(JSON.stringify(seen)).not.toContain("offlineSince");
    expect(JSON.stringify(seen)).not.toContain("anon-x");
  });

  it("has no describer in the lobby", () => {
    for (const id of ["p1", "p2", "p3", "p4"]) expect(view(roomOf(4), id).you.isDescriber).toBe(false);
  });

  it("refuses someone not in the room", () => {
    expectError(playerView(room, "stranger"), catchphraseErrors.notMember);
  });
});

describe("roomViews", () => {
  const playing = playingRoom(6);
  const states: [string, Room][] = [
    ["the lobby", roomOf(5)],
    ["a turn, Opposite Team Sees Word off", withToggle(playing, false)],
    ["a turn, Opposite Team Sees Word on", withToggle(playing, true)],
    ["the next turn", act(playing, "p1", { type: "wordGuessed" }).room],
  ];

  it.each(states)("gives every player of %s, once, exactly their own view", (_, room) => {
    const groups = roomViews(room);
    expect(groups.length).toBeLessThanOrEqual(2);
    const ids = groups.flatMap((group) => group.viewerIds);
    expect([...ids].sort()).toEqual(room.players.map((player) => player.id).sort());
    for (const group of groups)
      for (const id of group.viewerIds) expect(withViewer(group.view, id)).toEqual(view(room, id));
  });

  it("keeps the word out of the view of those who guess it", () => {
    const room = withToggle(playing, false);
    const guessing = roomViews(room).find((group) => group.view.game.currentWord === null);
    expect(guessing?.viewerIds).toEqual(["p2", "p3", "p4", "p5", "p6"]);
    expect(JSON.stringify(guessing?.view)).not.toContain(room.game.currentWord);
  });

  it("completes no view for someone not in the room", () => {
    const [group] = roomViews(playing);
    expect(group && withViewer(group.view, "stranger")).toBeNull();
  });
});
