import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_CLUES, CATEGORY_LABELS, type Clue, WORDS } from "./content";
import { cluesFor } from "./logic";

const all = CATEGORIES.flatMap((category) => WORDS[category].map((word) => ({ category, ...word })));
const graphemes = (text: string) => [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)];

/** Checks a set of clues: five emoji, each one picture with a name. */
function expectFiveNamedEmoji(clues: readonly Clue[]) {
  expect(clues).toHaveLength(5);
  for (const [emoji, name] of clues) {
    expect(graphemes(emoji)).toHaveLength(1);
    expect(emoji).toMatch(/\p{Extended_Pictographic}|\p{Regional_Indicator}/u);
    expect(name).toMatch(/^[\p{L}][\p{L} '-]*$/u);
  }
}

describe("Emoji Charades words (mini-games.md sections 3 and 9)", () => {
  it("come in the five categories Animals, Food, Movies, Activities and Places, at least 8 each", () => {
    expect(CATEGORIES.map((category) => CATEGORY_LABELS[category])).toEqual([
      "Animals",
      "Food",
      "Movies",
      "Activities",
      "Places",
    ]);
    for (const category of CATEGORIES) expect(WORDS[category].length).toBeGreaterThanOrEqual(8);
  });

  it("are all different, written in letters and single spaces", () => {
    expect(new Set(all.map(({ word }) => word.toLowerCase())).size).toBe(all.length);
    for (const { word } of all) expect(word).toMatch(/^[A-Z][a-z]*( [A-Z][a-z]*)*$/);
  });

  it("mostly have five named emoji of their own, never naming the word", () => {
    const own = all.filter((word) => word.clues);
    expect(own.length).toBeGreaterThanOrEqual(all.length - CATEGORIES.length);
    for (const { word, clues } of own) {
      expectFiveNamedEmoji(clues ?? []);
      for (const [, name] of clues ?? []) expect(name.toLowerCase()).not.toContain(word.toLowerCase());
    }
  });

  it("have at least one word per category played with the category's five fallback clues", () => {
    for (const category of CATEGORIES) {
      const fallback = CATEGORY_CLUES[category];
      expectFiveNamedEmoji(fallback ?? []);
      const without = WORDS[category].filter((word) => !word.clues);
      expect(without.length).toBeGreaterThanOrEqual(1);
      for (const word of without) expect(cluesFor(word, fallback)).toBe(fallback);
    }
  });

  it("show a different row of emoji for every word, so the clues always point to one answer", () => {
    const rows = all.map(({ category, ...word }) =>
      cluesFor(word, CATEGORY_CLUES[category])
        .map(([emoji]) => emoji)
        .join(""),
    );
    expect(new Set(rows).size).toBe(all.length);
  });
});
