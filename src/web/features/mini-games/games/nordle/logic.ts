/**
 * Nordle's rules (mini-games.md sections 4, 5 and 9): find a five-letter word in six tries; after
 * each guess every letter is marked as in the right spot, in the word elsewhere, or absent.
 * Pure functions: the answer is drawn by the caller's random source.
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
};

export const nordleMessages = {
  tooShort: { title: "Word too short", body: "Please enter a 5-letter word." },
  won: { title: "You won!" },
  lost: { title: "Game over" },
} as const;

/** A new game with `answer` (upper case). */
export function newGame(answer: string): NordleState {
  return { answer: answer.toUpperCase(), guesses: [], current: "", status: "playing" };
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

/** Submits the typed row: refused (tooShort) unless it has five letters; wins, loses or goes on. */
export function submitGuess(state: NordleState): { state: NordleState; error?: "tooShort" } {
  if (state.status !== "playing") return { state };
  if (state.current.length !== WORD_LENGTH) return { state, error: "tooShort" };
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

/** Games played on this device (kept in local storage by the page). */
export type NordleStats = {
  readonly played: number;
  readonly wins: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** distribution[n] counts wins in n + 1 guesses. */
  readonly distribution: readonly number[];
};

export const emptyStats = (): NordleStats => ({
  played: 0,
  wins: 0,
  currentStreak: 0,
  bestStreak: 0,
  distribution: Array.from({ length: MAX_TRIES }, () => 0),
});

/** The statistics after a finished game. */
export function recordGame(stats: NordleStats, state: NordleState): NordleStats {
  if (state.status === "playing") return stats;
  const won = state.status === "won";
  const currentStreak = won ? stats.currentStreak + 1 : 0;
  return {
    played: stats.played + 1,
    wins: stats.wins + (won ? 1 : 0),
    currentStreak,
    bestStreak: Math.max(stats.bestStreak, currentStreak),
    distribution: stats.distribution.map((count, index) =>
      won && index === state.guesses.length - 1 ? count + 1 : count,
    ),
  };
}

/** Whole percent of games won. */
export const winPercent = (stats: NordleStats): number =>
  stats.played === 0 ? 0 : Math.round((stats.wins / stats.played) * 100);
