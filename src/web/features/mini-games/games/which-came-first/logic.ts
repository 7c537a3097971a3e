import { shuffledOrder } from "../../deck";
import type { Company } from "./content";

/** Rounds in one game (mini-games.md section 9). */
export const ROUNDS = 10;
/** How long each round's pair is held back behind a loading state (mini-games.md section 4). */
export const LOADING_MS = 500;

/** Two companies, as indexes into the company list. */
export type Pair = readonly [number, number];

/**
 * loading: the round's pair is about to appear; choosing: waiting for a pick; revealed: both dates
 * shown, waiting for Next; over: the ten rounds are played.
 */
export type Phase = "loading" | "choosing" | "revealed" | "over";

export type GameState = {
  pairs: readonly Pair[];
  /** Index of the current round, 0 to ROUNDS - 1. */
  round: number;
  phase: Phase;
  /** The company picked in each answered round, in order. */
  picks: readonly number[];
  score: number;
};

export type Action =
  | { type: "start"; game: GameState }
  | { type: "loaded" }
  | { type: "pick"; company: number }
  | { type: "next" };

/** The founding year of a company ("1975" from "1975-04-04"). */
export const foundedYear = (company: Company): number => Number(company.foundedDate.slice(0, 4));

/** English dates, in UTC so the day never shifts with the player's time zone. */
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The founding date as a player reads it: "April 4, 1975", or "1975" where only the year is known. */
export function foundedLabel(company: Company): string {
  const { foundedDate } = company;
  if (foundedDate.length === 4) return foundedDate;
  return dateFormat.format(new Date(`${foundedDate}T00:00:00Z`));
}

/**
 * `count` pairs of companies out of `size`, no company appearing twice in a game (so a game needs
 * 2 * count companies).
 */
export function drawPairs(count: number, size: number, random: () => number): Pair[] {
  if (2 * count > size) throw new Error(`${count} pairs need ${2 * count} companies, there are ${size}.`);
  const order = shuffledOrder(size, random);
  return Array.from(
    { length: count },
    (_, index): Pair => [order[2 * index] as number, order[2 * index + 1] as number],
  );
}

/** A new game of ROUNDS pairs, its first round loading. */
export function newGame(companyCount: number, random: () => number): GameState {
  return { pairs: drawPairs(ROUNDS, companyCount, random), round: 0, phase: "loading", picks: [], score: 0 };
}

/** The company of `pair` founded first (years are all different, so there is always one). */
export function firstFounded(pair: Pair, companies: readonly Company[]): number {
  const [a, b] = pair;
  return foundedYear(companies[a] as Company) < foundedYear(companies[b] as Company) ? a : b;
}

/** The pair of the round being played. */
export const currentPair = (state: GameState): Pair => state.pairs[state.round] as Pair;

/**
 * The rules as one transition function: a pick counts only while the pair is on screen and not yet
 * answered (a second pick is ignored), Next only after the reveal, and the game ends after the
 * last round's Next. Anything else leaves the state as it is.
 */
export function play(state: GameState | null, action: Action, companies: readonly Company[]): GameState | null {
  if (action.type === "start") return action.game;
  if (!state) return state;
  switch (action.type) {
    case "loaded":
      return state.phase === "loading" ? { ...state, phase: "choosing" } : state;
    case "pick": {
      if (state.phase !== "choosing") return state;
      const pair = currentPair(state);
      if (!pair.includes(action.company)) return state;
      const right = firstFounded(pair, companies) === action.company;
      return {
        ...state,
        phase: "revealed",
        picks: [...state.picks, action.company],
        score: state.score + (right ? 1 : 0),
      };
    }
    case "next":
      if (state.phase !== "revealed") return state;
      if (state.round + 1 >= state.pairs.length) return { ...state, phase: "over" };
      return { ...state, round: state.round + 1, phase: "loading" };
  }
}

export type FeedbackBand = "perfect" | "great" | "not-bad" | "brush-up";

/** The band of a final score out of ROUNDS: 10 perfect, 7 to 9 great, 4 to 6 not bad, under 4 brush up. */
export function feedbackBand(score: number): FeedbackBand {
  if (score >= ROUNDS) return "perfect";
  if (score >= 7) return "great";
  if (score >= 4) return "not-bad";
  return "brush-up";
}

/** What the game-over screen says of each band. */
export const FEEDBACK: Record<FeedbackBand, string> = {
  perfect: "Perfect score! You know your company history inside out.",
  great: "Great instincts! Only a few founding dates slipped past you.",
  "not-bad": "Not bad! You know more company history than most people.",
  "brush-up": "Time to brush up on your business history, then have another go.",
};
