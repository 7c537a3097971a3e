/**
 * The square grid of Connect the Zip: cells are numbered row by row, `index = y * size + x`.
 * Shared by the generator, the solver and the rules.
 */
export type ZipPuzzle = {
  readonly size: number;
  /** The number on each cell, 0 for a blank cell. */
  readonly values: readonly number[];
  /** The last number (numbers run from 1 to `count`). */
  readonly count: number;
  /** The path the puzzle was built on: one solution, from 1 to `count`. */
  readonly solution: readonly number[];
};

/** The spec's cell (mini-games.md section 3), for describing a position. */
export type ZipCell = { x: number; y: number; value: number; visited: boolean; isStart: boolean };

export const cellX = (size: number, cell: number): number => cell % size;
export const cellY = (size: number, cell: number): number => Math.floor(cell / size);

const neighbourCache = new Map<number, readonly (readonly number[])[]>();

/** Each cell's orthogonal neighbours, computed once per size. */
export function neighbours(size: number): readonly (readonly number[])[] {
  let table = neighbourCache.get(size);
  if (!table) {
    table = Array.from({ length: size * size }, (_, cell) => {
      const x = cellX(size, cell);
      const y = cellY(size, cell);
      const around: number[] = [];
      if (y > 0) around.push(cell - size);
      if (x < size - 1) around.push(cell + 1);
      if (y < size - 1) around.push(cell + size);
      if (x > 0) around.push(cell - 1);
      return around;
    });
    neighbourCache.set(size, table);
  }
  return table;
}

/** Whether two cells share a side. */
export function adjacent(size: number, a: number, b: number): boolean {
  const dx = Math.abs(cellX(size, a) - cellX(size, b));
  const dy = Math.abs(cellY(size, a) - cellY(size, b));
  return dx + dy === 1;
}

/** The cell holding `value`, or -1. */
export const cellOf = (puzzle: ZipPuzzle, value: number): number => puzzle.values.indexOf(value);
