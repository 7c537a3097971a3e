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
  const unused = pickUnused(lists, new Set(room.usedWords), ctx.random);
  if (unused !== undefined) return { word: unused, usedWords: [...room.usedWords, unused] };
  const fresh = pickUnused(lists, new Set(), ctx.random);
  if (fresh === undefined) throw new Error("The Catchphrase word bank is empty.");
  return { word: fresh, usedWords: [fresh] };
}

function pickUnused(lists: readonly (readonly string[])[], used: ReadonlySet<string>, random: () => number) {
  const unusedOf = (list: readonly string[]) => list.filter((word) => !used.has(word));
  const first = pickRandom(random, lists);
  if (first === undefined) return undefined;
  const word = pickRandom(random, unusedOf(first));
  if (word !== undefined) return word;
  const others = shuffled(
    random,
    lists.filter((list) => list !== first),
  );
  for (const list of others) {
    const other = pickRandom(random, unusedOf(list));
    if (other !== undefined) return other;
  }
  return undefined;
}
