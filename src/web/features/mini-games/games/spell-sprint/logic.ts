import { shuffledOrder } from "../../deck";
import type { Notice } from "../../notify";
import type { SpellCategory, SpellWord } from "./content";

/**
 * Spell Sprint's rules (mini-games.md sections 4, 5 and 9) as pure functions: menu -> playing ->
 * result. The player picks a category; its six words come as hints in a random order; a typed word
 * is right when it matches, trimmed and ignoring case. A sprint lasts 60 s, measured from a clock
 * the caller passes in (`now`, in milliseconds), so it ends on time even if the page slept; it ends
 * earlier when every word of the category has been spelled or skipped (the time used then counts).
 *
 * Figures of the result:
 * - typed characters: the characters of every submitted word, trimmed (blank submissions are not
 *   submissions);
 * - correct typed characters: the characters of the submissions that were spelled right;
 * - accuracy: correct typed characters / typed characters, as a whole percent (0 when nothing was typed);
 * - words per minute: the typing-test measure, correct typed characters / 5 per minute of time used,
 *   rounded; the rating is read from that rounded figure, at or above each threshold.
 */

export const SPRINT_MS = 60_000;
export const WORDS_PER_CATEGORY = 6;
/** Characters in a "word" of words per minute, as in typing tests. */
export const CHARACTERS_PER_WORD = 5;

/** Ratings by words per minute, highest first: a player gets the first whose threshold they reach. */
export const RATINGS = [
  { minWpm: 50, label: "Speed Demon!" },
  { minWpm: 40, label: "Word Wizard!" },
  { minWpm: 30, label: "Quick Speller!" },
  { minWpm: 20, label: "Steady Typer!" },
  { minWpm: 0, label: "Learning Speller!" },
] as const;

export const spellMessages = {
  correct: { title: "Correct!" },
  wrong: { title: "Try Again", body: "That's not quite right. Check your spelling!" },
} as const satisfies Record<string, Notice>;

export type Phase = "menu" | "playing" | "result";

/** How a dealt word went: spelled, or skipped, with the wrong tries before it. */
export type WordOutcome = { readonly word: number; readonly spelled: boolean; readonly misses: number };

export type SpellSprintState = {
  readonly phase: Phase;
  readonly category: SpellCategory | null;
  /** The category's word indexes in the order they are dealt. */
  readonly order: readonly number[];
  /** Position in `order` of the word on show. */
  readonly position: number;
  /** Clock time the sprint started (ms); 0 in the menu. */
  readonly startedAt: number;
  /** Clock time it ended (ms): at most startedAt + SPRINT_MS. Null until then. */
  readonly endedAt: number | null;
  /** Wrong tries at the word on show. */
  readonly misses: number;
  readonly typedCharacters: number;
  readonly correctCharacters: number;
  readonly history: readonly WordOutcome[];
};

export const initialState: SpellSprintState = {
  phase: "menu",
  category: null,
  order: [],
  position: 0,
  startedAt: 0,
  endedAt: null,
  misses: 0,
  typedCharacters: 0,
  correctCharacters: 0,
  history: [],
};

/** A sprint in `category`, its words shuffled, its clock started at `now`. */
export function startSprint(category: SpellCategory, now: number, random: () => number): SpellSprintState {
  return {
    ...initialState,
    phase: "playing",
    category,
    order: shuffledOrder(WORDS_PER_CATEGORY, random),
    startedAt: now,
  };
}

/** Back to the menu (from the result screen), keeping the last category chosen. */
export const backToMenu = (state: SpellSprintState): SpellSprintState => ({
  ...initialState,
  category: state.category,
});

const deadline = (state: SpellSprintState) => state.startedAt + SPRINT_MS;

/** Whole seconds left as the countdown shows them: 60 at the start, 0 at the end. */
export function secondsLeft(state: SpellSprintState, now: number): number {
  if (state.phase === "menu") return SPRINT_MS / 1000;
  const end = state.endedAt ?? Math.min(now, deadline(state));
  return Math.max(0, Math.ceil((deadline(state) - end) / 1000));
}

/** The index (in the category) of the word on show, or null outside a sprint. */
export const currentWordIndex = (state: SpellSprintState): number | null =>
  state.phase === "playing" ? (state.order[state.position] ?? null) : null;

function finish(state: SpellSprintState, at: number): SpellSprintState {
  return { ...state, phase: "result", endedAt: Math.min(at, deadline(state)) };
}

/** Ends the sprint once its 60 s are up; the clock ticks call it. */
export function tick(state: SpellSprintState, now: number): SpellSprintState {
  return state.phase === "playing" && now >= deadline(state) ? finish(state, now) : state;
}

/** The next word, or the end of the sprint after the last one. */
function advance(state: SpellSprintState, outcome: WordOutcome, now: number): SpellSprintState {
  const next = { ...state, position: state.position + 1, misses: 0, history: [...state.history, outcome] };
  return next.position >= state.order.length ? finish(next, now) : next;
}

export type SubmitResult = "correct" | "wrong" | "ignored" | "timeUp";

/** Whether `typed` spells `word`: trimmed, ignoring case. */
export const spellsWord = (typed: string, word: string): boolean => typed.trim().toUpperCase() === word.toUpperCase();

/**
 * The player submits `typed` for the word on show. Right: counted, next word. Wrong: counted, the
 * word stays. Blank, or outside a sprint: ignored. After the 60 s: the sprint ends and the late word
 * is not counted.
 */
export function submitWord(
  state: SpellSprintState,
  typed: string,
  now: number,
  words: readonly SpellWord[],
): { state: SpellSprintState; result: SubmitResult } {
  const ended = tick(state, now);
  if (ended !== state) return { state: ended, result: "timeUp" };
  const index = currentWordIndex(state);
  const attempt = typed.trim();
  const word = index === null ? undefined : words[index];
  if (index === null || !word || attempt === "") return { state, result: "ignored" };
  const counted = { ...state, typedCharacters: state.typedCharacters + attempt.length };
  if (!spellsWord(attempt, word.word)) return { state: { ...counted, misses: state.misses + 1 }, result: "wrong" };
  const scored = { ...counted, correctCharacters: counted.correctCharacters + attempt.length };
  return { state: advance(scored, { word: index, spelled: true, misses: state.misses }, now), result: "correct" };
}

/** Skips the word on show (it counts as not spelled); after the 60 s it ends the sprint instead. */
export function skipWord(state: SpellSprintState, now: number): SpellSprintState {
  const ended = tick(state, now);
  const index = currentWordIndex(ended);
  if (ended !== state || index === null) return ended;
  return advance(state, { word: index, spelled: false, misses: state.misses }, now);
}

/** Words spelled right so far. */
export const wordsSpelled = (state: SpellSprintState): number => state.history.filter((entry) => entry.spelled).length;

/** Rating for a words-per-minute figure. */
export function ratingFor(wpm: number): string {
  return RATINGS.find((rating) => wpm >= rating.minWpm)?.label ?? "Learning Speller!";
}

export type SprintResults = {
  words: number;
  /** Time used, in whole seconds (60 unless every word was dealt sooner). */
  seconds: number;
  wpm: number;
  /** Whole percent. */
  accuracy: number;
  rating: string;
  /** Every word of the category was dealt before the 60 s were up. */
  finishedEarly: boolean;
};

/** The figures of a finished sprint (see the definitions at the top of this file). */
export function sprintResults(state: SpellSprintState): SprintResults {
  const elapsed = Math.max(0, (state.endedAt ?? state.startedAt) - state.startedAt);
  const minutes = elapsed / 60_000;
  const wpm = minutes > 0 ? Math.round(state.correctCharacters / CHARACTERS_PER_WORD / minutes) : 0;
  const accuracy = state.typedCharacters > 0 ? Math.round((state.correctCharacters / state.typedCharacters) * 100) : 0;
  return {
    words: wordsSpelled(state),
    seconds: Math.round(elapsed / 1000),
    wpm,
    accuracy,
    rating: ratingFor(wpm),
    finishedEarly: elapsed < SPRINT_MS,
  };
}
