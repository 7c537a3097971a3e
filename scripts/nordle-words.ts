/**
 * Nordle's list of allowed guesses (the issue "Nordle as good as the best Wordle"): every
 * five-letter word of the npm package `word-list` (MIT; about 12,500 of them) and every answer the
 * game can have, upper case, sorted, written as one string of five-letter words with nothing
 * between them. The build serves it as the module `virtual:nordle-words`, a chunk of its own that
 * only Nordle imports (src/web/features/mini-games/games/nordle/dictionary.ts looks a word up in it).
 */
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import wordListPath from "word-list";
import { ANSWERS } from "../src/web/features/mini-games/games/nordle/content";
import { DAILY_ANSWERS } from "../src/web/features/mini-games/games/nordle/daily-answers";

export const NORDLE_WORDS_MODULE = "virtual:nordle-words";
const RESOLVED = `\0${NORDLE_WORDS_MODULE}`;

/** The allowed guesses, upper case, sorted, each once. */
export function allowedNordleWords(): string[] {
  const listed = readFileSync(wordListPath, "utf8")
    .split("\n")
    .filter((word) => /^[a-z]{5}$/.test(word))
    .map((word) => word.toUpperCase());
  return [...new Set([...listed, ...ANSWERS, ...DAILY_ANSWERS])].sort();
}

/** Vite plugin: `import words from "virtual:nordle-words"` gives the allowed guesses as one string. */
export function nordleWords(): Plugin {
  return {
    name: "nordle-words",
    resolveId: (id) => (id === NORDLE_WORDS_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(allowedNordleWords().join(""))};` : undefined),
  };
}
