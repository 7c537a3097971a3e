import type { StoryWord } from "../../shared/catchphrase/types";
import type { Database } from "../db/client";
import { type ChangePart, createRoomRepository, type StoryPart } from "../db/room-repository";
import { applyDelta, deltaOf, type RoomDelta } from "./room-delta";
import type { RoomDocument } from "./room-writer";

/**
 * The game's story, which grows by a word with nearly every intent: the store keeps it in rows of
 * its own and writes only the words that are new (decision 047).
 */
const roomStory: StoryPart<RoomDocument> = {
  entries: (document) => document.room.story ?? [],
  without: ({ room: { story: _story, ...room }, ...document }) => ({ ...document, room }),
  with: (stored, entries) => {
    const document = stored as RoomDocument;
    return { ...document, room: { ...document.room, story: entries as StoryWord[] } };
  },
};

/** Most writes are stored as what they changed of the room (its delta), not whole (decision 053). */
const roomChanges: ChangePart = {
  of: (before, after) => deltaOf(before as RoomDocument, after as RoomDocument),
  apply: (stored, delta) => applyDelta(stored as RoomDocument, delta as RoomDelta),
};

/**
 * The store of Catchphrase rooms: each room's document with its story in rows of its own and its
 * latest writes as changes. Whatever reads or writes these rooms goes through it, so that a room
 * always reads back as it was written.
 */
export function createCatchphraseRoomRepository(
  db: Database,
  options: Omit<Parameters<typeof createRoomRepository<RoomDocument>>[1], "story" | "changes"> = {},
) {
  return createRoomRepository<RoomDocument>(db, { ...options, story: roomStory, changes: roomChanges });
}
