import { describe, expect, it } from "vitest";
import { drawWord } from "./draw-word";
import { queueRandom, seededRandom, TINY_BANK } from "./test-helpers";
import { WORD_BANK, type WordBank } from "./words/word-bank";

const ALL_WORDS = Object.values(TINY_BANK).flat();
const categoryValue = (index: number) => (index + 0.5) / 6;

describe("drawWord", () => {
  it("draws a random category, then a random word of it", () => {
    expect(drawWord({ usedWords: [] }, { random: queueRandom([categoryValue(2), 0.6]), words: TINY_BANK })).toEqual({
      word: "cheese",
      usedWords: ["cheese"],
    });
    expect(drawWord({ usedWords: [] }, { random: queueRandom([categoryValue(5), 0]), words: TINY_BANK }).word).toBe(
      "paris",
    );
  });

  it("skips words already used in the room, trying another word of the category", () => {
    const random = queueRandom([categoryValue(2), 0, 0.6]);
    expect(drawWord({ usedWords: ["bread"] }, { random, words: TINY_BANK })).toEqual({
      word: "cheese",
      usedWords: ["bread", "cheese"],
    });
  });

  it("finds a category's last unused word however often the random tries land on used ones", () => {
    const random = queueRandom([categoryValue(2), 0]);
    expect(drawWord({ usedWords: ["bread"] }, { random, words: TINY_BANK }).word).toBe("cheese");
  });

  it("draws every unused word of a category about as often as the others", () => {
    const list = Array.from({ length: 40 }, (_, index) => `word-${index}`);
    const bank: WordBank = { Mix: list, Animals: [], Food: [], Movies: [], Activities: [], Places: [] };
    // Unused words in runs and alone, so that a draw leaning on its neighbours would show.
    const unused = ["word-0", "word-1", "word-2", "word-10", "word-20", "word-21", "word-35"];
    const usedWords = list.filter((word) => !unused.includes(word));
    const counts = new Map<string, number>();
    const room = { usedWords, wordChoice: { categories: ["Mix" as const], mode: "mixed" as const, ourWords: [] } };
    const ctx = { random: seededRandom(7), words: bank };
    for (let i = 0; i < 10_000; i++) {
      const { word } = drawWord(room, ctx);
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    // Seven unused words, 10,000 / 7 draws each expected: none used, and each within 10% of that.
    expect([...counts.keys()].sort()).toEqual([...unused].sort());
    for (const count of counts.values()) expect(Math.abs(count - 10_000 / 7)).toBeLessThan(143);
  });

  it("tries the other categories when the drawn one is used up or empty", () => {
    const usedWords = ALL_WORDS.filter((word) => word !== "paris");
    for (const category of [1, 3]) {
      const random = queueRandom([categoryValue(category), 0.3, 0.7]);
      expect(drawWord({ usedWords }, { random, words: TINY_BANK }).word).toBe("paris");
    }
  });

  it("never repeats a word until the bank is exhausted, then starts again", () => {
    for (const seed of [1, 2, 3, 99]) {
      const ctx = { random: seededRandom(seed), words: TINY_BANK };
      let room = { usedWords: [] as string[] };
      const drawn: string[] = [];
      for (let i = 0; i < ALL_WORDS.length; i++) {
        const next = drawWord(room, ctx);
        drawn.push(next.word);
        room = { usedWords: next.usedWords };
      }
      expect([...drawn].sort()).toEqual([...ALL_WORDS].sort());
      expect(room.usedWords).toEqual(drawn);
      const again = drawWord(room, ctx);
      expect(ALL_WORDS).toContain(again.word);
      expect(again.usedWords).toEqual([again.word]);
    }
  });

  it("does not change the room it is given", () => {
    const room = { usedWords: ["lion"] };
    drawWord(room, { random: seededRandom(5), words: TINY_BANK });
    expect(room.usedWords).toEqual(["lion"]);
  });

  it("throws on an empty bank, a build defect", () => {
    const empty: WordBank = { Mix: [], Animals: [], Food: [], Movies: [], Activities: [], Places: [] };
    expect(() => drawWord({ usedWords: [] }, { random: seededRandom(1), words: empty })).toThrow(/empty/);
  });
});

describe("drawWord with the real bank", () => {
  it("draws distinct words from it", () => {
    const ctx = { random: seededRandom(2024), words: WORD_BANK };
    let usedWords: string[] = [];
    for (let i = 0; i < 200; i++) usedWords = drawWord({ usedWords }, ctx).usedWords;
    expect(new Set(usedWords).size).toBe(200);
  });
});
