import { TICK_MS } from "../../../shared/catchphrase/constants";
import { randomIndex } from "../../../shared/catchphrase/random";
import { PRACTICE_WORDS } from "../../../shared/catchphrase/words/practice";

/**
 * The solo practice round of the waiting screen (catchphrase.md section 4, Practice), as a pure
 * reducer: the clock and the dice come in with each action, so the rules are tested without timers.
 */
export type PracticeState =
  | { phase: "idle" }
  | { phase: "running"; word: string; guessed: number; duration: number; endsAt: number; secondsLeft: number }
  | { phase: "finished"; guessed: number; duration: number };

/** `now` is epoch milliseconds; `roll` is a number in [0, 1) that picks the word. */
export type PracticeAction =
  | { type: "start"; now: number; duration: number; roll: number }
  | { type: "guessed"; roll: number }
  | { type: "tick"; now: number }
  | { type: "stop" };

export const INITIAL_PRACTICE: PracticeState = { phase: "idle" };

/**
 * A word from `words` picked by `roll`, never `current` (when there is any other word), so that
 * Word Guessed always shows something new.
 */
export function pickPracticeWord(roll: number, current?: string, words: readonly string[] = PRACTICE_WORDS): string {
  const choices = words.length > 1 && current !== undefined ? words.filter((word) => word !== current) : words;
  return choices[randomIndex(() => roll, choices.length)] ?? current ?? "";
}

/** Whole seconds left before `endsAt`, rounded up (a round of 90 s shows 90 at its start), never below 0. */
export function secondsUntil(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / TICK_MS));
}

/**
 * The practice rules. Start begins a countdown of `duration` seconds with a random word; Word
 * Guessed counts one and draws a different word; each tick recomputes the time left from the
 * deadline (so a throttled background tab still ends on time) and finishes at 0 or less; Stop
 * abandons the round without a score. Actions that do not apply in the current phase change nothing.
 */
export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  switch (action.type) {
    case "start":
      if (state.phase === "running") return state;
      return {
        phase: "running",
        word: pickPracticeWord(action.roll),
        guessed: 0,
        duration: action.duration,
        endsAt: action.now + action.duration * TICK_MS,
        secondsLeft: action.duration,
      };
    case "guessed":
      if (state.phase !== "running") return state;
      return { ...state, guessed: state.guessed + 1, word: pickPracticeWord(action.roll, state.word) };
    case "tick": {
      if (state.phase !== "running") return state;
      const secondsLeft = secondsUntil(state.endsAt, action.now);
      if (secondsLeft <= 0) return { phase: "finished", guessed: state.guessed, duration: state.duration };
      return secondsLeft === state.secondsLeft ? state : { ...state, secondsLeft };
    }
    case "stop":
      return state.phase === "running" ? INITIAL_PRACTICE : state;
  }
}

/** The final score in words: "You guessed 7 words in 90 seconds!" */
export function practiceResultText(guessed: number, duration: number): string {
  return `You guessed ${guessed} ${guessed === 1 ? "word" : "words"} in ${duration} seconds!`;
}
