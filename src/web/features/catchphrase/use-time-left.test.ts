import { describe, expect, it } from "vitest";
import { displayedSeconds, msUntilNextSecond } from "./use-time-left";

describe("the round countdown", () => {
  it("shows a started second until it has fully passed, and 0 at the end", () => {
    expect(displayedSeconds(60_000)).toBe(60);
    expect(displayedSeconds(59_999)).toBe(60);
    expect(displayedSeconds(59_000)).toBe(59);
    expect(displayedSeconds(1)).toBe(1);
    expect(displayedSeconds(0)).toBe(0);
  });

  it("wakes just after the next boundary, never before it", () => {
    for (const left of [60_000, 59_999, 45_300, 1_001, 1, 999]) {
      const wait = msUntilNextSecond(left);
      expect(displayedSeconds(Math.max(0, left - wait))).toBe(displayedSeconds(left) - 1);
      expect(wait).toBeLessThanOrEqual(1005);
    }
  });
});
