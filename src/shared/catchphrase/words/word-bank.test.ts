/** Checks the Catchphrase word lists: sizes, uniqueness within and across lists, and entry format. */
import { describe, expect, it } from "vitest";
import { PRACTICE_WORDS } from "./practice";
import { WORD_BANK, WORD_CATEGORIES } from "./word-bank";

const ENTRY_PATTERN = /^[A-Za-z0-9' -]+$/;

const LISTS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ...WORD_CATEGORIES.map((category) => [category, WORD_BANK[category]] as const),
  ["Practice", PRACTICE_WORDS],
];

const normalise = (word: string) => word.trim().toLowerCase();

function duplicatesOf(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const word of words) {
    const key = normalise(word);
    if (seen.has(key)) duplicates.add(key);
    seen.add(key);
  }
  return [...duplicates];
}

describe("Catchphrase word bank", () => {
  it("has a list for every category and nothing else", () => {
    expect(Object.keys(WORD_BANK).sort()).toEqual([...WORD_CATEGORIES].sort());
  });

  it("has at least 2,000 Mix words and 150 words in each other category", () => {
    expect(WORD_BANK.Mix.length).toBeGreaterThanOrEqual(2000);
    for (const category of WORD_CATEGORIES.filter((c) => c !== "Mix")) {
      expect(WORD_BANK[category].length, category).toBeGreaterThanOrEqual(150);
    }
  });

  it("has exactly 30 practice words", () => {
    expect(PRACTICE_WORDS).toHaveLength(30);
  });

  it.each(LISTS)("%s has no duplicates (ignoring case and surrounding spaces)", (_name, words) => {
    expect(duplicatesOf(words)).toEqual([]);
  });

  it("never repeats a word across lists", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [name, words] of LISTS) {
      for (const word of words) {
        const key = normalise(word);
        const first = owner.get(key);
        if (first !== undefined && first !== name) clashes.push(`${word} (${first} and ${name})`);
        else owner.set(key, name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it.each(LISTS)("%s entries are well formed", (_name, words) => {
    const bad = words.filter(
      (word) =>
        word.length === 0 ||
        word !== word.trim() ||
        word.length > 40 ||
        !ENTRY_PATTERN.test(word) ||
        !/^[A-Z0-9]/.test(word),
    );
    expect(bad).toEqual([]);
  });
});
