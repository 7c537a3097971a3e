import { describe, expect, it } from "vitest";
import { ANSWERS } from "./content";
import { clockTime, dailyAnswer, dayOfPuzzle, puzzleOfDay, todaysPuzzle, untilNextPuzzle } from "./daily";
import { DAILY_ANSWERS } from "./daily-answers";

describe("the daily puzzle (issue 21)", () => {
  it("is numbered from 1 on 1 January 2026, a day apart, clock changes or not", () => {
    expect(puzzleOfDay("2026-01-01")).toBe(1);
    expect(puzzleOfDay("2026-01-02")).toBe(2);
    expect(puzzleOfDay("2026-11-27")).toBe(331);
    // Across the clocks going forward (29 March) and back (25 October) in Europe.
    expect(puzzleOfDay("2026-03-30") - puzzleOfDay("2026-03-28")).toBe(2);
    expect(puzzleOfDay("2026-10-26") - puzzleOfDay("2026-10-24")).toBe(2);
    expect(puzzleOfDay("2027-01-01")).toBe(366);
    expect(dayOfPuzzle(331)).toBe("2026-11-27");
    expect(dayOfPuzzle(1)).toBe("2026-01-01");
  });

  it("goes by the device's own calendar day", () => {
    expect(todaysPuzzle(new Date(2026, 10, 27, 0, 0, 1))).toBe(331);
    expect(todaysPuzzle(new Date(2026, 10, 27, 23, 59, 59))).toBe(331);
    expect(todaysPuzzle(new Date(2026, 10, 28, 0, 0, 0))).toBe(332);
  });

  it("never repeats an answer within two years", () => {
    const answers = Array.from({ length: 731 }, (_, index) => dailyAnswer(index + 1));
    expect(new Set(answers).size).toBe(731);
  });

  it("draws from at least 730 different five-letter words", () => {
    expect(DAILY_ANSWERS.length).toBeGreaterThanOrEqual(730);
    expect(new Set(DAILY_ANSWERS).size).toBe(DAILY_ANSWERS.length);
    for (const word of DAILY_ANSWERS) expect(word).toMatch(/^[A-Z]{5}$/);
    // The practice words are a game of their own.
    expect(ANSWERS.length).toBe(40);
  });

  it("counts down to the next local midnight", () => {
    expect(untilNextPuzzle(new Date(2026, 10, 27, 23, 0, 0))).toBe(3_600_000);
    expect(clockTime(3_600_000)).toBe("01:00:00");
    expect(clockTime(5 * 3_600_000 + 12 * 60_000 + 33_000)).toBe("05:12:33");
    expect(clockTime(400)).toBe("00:00:01");
    expect(clockTime(-5)).toBe("00:00:00");
  });
});
