import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_LABELS, WORDS } from "./content";

const all = CATEGORIES.flatMap((category) => WORDS[category]);

describe("Spell Sprint words (mini-games.md sections 3 and 9)", () => {
  it("come in the four categories Animals, Food, Technology and Geography, six each", () => {
    expect(CATEGORIES.map((category) => CATEGORY_LABELS[category])).toEqual([
      "Animals",
      "Food",
      "Technology",
      "Geography",
    ]);
    for (const category of CATEGORIES) expect(WORDS[category]).toHaveLength(6);
  });

  it("are 24 different words in capitals, long enough to be hard to spell", () => {
    expect(new Set(all.map(({ word }) => word)).size).toBe(24);
    for (const { word } of all) {
      expect(word).toMatch(/^[A-Z]+$/);
      expect(word.length).toBeGreaterThanOrEqual(8);
    }
  });

  it("each have their own hint, a sentence that never contains the word", () => {
    expect(new Set(all.map(({ hint }) => hint.toLowerCase())).size).toBe(24);
    for (const { word, hint } of all) {
      expect(hint).toMatch(/^[A-Z]/);
      expect(hint.length).toBeLessThanOrEqual(100);
      expect(hint.toUpperCase()).not.toContain(word);
      // Nor the word's first half, which would give most of the spelling away.
      expect(hint.toUpperCase()).not.toContain(word.slice(0, Math.ceil(word.length / 2)));
    }
  });
});
