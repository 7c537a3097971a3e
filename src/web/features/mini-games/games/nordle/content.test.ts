import { describe, expect, it } from "vitest";
import { ANSWERS } from "./content";

describe("Nordle's answers", () => {
  it("are 40 different five-letter words in capitals (mini-games.md section 9)", () => {
    expect(ANSWERS).toHaveLength(40);
    expect(new Set(ANSWERS).size).toBe(40);
    for (const word of ANSWERS) expect(word).toMatch(/^[A-Z]{5}$/);
  });
});
