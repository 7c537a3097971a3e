import { describe, expect, it } from "vitest";
import { seededRandom as seeded } from "../../../../tests/support/seeded-random";
import { drawNext, newDeck, shuffledOrder, topCard } from "./deck";

describe("a deck of questions", () => {
  it("shows every item once before repeating any", () => {
    const random = seeded(7);
    let deck = newDeck(30, random);
    const seen = [topCard(deck)];
    for (let draw = 1; draw < 30; draw += 1) {
      deck = drawNext(deck, random);
      seen.push(topCard(deck));
    }
    expect(new Set(seen).size).toBe(30);
  });

  it("never shows the same item twice in a row, even across a reshuffle", () => {
    for (let seed = 1; seed < 200; seed += 1) {
      const random = seeded(seed);
      let deck = newDeck(4, random);
      for (let draw = 0; draw < 20; draw += 1) {
        const before = topCard(deck);
        deck = drawNext(deck, random);
        expect(topCard(deck)).not.toBe(before);
      }
    }
  });

  it("is a permutation whatever the random source gives, including its extremes", () => {
    expect(shuffledOrder(5, () => 0).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(shuffledOrder(5, () => 0.999_999).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(shuffledOrder(1, () => 0.5, 0)).toEqual([0]);
    expect(() => newDeck(0, Math.random)).toThrow();
  });
});
