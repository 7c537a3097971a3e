import { describe, expect, it } from "vitest";
import { QUESTIONS } from "./content";
import {
  addScores,
  INITIAL_STATE,
  TRAITS,
  type Trait,
  type TraitScores,
  type VibeState,
  vibeCheck,
  winningTrait,
  ZERO_SCORES,
} from "./logic";

const scores = (energetic: number, chill: number, creative: number, responsible: number): TraitScores => ({
  energetic,
  chill,
  creative,
  responsible,
});

/** Every set of two or more traits, in TRAITS order. */
function tiedGroups(): Trait[][] {
  const groups: Trait[][] = [];
  for (let mask = 1; mask < 1 << TRAITS.length; mask += 1) {
    const group = TRAITS.filter((_, index) => mask & (1 << index));
    if (group.length >= 2) groups.push(group);
  }
  return groups;
}

function play(options: number[]): VibeState {
  let state = vibeCheck(INITIAL_STATE, { type: "start" }, QUESTIONS);
  for (const option of options) state = vibeCheck(state, { type: "answer", option }, QUESTIONS);
  return state;
}

describe("Vibe Check scoring (mini-games.md section 4)", () => {
  it("adds scores trait by trait", () => {
    expect(addScores(scores(1, 2, 3, 0), scores(3, 0, 1, 2))).toEqual(scores(4, 2, 4, 2));
    expect(addScores(ZERO_SCORES, scores(0, 3, 0, 1))).toEqual(scores(0, 3, 0, 1));
  });

  it.each(TRAITS)("gives the vibe to %s when it alone has the highest total", (trait) => {
    const totals = { ...scores(4, 4, 4, 4), [trait]: 5 };
    expect(winningTrait(totals)).toBe(trait);
  });

  it("resolves ties in the order energetic, chill, creative, responsible", () => {
    expect(tiedGroups()).toHaveLength(11);
    for (const group of tiedGroups()) {
      const totals = { ...scores(2, 2, 2, 2), ...Object.fromEntries(group.map((trait) => [trait, 9])) };
      expect(winningTrait(totals), group.join(" = ")).toBe(group[0]);
    }
  });

  it("ignores lower traits that come first in the tie order", () => {
    expect(winningTrait(scores(3, 7, 7, 1))).toBe("chill");
    expect(winningTrait(scores(6, 5, 8, 8))).toBe("creative");
    expect(winningTrait(scores(0, 0, 0, 1))).toBe("responsible");
    expect(winningTrait(ZERO_SCORES)).toBe("energetic");
  });
});

describe("Vibe Check states (mini-games.md section 4)", () => {
  it("starts at the intro and goes to the first question with zero totals", () => {
    expect(INITIAL_STATE).toEqual({ phase: "intro" });
    expect(vibeCheck(INITIAL_STATE, { type: "start" }, QUESTIONS)).toEqual({
      phase: "playing",
      question: 0,
      totals: ZERO_SCORES,
    });
  });

  it("adds each chosen option's scores and moves to the next question", () => {
    const first = QUESTIONS[0]?.options[2]?.scores ?? ZERO_SCORES;
    const second = QUESTIONS[1]?.options[1]?.scores ?? ZERO_SCORES;
    expect(play([2])).toEqual({ phase: "playing", question: 1, totals: first });
    expect(play([2, 1])).toEqual({ phase: "playing", question: 2, totals: addScores(first, second) });
  });

  it("shows the results after the fifth answer, with the totals and the winning vibe", () => {
    const state = play([0, 1, 2, 3, 3]);
    const totals = [0, 1, 2, 3, 3].reduce<TraitScores>(
      (sum, option, question) => addScores(sum, QUESTIONS[question]?.options[option]?.scores ?? ZERO_SCORES),
      ZERO_SCORES,
    );
    expect(state).toEqual({ phase: "results", totals, vibe: winningTrait(totals) });
  });

  it.each(TRAITS)("lets a player whose answers lean %s get that vibe", (trait) => {
    const leaning = QUESTIONS.map((question) => {
      const best = Math.max(...question.options.map((option) => option.scores[trait]));
      return question.options.findIndex((option) => option.scores[trait] === best);
    });
    const state = play(leaning);
    expect(state.phase === "results" && state.vibe).toBe(trait);
  });

  it("restarts from the first question with fresh totals on replay", () => {
    const done = play([0, 0, 0, 0, 0]);
    expect(vibeCheck(done, { type: "replay" }, QUESTIONS)).toEqual({
      phase: "playing",
      question: 0,
      totals: ZERO_SCORES,
    });
  });

  it("ignores actions that do not belong to the current phase, and options that do not exist", () => {
    const playing = play([1]);
    expect(vibeCheck(INITIAL_STATE, { type: "answer", option: 0 }, QUESTIONS)).toBe(INITIAL_STATE);
    expect(vibeCheck(INITIAL_STATE, { type: "replay" }, QUESTIONS)).toBe(INITIAL_STATE);
    expect(vibeCheck(playing, { type: "start" }, QUESTIONS)).toBe(playing);
    expect(vibeCheck(playing, { type: "replay" }, QUESTIONS)).toBe(playing);
    expect(vibeCheck(playing, { type: "answer", option: 4 }, QUESTIONS)).toBe(playing);
    expect(vibeCheck(playing, { type: "answer", option: -1 }, QUESTIONS)).toBe(playing);
    const done = play([0, 0, 0, 0, 0]);
    expect(vibeCheck(done, { type: "answer", option: 0 }, QUESTIONS)).toBe(done);
    expect(vibeCheck(done, { type: "start" }, QUESTIONS)).toBe(done);
  });
});
