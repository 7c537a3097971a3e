import { describe, expect, it } from "vitest";
import { CARDS } from "./content";
import { QUESTION_COUNT } from "./logic";

describe("Tinder Truths cards (mini-games.md sections 3 and 9)", () => {
  it("are twelve different yes-or-no questions with ids 1 to 12", () => {
    expect(QUESTION_COUNT).toBe(12);
    expect(CARDS).toHaveLength(QUESTION_COUNT);
    expect(CARDS.map((card) => card.id)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(new Set(CARDS.map((card) => card.question.toLowerCase())).size).toBe(QUESTION_COUNT);
    for (const card of CARDS) expect(card.question).toMatch(/^(Have|Do|Would|Are) you .+\?$/);
  });
});
