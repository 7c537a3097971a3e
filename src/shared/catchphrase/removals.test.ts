import { describe, expect, it } from "vitest";
import { applyIntent, joinRoom, setPresence, watchRoom } from "./engine";
import { catchphraseErrors } from "./messages";
import { act, expectError, makeCtx, playingRoom, roomOf, T0, unwrap } from "./test-helpers";
import type { Room } from "./types";

/** A removal holds for every way back in (docs/decisions/060). */

/** From the issue of real groups: a removed browser stays out for ten minutes. */
const TEN_MINUTES = 10 * 60 * 1000;
const at = (now: number) => makeCtx({ now });
const ids = (list: readonly { id: string }[] | undefined) => (list ?? []).map((someone) => someone.id);

/** `room` with a spectator `id` watching, from the browser `visitorId` (or one that gave none). */
const watchedBy = (room: Room, id: string, visitorId?: string) =>
  unwrap(watchRoom(room, { id, name: `Watcher ${id}`, ...(visitorId ? { visitorId } : {}) }, T0)).room;

describe("removing someone whose browser gave no id", () => {
  const removedAt = T0 + 100;
  const anonymous = { id: "p9", name: "Back Again" };

  it("keeps every browser without an id out of the room for ten minutes: joining and watching", () => {
    const removed = act(roomOf(5), "p1", { type: "removePlayer", playerId: "p5" }, at(removedAt)).room;
    expectError(joinRoom(removed, anonymous, removedAt + 1), catchphraseErrors.browserUnknown);
    expectError(watchRoom(removed, anonymous, removedAt + TEN_MINUTES - 1), catchphraseErrors.browserUnknown);
    expect(ids(unwrap(joinRoom(removed, anonymous, removedAt + TEN_MINUTES)).players)).toContain("p9");
    // A browser that says which it is comes in.
    expect(ids(unwrap(joinRoom(removed, { ...anonymous, visitorId: "v9" }, removedAt + 1)).players)).toContain("p9");
  });

  it("does the same for a removed spectator, who cannot watch again at once", () => {
    const room = watchedBy(roomOf(4), "s1");
    const removed = act(room, "p1", { type: "removeSpectator", spectatorId: "s1" }, at(removedAt)).room;
    expectError(watchRoom(removed, { id: "s2", name: "Watcher s1" }, removedAt + 1), catchphraseErrors.browserUnknown);
    expectError(joinRoom(removed, { id: "p9", name: "Watcher s1" }, removedAt + 1), catchphraseErrors.browserUnknown);
  });
});

describe("a removal covers every place of that browser in the room", () => {
  const withBrowser = (room: Room, playerId: string, visitorId: string): Room => ({
    ...room,
    players: room.players.map((player) => (player.id === playerId ? { ...player, visitorId } : player)),
  });

  it("takes out the spectator sessions of a removed player's browser, each told, and its token's place", () => {
    const room = watchedBy(watchedBy(withBrowser(roomOf(4), "p3", "v3"), "s1", "v3"), "s2", "v2");
    const { room: after, effects } = act(room, "p1", { type: "removePlayer", playerId: "p3" }, at(T0));
    expect(ids(after.players)).toEqual(["p1", "p2", "p4"]);
    expect(ids(after.spectators)).toEqual(["s2"]);
    expect(effects).toEqual([
      { type: "playerRemoved", playerId: "p3" },
      { type: "spectatorRemoved", spectatorId: "s1" },
    ]);
    expect(after.removedVisitors).toEqual({ v3: T0 + TEN_MINUTES });
  });

  it("takes out the player seats of a removed spectator's browser", () => {
    const room = watchedBy(withBrowser(roomOf(4), "p4", "v4"), "s1", "v4");
    const { room: after, effects } = act(room, "p1", { type: "removeSpectator", spectatorId: "s1" }, at(T0));
    expect(ids(after.players)).toEqual(["p1", "p2", "p3"]);
    expect(after.spectators).toEqual([]);
    expect(effects).toEqual([
      { type: "playerRemoved", playerId: "p4" },
      { type: "spectatorRemoved", spectatorId: "s1" },
    ]);
  });

  it("never hands a removed describer's turn to another seat of their browser", () => {
    // p2 describes for Team B; p4, the next of Team B, is the same browser.
    const playing = act(playingRoom(4), "p1", { type: "wordGuessed" }).room;
    const room = withBrowser(withBrowser(playing, "p2", "v2"), "p4", "v2");
    expect(room.game.currentPlayer).toBe("p2");
    const { room: after, effects } = act(room, "p1", { type: "removePlayer", playerId: "p2" }, at(T0 + 2000));
    expect(ids(after.players)).toEqual(["p1", "p3"]);
    expect(after.players.map((player) => player.id)).toContain(after.game.currentPlayer);
    expect(effects).toContainEqual({ type: "playerRemoved", playerId: "p4" });
  });

  it("is refused when the seat is the host's own browser", () => {
    const room = watchedBy(withBrowser(roomOf(4), "p1", "v1"), "s1", "v1");
    expectError(
      applyIntent(room, "p1", { type: "removeSpectator", spectatorId: "s1" }, at(T0)),
      catchphraseErrors.removeSelf,
    );
  });
});

describe("a spectator taking a seat", () => {
  it("follows the removal rule: a removed browser may not sit back down through a spectator opened before", () => {
    // The browser v3 was removed while its spectator session was open elsewhere (another process's
    // write, or a room stored before removals covered spectators).
    const room: Room = { ...watchedBy(roomOf(4), "s1", "v3"), removedVisitors: { v3: T0 + TEN_MINUTES } };
    expectError(applyIntent(room, "s1", { type: "joinGame" }, at(T0 + 1)), catchphraseErrors.removedFromThisRoom);
    expect(ids(act(room, "s1", { type: "joinGame" }, at(T0 + TEN_MINUTES)).room.players)).toContain("s1");
  });

  it("is refused to a spectator without a browser id while a removal holds", () => {
    const watched = watchedBy(roomOf(5), "s1");
    const removed = act(watched, "p1", { type: "removePlayer", playerId: "p5" }, at(T0)).room;
    expectError(applyIntent(removed, "s1", { type: "joinGame" }, at(T0 + 1)), catchphraseErrors.browserUnknown);
  });
});

describe("spectators giving way", () => {
  it("never takes the place of a spectator marked back online", () => {
    let room = roomOf(4);
    for (let index = 1; index <= 20; index += 1) room = watchedBy(room, `s${index}`);
    const away = unwrap(setPresence(room, "s3", T0 - 9000)).room;
    const back = unwrap(setPresence(away, "s3", null)).room;
    expectError(watchRoom(back, { id: "s21", name: "Newcomer" }, T0), catchphraseErrors.spectatorsFull);
  });
});
