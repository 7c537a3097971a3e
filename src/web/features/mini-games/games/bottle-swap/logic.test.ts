import { describe, expect, it } from "vitest";
import { seededRandom as seeded } from "../../../../../../tests/support/seeded-random";
import {
  type BottleColour,
  type BottleSwapState,
  bottleCount,
  bottleSwapMessages,
  clickBottle,
  correctTone,
  countCorrect,
  generateLevel,
  HIGHEST_LEVEL_KEY,
  LEVELS,
  levelCompleteMessage,
  MAX_BOTTLES,
  nextLevel,
  PALETTE,
  parseHighestLevel,
  resetGame,
  restartLevel,
  startingLevel,
  toggleTarget,
} from "./logic";

/** A level-1 round with a chosen row, for rules that need exact positions. */
function round(bottles: BottleColour[], target: BottleColour[], overrides: Partial<BottleSwapState> = {}) {
  return {
    level: 1,
    target,
    bottles,
    selected: null,
    swaps: 0,
    correct: countCorrect(bottles, target),
    solved: false,
    showTarget: false,
    highestLevel: 1,
    ...overrides,
  } satisfies BottleSwapState;
}

/** Solves a round by swapping each position's target colour into place, as a player would. */
function solve(state: BottleSwapState): BottleSwapState {
  let current = state;
  for (let index = 0; index < current.target.length; index += 1) {
    if (current.bottles[index] === current.target[index]) continue;
    const from = current.bottles.indexOf(current.target[index] as BottleColour);
    current = clickBottle(clickBottle(current, index), from);
  }
  return current;
}

describe("Bottle Swap constants (mini-games.md sections 3 and 9)", () => {
  it("has 20 levels and the 23-colour palette in the spec's order", () => {
    expect(LEVELS).toBe(20);
    expect(MAX_BOTTLES).toBe(23);
    expect(PALETTE).toEqual([
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
    ]);
    expect(new Set(PALETTE).size).toBe(23);
  });

  it("puts 2 + level bottles on a level, at most 23", () => {
    expect(bottleCount(1)).toBe(3);
    expect(bottleCount(2)).toBe(4);
    expect(bottleCount(20)).toBe(22);
    expect(bottleCount(21)).toBe(23);
    expect(bottleCount(40)).toBe(23);
  });

  it("says the spec's messages, with the real swap count", () => {
    expect(levelCompleteMessage(3, 2)).toEqual({
      title: "Level Complete!",
      body: "You matched all 3 bottles in 2 swaps!",
    });
    expect(levelCompleteMessage(3, 1).body).toBe("You matched all 3 bottles in 1 swap!");
    expect(bottleSwapMessages.finished).toEqual({
      title: "Congratulations!",
      body: "You've completed all 20 levels! Start again from the beginning or try to beat your score.",
    });
  });
});

describe("a new level", () => {
  it("on every level and many seeds: distinct palette colours, the row a shuffle of the target, never solved", () => {
    for (let level = 1; level <= LEVELS; level += 1) {
      for (let seed = 1; seed <= 60; seed += 1) {
        const state = generateLevel(level, 1, seeded(seed * 31 + level));
        const count = bottleCount(level);
        expect(state.target).toHaveLength(count);
        expect(new Set(state.target).size).toBe(count);
        for (const colour of state.target) expect(PALETTE).toContain(colour);
        expect([...state.bottles].sort()).toEqual([...state.target].sort());
        expect(state.correct).toBe(countCorrect(state.bottles, state.target));
        expect(state.correct).toBeLessThan(count);
        expect(state).toMatchObject({ level, selected: null, swaps: 0, solved: false });
      }
    }
  });

  it("reshuffles a row that comes out identical to the target", () => {
    // The draw for the target takes 22 numbers; then a shuffle of 3 that leaves every bottle in
    // place (each swap with itself), then one that does not.
    const draws = [...Array.from({ length: 22 }, () => 0.99), 0.99, 0.99, 0, 0];
    let next = 0;
    const random = () => draws[next++] ?? 0;
    const state = generateLevel(1, 1, random);
    expect(next).toBe(26);
    expect(state.correct).toBeLessThan(3);
  });

  it("varies: different seeds give different targets and rows", () => {
    const rows = new Set(Array.from({ length: 30 }, (_, seed) => generateLevel(5, 1, seeded(seed + 1)).bottles.join()));
    expect(rows.size).toBeGreaterThan(25);
  });

  it("keeps the Show Target choice and the highest level", () => {
    expect(generateLevel(3, 7, seeded(1), true)).toMatchObject({ showTarget: true, highestLevel: 7 });
  });
});

describe("select, swap, deselect (mini-games.md sections 4 and 5)", () => {
  const target: BottleColour[] = ["red", "blue", "white", "black"];
  const start = round(["blue", "red", "black", "white"], target);

  it("picks a bottle up with the first click and puts it back with a click on the same bottle", () => {
    const picked = clickBottle(start, 2);
    expect(picked.selected).toBe(2);
    expect(picked.bottles).toEqual(start.bottles);
    const back = clickBottle(picked, 2);
    expect(back.selected).toBeNull();
    expect(back.swaps).toBe(0);
  });

  it("swaps with a click on another bottle, adds a swap and recounts the bottles in place", () => {
    const swapped = clickBottle(clickBottle(start, 0), 1);
    expect(swapped.bottles).toEqual(["red", "blue", "black", "white"]);
    expect(swapped).toMatchObject({ selected: null, swaps: 1, correct: 2, solved: false });
    // A swap that moves two right bottles out of place counts too.
    const worse = clickBottle(clickBottle(swapped, 1), 0);
    expect(worse).toMatchObject({ swaps: 2, correct: 0 });
  });

  it("ignores clicks outside the row", () => {
    expect(clickBottle(start, -1)).toBe(start);
    expect(clickBottle(start, 4)).toBe(start);
  });

  it("solves the level when every position matches, then ignores every click", () => {
    const solved = clickBottle(clickBottle(clickBottle(clickBottle(start, 0), 1), 3), 2);
    expect(solved).toMatchObject({ solved: true, correct: 4, swaps: 2, selected: null });
    expect(clickBottle(solved, 0)).toBe(solved);
    expect(clickBottle(solved, 3)).toBe(solved);
  });
});

describe("the highest level reached", () => {
  const target: BottleColour[] = ["red", "blue", "white"];
  const oneSwapFromSolved = (level: number, highestLevel: number) =>
    clickBottle(round(["blue", "red", "white"], target, { level, highestLevel }), 0);

  it("becomes level + 1 when a level at or above it is solved", () => {
    expect(clickBottle(oneSwapFromSolved(1, 1), 1).highestLevel).toBe(2);
    expect(clickBottle(oneSwapFromSolved(4, 2), 1).highestLevel).toBe(5);
    expect(clickBottle(oneSwapFromSolved(20, 20), 1).highestLevel).toBe(21);
  });

  it("stays when a lower level is solved, and before the level is solved", () => {
    expect(clickBottle(oneSwapFromSolved(2, 6), 1).highestLevel).toBe(6);
    expect(clickBottle(oneSwapFromSolved(3, 3), 2).highestLevel).toBe(3);
  });

  it("is kept on the device under the spec's key", () => {
    expect(HIGHEST_LEVEL_KEY).toBe("bottleSwapHighestLevel");
  });

  it("is read from the device as a whole number from 1, else 1", () => {
    expect(parseHighestLevel(null)).toBe(1);
    expect(parseHighestLevel("7")).toBe(7);
    expect(parseHighestLevel("21")).toBe(21);
    for (const bad of ["", "0", "-3", "2.5", "abc", "NaN"]) expect(parseHighestLevel(bad)).toBe(1);
  });

  it("is where a returning player starts, and level 1 after all twenty are cleared", () => {
    expect(startingLevel(1)).toBe(1);
    expect(startingLevel(8)).toBe(8);
    expect(startingLevel(20)).toBe(20);
    expect(startingLevel(21)).toBe(1);
  });
});

describe("moving between levels", () => {
  it("plays all twenty levels to the end, then congratulates and returns to level 1", () => {
    const random = seeded(42);
    let state = generateLevel(1, 1, random);
    for (let level = 1; level <= LEVELS; level += 1) {
      expect(state.level).toBe(level);
      expect(state.bottles).toHaveLength(bottleCount(level));
      state = solve(state);
      expect(state.solved).toBe(true);
      expect(state.highestLevel).toBe(level + 1);
      const moved = nextLevel(state, random);
      expect(moved.finished).toBe(level === LEVELS);
      state = moved.state;
    }
    expect(state).toMatchObject({ level: 1, swaps: 0, solved: false, highestLevel: 21 });
  });

  it("restarts a level as a new round of the same level", () => {
    const random = seeded(9);
    const played = clickBottle(clickBottle(generateLevel(6, 6, random), 0), 1);
    const restarted = restartLevel(played, random);
    expect(restarted).toMatchObject({ level: 6, swaps: 0, selected: null, solved: false, highestLevel: 6 });
    expect(restarted.target).not.toEqual(played.target);
  });

  it("resets the game to level 1, keeping the highest level reached", () => {
    const reset = resetGame(generateLevel(9, 12, seeded(3), true), seeded(4));
    expect(reset).toMatchObject({ level: 1, highestLevel: 12, showTarget: true, swaps: 0 });
    expect(reset.bottles).toHaveLength(3);
  });

  it("shows and hides the target", () => {
    const state = generateLevel(1, 1, seeded(5));
    expect(toggleTarget(state).showTarget).toBe(true);
    expect(toggleTarget(toggleTarget(state)).showTarget).toBe(false);
  });
});

describe("the Correct badge (mini-games.md section 2)", () => {
  it("is red at 0 correct, green when all are correct and yellow otherwise", () => {
    expect(correctTone(0, 5)).toBe("red");
    expect(correctTone(1, 5)).toBe("yellow");
    expect(correctTone(4, 5)).toBe("yellow");
    expect(correctTone(5, 5)).toBe("green");
  });
});
