import { pickRandom, shuffled } from "./random";
import type { EngineContext, Room } from "./types";
import { WORD_CATEGORIES, type WordCategory } from "./words/word-bank";

export type DrawnWord = { word: string; usedWords: string[] };

/**
 * The next word: a random category, then a random word of it not drawn before in this room
 * (catchphrase.md section 3). An exhausted category gives way to the others in a random order;
 * when every word is used the memory is cleared and the draw starts again. Returns the word and
 * the room's new `usedWords`. Throws only on an empty bank, which is a build defect.
 */
export function drawWord(room: Pick<Room, "usedWords">, ctx: Pick<EngineContext, "random" | "words">): DrawnWord {
  const unused = pickUnused(new Set(room.usedWords), ctx);
  if (unused !== undefined) return { word: unused, usedWords: [...room.usedWords, unused] };
  const fresh = pickUnused(new Set(), ctx);
  if (fresh === undefined) throw new Error("The Catchphrase word bank is empty.");
  return { word: fresh, usedWords: [fresh] };
}

function pickUnused(used: ReadonlySet<string>, { random, words }: Pick<EngineContext, "random" | "words">) {
  const unusedOf = (category: WordCategory) => words[category].filter((word) => !used.has(word));
  const first = pickRandom(random, WORD_CATEGORIES);
  if (first === undefined) return undefined;
  const word = pickRandom(random, unusedOf(first));
  if (word !== undefined) return word;
  const others = shuffled(
    random,
    WORD_CATEGORIES.filter((category) => category !== first),
  );
  for (const category of others) {
    const other = pickRandom(random, unusedOf(category));
    if (other !== undefined) return other;
  }
  return undefined;
}
