import { describe, expect, it } from "vitest";
import {
  type Answer,
  CARD_ANIMATION_MS,
  INITIAL_STATE,
  QUESTION_COUNT,
  SWIPE_THRESHOLD_PX,
  swipeAnswer,
  type TruthsAction,
  type TruthsState,
  tinderTruths,
  verdict,
  yesCount,
} from "./logic";

const run = (actions: TruthsAction[], from: TruthsState = INITIAL_STATE) =>
  actions.reduce((state, action) => tinderTruths(state, action, QUESTION_COUNT), from);
const choose = (answer: Answer): TruthsAction => ({ type: "choose", answer });
const settle: TruthsAction = { type: "settle" };
const answerAll = (answers: Answer[]) => answers.flatMap((answer) => [choose(answer), settle]);

describe("Tinder Truths constants (mini-games.md section 9)", () => {
  it("swipes at 100 px, animates for 0.5 s and asks 12 questions", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(100);
    expect(CARD_ANIMATION_MS).toBe(500);
    expect(QUESTION_COUNT).toBe(12);
  });
});

describe("swipe threshold", () => {
  it("answers yes beyond 100 px to the right and no beyond 100 px to the left", () => {
    expect(swipeAnswer(101)).toBe("yes");
    expect(swipeAnswer(100.5)).toBe("yes");
    expect(swipeAnswer(400)).toBe("yes");
    expect(swipeAnswer(-101)).toBe("no");
    expect(swipeAnswer(-100.5)).toBe("no");
    expect(swipeAnswer(-400)).toBe("no");
  });

  it("springs back from a drag of 100 px or less, either way", () => {
    for (const dx of [0, 1, -1, 50, -50, 99, -99, 100, -100]) expect(swipeAnswer(dx), `${dx}`).toBeNull();
  });
});

describe("Tinder Truths states (mini-games.md section 4)", () => {
  it("goes from the intro to the first card", () => {
    expect(INITIAL_STATE).toEqual({ phase: "intro" });
    expect(run([{ type: "start" }])).toEqual({ phase: "playing", card: 0, answers: [], leaving: null });
  });

  it("records a choice and starts the card animation without moving on", () => {
    expect(run([{ type: "start" }, choose("yes")])).toEqual({
      phase: "playing",
      card: 0,
      answers: ["yes"],
      leaving: "yes",
    });
  });

  it("blocks every choice while the card is animating", () => {
    const animating = run([{ type: "start" }, choose("no")]);
    expect(tinderTruths(animating, choose("yes"), QUESTION_COUNT)).toBe(animating);
    expect(tinderTruths(animating, choose("no"), QUESTION_COUNT)).toBe(animating);
    expect(run([choose("yes"), choose("yes")], animating)).toBe(animating);
  });

  it("shows the next card once the animation has ended, and takes choices again", () => {
    const next = run([{ type: "start" }, choose("no"), settle]);
    expect(next).toEqual({ phase: "playing", card: 1, answers: ["no"], leaving: null });
    expect(run([choose("yes")], next)).toEqual({ phase: "playing", card: 1, answers: ["no", "yes"], leaving: "yes" });
  });

  it("ignores a settle with no animation running", () => {
    const waiting = run([{ type: "start" }]);
    expect(tinderTruths(waiting, settle, QUESTION_COUNT)).toBe(waiting);
    expect(tinderTruths(INITIAL_STATE, settle, QUESTION_COUNT)).toBe(INITIAL_STATE);
  });

  it("walks through all twelve cards in order, then shows the results with every answer", () => {
    const answers: Answer[] = ["yes", "no", "no", "yes", "yes", "no", "yes", "no", "no", "no", "yes", "yes"];
    let state = run([{ type: "start" }]);
    for (const [index, answer] of answers.entries()) {
      expect(state).toMatchObject({ phase: "playing", card: index, leaving: null });
      state = run([choose(answer)], state);
      expect(state).toMatchObject({ phase: "playing", card: index, leaving: answer });
      state = run([settle], state);
    }
    expect(state).toEqual({ phase: "results", answers });
  });

  it("stays on the last card while its animation plays", () => {
    const last = run([{ type: "start" }, ...answerAll(Array(11).fill("no")), choose("yes")]);
    expect(last).toMatchObject({ phase: "playing", card: 11, leaving: "yes" });
  });

  it("plays again from the first card after the results, with no answers kept", () => {
    const done = run([{ type: "start" }, ...answerAll(Array(12).fill("yes"))]);
    expect(done.phase).toBe("results");
    expect(run([{ type: "restart" }], done)).toEqual({ phase: "playing", card: 0, answers: [], leaving: null });
  });

  it("ignores actions that do not belong to the current phase", () => {
    const playing = run([{ type: "start" }]);
    const done = run([{ type: "start" }, ...answerAll(Array(12).fill("no"))]);
    expect(tinderTruths(INITIAL_STATE, choose("yes"), QUESTION_COUNT)).toBe(INITIAL_STATE);
    expect(tinderTruths(INITIAL_STATE, { type: "restart" }, QUESTION_COUNT)).toBe(INITIAL_STATE);
    expect(tinderTruths(playing, { type: "start" }, QUESTION_COUNT)).toBe(playing);
    expect(tinderTruths(playing, { type: "restart" }, QUESTION_COUNT)).toBe(playing);
    expect(tinderTruths(done, choose("yes"), QUESTION_COUNT)).toBe(done);
    expect(tinderTruths(done, settle, QUESTION_COUNT)).toBe(done);
    expect(tinderTruths(done, { type: "start" }, QUESTION_COUNT)).toBe(done);
  });
});

describe("results", () => {
  it("counts the yes answers", () => {
    expect(yesCount([])).toBe(0);
    expect(yesCount(["yes", "no", "yes", "no", "no"])).toBe(2);
  });

  it("reads two thirds or more yes as an open book, one third or more as balanced, fewer as a mystery", () => {
    expect(verdict(12, 12).title).toBe("Open Book");
    expect(verdict(8, 12).title).toBe("Open Book");
    expect(verdict(7, 12).title).toBe("Balanced Dater");
    expect(verdict(4, 12).title).toBe("Balanced Dater");
    expect(verdict(3, 12).title).toBe("Mystery Card");
    expect(verdict(0, 12).title).toBe("Mystery Card");
  });
});
