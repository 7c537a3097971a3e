import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_LABELS, QUESTIONS } from "./content";

describe("Truth Roulette questions (mini-games.md section 3)", () => {
  it("are 40, numbered 1 to 40", () => {
    expect(QUESTIONS).toHaveLength(40);
    expect(QUESTIONS.map((question) => question.id)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it("come 8 to each of the 5 categories, each with a label", () => {
    expect(CATEGORIES).toEqual(["casual", "personal", "deep", "funny", "spicy"]);
    for (const category of CATEGORIES) {
      expect(QUESTIONS.filter((question) => question.category === category)).toHaveLength(8);
      expect(CATEGORY_LABELS[category]).toMatch(/^[A-Z][a-z]+$/);
    }
  });

  it("are all different questions", () => {
    expect(new Set(QUESTIONS.map((question) => question.question.toLowerCase())).size).toBe(40);
    for (const { question } of QUESTIONS) expect(question).toMatch(/^[A-Z].*\?$/);
  });
});
