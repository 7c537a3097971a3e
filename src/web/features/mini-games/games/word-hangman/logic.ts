import type { HangmanCategory } from "./content";

/**
 * Word Hangman's rules (mini-games.md sections 4, 5 and 9): guess a word of the chosen category
 * letter by letter; ten wrong guesses lose, finding every letter wins. Pure functions.
 */
export const MAX_WRONG = 10;

export type HangmanState = {
  readonly category: HangmanCategory;
  readonly word: string;
  /** Letters guessed so far, in the order guessed. */
  readonly guessed: readonly string[];
  readonly status: "playing" | "won" | "lost";
};

export const hangmanMessages = {
  noCategory: { title: "Select a category", body: "Please select a category to start the game." },
  won: { title: "You won!" },
  lost: { title: "Game over" },
} as const;

/** A new game with a random word of `category`, or the spec's refusal when none is chosen. */
export function startGame(
  category: HangmanCategory | null,
  words: Readonly<Record<HangmanCategory, readonly string[]>>,
  random: () => number,
): HangmanState | "noCategory" {
  if (!category) return "noCategory";
  const list = words[category];
  const word = list[Math.floor(random() * list.length)] ?? "";
  return { category, word, guessed: [], status: "playing" };
}

export const wrongGuesses = (state: HangmanState): number =>
  state.guessed.filter((letter) => !state.word.includes(letter)).length;

/** Guesses a letter: A to Z only, each letter once, only while playing. */
export function guessLetter(state: HangmanState, key: string): HangmanState {
  const letter = key.toUpperCase();
  if (state.status !== "playing" || !/^[A-Z]$/.test(letter) || state.guessed.includes(letter)) return state;
  const next = { ...state, guessed: [...state.guessed, letter] };
  if ([...state.word].every((character) => next.guessed.includes(character))) return { ...next, status: "won" };
  if (wrongGuesses(next) >= MAX_WRONG) return { ...next, status: "lost" };
  return next;
}

/** The word as shown: found letters, and null for the ones still hidden (all shown once the game is over). */
export function revealed(state: HangmanState): (string | null)[] {
  return [...state.word].map((letter) =>
    state.status !== "playing" || state.guessed.includes(letter) ? letter : null,
  );
}
