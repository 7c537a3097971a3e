import type { GameState, Room } from "../../shared/catchphrase/types";
import type { RoomDocument } from "./room-writer";

/** The parts of a room a delta carries whole when they differ: all but the game, the words used and the story. */
type OtherParts = Omit<Room, "game" | "usedWords" | "story">;

/**
 * What one write changed of a stored room, small enough to append as a row (decision 053,
 * proposed): the fields of the game that differ, the words added to `usedWords` (from an index),
 * and any other part of the room, or the token hashes, whole and only when it differs. The story
 * is not in it: it has rows of its own (decision 047), so deltas are of documents without it.
 */
export type RoomDelta = {
  game?: Partial<GameState>;
  usedWords?: { from: number; words: string[] };
  room?: Partial<OtherParts>;
  /** Optional parts of the room that are gone (a room's last spectator leaving, say). */
  removed?: (keyof OtherParts)[];
  tokenHashes?: Record<string, string>;
};

/** Whether two stored values are the same: the same object, or the same JSON (stored documents are plain JSON). */
const same = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

/** What turned `before` into `after`; applyDelta(before, it) is `after` again. Both without their story. */
export function deltaOf(before: RoomDocument, after: RoomDocument): RoomDelta {
  const delta: RoomDelta = {};
  const game: Partial<Record<keyof GameState, unknown>> = {};
  for (const key of Object.keys(after.room.game) as (keyof GameState)[]) {
    if (!Object.is(before.room.game[key], after.room.game[key])) game[key] = after.room.game[key];
  }
  if (Object.keys(game).length > 0) delta.game = game as Partial<GameState>;

  const [was, now] = [before.room.usedWords, after.room.usedWords];
  if (was !== now) {
    const grows = was.length <= now.length && was.every((word, index) => now[index] === word);
    if (!grows || now.length > was.length) {
      const from = grows ? was.length : 0;
      delta.usedWords = { from, words: now.slice(from) };
    }
  }

  const { game: _game, usedWords: _usedWords, story: _story, ...others } = after.room;
  const { game: _gameBefore, usedWords: _usedBefore, story: _storyBefore, ...othersBefore } = before.room;
  const room: Partial<Record<keyof OtherParts, unknown>> = {};
  for (const key of Object.keys(others) as (keyof OtherParts)[]) {
    if (!same(othersBefore[key], others[key])) room[key] = others[key];
  }
  if (Object.keys(room).length > 0) delta.room = room as Partial<OtherParts>;
  const removed = (Object.keys(othersBefore) as (keyof OtherParts)[]).filter((key) => !(key in others));
  if (removed.length > 0) delta.removed = removed;

  if (!same(before.tokenHashes, after.tokenHashes)) delta.tokenHashes = after.tokenHashes;
  return delta;
}

/** `document` with `delta` applied: the document the write that made the delta stored. */
export function applyDelta(document: RoomDocument, delta: RoomDelta): RoomDocument {
  const room: Room = { ...document.room, ...delta.room };
  for (const key of delta.removed ?? []) delete room[key];
  if (delta.game) room.game = { ...room.game, ...delta.game };
  if (delta.usedWords) room.usedWords = [...room.usedWords.slice(0, delta.usedWords.from), ...delta.usedWords.words];
  return { room, tokenHashes: delta.tokenHashes ?? document.tokenHashes };
}
