import { describe, expect, it } from "vitest";
import { QUESTIONS } from "./content";

describe("Who's Most Likely To questions", () => {
  it("are 30 different sentence endings (mini-games.md section 3)", () => {
    expect(QUESTIONS).toHaveLength(30);
    expect(new Set(QUESTIONS.map((question) => question.toLowerCase())).size).toBe(30);
    for (const question of QUESTIONS) expect(question).toMatch(/^[a-z][^?]*[a-z]$/);
  });
});
