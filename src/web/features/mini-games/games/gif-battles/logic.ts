import type { Gif, GifPrompt } from "./content";

/** How long the pick stays on screen before the result appears (mini-games.md sections 4 and 9). */
export const RESULT_DELAY_MS = 1000;

/** choosing: the four pictures wait for a pick; revealing: the pick is locked in; result: the Result and Share tabs. */
export type Phase = "choosing" | "revealing" | "result";

export type BattleState = {
  /** Index of the prompt in play. */
  prompt: number;
  phase: Phase;
  /** The id of the picture picked for each prompt played so far, in order. */
  picks: readonly string[];
};

export type Action = { type: "pick"; gif: string } | { type: "reveal" } | { type: "next" };

/** The first prompt, waiting for a pick: the same on every first render, so the prerendered page matches. */
export const START: BattleState = { prompt: 0, phase: "choosing", picks: [] };

/**
 * The rules as one transition function: one pick per prompt, only of a picture of that prompt and
 * only while choosing; the result comes with `reveal` (sent RESULT_DELAY_MS after the pick); Next
 * moves to the following prompt, and after the last one starts the battle again. Anything else
 * leaves the state as it is.
 */
export function battle(state: BattleState, action: Action, prompts: readonly GifPrompt[]): BattleState {
  switch (action.type) {
    case "pick": {
      if (state.phase !== "choosing") return state;
      if (!prompts[state.prompt]?.gifs.some((gif) => gif.id === action.gif)) return state;
      return { ...state, phase: "revealing", picks: [...state.picks, action.gif] };
    }
    case "reveal":
      return state.phase === "revealing" ? { ...state, phase: "result" } : state;
    case "next":
      if (state.phase !== "result") return state;
      if (isLastPrompt(state, prompts)) return START;
      return { ...state, prompt: state.prompt + 1, phase: "choosing" };
  }
}

/** The prompt in play is the battle's last one (its Next is Play Again). */
export const isLastPrompt = (state: BattleState, prompts: readonly GifPrompt[]) => state.prompt === prompts.length - 1;

/** The picture picked for prompt `index`, if any. */
export function pickFor(state: BattleState, index: number, prompts: readonly GifPrompt[]): Gif | undefined {
  const id = state.picks[index];
  return prompts[index]?.gifs.find((gif) => gif.id === id);
}

/** The toast of a pick (mini-games.md section 8 gives the title; the body is ours). */
export const pickedNotice = (gif: Gif) => ({ title: "GIF Selected!", body: `You picked "${gif.title}".` });
