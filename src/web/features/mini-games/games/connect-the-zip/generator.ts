import { neighbours, type ZipPuzzle } from "./grid";

/** Grid side on `level`: 5, one more every third level, at most 8 (mini-games.md section 9). */
export const gridSize = (level: number): number => Math.min(5 + Math.floor(level / 3), 8);

/** Numbers on `level`: 4 + level, at most 40% of the cells (mini-games.md section 9). */
export const numberCount = (level: number): number => {
  const size = gridSize(level);
  return Math.min(4 + level, Math.floor(size * size * 0.4));
};

/** A path through every cell, row by row, turning at each end like a snake. */
function serpentine(size: number): number[] {
  const path: number[] = [];
  for (let y = 0; y < size; y += 1) {
    for (let step = 0; step < size; step += 1) path.push(y * size + (y % 2 === 0 ? step : size - 1 - step));
  }
  return path;
}

/** The same path under one of the square's eight symmetries (0 to 7). */
function transform(path: number[], size: number, symmetry: number): number[] {
  const last = size - 1;
  return path.map((cell) => {
    let x = cell % size;
    let y = Math.floor(cell / size);
    if (symmetry & 1) x = last - x;
    if (symmetry & 2) y = last - y;
    if (symmetry & 4) [x, y] = [y, x];
    return y * size + x;
  });
}

/**
 * A random path through every cell of the grid (a Hamiltonian path): a serpentine under a random
 * symmetry, then many "backbite" moves. A backbite joins the path's end to one of its grid
 * neighbours further back and reverses the tail after that neighbour, which keeps a path through
 * every cell; repeated from either end, it wanders over the space of such paths.
 */
export function hamiltonianPath(size: number, random: () => number, steps = 30 * size * size): number[] {
  let path = transform(serpentine(size), size, Math.floor(random() * 8));
  const around = neighbours(size);
  const position = new Int32Array(size * size);
  path.forEach((cell, index) => {
    position[cell] = index;
  });
  const last = path.length - 1;
  for (let step = 0; step < steps; step += 1) {
    if (random() < 0.5) {
      path.reverse();
      path.forEach((cell, index) => {
        position[cell] = index;
      });
    }
    const end = path[last] as number;
    const options = (around[end] as readonly number[]).filter((cell) => cell !== path[last - 1]);
    const joined = options[Math.floor(random() * options.length)];
    if (joined === undefined) continue;
    const from = (position[joined] as number) + 1;
    path = [...path.slice(0, from), ...path.slice(from).reverse()];
    for (let index = from; index <= last; index += 1) position[path[index] as number] = index;
  }
  return path;
}

/**
 * The puzzle of `level`: a random path through the whole grid with the level's numbers placed
 * along it, 1 on its first cell, the last number on its last cell and the others on distinct cells
 * in between, in the path's order. Every puzzle is therefore solvable: the path is a solution.
 */
export function generatePuzzle(level: number, random: () => number): ZipPuzzle {
  const size = gridSize(level);
  const count = numberCount(level);
  const solution = hamiltonianPath(size, random);
  const inner = Array.from({ length: solution.length - 2 }, (_, index) => index + 1);
  for (let index = inner.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [inner[index], inner[other]] = [inner[other] as number, inner[index] as number];
  }
  const stops = [0, ...inner.slice(0, count - 2).sort((a, b) => a - b), solution.length - 1];
  const values = Array.from({ length: size * size }, () => 0);
  stops.forEach((stop, index) => {
    values[solution[stop] as number] = index + 1;
  });
  return { size, values, count, solution };
}
