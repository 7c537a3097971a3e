import { WORD_LENGTH } from "./logic";

/**
 * Nordle's word list (scripts/nordle-words.ts): every allowed guess, five letters each, sorted, in
 * one string. It is a chunk of its own, fetched by Nordle only, once its page is open.
 */
let loading: Promise<string> | undefined;

/** The list, fetched once; a failed fetch is tried again on the next call. */
export function loadWordList(): Promise<string> {
  loading ??= import("virtual:nordle-words").then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether `word` (upper case) is in `words`, the sorted run of five-letter words: a binary search. */
export function inWordList(words: string, word: string): boolean {
  let low = 0;
  let high = words.length / WORD_LENGTH - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = words.slice(middle * WORD_LENGTH, (middle + 1) * WORD_LENGTH);
    if (found === word) return true;
    if (found < word) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
