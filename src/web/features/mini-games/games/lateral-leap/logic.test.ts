import { describe, expect, it } from "vitest";
import { RIDDLES } from "./content";
import { feedback, INITIAL_STATE, type LeapAction, type LeapState, lateralLeap, percentOf } from "./logic";

const run = (actions: LeapAction[], from: LeapState = INITIAL_STATE) =>
  actions.reduce((state, action) => lateralLeap(state, action, RIDDLES), from);
const answer = (option: number): LeapAction => ({ type: "answer", option });
const next: LeapAction = { type: "next" };
const right = (index: number) => RIDDLES[index]?.answer ?? 0;
const wrong = (index: number) => (right(index) + 1) % 4;

/** Plays all five riddles, right where `correct` says so. */
const playAll = (correct: boolean[]) =>
  run(correct.flatMap((isRight, index) => [answer(isRight ? right(index) : wrong(index)), next]));

describe("Lateral Leap states (mini-games.md section 4)", () => {
  it("opens on the first riddle with no answer and no score", () => {
    expect(INITIAL_STATE).toEqual({ phase: "playing", riddle: 0, chosen: null, score: 0 });
  });

  it("scores a right answer and locks the riddle", () => {
    const answered = run([answer(right(0))]);
    expect(answered).toEqual({ phase: "playing", riddle: 0, chosen: right(0), score: 1 });
    expect(run([answer(wrong(0))], answered)).toBe(answered);
  });

  it("records a wrong answer without a point and locks the riddle", () => {
    const answered = run([answer(wrong(0))]);
    expect(answered).toEqual({ phase: "playing", riddle: 0, chosen: wrong(0), score: 0 });
    expect(run([answer(right(0))], answered)).toBe(answered);
  });

  it("ignores options that do not exist", () => {
    for (const option of [-1, 4, 1.5, Number.NaN]) expect(run([answer(option)])).toBe(INITIAL_STATE);
  });

  it("needs an answer before Next Puzzle", () => {
    expect(run([next])).toBe(INITIAL_STATE);
  });

  it("moves to the next riddle, keeping the score, on Next Puzzle", () => {
    expect(run([answer(right(0)), next])).toEqual({ phase: "playing", riddle: 1, chosen: null, score: 1 });
  });

  it("shows the results after the last riddle, with the score", () => {
    const beforeLast = run(
      [true, true, false, true].flatMap((isRight, index) => [answer(isRight ? right(index) : wrong(index)), next]),
    );
    expect(beforeLast).toMatchObject({ phase: "playing", riddle: 4, score: 3 });
    expect(run([answer(right(4))], beforeLast)).toMatchObject({ phase: "playing", riddle: 4, score: 4 });
    expect(run([answer(right(4)), next], beforeLast)).toEqual({ phase: "results", score: 4 });
  });

  it("plays again from the first riddle, and only from the results", () => {
    const done = playAll([true, true, true, true, true]);
    expect(done).toEqual({ phase: "results", score: 5 });
    expect(run([{ type: "restart" }], done)).toEqual(INITIAL_STATE);
    const playing = run([answer(0)]);
    expect(run([{ type: "restart" }], playing)).toBe(playing);
    expect(run([answer(0), next], done)).toBe(done);
  });
});

describe("Lateral Leap feedback (mini-games.md section 9)", () => {
  it("turns the score into a percentage", () => {
    expect(percentOf(4, 5)).toBe(80);
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(5, 5)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });

  it("rates 80 % and above Exceptional, 60 % Great, 40 % Good, anything lower keep practicing", () => {
    const cases: [number, string][] = [
      [100, "Exceptional"],
      [80, "Exceptional"],
      [79.9, "Great"],
      [60, "Great"],
      [59.9, "Good"],
      [40, "Good"],
      [39.9, "Keep practicing"],
      [0, "Keep practicing"],
    ];
    for (const [percent, rating] of cases) expect(feedback(percent).rating, `${percent}`).toBe(rating);
  });

  it("gives each of the five scores its verdict, the word opening the sentence", () => {
    const ratings = [0, 1, 2, 3, 4, 5].map((score) => feedback(percentOf(score, 5)));
    expect(ratings.map((rating) => rating.rating)).toEqual([
      "Keep practicing",
      "Keep practicing",
      "Good",
      "Great",
      "Exceptional",
      "Exceptional",
    ]);
    for (const { rating, message } of ratings) expect(message.startsWith(rating), message).toBe(true);
  });

  it("counts only right answers towards the score of a whole game", () => {
    expect(playAll([false, false, false, false, false])).toEqual({ phase: "results", score: 0 });
    expect(playAll([true, false, true, false, true])).toEqual({ phase: "results", score: 3 });
  });
});
