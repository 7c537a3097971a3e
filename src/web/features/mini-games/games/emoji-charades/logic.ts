import { type Deck, drawNext, newDeck, topCard } from "../../deck";
import type { Notice } from "../../notify";
import type { CharadesCategory, CharadesWord, Clue } from "./content";

/**
 * Emoji Charades' rules (mini-games.md sections 4, 5, 8 and 9) as pure functions: setup ->
 * guessing -> result, and Play Again back to setup with the score kept. A round shows five emoji
 * for a hidden word; the player has 60 s, measured from the clock the caller passes in (`now`, in
 * milliseconds), and 3 attempts. A right guess scores the larger of 10 and the seconds left.
 *
 * A guess is compared ignoring case, surrounding spaces and repeated inner spaces ("  ice  cream "
 * is right for "Ice Cream"); the original did not trim, so a stray space made a right answer wrong.
 */

export const ROUND_MS = 60_000;
export const MAX_ATTEMPTS = 3;
export const MIN_POINTS = 10;
export const CLUES_PER_WORD = 5;

/** The clues of a word with none of its own in a category with no fallback set. */
export const GENERIC_CLUES: readonly Clue[] = Array.from({ length: CLUES_PER_WORD }, () => ["❓", "question mark"]);

/** The spec's toasts (mini-games.md sections 5 and 8). */
export const charadesMessages = {
  correct: { title: "Correct!", body: "Great job! You guessed the word correctly." },
  empty: { title: "Empty guess", body: "Please enter a guess." },
} as const satisfies Record<string, Notice>;

/** 'Try again! You have N attempts left.' ("1 attempt" for one). */
export const wrongGuessMessage = (attemptsLeft: number): Notice => ({
  title: "Incorrect guess",
  body: `Try again! You have ${attemptsLeft} ${attemptsLeft === 1 ? "attempt" : "attempts"} left.`,
});

/** The last wrong guess: no "Try again!" when there is no attempt left, and the word instead. */
export const outOfAttemptsMessage = (word: string): Notice => ({
  title: "Incorrect guess",
  body: `Out of attempts! The word was "${word}"`,
});

export const timeUpMessage = (word: string): Notice => ({ title: "Time's up!", body: `The word was "${word}"` });

export type Phase = "setup" | "guessing" | "result";
export type Outcome = "won" | "outOfAttempts" | "timeUp";

export type CharadesState = {
  readonly phase: Phase;
  /** The category chosen last (kept for the next round). */
  readonly category: CharadesCategory;
  /** The word of the current or last round, and its clues. */
  readonly word: string;
  readonly clues: readonly Clue[];
  /** Clock time the round started (ms). */
  readonly startedAt: number;
  /** Clock time the round ended: at most startedAt + ROUND_MS. Null while guessing. */
  readonly endedAt: number | null;
  readonly attemptsLeft: number;
  /** This round's wrong guesses, as typed (trimmed). */
  readonly wrongGuesses: readonly string[];
  readonly outcome: Outcome | null;
  /** Points of this round (0 unless won). */
  readonly roundScore: number;
  /** Points of every round since the page opened. */
  readonly totalScore: number;
  readonly roundsPlayed: number;
  readonly roundsWon: number;
  /** One no-repeat deck per category played, so a word comes back only after all the others. */
  readonly decks: Readonly<Partial<Record<CharadesCategory, Deck>>>;
};

export const initialState: CharadesState = {
  phase: "setup",
  category: "animals",
  word: "",
  clues: [],
  startedAt: 0,
  endedAt: null,
  attemptsLeft: MAX_ATTEMPTS,
  wrongGuesses: [],
  outcome: null,
  roundScore: 0,
  totalScore: 0,
  roundsPlayed: 0,
  roundsWon: 0,
  decks: {},
};

/** A word's clues: its own five, else its category's fallback five, else five question marks. */
export function cluesFor(word: CharadesWord, categoryClues: readonly Clue[] | undefined): readonly Clue[] {
  return word.clues ?? categoryClues ?? GENERIC_CLUES;
}

/** Chooses the category for the next round (setup only). */
export const chooseCategory = (state: CharadesState, category: CharadesCategory): CharadesState =>
  state.phase === "setup" ? { ...state, category } : state;

/**
 * Starts a round in the chosen category with the next word of its deck, at `now`, from the
 * category's `words` and fallback `categoryClues`. Only from setup.
 */
export function startRound(
  state: CharadesState,
  words: readonly CharadesWord[],
  categoryClues: readonly Clue[] | undefined,
  now: number,
  random: () => number,
): CharadesState {
  if (state.phase !== "setup") return state;
  const previous = state.decks[state.category];
  const deck =
    previous && previous.order.length === words.length ? drawNext(previous, random) : newDeck(words.length, random);
  const word = words[topCard(deck)] as CharadesWord;
  return {
    ...state,
    phase: "guessing",
    word: word.word,
    clues: cluesFor(word, categoryClues),
    startedAt: now,
    endedAt: null,
    attemptsLeft: MAX_ATTEMPTS,
    wrongGuesses: [],
    outcome: null,
    roundScore: 0,
    decks: { ...state.decks, [state.category]: deck },
  };
}

const deadline = (state: CharadesState) => state.startedAt + ROUND_MS;

/** Whole seconds left as the timer shows them: 60 at the start, down by one each second, 0 at the end. */
export function secondsLeft(state: CharadesState, now: number): number {
  if (state.phase === "setup") return ROUND_MS / 1000;
  const at = state.endedAt ?? Math.min(now, deadline(state));
  return Math.max(0, Math.ceil((deadline(state) - at) / 1000));
}

/** Points for a right guess with `seconds` on the clock. */
export const pointsFor = (seconds: number): number => Math.max(MIN_POINTS, seconds);

function endRound(state: CharadesState, outcome: Outcome, at: number, points = 0): CharadesState {
  return {
    ...state,
    phase: "result",
    outcome,
    endedAt: Math.min(at, deadline(state)),
    roundScore: points,
    totalScore: state.totalScore + points,
    roundsPlayed: state.roundsPlayed + 1,
    roundsWon: state.roundsWon + (outcome === "won" ? 1 : 0),
  };
}

/** Ends the round when its 60 s are up; the clock ticks call it. */
export function tick(state: CharadesState, now: number): CharadesState {
  return state.phase === "guessing" && now >= deadline(state) ? endRound(state, "timeUp", now) : state;
}

/** How a guess is compared: case, surrounding spaces and repeated inner spaces do not count. */
export const normalise = (text: string): string => text.trim().replace(/\s+/g, " ").toLowerCase();

export type GuessResult = "empty" | "correct" | "wrong" | "outOfAttempts" | "timeUp" | "ignored";

/**
 * The player guesses `typed`. Blank: refused, no attempt used. Right: the round is won for
 * max(10, seconds left). Wrong: one attempt used; the third ends the round. After the 60 s: the
 * round ends as timed out and the guess does not count.
 */
export function guess(state: CharadesState, typed: string, now: number): { state: CharadesState; result: GuessResult } {
  if (state.phase !== "guessing") return { state, result: "ignored" };
  const timedOut = tick(state, now);
  if (timedOut !== state) return { state: timedOut, result: "timeUp" };
  const attempt = normalise(typed);
  if (attempt === "") return { state, result: "empty" };
  if (attempt === normalise(state.word)) {
    return { state: endRound(state, "won", now, pointsFor(secondsLeft(state, now))), result: "correct" };
  }
  const next = { ...state, attemptsLeft: state.attemptsLeft - 1, wrongGuesses: [...state.wrongGuesses, typed.trim()] };
  if (next.attemptsLeft <= 0) return { state: endRound(next, "outOfAttempts", now), result: "outOfAttempts" };
  return { state: next, result: "wrong" };
}

/** The toast after a guess, if any. */
export function messageFor(result: GuessResult, state: CharadesState): Notice | null {
  switch (result) {
    case "correct":
      return charadesMessages.correct;
    case "empty":
      return charadesMessages.empty;
    case "wrong":
      return wrongGuessMessage(state.attemptsLeft);
    case "outOfAttempts":
      return outOfAttemptsMessage(state.word);
    case "timeUp":
      return timeUpMessage(state.word);
    default:
      return null;
  }
}

/** Play Again: back to setup, with the score, rounds and category kept. */
export const playAgain = (state: CharadesState): CharadesState =>
  state.phase === "result" ? { ...state, phase: "setup" } : state;

/** How the hidden word is laid out, for the charades gesture of "two words, four and five letters". */
export const wordShape = (word: string): number[] => word.split(/\s+/).map((part) => part.length);
