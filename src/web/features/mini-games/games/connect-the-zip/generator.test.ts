import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../../../../tests/support/seeded-random";
import { generatePuzzle, gridSize, hamiltonianPath, numberCount } from "./generator";
import { adjacent } from "./grid";
import { newLevel, stepTo } from "./logic";
import { solve } from "./solver";

/** Whether `path` visits every cell of the grid once, each step to a side-by-side cell. */
function coversGrid(size: number, path: readonly number[]): boolean {
  if (path.length !== size * size || new Set(path).size !== path.length) return false;
  return path.every((cell, index) => index === 0 || adjacent(size, path[index - 1] as number, cell));
}

describe("grid size and numbers per level (mini-games.md section 9)", () => {
  it("grows the grid from 5 by one every third level, up to 8", () => {
    const sizes = Array.from({ length: 12 }, (_, index) => gridSize(index + 1));
    expect(sizes).toEqual([5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 8, 8]);
    expect(gridSize(20)).toBe(8);
    expect(gridSize(50)).toBe(8);
  });

  it("places 4 + level numbers, at most 40% of the cells", () => {
    expect([1, 2, 3, 5, 6, 8, 9, 20].map(numberCount)).toEqual([5, 6, 7, 9, 10, 12, 13, 24]);
    expect(numberCount(21)).toBe(25);
    expect(numberCount(30)).toBe(25);
    for (let level = 1; level <= 30; level += 1) {
      expect(numberCount(level)).toBeLessThanOrEqual(Math.floor(gridSize(level) ** 2 * 0.4));
    }
  });
});

describe("the generator", () => {
  it("on every level 1 to 20 and many seeds, builds a solvable puzzle on a path through every cell", () => {
    const seen = new Set<string>();
    for (let level = 1; level <= 20; level += 1) {
      for (let seed = 1; seed <= 40; seed += 1) {
        const puzzle = generatePuzzle(level, seededRandom(level * 1000 + seed));
        const { size, values, solution, count } = puzzle;
        seen.add(values.join());
        expect(size).toBe(gridSize(level));
        expect(count).toBe(numberCount(level));
        expect(coversGrid(size, solution)).toBe(true);
        // The numbers 1..count, each once, in order along the path, 1 first and the last at its end.
        const along = solution.map((cell) => values[cell] as number).filter((value) => value > 0);
        expect(along).toEqual(Array.from({ length: count }, (_, index) => index + 1));
        expect(values[solution[0] as number]).toBe(1);
        expect(values[solution.at(-1) as number]).toBe(count);
        expect(values.filter((value) => value > 0)).toHaveLength(count);
      }
    }
    expect(seen.size).toBe(800);
  });

  it("gives puzzles a player can win by the rules, by walking the path", () => {
    for (let level = 1; level <= 20; level += 1) {
      for (let seed = 1; seed <= 10; seed += 1) {
        let state = newLevel(level, seededRandom(seed * 7 + level));
        for (const cell of state.puzzle.solution.slice(1)) state = stepTo(state, cell);
        expect(state.status).toBe("won");
        expect(state.moves).toBe(state.puzzle.size ** 2 - 1);
      }
    }
  });

  it("gives puzzles the solver finds a way through from the start, without the known path", () => {
    for (let level = 1; level <= 20; level += 1) {
      for (let seed = 1; seed <= 5; seed += 1) {
        const puzzle = generatePuzzle(level, seededRandom(seed * 13 + level));
        const way = solve({ ...puzzle, solution: [] }, [puzzle.solution[0] as number]);
        expect(way).not.toBeNull();
        expect(coversGrid(puzzle.size, [puzzle.solution[0] as number, ...(way ?? [])])).toBe(true);
      }
    }
  });

  it("varies the path's shape and where it starts, not only serpentines from a corner", () => {
    const paths = new Set<string>();
    const starts = new Set<number>();
    for (let seed = 1; seed <= 60; seed += 1) {
      const path = hamiltonianPath(6, seededRandom(seed));
      expect(coversGrid(6, path)).toBe(true);
      paths.add(path.join());
      starts.add(path[0] as number);
    }
    expect(paths.size).toBe(60);
    expect(starts.size).toBeGreaterThan(12);
  });
});
