import { DEFAULT_WORD_CHOICE } from "./constants";
import { pickRandom, shuffled } from "./random";
import type { EngineContext, Room, WordChoice } from "./types";
import type { WordBank } from "./words/word-bank";

export type DrawnWord = { word: string; usedWords: string[] };

/**
 * The lists a room draws from, each drawn as a category: the chosen categories, with Our Words as
 * one more; or Our Words alone. A choice that would leave nothing falls back to every category.
 */
function listsOf(choice: WordChoice, bank: WordBank): (readonly string[])[] {
  const ours = choice.ourWords.length > 0 ? [choice.ourWords] : [];
  const lists = choice.mode === "only" ? ours : [...choice.categories.map((category) => bank[category]), ...ours];
  return lists.length > 0 ? lists : DEFAULT_WORD_CHOICE.categories.map((category) => bank[category]);
}

/**
 * The next word: a random category of the room's choice, then a random word of it not drawn before
 * in this room (catchphrase.md section 3). An exhausted category gives way to the others in a
 * random order; when every word is used the memory is cleared and the draw starts again. Returns
 * the word and the room's new `usedWords`. Throws only on an empty bank, which is a build defect.
 */
export function drawWord(
  room: Pick<Room, "usedWords" | "wordChoice">,
  ctx: Pick<EngineContext, "random" | "words">,
): DrawnWord {
  const lists = listsOf(room.wordChoice ?? DEFAULT_WORD_CHOICE, ctx.words);
  const unused = pickUnused(lists, room.usedWords, ctx.random);
  if (unused !== undefined) return { word: unused, usedWords: [...room.usedWords, unused] };
  const fresh = pickUnused(lists, [], ctx.random);
  if (fresh === undefined) throw new Error("The Catchphrase word bank is empty.");
  return { word: fresh, usedWords: [fresh] };
}

/**
 * Random words of a list tried before its unused words are listed: each try that finds one is as
 * likely to find any of them as listing them would be, and costs no copy of the list or of the
 * words used, which grow all game. A list mostly used up is listed after these tries.
 */
const TRIES_BEFORE_LISTING = 8;

function pickUnused(lists: readonly (readonly string[])[], used: readonly string[], random: () => number) {
  const first = pickRandom(random, lists);
  if (first === undefined) return undefined;
  const word = unusedOf(first, used, random);
  if (word !== undefined) return word;
  const others = shuffled(
    random,
    lists.filter((list) => list !== first),
  );
  for (const list of others) {
    const other = unusedOf(list, used, random);
    if (other !== undefined) return other;
  }
  return undefined;
}

/** A random word of `list` not in `used`, or undefined when every word of it is. */
function unusedOf(list: readonly string[], used: readonly string[], random: () => number): string | undefined {
  if (used.length === 0) return pickRandom(random, list);
  for (let tries = 0; tries < TRIES_BEFORE_LISTING && list.length > 0; tries++) {
    const word = pickRandom(random, list);
    if (word !== undefined && !used.includes(word)) return word;
  }
  const usedSet = new Set(used);
  return pickRandom(
    random,
    list.filter((word) => !usedSet.has(word)),
  );
}
