import { describe, expect, it } from "vitest";
import { SCENARIOS } from "./content";

describe("Roast or Toast scenarios", () => {
  it("are 30 different short sentences (mini-games.md section 3)", () => {
    expect(SCENARIOS).toHaveLength(30);
    expect(new Set(SCENARIOS.map((scenario) => scenario.toLowerCase())).size).toBe(30);
    for (const scenario of SCENARIOS) {
      expect(scenario).toMatch(/^[A-Z].*[.!]$/);
      expect(scenario.length).toBeLessThanOrEqual(100);
    }
  });
});
