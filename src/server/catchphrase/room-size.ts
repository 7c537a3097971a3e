import type { Room, StoryWord } from "../../shared/catchphrase/types";

/**
 * About how many bytes of the process's memory a stored room takes, for the room cache's bound
 * (docs/decisions/060). Measured on Node 20 (bench/README.md, "bench:memory"): a room of ten players
 * takes about 3 kB, and each word of its lists a string's header and two bytes a character at
 * most (V8 keeps text of Latin letters in one byte a character, so Latin words are counted high).
 * Cheap on every write: the list of the group's own words, which only a host's new choice
 * replaces, is counted once.
 */

/** The room without its lists: game state, ten players with their token hashes, and some to spare. */
const ROOM_BYTES = 4_096;
/** Each player or spectator beyond the room's base, with their token hash. */
const PERSON_BYTES = 400;
/** A string's header and its slot in an array or object. */
const STRING_BYTES = 32;
/** A word of the game's story besides its two strings: the object and its numbers. */
const STORY_WORD_BYTES = 64;

const textBytes = (text: string) => STRING_BYTES + text.length * 2;

/** A removal kept: a visitor id and its time. */
const REMOVAL_BYTES = 160;

function wordsBytes(words: readonly string[]): number {
  let bytes = 0;
  for (const word of words) bytes += textBytes(word);
  return bytes;
}

const ourWordsCounted = new WeakMap<readonly string[], number>();

/** The bytes of the group's own words: the same list from one write to the next, counted once. */
function ourWordsBytes(words: readonly string[]): number {
  let bytes = ourWordsCounted.get(words);
  if (bytes === undefined) {
    bytes = wordsBytes(words);
    ourWordsCounted.set(words, bytes);
  }
  return bytes;
}

function storyBytes(story: readonly StoryWord[]): number {
  let bytes = 0;
  for (const told of story) bytes += STORY_WORD_BYTES + textBytes(told.word) + textBytes(told.describer);
  return bytes;
}

/**
 * About how many bytes a stored room (its document: the room and its token hashes) takes in memory:
 * never much below, at most about twice for Latin words.
 */
export function roomBytes({ room }: { room: Room }): number {
  return (
    ROOM_BYTES +
    (room.players.length + (room.spectators?.length ?? 0)) * PERSON_BYTES +
    Object.keys(room.removedVisitors ?? {}).length * REMOVAL_BYTES +
    ourWordsBytes(room.wordChoice?.ourWords ?? []) +
    wordsBytes(room.usedWords) +
    storyBytes(room.story ?? [])
  );
}
