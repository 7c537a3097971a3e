import { type Deck, drawNext, newDeck, topCard } from "../../deck";
import { CATEGORIES, type Category, QUESTIONS, type TruthQuestion } from "./content";

/**
 * The rules of Truth Roulette (mini-games.md sections 4 and 9) as pure functions; the component
 * only runs the timers. Spin turns the wheel 5 to 10 full turns for 3 s and lands on a question of
 * the chosen category (the wheel stops on that question's segment); 0.5 s later the wheel drops the
 * turns it has made, so the next spin starts fresh. Refresh draws a new question at once.
 * Questions come from a no-repeat deck over the questions the filter allows.
 */

/** How long the wheel turns (ms). */
export const SPIN_DURATION_MS = 3000;
/** How long after landing the wheel resets (ms). */
export const RESET_DELAY_MS = 500;
/** With reduced motion the wheel does not turn; a short pause still marks the draw (ms). */
export const REDUCED_MOTION_SPIN_MS = 1000;
export const MIN_TURNS = 5;
export const MAX_TURNS = 10;
/** Each category's slice of the wheel, in degrees. */
export const SEGMENT_ANGLE = 360 / CATEGORIES.length;

/** The category filter: all questions, or one category's. */
export type Filter = "all" | Category;

/** How the wheel gets to its rotation: a long spin, a short move (refresh) or at once (reset). */
export type WheelMotion = "spin" | "nudge" | "none";

/**
 * - `idle`: ready to spin.
 * - `spinning`: the wheel turns; spin, refresh and the filter are shut; the drawn question waits.
 * - `landed`: the question is shown; the wheel resets shortly (a new spin may start already).
 */
export type Phase = "idle" | "spinning" | "landed";

export type TruthRouletteState = {
  readonly filter: Filter;
  /** A deck over `questionsFor(filter)`, made at the first draw after the filter is set. */
  readonly deck: Deck | null;
  /** The question on show (its id), none before the first draw. */
  readonly questionId: number | null;
  readonly phase: Phase;
  /** The wheel's rotation in degrees, clockwise: where it is or is turning to. */
  readonly rotation: number;
  readonly motion: WheelMotion;
  /** While spinning: the full turns, the question it will land on and the rotation it left from. */
  readonly spin: { readonly turns: number; readonly questionId: number; readonly from: number } | null;
};

export const initialState: TruthRouletteState = {
  filter: "all",
  deck: null,
  questionId: null,
  phase: "idle",
  rotation: 0,
  motion: "none",
  spin: null,
};

/** The questions a filter allows, in id order. */
export const questionsFor = (filter: Filter): readonly TruthQuestion[] =>
  filter === "all" ? QUESTIONS : QUESTIONS.filter((question) => question.category === filter);

/** The question with this id. */
export function questionById(id: number): TruthQuestion {
  const question = QUESTIONS.find((candidate) => candidate.id === id);
  if (!question) throw new Error(`No truth question ${id}.`);
  return question;
}

/** The question on show, if any. */
export const currentQuestion = (state: TruthRouletteState): TruthQuestion | null =>
  state.questionId === null ? null : questionById(state.questionId);

/** Full turns for a spin: 5 to 10, evenly, from one draw of `random` in [0, 1). */
export const turnsFrom = (draw: number): number =>
  Math.min(MAX_TURNS, MIN_TURNS + Math.floor(draw * (MAX_TURNS - MIN_TURNS + 1)));

const modulo360 = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The category whose segment is under the pointer (at the top) when the wheel shows `rotation`. */
export const categoryUnderPointer = (rotation: number): Category =>
  CATEGORIES[Math.floor(modulo360(-rotation) / SEGMENT_ANGLE) % CATEGORIES.length] as Category;

/**
 * The rotation that turns the wheel forward from `from` by `turns` full turns and then the part of
 * a turn that brings `category`'s segment under the pointer, at `within` (0..1) of the segment's
 * middle 70%, so it never stops on a border.
 */
export function landingRotation(from: number, turns: number, category: Category, within: number): number {
  const onWheel = (CATEGORIES.indexOf(category) + 0.15 + 0.7 * within) * SEGMENT_ANGLE;
  const extra = modulo360(modulo360(-onWheel) - modulo360(from));
  return from + turns * 360 + extra;
}

/** The next question of the filter's deck (a new deck after a filter change, not repeating the one on show). */
function draw(state: TruthRouletteState, random: () => number): { deck: Deck; questionId: number } {
  const pool = questionsFor(state.filter);
  const idAt = (deck: Deck) => (pool[topCard(deck)] as TruthQuestion).id;
  let deck = state.deck ? drawNext(state.deck, random) : newDeck(pool.length, random);
  if (!state.deck && pool.length > 1 && idAt(deck) === state.questionId) deck = drawNext(deck, random);
  return { deck, questionId: idAt(deck) };
}

/** Spin: draws the turns, the question and where in its segment to stop. Ignored while spinning. */
export function startSpin(state: TruthRouletteState, random: () => number): TruthRouletteState {
  if (state.phase === "spinning") return state;
  const turns = turnsFrom(random());
  const { deck, questionId } = draw(state, random);
  const rotation = landingRotation(state.rotation, turns, questionById(questionId).category, random());
  return {
    ...state,
    deck,
    phase: "spinning",
    rotation,
    motion: "spin",
    spin: { turns, questionId, from: state.rotation },
  };
}

/** SPIN_DURATION_MS after the spin: the drawn question is shown. */
export function land(state: TruthRouletteState): TruthRouletteState {
  if (state.phase !== "spinning" || !state.spin) return state;
  return { ...state, phase: "landed", questionId: state.spin.questionId, spin: null };
}

/** RESET_DELAY_MS after landing: the wheel drops its full turns at once (it looks the same). */
export function reset(state: TruthRouletteState): TruthRouletteState {
  if (state.phase !== "landed") return state;
  return { ...state, phase: "idle", rotation: modulo360(state.rotation), motion: "none" };
}

/** Refresh: a new question at once; the wheel moves briefly to its category. Ignored while spinning. */
export function refresh(state: TruthRouletteState, random: () => number): TruthRouletteState {
  if (state.phase === "spinning") return state;
  const { deck, questionId } = draw(state, random);
  const rotation = landingRotation(state.rotation, 0, questionById(questionId).category, random());
  return { ...state, deck, questionId, phase: "idle", rotation, motion: "nudge", spin: null };
}

/** Choosing a category (or all): later draws come from it. The question on show stays. */
export function setFilter(state: TruthRouletteState, filter: Filter): TruthRouletteState {
  if (state.phase === "spinning" || filter === state.filter) return state;
  return { ...state, filter, deck: null };
}

/** How long a spin lasts, shortened when the player asked for reduced motion. */
export const spinDuration = (reducedMotion: boolean): number =>
  reducedMotion ? REDUCED_MOTION_SPIN_MS : SPIN_DURATION_MS;

/** The rotation to draw: with reduced motion the wheel stays put while spinning and jumps on landing. */
export const shownRotation = (state: TruthRouletteState, reducedMotion: boolean): number =>
  reducedMotion && state.spin ? state.spin.from : state.rotation;
