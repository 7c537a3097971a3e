import { describe, expect, it } from "vitest";
import { PROFILES, QUESTIONS, TRAIT_LABELS } from "./content";
import { MAX_OPTION_SCORE, OPTION_COUNT, QUESTION_COUNT, TRAITS } from "./logic";

describe("Vibe Check content (mini-games.md sections 3 and 9)", () => {
  it("has five questions with ids 1 to 5 and no repeated text", () => {
    expect(QUESTION_COUNT).toBe(5);
    expect(QUESTIONS).toHaveLength(QUESTION_COUNT);
    expect(QUESTIONS.map((question) => question.id)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(QUESTIONS.map((question) => question.text.toLowerCase())).size).toBe(QUESTION_COUNT);
  });

  it("gives every question four different options", () => {
    expect(OPTION_COUNT).toBe(4);
    const texts = QUESTIONS.flatMap((question) => question.options.map((option) => option.text.toLowerCase()));
    for (const question of QUESTIONS) expect(question.options).toHaveLength(OPTION_COUNT);
    expect(new Set(texts).size).toBe(QUESTION_COUNT * OPTION_COUNT);
  });

  it("scores every option 0 to 3 on each of the four traits", () => {
    expect(MAX_OPTION_SCORE).toBe(3);
    for (const option of QUESTIONS.flatMap((question) => question.options)) {
      expect(Object.keys(option.scores).sort()).toEqual([...TRAITS].sort());
      for (const trait of TRAITS) {
        expect(Number.isInteger(option.scores[trait])).toBe(true);
        expect(option.scores[trait]).toBeGreaterThanOrEqual(0);
        expect(option.scores[trait]).toBeLessThanOrEqual(MAX_OPTION_SCORE);
      }
    }
  });

  it("has one profile per trait, each with a title, description, color and emoji of its own", () => {
    expect(Object.keys(PROFILES).sort()).toEqual([...TRAITS].sort());
    expect(Object.keys(TRAIT_LABELS).sort()).toEqual([...TRAITS].sort());
    const profiles = Object.values(PROFILES);
    for (const field of ["title", "description", "color", "emoji"] as const) {
      expect(new Set(profiles.map((profile) => profile[field])).size, field).toBe(4);
      for (const profile of profiles) expect(profile[field].trim(), field).not.toBe("");
    }
  });
});
