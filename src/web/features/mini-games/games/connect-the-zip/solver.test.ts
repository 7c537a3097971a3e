import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../../../../tests/support/seeded-random";
import { generatePuzzle, hamiltonianPath } from "./generator";
import { neighbours, type ZipPuzzle } from "./grid";
import { isSolvable, solve } from "./solver";

/** The plain search: every legal move, no pruning at all. */
function bruteForce(puzzle: ZipPuzzle, path: readonly number[]): boolean {
  const around = neighbours(puzzle.size);
  const visited = new Set(path);
  const go = (head: number, next: number, remaining: number): boolean => {
    if (remaining === 0) return next > puzzle.count;
    for (const cell of around[head] as readonly number[]) {
      const value = puzzle.values[cell] as number;
      if (visited.has(cell) || (value !== 0 && value !== next)) continue;
      visited.add(cell);
      const found = go(cell, value === 0 ? next : next + 1, remaining - 1);
      visited.delete(cell);
      if (found) return true;
    }
    return false;
  };
  const next = 1 + path.filter((cell) => (puzzle.values[cell] as number) > 0).length;
  return go(path.at(-1) as number, next, puzzle.size ** 2 - path.length);
}

/** Random legal moves from the end of `path`, at most `steps`. */
function wander(puzzle: ZipPuzzle, path: number[], steps: number, random: () => number): number[] {
  const visited = new Set(path);
  let next = 1 + path.filter((cell) => (puzzle.values[cell] as number) > 0).length;
  for (let step = 0; step < steps; step += 1) {
    const options = (neighbours(puzzle.size)[path.at(-1) as number] as readonly number[]).filter(
      (cell) => !visited.has(cell) && (puzzle.values[cell] === 0 || puzzle.values[cell] === next),
    );
    const cell = options[Math.floor(random() * options.length)];
    if (cell === undefined) break;
    path.push(cell);
    visited.add(cell);
    if (puzzle.values[cell]) next += 1;
  }
  return path;
}

/** Whether `way` continues `path` by the rules through every remaining cell. */
function completes(puzzle: ZipPuzzle, path: readonly number[], way: readonly number[]): boolean {
  const full = [...path, ...way];
  if (full.length !== puzzle.size ** 2 || new Set(full).size !== full.length) return false;
  const around = neighbours(puzzle.size);
  const numbers = full.map((cell) => puzzle.values[cell] as number).filter((value) => value > 0);
  return (
    full.every((cell, index) => index === 0 || (around[full[index - 1] as number] as number[]).includes(cell)) &&
    numbers.every((value, index) => value === index + 1)
  );
}

/**
 * Small puzzles of two kinds: numbers anywhere (often unsolvable from the start), and numbers
 * along a path through the grid, sometimes with the last number before the path's end. The
 * position is a random legal walk from 1.
 */
function smallPosition(seed: number): { puzzle: ZipPuzzle; path: number[] } {
  const random = seededRandom(seed);
  const size = 3 + (seed % 3);
  const cells = size * size;
  const count = 2 + Math.floor(random() * Math.min(cells - 2, 8));
  let order: number[];
  let stops: number[];
  if (seed % 2 === 0) {
    order = hamiltonianPath(size, random);
    const inner = Array.from({ length: cells - 2 }, (_, index) => index + 1).sort(() => random() - 0.5);
    const last = random() < 0.3 ? cells - 1 - Math.floor(random() * 3) : cells - 1;
    stops = [0, ...inner.filter((stop) => stop < last).slice(0, count - 2), last].sort((a, b) => a - b);
  } else {
    order = Array.from({ length: cells }, (_, index) => index).sort(() => random() - 0.5);
    stops = Array.from({ length: count }, (_, index) => index);
  }
  const values = Array.from({ length: cells }, () => 0);
  stops.forEach((stop, index) => {
    values[order[stop] as number] = index + 1;
  });
  const puzzle = { size, values, count: stops.length, solution: [] };
  const path = wander(puzzle, [values.indexOf(1)], Math.floor(random() * cells), random);
  return { puzzle, path };
}

describe("the solver", () => {
  it("agrees with a brute-force search on thousands of small positions, solvable or not", () => {
    let solvable = 0;
    let unsolvable = 0;
    for (let seed = 1; seed <= 3000; seed += 1) {
      const { puzzle, path } = smallPosition(seed);
      if (puzzle.size === 5 && puzzle.size ** 2 - path.length > 17) continue; // keep the brute force quick
      const way = solve(puzzle, path);
      const truth = bruteForce(puzzle, path);
      expect(way !== null, `seed ${seed}`).toBe(truth);
      if (way) expect(completes(puzzle, path, way)).toBe(true);
      if (truth) solvable += 1;
      else unsolvable += 1;
    }
    expect(solvable).toBeGreaterThan(400);
    expect(unsolvable).toBeGreaterThan(400);
  });

  it("agrees with the brute force on 8x8 puzzles of levels 9 to 20 late in the game", () => {
    let solvable = 0;
    let unsolvable = 0;
    for (let seed = 1; seed <= 400; seed += 1) {
      const random = seededRandom(seed * 17);
      const puzzle = generatePuzzle(9 + (seed % 12), random);
      // Up to 18 cells before the end of the puzzle's path, then a few random moves.
      const prefix = puzzle.solution.slice(0, 46 + Math.floor(random() * 17));
      const path = wander(puzzle, prefix, Math.floor(random() * 5), random);
      const way = solve(puzzle, path);
      const truth = bruteForce(puzzle, path);
      expect(way !== null, `seed ${seed}`).toBe(truth);
      if (way) expect(completes(puzzle, path, way)).toBe(true);
      if (truth) solvable += 1;
      else unsolvable += 1;
    }
    expect(solvable).toBeGreaterThan(100);
    expect(unsolvable).toBeGreaterThan(50);
  });

  it("finds a way when the path may end on a blank cell after the last number", () => {
    // 3x3, numbers 1 to 3 in the top row; the rest must be filled after 3.
    const puzzle = { size: 3, values: [1, 2, 3, 0, 0, 0, 0, 0, 0], count: 3, solution: [] };
    const way = solve(puzzle, [0]);
    expect(way).not.toBeNull();
    expect(completes(puzzle, [0], way ?? [])).toBe(true);
  });

  it("sees an isolated corner, a stuck head, numbers in the way and a wrong colour count", () => {
    const blank = (size: number, numbers: Record<number, number>) => {
      const values = Array.from({ length: size * size }, (_, cell) => numbers[cell] ?? 0);
      return { size, values, count: Math.max(...values), solution: [] };
    };
    const cases: [ZipPuzzle, number[], boolean][] = [
      // 4x4, 1 in the top left, 2 in the bottom right: along the top row is fine...
      [blank(4, { 0: 1, 15: 2 }), [0, 1, 2], true],
      // ...and turning down before the corner is too: the corner can be the path's end.
      [blank(4, { 0: 1, 15: 2 }), [0, 1, 2, 6], true],
      // Passing the top-right corner by leaves it with no way in or out.
      [blank(4, { 0: 1, 15: 2 }), [0, 1, 2, 6, 7], false],
      // A head with no free neighbour.
      [blank(4, { 0: 1, 15: 2 }), [0, 4, 5, 9, 13, 12, 8], false],
      // 3x3 from an edge middle: 5 cells of one colour, 4 of the other; a path must start on the 5.
      [blank(3, { 1: 1, 8: 2 }), [1], false],
      // 3 stands between the head and 2's corner: 2 is reachable only by leaving 9 stranded.
      [blank(3, { 0: 1, 6: 2, 3: 3 }), [0, 1, 2, 5, 4], false],
      [blank(3, { 0: 1, 4: 2, 8: 3 }), [0, 1, 2, 5, 4], true],
    ];
    for (const [puzzle, path, expected] of cases) {
      expect(bruteForce(puzzle, path), `brute force on ${path}`).toBe(expected);
      expect(isSolvable(puzzle, path), `solver on ${path}`).toBe(expected);
    }
  });

  it("rejects a path that breaks the rules", () => {
    const puzzle = { size: 3, values: [1, 0, 0, 0, 2, 0, 0, 0, 3], count: 3, solution: [] };
    expect(solve(puzzle, [])).toBeNull();
    expect(solve(puzzle, [0, 1, 1])).toBeNull();
    expect(solve(puzzle, [0, 3, 6, 7, 8])).toBeNull(); // 3 before 2
    expect(solve(puzzle, [0, 1, 2, 5, 4])).toEqual([3, 6, 7, 8]);
  });
});
