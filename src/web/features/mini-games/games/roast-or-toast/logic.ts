import { type Deck, drawNext, newDeck, topCard } from "../../deck";
import type { Notice } from "../../notify";

/**
 * The rules of Roast or Toast (mini-games.md sections 4 and 9) as pure functions. The player reads
 * a scenario and calls it a roast or a toast; a coin flip (passed in) decides whether the crowd
 * agrees, worth one point. A game is five rounds and ends right after the fifth choice (the
 * original ended one choice later by checking the count before adding the newest choice).
 */

export type Choice = "roast" | "toast";

/** Rounds in a game. */
export const ROUNDS = 5;
/** Chance that the crowd agrees with a choice (one point). */
export const POINT_CHANCE = 0.5;

/** The toast after each choice (mini-games.md section 4). */
export const choiceMessages = {
  agreed: { title: "Good Choice!", body: "The crowd agrees with you. +1 point." },
  disagreed: { title: "Tough Crowd!", body: "The crowd saw it the other way. No point this round." },
} as const satisfies Record<string, Notice>;

/** One round as it was played: the scenario's index, the player's call and the crowd's. */
export type Round = { scenario: number; choice: Choice; crowd: Choice };

/**
 * - `choosing`: a scenario is shown, roast and toast are open.
 * - `chosen`: the choice is made, both buttons are shut, Next Scenario is offered.
 * - `complete`: the five rounds are played; final score, Play Again and the share panel.
 */
export type Phase = "choosing" | "chosen" | "complete";

export type RoastOrToastState = {
  readonly deck: Deck;
  readonly phase: Phase;
  /** Choices made in this game (the rounds count). */
  readonly rounds: number;
  readonly score: number;
  /** The rounds of this game, oldest first. */
  readonly history: readonly Round[];
};

/** A new game on a freshly shuffled deck of `scenarioCount` scenarios. */
export function newGame(scenarioCount: number, random: () => number): RoastOrToastState {
  return { deck: newDeck(scenarioCount, random), phase: "choosing", rounds: 0, score: 0, history: [] };
}

/** The index of the scenario on show. */
export const currentScenario = (state: RoastOrToastState): number => topCard(state.deck);

const otherChoice = (choice: Choice): Choice => (choice === "roast" ? "toast" : "roast");

/**
 * The player calls the scenario. One round more; with `coin() < POINT_CHANCE` the crowd agrees and
 * the score goes up by one. The fifth choice ends the game. Ignored unless a choice is open.
 */
export function choose(state: RoastOrToastState, choice: Choice, coin: () => number): RoastOrToastState {
  if (state.phase !== "choosing") return state;
  const agreed = coin() < POINT_CHANCE;
  const rounds = state.rounds + 1;
  return {
    ...state,
    phase: rounds >= ROUNDS ? "complete" : "chosen",
    rounds,
    score: state.score + (agreed ? 1 : 0),
    history: [
      ...state.history,
      { scenario: currentScenario(state), choice, crowd: agreed ? choice : otherChoice(choice) },
    ],
  };
}

/** Next Scenario: the next card of the deck (none repeats within a game). Only after a choice. */
export function nextScenario(state: RoastOrToastState, random: () => number): RoastOrToastState {
  if (state.phase !== "chosen") return state;
  return { ...state, deck: drawNext(state.deck, random), phase: "choosing" };
}

/** Play Again: score and rounds back to zero, on the next scenario of the same deck. */
export function playAgain(state: RoastOrToastState, random: () => number): RoastOrToastState {
  return { deck: drawNext(state.deck, random), phase: "choosing", rounds: 0, score: 0, history: [] };
}

/** The latest round, if any. */
export const lastRound = (state: RoastOrToastState): Round | undefined => state.history[state.history.length - 1];

/** Whether the crowd agreed with the player in `round` (a point). */
export const wonPoint = (round: Round): boolean => round.choice === round.crowd;

/** The toast that follows `round`. */
export const messageFor = (round: Round): Notice =>
  wonPoint(round) ? choiceMessages.agreed : choiceMessages.disagreed;

/** A line for the completion view, by final score out of ROUNDS. */
export function verdictLine(score: number): string {
  if (score >= ROUNDS) return "A perfect read. The room is yours!";
  if (score >= 3) return "You know this crowd well.";
  if (score >= 1) return "The crowd kept you guessing.";
  return "Tough room tonight. Try again?";
}
