import { shuffledOrder } from "../../deck";
import { progressKeys } from "../../progress-keys";

/**
 * Bottle Swap's rules (mini-games.md sections 3, 4, 5, 8 and 9): twenty levels of a row of
 * coloured bottles to rearrange, two at a time, until it matches a target pattern. Pure functions:
 * randomness comes in as `random`.
 */
export const LEVELS = 20;
export const MAX_BOTTLES = 23;
/** Where the device keeps the highest level reached (under the site's storage prefix). */
export const HIGHEST_LEVEL_KEY = progressKeys.bottleSwapHighestLevel;

/** The 23 bottle colours, in the spec's order. */
export const PALETTE = [
  "purple",
  "blue",
  "black",
  "sky",
  "yellow",
  "orange",
  "white",
  "pink",
  "teal",
  "lime",
  "red",
  "emerald",
  "fuchsia",
  "rose",
  "amber",
  "indigo",
  "violet",
  "cyan",
  "green",
  "gray",
  "slate",
  "zinc",
  "stone",
] as const;

export type BottleColour = (typeof PALETTE)[number];

export type BottleSwapState = {
  readonly level: number;
  readonly target: readonly BottleColour[];
  readonly bottles: readonly BottleColour[];
  /** The position of the bottle picked up, or null. */
  readonly selected: number | null;
  readonly swaps: number;
  readonly correct: number;
  readonly solved: boolean;
  readonly showTarget: boolean;
  /** The highest level reached: one past the highest level solved, 1 at first. */
  readonly highestLevel: number;
};

export const bottleSwapMessages = {
  finished: {
    title: "Congratulations!",
    body: "You've completed all 20 levels! Start again from the beginning or try to beat your score.",
  },
} as const;

/**
 * The toast of a solved level. The original showed one swap more than were made; we show the real
 * count, in the singular for one.
 */
export function levelCompleteMessage(bottles: number, swaps: number) {
  return {
    title: "Level Complete!",
    body: `You matched all ${bottles} bottles in ${swaps} ${swaps === 1 ? "swap" : "swaps"}!`,
  };
}

/** Bottles on level `level`: 2 + level, at most the 23 colours of the palette. */
export const bottleCount = (level: number): number => Math.min(2 + level, MAX_BOTTLES);

/** How many positions of `bottles` hold the target's colour. */
export function countCorrect(bottles: readonly BottleColour[], target: readonly BottleColour[]): number {
  return bottles.reduce((count, colour, index) => count + (colour === target[index] ? 1 : 0), 0);
}

/**
 * A fresh round of `level`: a target of distinct colours drawn from the palette, and the player's
 * row as a shuffle of it that is never already solved (reshuffled while identical).
 */
export function generateLevel(
  level: number,
  highestLevel: number,
  random: () => number,
  showTarget = false,
): BottleSwapState {
  const count = bottleCount(level);
  const target = shuffledOrder(PALETTE.length, random)
    .slice(0, count)
    .map((index) => PALETTE[index] as BottleColour);
  let bottles: BottleColour[];
  do {
    bottles = shuffledOrder(count, random).map((index) => target[index] as BottleColour);
  } while (countCorrect(bottles, target) === count);
  return {
    level,
    target,
    bottles,
    selected: null,
    swaps: 0,
    correct: countCorrect(bottles, target),
    solved: false,
    showTarget,
    highestLevel,
  };
}

/** The highest level as saved on the device: a whole number from 1, else the default 1. */
export function parseHighestLevel(saved: string | null): number {
  const value = Number(saved);
  return saved !== null && Number.isInteger(value) && value >= 1 ? value : 1;
}

/**
 * The level a returning player starts on: the highest level reached, or level 1 once all twenty
 * have been cleared (the game then starts again from the beginning).
 */
export const startingLevel = (highestLevel: number): number => (highestLevel <= LEVELS ? highestLevel : 1);

/**
 * A click on the bottle at `index`: picks it up, puts it back (same bottle), or swaps it with the
 * one picked up, counting the swap and the bottles now in place. Ignored once the level is solved;
 * solving a level at or above the highest level reached makes the next level the highest.
 */
export function clickBottle(state: BottleSwapState, index: number): BottleSwapState {
  if (state.solved || index < 0 || index >= state.bottles.length) return state;
  if (state.selected === null) return { ...state, selected: index };
  if (state.selected === index) return { ...state, selected: null };
  const bottles = [...state.bottles];
  [bottles[state.selected], bottles[index]] = [bottles[index] as BottleColour, bottles[state.selected] as BottleColour];
  const correct = countCorrect(bottles, state.target);
  const solved = correct === bottles.length;
  return {
    ...state,
    bottles,
    selected: null,
    swaps: state.swaps + 1,
    correct,
    solved,
    highestLevel: solved && state.level >= state.highestLevel ? state.level + 1 : state.highestLevel,
  };
}

/** Show Target / Hide Target. */
export const toggleTarget = (state: BottleSwapState): BottleSwapState => ({ ...state, showTarget: !state.showTarget });

/** Restart Level: the same level, freshly generated. */
export const restartLevel = (state: BottleSwapState, random: () => number): BottleSwapState =>
  generateLevel(state.level, state.highestLevel, random, state.showTarget);

/**
 * Next Level: the level after this one, or, after the twentieth, level 1 again with `finished`
 * set so the page can congratulate the player.
 */
export function nextLevel(state: BottleSwapState, random: () => number): { state: BottleSwapState; finished: boolean } {
  const finished = state.level >= LEVELS;
  const level = finished ? 1 : state.level + 1;
  return { state: generateLevel(level, state.highestLevel, random, state.showTarget), finished };
}

/** Reset Game: back to level 1 (the highest level reached is kept). */
export const resetGame = (state: BottleSwapState, random: () => number): BottleSwapState =>
  generateLevel(1, state.highestLevel, random, state.showTarget);

/** The Correct badge's tone: red with none in place, green when all are, yellow otherwise. */
export function correctTone(correct: number, total: number): "red" | "green" | "yellow" {
  if (correct === 0) return "red";
  if (correct === total) return "green";
  return "yellow";
}
