import { describe, expect, it } from "vitest";
import { RIDDLES } from "./content";
import { RIDDLE_COUNT } from "./logic";

describe("Lateral Leap riddles (mini-games.md sections 3 and 9)", () => {
  it("are five riddles with ids 1 to 5 and no repeated question", () => {
    expect(RIDDLE_COUNT).toBe(5);
    expect(RIDDLES).toHaveLength(RIDDLE_COUNT);
    expect(RIDDLES.map((riddle) => riddle.id)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(RIDDLES.map((riddle) => riddle.question.toLowerCase())).size).toBe(RIDDLE_COUNT);
  });

  it("each have four different options, an answer among them and an explanation", () => {
    for (const riddle of RIDDLES) {
      expect(riddle.options).toHaveLength(4);
      expect(new Set(riddle.options.map((option) => option.toLowerCase())).size).toBe(4);
      expect(riddle.options[riddle.answer]).toBeDefined();
      expect(riddle.question).toMatch(/\?$/);
      expect(riddle.explanation.length).toBeGreaterThan(40);
    }
  });

  it("do not all share the same answer position", () => {
    expect(new Set(RIDDLES.map((riddle) => riddle.answer)).size).toBeGreaterThan(2);
  });
});
