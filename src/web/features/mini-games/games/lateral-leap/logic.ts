/**
 * The rules of Lateral Leap (mini-games.md sections 3, 4 and 9): five riddles of four options;
 * answering locks the options and shows the explanation, Next Puzzle moves on, and after the last
 * riddle the score comes with feedback by percent.
 */

export type Riddle = {
  readonly id: number;
  readonly question: string;
  readonly options: readonly [string, string, string, string];
  /** Index of the right option. */
  readonly answer: 0 | 1 | 2 | 3;
  readonly explanation: string;
};

export const RIDDLE_COUNT = 5;

export type LeapState =
  | {
      readonly phase: "playing";
      readonly riddle: number;
      /** The option picked for this riddle, or null while it is open. */
      readonly chosen: number | null;
      readonly score: number;
    }
  | { readonly phase: "results"; readonly score: number };

export type LeapAction = { type: "answer"; option: number } | { type: "next" } | { type: "restart" };

export const INITIAL_STATE: LeapState = { phase: "playing", riddle: 0, chosen: null, score: 0 };

/**
 * The one transition table of the game. An answer counts once and locks the riddle; Next Puzzle
 * needs an answer and leads to the next riddle, or to the results after the last; restart plays
 * again from the first riddle. Anything else leaves the state as it is (the same object).
 */
export function lateralLeap(state: LeapState, action: LeapAction, riddles: readonly Riddle[]): LeapState {
  switch (action.type) {
    case "answer": {
      if (state.phase !== "playing" || state.chosen !== null) return state;
      const riddle = riddles[state.riddle];
      if (!riddle || !Number.isInteger(action.option) || action.option < 0 || action.option >= riddle.options.length) {
        return state;
      }
      return { ...state, chosen: action.option, score: state.score + (action.option === riddle.answer ? 1 : 0) };
    }
    case "next": {
      if (state.phase !== "playing" || state.chosen === null) return state;
      const riddle = state.riddle + 1;
      return riddle < riddles.length
        ? { phase: "playing", riddle, chosen: null, score: state.score }
        : { phase: "results", score: state.score };
    }
    case "restart":
      return state.phase === "results" ? INITIAL_STATE : state;
  }
}

/** The score as a percentage of the riddles, 0 to 100. */
export const percentOf = (score: number, total: number): number => (total > 0 ? (score / total) * 100 : 0);

export type Feedback = {
  readonly rating: "Exceptional" | "Great" | "Good" | "Keep practicing";
  readonly message: string;
};

/** The verdict of section 9, each threshold reached at or above it: 80 Exceptional, 60 Great, 40 Good. */
export function feedback(percent: number): Feedback {
  if (percent >= 80)
    return { rating: "Exceptional", message: "Exceptional! You leap sideways like a true puzzle master." };
  if (percent >= 60) return { rating: "Great", message: "Great thinking! Very few twists get past you." };
  if (percent >= 40) return { rating: "Good", message: "Good effort! You caught several of the twists." };
  return {
    rating: "Keep practicing",
    message: "Keep practicing! Every riddle trains you to question the obvious.",
  };
}
