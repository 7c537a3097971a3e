import { describe, expect, it } from "vitest";
import { PROMPTS } from "./content";
import {
  type Action,
  type BattleState,
  battle,
  isLastPrompt,
  pickedNotice,
  pickFor,
  RESULT_DELAY_MS,
  START,
} from "./logic";

const step = (state: BattleState, action: Action) => battle(state, action, PROMPTS);
const gifOf = (prompt: number, index: number) => PROMPTS[prompt]?.gifs[index]?.id as string;

/** Picks the `index`-th picture of the prompt in play and waits for the result. */
const pickAndReveal = (state: BattleState, index: number) =>
  step(step(state, { type: "pick", gif: gifOf(state.prompt, index) }), { type: "reveal" });

describe("GIF Battles constants (mini-games.md sections 4 and 9)", () => {
  it("shows the result 1 s after the pick", () => {
    expect(RESULT_DELAY_MS).toBe(1000);
  });

  it("starts on the first prompt, waiting for a pick", () => {
    expect(START).toEqual({ prompt: 0, phase: "choosing", picks: [] });
  });

  it("says 'GIF Selected!' on a pick, naming it", () => {
    const gif = PROMPTS[0]?.gifs[2];
    if (!gif) throw new Error("no picture");
    expect(pickedNotice(gif)).toEqual({ title: "GIF Selected!", body: `You picked "${gif.title}".` });
  });
});

describe("a prompt", () => {
  it("locks in a pick, then shows the result", () => {
    const picked = step(START, { type: "pick", gif: gifOf(0, 1) });
    expect(picked).toEqual({ prompt: 0, phase: "revealing", picks: [gifOf(0, 1)] });
    expect(step(picked, { type: "reveal" })).toEqual({ prompt: 0, phase: "result", picks: [gifOf(0, 1)] });
    expect(pickFor(picked, 0, PROMPTS)).toBe(PROMPTS[0]?.gifs[1]);
  });

  it("takes one pick only: a second pick while revealing or on the result is ignored", () => {
    const picked = step(START, { type: "pick", gif: gifOf(0, 1) });
    expect(step(picked, { type: "pick", gif: gifOf(0, 2) })).toBe(picked);
    const result = step(picked, { type: "reveal" });
    expect(step(result, { type: "pick", gif: gifOf(0, 3) })).toBe(result);
  });

  it("ignores a picture of another prompt, or one that does not exist", () => {
    expect(step(START, { type: "pick", gif: gifOf(1, 0) })).toBe(START);
    expect(step(START, { type: "pick", gif: "nothing" })).toBe(START);
  });

  it("shows the result only after a pick, and moves on only from the result", () => {
    expect(step(START, { type: "reveal" })).toBe(START);
    expect(step(START, { type: "next" })).toBe(START);
    const picked = step(START, { type: "pick", gif: gifOf(0, 0) });
    expect(step(picked, { type: "next" })).toBe(picked);
    const result = step(picked, { type: "reveal" });
    expect(step(result, { type: "reveal" })).toBe(result);
    expect(step(result, { type: "next" })).toEqual({ prompt: 1, phase: "choosing", picks: [gifOf(0, 0)] });
  });
});

describe("a battle", () => {
  it("plays the four prompts in order, then starts again", () => {
    let state = START;
    for (let prompt = 0; prompt < 4; prompt += 1) {
      expect(state).toMatchObject({ prompt, phase: "choosing" });
      expect(isLastPrompt(state, PROMPTS)).toBe(prompt === 3);
      state = pickAndReveal(state, prompt);
      if (prompt < 3) state = step(state, { type: "next" });
    }
    expect(state.picks).toEqual([gifOf(0, 0), gifOf(1, 1), gifOf(2, 2), gifOf(3, 3)]);
    expect(PROMPTS.map((_, index) => pickFor(state, index, PROMPTS)?.id)).toEqual(state.picks);
    expect(step(state, { type: "next" })).toEqual(START);
  });

  it("knows no pick for a prompt not played yet", () => {
    expect(pickFor(START, 0, PROMPTS)).toBeUndefined();
    expect(pickFor(pickAndReveal(START, 0), 1, PROMPTS)).toBeUndefined();
  });
});
