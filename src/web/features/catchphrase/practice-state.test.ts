import { describe, expect, it } from "vitest";
import { PRACTICE_WORDS } from "../../../shared/catchphrase/words/practice";
import {
  INITIAL_PRACTICE,
  type PracticeState,
  pickPracticeWord,
  practiceReducer,
  practiceResultText,
  secondsUntil,
} from "./practice-state";

const T0 = 1_700_000_000_000;

function started(duration = 90): Extract<PracticeState, { phase: "running" }> {
  const state = practiceReducer(INITIAL_PRACTICE, { type: "start", now: T0, duration, roll: 0 });
  if (state.phase !== "running") throw new Error("expected a running practice");
  return state;
}

describe("practiceReducer", () => {
  it("starts a countdown of the round duration with a practice word and no guesses", () => {
    const state = started(75);
    expect(state).toMatchObject({ phase: "running", guessed: 0, duration: 75, secondsLeft: 75, endsAt: T0 + 75_000 });
    expect(PRACTICE_WORDS).toContain(state.word);
  });

  it("counts down one second per tick and ignores repeated ticks within a second", () => {
    let state: PracticeState = started(60);
    state = practiceReducer(state, { type: "tick", now: T0 + 1000 });
    expect(state).toMatchObject({ secondsLeft: 59 });
    const same = practiceReducer(state, { type: "tick", now: T0 + 1200 });
    expect(same).toBe(state);
    state = practiceReducer(state, { type: "tick", now: T0 + 2000 });
    expect(state).toMatchObject({ secondsLeft: 58 });
  });

  it("finishes at 0 with the score, even when ticks were late", () => {
    let state: PracticeState = started(60);
    state = practiceReducer(state, { type: "guessed", roll: 0.5 });
    state = practiceReducer(state, { type: "guessed", roll: 0.5 });
    expect(practiceReducer(state, { type: "tick", now: T0 + 59_000 })).toMatchObject({ secondsLeft: 1 });
    expect(practiceReducer(state, { type: "tick", now: T0 + 60_000 })).toEqual({
      phase: "finished",
      guessed: 2,
      duration: 60,
    });
    expect(practiceReducer(state, { type: "tick", now: T0 + 300_000 })).toMatchObject({ phase: "finished" });
  });

  it("counts a guessed word and always draws a different word", () => {
    let state: PracticeState = started();
    for (let i = 0; i < 50; i++) {
      const before = state.phase === "running" ? state.word : "";
      state = practiceReducer(state, { type: "guessed", roll: (i * 0.37) % 1 });
      expect(state.phase === "running" && state.word).not.toBe(before);
    }
    expect(state).toMatchObject({ guessed: 50 });
  });

  it("stops back to the start without a score", () => {
    const state = practiceReducer(started(), { type: "stop" });
    expect(state).toEqual(INITIAL_PRACTICE);
  });

  it("ignores actions that do not apply in the current phase", () => {
    expect(practiceReducer(INITIAL_PRACTICE, { type: "guessed", roll: 0 })).toBe(INITIAL_PRACTICE);
    expect(practiceReducer(INITIAL_PRACTICE, { type: "tick", now: T0 })).toBe(INITIAL_PRACTICE);
    const running = started();
    expect(practiceReducer(running, { type: "start", now: T0 + 5000, duration: 60, roll: 0 })).toBe(running);
    const finished: PracticeState = { phase: "finished", guessed: 3, duration: 90 };
    expect(practiceReducer(finished, { type: "stop" })).toBe(finished);
  });

  it("starts again after a finished round (Practice Again)", () => {
    const finished: PracticeState = { phase: "finished", guessed: 3, duration: 90 };
    expect(practiceReducer(finished, { type: "start", now: T0, duration: 90, roll: 0.2 })).toMatchObject({
      phase: "running",
      guessed: 0,
      secondsLeft: 90,
    });
  });
});

describe("pickPracticeWord", () => {
  it("uses the roll across the whole list", () => {
    expect(pickPracticeWord(0)).toBe(PRACTICE_WORDS[0]);
    expect(pickPracticeWord(0.999)).toBe(PRACTICE_WORDS[PRACTICE_WORDS.length - 1]);
  });

  it("never repeats the current word, and copes with tiny lists", () => {
    expect(pickPracticeWord(0, "a", ["a", "b"])).toBe("b");
    expect(pickPracticeWord(0.9, "a", ["a"])).toBe("a");
    expect(pickPracticeWord(0.5, undefined, [])).toBe("");
  });
});

describe("secondsUntil and practiceResultText", () => {
  it("rounds the time left up and never goes below 0", () => {
    expect(secondsUntil(T0 + 90_000, T0)).toBe(90);
    expect(secondsUntil(T0 + 90_000, T0 + 500)).toBe(90);
    expect(secondsUntil(T0 + 90_000, T0 + 89_001)).toBe(1);
    expect(secondsUntil(T0 + 90_000, T0 + 95_000)).toBe(0);
  });

  it("states the score in words with the round duration", () => {
    expect(practiceResultText(7, 90)).toBe("You guessed 7 words in 90 seconds!");
    expect(practiceResultText(1, 60)).toBe("You guessed 1 word in 60 seconds!");
    expect(practiceResultText(0, 120)).toBe("You guessed 0 words in 120 seconds!");
  });
});
