/**
 * The rules of Tinder Truths (mini-games.md sections 4 and 9): twelve yes-or-no cards, answered by
 * a button, an arrow key or a swipe of more than 100 px. Each answer plays a 0.5 s card animation
 * before the next card, and no answer is taken while a card is leaving.
 */

export const SWIPE_THRESHOLD_PX = 100;
export const CARD_ANIMATION_MS = 500;
export const QUESTION_COUNT = 12;

export type Answer = "yes" | "no";

export type TruthsState =
  | { readonly phase: "intro" }
  | {
      readonly phase: "playing";
      /** Index of the card on top. */
      readonly card: number;
      readonly answers: readonly Answer[];
      /** The answer the top card is flying away with, or null when the player may answer. */
      readonly leaving: Answer | null;
    }
  | { readonly phase: "results"; readonly answers: readonly Answer[] };

export type TruthsAction =
  | { type: "start" }
  | { type: "choose"; answer: Answer }
  /** The card animation has ended. */
  | { type: "settle" }
  | { type: "restart" };

export const INITIAL_STATE: TruthsState = { phase: "intro" };

const firstCard: TruthsState = { phase: "playing", card: 0, answers: [], leaving: null };

/**
 * What a drag of `dx` pixels (positive to the right) means when the finger or mouse lets go:
 * beyond the threshold to the right is yes, to the left is no; anything shorter, the threshold
 * itself included, is no answer and the card springs back.
 */
export function swipeAnswer(dx: number): Answer | null {
  if (dx > SWIPE_THRESHOLD_PX) return "yes";
  if (dx < -SWIPE_THRESHOLD_PX) return "no";
  return null;
}

/**
 * The one transition table of the game. intro -> playing (start); a choice records the answer and
 * starts the card animation, and is ignored while one is running; settle ends the animation and
 * shows the next card, or the results after the last; restart plays again from the first card.
 * Anything else leaves the state as it is (the same object).
 */
export function tinderTruths(state: TruthsState, action: TruthsAction, questionCount: number): TruthsState {
  switch (action.type) {
    case "start":
      return state.phase === "intro" ? firstCard : state;
    case "restart":
      return state.phase === "results" ? firstCard : state;
    case "choose":
      if (state.phase !== "playing" || state.leaving !== null) return state;
      return { ...state, answers: [...state.answers, action.answer], leaving: action.answer };
    case "settle": {
      if (state.phase !== "playing" || state.leaving === null) return state;
      const card = state.card + 1;
      return card < questionCount
        ? { phase: "playing", card, answers: state.answers, leaving: null }
        : { phase: "results", answers: state.answers };
    }
  }
}

/** How many cards got a yes. */
export const yesCount = (answers: readonly Answer[]): number => answers.filter((answer) => answer === "yes").length;

export type Verdict = { readonly title: string; readonly message: string };

/** A light-hearted reading of the results: two thirds or more yes, one third or more, or fewer. */
export function verdict(yes: number, total: number): Verdict {
  if (yes * 3 >= total * 2) {
    return { title: "Open Book", message: "You've lived a few dating stories and you're not shy about sharing them." };
  }
  if (yes * 3 >= total) {
    return { title: "Balanced Dater", message: "A little adventure, a little caution: you keep things interesting." };
  }
  return { title: "Mystery Card", message: "You keep your dating life close to your chest. Intriguing!" };
}
