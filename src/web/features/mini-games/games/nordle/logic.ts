/**
 * Nordle's rules (mini-games.md sections 4, 5 and 9, and the issue "Nordle as good as the best
 * Wordle"): find a five-letter word in six tries; after each guess every letter is marked as in the
 * right spot, in the word elsewhere, or absent. A guess must be a word of the list, and in Hard Mode
 * it must use every hint revealed so far. Pure functions: the answer is drawn by the caller's random
 * source, and the word list is looked up by the caller's `isWord`.
 */
export const WORD_LENGTH = 5;
export const MAX_TRIES = 6;

export type LetterMark = "correct" | "present" | "absent";
export type NordleStatus = "playing" | "won" | "lost";
export type NordleState = {
  readonly answer: string;
  readonly guesses: readonly string[];
  /** The row being typed. */
  readonly current: string;
  readonly status: NordleStatus;
  /** Hard Mode: every guess must use the hints revealed before it. */
  readonly hardMode: boolean;
};

export const nordleMessages = {
  tooShort: { title: "Word too short", body: "Please enter a 5-letter word." },
  notAWord: { title: "Not in word list", body: "Try another five-letter word." },
  hardModeLate: {
    title: "Hard Mode can only be turned on at the start of a puzzle",
    body: "Turn it on before your first guess of the next one.",
  },
  won: { title: "You won!" },
  lost: { title: "Game over" },
} as const;

/** Why a typed row was not taken as a guess; no try is used. */
export type GuessRefusal =
  | { readonly kind: "tooShort" }
  | { readonly kind: "notAWord" }
  /** Hard Mode: a letter revealed in the right spot is missing from that spot (1 to 5). */
  | { readonly kind: "mustPlace"; readonly letter: string; readonly position: number }
  /** Hard Mode: a letter revealed as in the word is missing (or too few of it). */
  | { readonly kind: "mustContain"; readonly letter: string };

/** The toast of a refusal. */
export function refusalMessage(refusal: GuessRefusal): { title: string; body?: string } {
  switch (refusal.kind) {
    case "tooShort":
      return nordleMessages.tooShort;
    case "notAWord":
      return nordleMessages.notAWord;
    case "mustPlace":
      return { title: `Must use ${refusal.letter} in position ${refusal.position}`, body: "Hard Mode is on." };
    case "mustContain":
      return { title: `Guess must contain ${refusal.letter}`, body: "Hard Mode is on." };
  }
}

/** A new game with `answer` (upper case). */
export function newGame(answer: string, hardMode = false): NordleState {
  return { answer: answer.toUpperCase(), guesses: [], current: "", status: "playing", hardMode };
}

/**
 * A game put back together from what was kept of it: its answer, the guesses made (replayed, so
 * the status follows from them) and the row being typed. Null when the record cannot be a game of
 * Nordle (a guess of other than five letters A to Z, more than six, a guess after the game ended, a
 * guess Hard Mode would have refused).
 */
export function restoreGame(
  answer: string,
  saved: { guesses: readonly string[]; current: string; hardMode: boolean },
): NordleState | null {
  const word = /^[A-Z]{5}$/;
  if (saved.guesses.length > MAX_TRIES || !saved.guesses.every((guess) => word.test(guess))) return null;
  let state = newGame(answer, saved.hardMode);
  for (const guess of saved.guesses) {
    const replayed = state.status === "playing" ? submitGuess({ ...state, current: guess }) : null;
    if (!replayed || replayed.refusal) return null;
    state = replayed.state;
  }
  const current = /^[A-Z]{0,5}$/.test(saved.current) && state.status === "playing" ? saved.current : "";
  return { ...state, current };
}

/**
 * Turns Hard Mode on or off for the game. On only before its first guess (refused afterwards, the
 * game unchanged); off at any time, and a game finished with it off does not count as hard.
 */
export function setHardMode(state: NordleState, on: boolean): { state: NordleState; refused?: true } {
  if (state.status !== "playing") return { state };
  if (on && state.guesses.length > 0 && !state.hardMode) return { state, refused: true };
  return { state: { ...state, hardMode: on } };
}

/**
 * Hard Mode's rule: the first hint of the earlier guesses that `guess` does not use. Letters in the
 * right spot are checked first, then letters known to be in the word, as many of each as a single
 * earlier guess revealed.
 */
export function hardModeBreach(guesses: readonly string[], answer: string, guess: string): GuessRefusal | null {
  const marked = guesses.map((earlier) => ({ earlier, marks: markGuess(earlier, answer) }));
  for (const { earlier, marks } of marked) {
    for (let index = 0; index < WORD_LENGTH; index += 1) {
      const letter = earlier[index] as string;
      if (marks[index] === "correct" && guess[index] !== letter)
        return { kind: "mustPlace", letter, position: index + 1 };
    }
  }
  for (const { earlier, marks } of marked) {
    const needed = new Map<string, number>();
    marks.forEach((mark, index) => {
      const letter = earlier[index] as string;
      if (mark !== "absent") needed.set(letter, (needed.get(letter) ?? 0) + 1);
    });
    for (const [letter, count] of needed) {
      if ([...guess].filter((typed) => typed === letter).length < count) return { kind: "mustContain", letter };
    }
  }
  return null;
}

/** Draws an answer from `words`, never the previous game's when there is another. */
export function drawAnswer(words: readonly string[], random: () => number, previous?: string): string {
  const choices = words.length > 1 ? words.filter((word) => word !== previous) : words;
  return choices[Math.floor(random() * choices.length)] ?? "";
}

/**
 * The marks of `guess` against `answer`. Exact matches first; then each other letter is present
 * only while the answer still has an unmatched copy of it, so a guess with two E's against an
 * answer with one E marks one E, and the one in the right spot wins.
 */
export function markGuess(guess: string, answer: string): LetterMark[] {
  const marks: LetterMark[] = Array.from({ length: guess.length }, () => "absent");
  const unmatched = new Map<string, number>();
  for (let index = 0; index < answer.length; index += 1) {
    if (guess[index] === answer[index]) marks[index] = "correct";
    else unmatched.set(answer[index] as string, (unmatched.get(answer[index] as string) ?? 0) + 1);
  }
  for (let index = 0; index < guess.length; index += 1) {
    const letter = guess[index] as string;
    const left = unmatched.get(letter) ?? 0;
    if (marks[index] === "correct" || left === 0) continue;
    marks[index] = "present";
    unmatched.set(letter, left - 1);
  }
  return marks;
}

/** Adds a typed letter: only A to Z (any case), at most five, only while playing. */
export function typeLetter(state: NordleState, key: string): NordleState {
  const letter = key.toUpperCase();
  if (state.status !== "playing" || !/^[A-Z]$/.test(letter) || state.current.length >= WORD_LENGTH) return state;
  return { ...state, current: state.current + letter };
}

export function deleteLetter(state: NordleState): NordleState {
  if (state.status !== "playing" || state.current === "") return state;
  return { ...state, current: state.current.slice(0, -1) };
}

/**
 * Submits the typed row: refused unless it has five letters, is a word of the list (`isWord`; any
 * five letters when none is given) and, in Hard Mode, uses the hints so far; then wins, loses or
 * goes on.
 */
export function submitGuess(
  state: NordleState,
  isWord: (word: string) => boolean = () => true,
): { state: NordleState; refusal?: GuessRefusal } {
  if (state.status !== "playing") return { state };
  if (state.current.length !== WORD_LENGTH) return { state, refusal: { kind: "tooShort" } };
  if (state.current !== state.answer && !isWord(state.current)) return { state, refusal: { kind: "notAWord" } };
  const breach = state.hardMode ? hardModeBreach(state.guesses, state.answer, state.current) : null;
  if (breach) return { state, refusal: breach };
  const guesses = [...state.guesses, state.current];
  const status: NordleStatus =
    state.current === state.answer ? "won" : guesses.length >= MAX_TRIES ? "lost" : "playing";
  return { state: { ...state, guesses, current: "", status } };
}

const rank: Record<LetterMark, number> = { absent: 0, present: 1, correct: 2 };

/** The best mark each letter has earned so far, for the on-screen keyboard. */
export function keyboardMarks(guesses: readonly string[], answer: string): Record<string, LetterMark> {
  const best: Record<string, LetterMark> = {};
  for (const guess of guesses) {
    markGuess(guess, answer).forEach((mark, index) => {
      const letter = guess[index] as string;
      const known = best[letter];
      if (!known || rank[mark] > rank[known]) best[letter] = mark;
    });
  }
  return best;
}

/** The emoji grid of a finished game, one row per guess (high contrast uses orange and blue). */
export function emojiGrid(guesses: readonly string[], answer: string, highContrast = false): string {
  const squares: Record<LetterMark, string> = highContrast
    ? { correct: "🟧", present: "🟦", absent: "⬛" }
    : { correct: "🟩", present: "🟨", absent: "⬛" };
  return guesses
    .map((guess) =>
      markGuess(guess, answer)
        .map((mark) => squares[mark])
        .join(""),
    )
    .join("\n");
}
