import { describe, expect, it } from "vitest";
import { expireRound, setPresence } from "../../shared/catchphrase/clock-rules";
import { applyIntent } from "../../shared/catchphrase/engine";
import { joinRoom } from "../../shared/catchphrase/room-setup";
import { watchRoom } from "../../shared/catchphrase/spectators";
import { ALL_INTENTS, act, makeCtx, playingRoom, roomOf, T0, unwrap } from "../../shared/catchphrase/test-helpers";
import type { Room } from "../../shared/catchphrase/types";
import { applyDelta, deltaOf } from "./room-delta";
import type { RoomDocument } from "./room-writer";

/** A room as the store keeps it beside its story rows: its players' token hashes, no story. */
function stored(room: Room, tokenHashes?: Record<string, string>): RoomDocument {
  const { story: _story, ...rest } = room;
  const hashes = tokenHashes ?? Object.fromEntries(room.players.map((player) => [player.id, `hash-of-${player.id}`]));
  return { room: rest, tokenHashes: hashes };
}

/** The delta of a write, and the document read back from the one before and that delta. */
function readBack(before: RoomDocument, after: RoomDocument) {
  const delta = deltaOf(before, after);
  return { delta, document: applyDelta(before, delta) };
}

const finished = (): Room => {
  const over = unwrap(expireRound(playingRoom(), makeCtx({ now: T0 + 90_000 }))).room;
  return act(over, "p1", { type: "endGame" }).room;
};

describe("a room's delta (decision 053)", () => {
  it("reads back, from the room before and the delta, every room any player's intent makes", () => {
    let checked = 0;
    for (const room of [roomOf(4), playingRoom(), playingRoom(6), finished()]) {
      for (const intent of ALL_INTENTS) {
        for (const actor of ["p1", "p2", "p3", "p4"]) {
          const result = applyIntent(room, actor, intent, makeCtx({ now: T0 + 5_000 }));
          if (!result.ok) continue;
          // Each document's token hashes are its players' own: one who leaves takes theirs along.
          const after = stored(result.value.room);
          expect(readBack(stored(room), after).document).toEqual(after);
          checked += 1;
        }
      }
    }
    // Every intent type succeeds for someone in one of these rooms.
    expect(checked).toBeGreaterThan(ALL_INTENTS.length);
  });

  it("holds only what a guessed word changed: the new word, the next describer and team, not the players or tokens", () => {
    const room = playingRoom(8);
    const after = act(room, "p1", { type: "wordGuessed" }, makeCtx({ now: T0 + 3_000 })).room;
    const { delta, document } = readBack(stored(room), stored(after));
    expect(document).toEqual(stored(after));
    expect(Object.keys(delta).sort()).toEqual(["game", "usedWords"]);
    expect(delta.usedWords).toEqual({ from: room.usedWords.length, words: [after.game.currentWord] });
    // catchphrase.md: a new word, and the turn passes to the next player in interleaved order (A1,
    // B1, ...), the team following; p2 is B1 (joins alternate A, B).
    expect(delta.game).toEqual({ currentWord: after.game.currentWord, currentPlayer: "p2", currentTeam: "B" });
    // A fraction of the document the store would otherwise write again.
    expect(JSON.stringify(delta).length * 4).toBeLessThan(JSON.stringify(stored(after)).length);
  });

  it("carries a joining player and their token's hash, and a player's presence", () => {
    const room = roomOf(3);
    const joined = unwrap(joinRoom(room, { id: "p4", name: "Player 4" }, T0));
    const before = stored(room);
    const after = stored(joined, { ...before.tokenHashes, p4: "hash-of-p4" });
    const { delta, document } = readBack(before, after);
    expect(document).toEqual(after);
    expect(delta.tokenHashes).toEqual(after.tokenHashes);
    expect(delta.room?.players).toEqual(joined.players);

    const away = unwrap(setPresence(joined, "p2", T0 + 1_000)).room;
    expect(readBack(after, stored(away, after.tokenHashes)).document).toEqual(stored(away, after.tokenHashes));
  });

  it("reads back a room whose spectator left, and one whose optional part is gone", () => {
    const room = roomOf(4);
    const watched = unwrap(watchRoom(room, { id: "s1", name: "Watcher" }, T0)).room;
    const left = unwrap(applyIntent(watched, "s1", { type: "leave" }, makeCtx({ now: T0 + 1_000 }))).room;
    expect(readBack(stored(watched), stored(left)).document).toEqual(stored(left));

    // A part the room no longer has at all, as in a room stored before it existed.
    const { spectators: _spectators, ...without } = watched;
    const { delta, document } = readBack(stored(watched), stored(without));
    expect(delta.removed).toEqual(["spectators"]);
    expect(document).toEqual(stored(without));
    expect("spectators" in document.room).toBe(false);
  });

  it("writes the words used whole when they did not only grow", () => {
    const room = playingRoom();
    const before = stored({ ...room, usedWords: ["apple", "river"] });
    const after = stored({ ...room, usedWords: [] });
    const { delta, document } = readBack(before, after);
    expect(delta.usedWords).toEqual({ from: 0, words: [] });
    expect(document).toEqual(after);
  });

  it("is empty when nothing changed", () => {
    const room = stored(playingRoom());
    expect(deltaOf(room, structuredClone(room))).toEqual({});
  });
});
