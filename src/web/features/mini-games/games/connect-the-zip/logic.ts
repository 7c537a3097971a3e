import { generatePuzzle } from "./generator";
import { adjacent, cellOf, cellX, cellY, type ZipCell, type ZipPuzzle } from "./grid";
import { solve } from "./solver";

/**
 * Connect the Zip's rules (mini-games.md sections 3, 4, 5, 8 and 9): draw one path from 1 through
 * the numbers in order, stepping to side-by-side cells not yet visited, until every cell is filled.
 * Pure functions: randomness comes in as `random`, time as seconds.
 */
export const CANVAS_SIZE = 320;
export const HINT_MS = 2000;
export const CHECK_DELAY_MS = 300;
export const WIN_MODAL_DELAY_MS = 1000;

export type ZipStatus = "playing" | "won" | "over";

export type ZipState = {
  readonly level: number;
  readonly puzzle: ZipPuzzle;
  /** The cells of the path, from the cell of 1 (always there) to the head. */
  readonly path: readonly number[];
  /** Steps taken on this attempt (a step taken back still counts). */
  readonly moves: number;
  readonly hintUsed: boolean;
  readonly status: ZipStatus;
};

export const zipMessages = {
  hintUsed: { title: "Hint already used", body: "You can only use one hint per level." },
  gameOver: {
    title: "Game Over",
    body: "This puzzle has become unsolvable. You'll need to restart the level.",
  },
} as const;

/** The score of a won level: time and moves each give 10 to 100, plus 50 per level; a hint costs 20%. */
export function zipScore(seconds: number, moves: number, level: number, hintUsed: boolean): number {
  return Math.floor((Math.max(100 - seconds, 10) + Math.max(100 - 2 * moves, 10) + 50 * level) * (hintUsed ? 0.8 : 1));
}

/** Level `level` with a fresh puzzle, the path at 1. */
export function newLevel(level: number, random: () => number): ZipState {
  const puzzle = generatePuzzle(level, random);
  return { level, puzzle, path: [cellOf(puzzle, 1)], moves: 0, hintUsed: false, status: "playing" };
}

/** The number due next: one more than the numbers on the path. */
export function nextNumber(state: ZipState): number {
  return 1 + state.path.filter((cell) => (state.puzzle.values[cell] as number) > 0).length;
}

export const head = (state: ZipState): number => state.path.at(-1) as number;

/** Whether the head may step to `cell`: a side-by-side cell not visited, blank or the next number. */
export function canStep(state: ZipState, cell: number): boolean {
  if (state.status !== "playing") return false;
  const { puzzle, path } = state;
  if (cell < 0 || cell >= puzzle.size * puzzle.size || path.includes(cell)) return false;
  if (!adjacent(puzzle.size, head(state), cell)) return false;
  const value = puzzle.values[cell] as number;
  return value === 0 || value === nextNumber(state);
}

/**
 * A step of the head to `cell`: onto the cell before the head it takes the last step back (as
 * dragging back along a path does); onto an allowed cell it extends the path, counts a move and
 * wins once every cell is filled; anything else changes nothing.
 */
export function stepTo(state: ZipState, cell: number): ZipState {
  if (state.status !== "playing") return state;
  if (state.path.length > 1 && cell === state.path.at(-2)) return undo(state);
  if (!canStep(state, cell)) return state;
  const path = [...state.path, cell];
  const won = path.length === state.puzzle.size * state.puzzle.size;
  return { ...state, path, moves: state.moves + 1, status: won ? "won" : "playing" };
}

export type Direction = "up" | "down" | "left" | "right";

/** The cell beside `cell` in `direction`, or -1 at the edge. */
export function cellToward(size: number, cell: number, direction: Direction): number {
  const x = cellX(size, cell) + (direction === "right" ? 1 : direction === "left" ? -1 : 0);
  const y = cellY(size, cell) + (direction === "down" ? 1 : direction === "up" ? -1 : 0);
  return x < 0 || y < 0 || x >= size || y >= size ? -1 : y * size + x;
}

/** An arrow key: the head steps (or steps back) toward `direction`. */
export const stepToward = (state: ZipState, direction: Direction): ZipState =>
  stepTo(state, cellToward(state.puzzle.size, head(state), direction));

/** Undo: the last step taken back (never the cell of 1). */
export function undo(state: ZipState): ZipState {
  if (state.status !== "playing" || state.path.length < 2) return state;
  return { ...state, path: state.path.slice(0, -1) };
}

/** Back to an earlier cell of the path (a press on it): the steps after it are taken back. */
export function backTo(state: ZipState, cell: number): ZipState {
  const index = state.path.indexOf(cell);
  if (state.status !== "playing" || index < 0 || index === state.path.length - 1) return state;
  return { ...state, path: state.path.slice(0, index + 1) };
}

/**
 * A drag reaching `cell`: onto a cell of the path it takes the path back there (dragging back
 * along the path undoes it, a step at a time or several at once); elsewhere the head walks toward
 * the cell, side by side along the longer axis first, for as long as the rules allow, so a quick
 * drag that skipped over cells between two pointer events still draws them.
 */
export function dragTo(state: ZipState, cell: number): ZipState {
  if (state.status !== "playing" || cell === head(state)) return state;
  if (state.path.includes(cell)) return backTo(state, cell);
  const { size } = state.puzzle;
  let current = state;
  for (let step = 0; step < 2 * size && current.status === "playing"; step += 1) {
    const from = head(current);
    const dx = cellX(size, cell) - cellX(size, from);
    const dy = cellY(size, cell) - cellY(size, from);
    if (dx === 0 && dy === 0) break;
    const across: Direction | null = dx > 0 ? "right" : dx < 0 ? "left" : null;
    const down: Direction | null = dy > 0 ? "down" : dy < 0 ? "up" : null;
    const tries = Math.abs(dx) >= Math.abs(dy) ? [across, down] : [down, across];
    let moved = false;
    for (const direction of tries) {
      if (!direction) continue;
      const target = cellToward(size, from, direction);
      if (current.path.includes(target)) continue;
      const next = stepTo(current, target);
      if (next !== current) {
        current = next;
        moved = true;
        break;
      }
    }
    if (!moved) break;
  }
  return current;
}

/** Restart: the same puzzle from 1 again, moves back to 0 (the hint stays used). */
export const restart = (state: ZipState): ZipState => ({
  ...state,
  path: [cellOf(state.puzzle, 1)],
  moves: 0,
  status: "playing",
});

/** Next Level: the level after this one, with a new puzzle. */
export const nextLevel = (state: ZipState, random: () => number): ZipState => newLevel(state.level + 1, random);

/**
 * The rest of the puzzle's own path when the path so far is its start (surely solvable, no search
 * needed), else null.
 */
export function knownWay(state: ZipState): readonly number[] | null {
  const { solution } = state.puzzle;
  return state.path.every((cell, index) => solution[index] === cell) ? solution.slice(state.path.length) : null;
}

/** A way from the head through every remaining cell, meeting the numbers in order, or null. */
export const wayOn = (state: ZipState): readonly number[] | null => knownWay(state) ?? solve(state.puzzle, state.path);

/**
 * The check after a move: a position that can no longer be completed is game over. `way` is the
 * search's answer for this position (found here when not given).
 */
export function checkSolvable(state: ZipState, way: readonly number[] | null = wayOn(state)): ZipState {
  if (state.status !== "playing" || way !== null) return state;
  return { ...state, status: "over" };
}

export type HintResult =
  | { kind: "cell"; cell: number; state: ZipState }
  | { kind: "used" }
  | { kind: "none"; state: ZipState };

/**
 * The hint: one per level, the cell to step to next on a way that still completes the puzzle
 * (`way`, the search's answer, found here when not given). A second press is refused; when no way
 * is left, the position is game over.
 */
export function takeHint(state: ZipState, way: readonly number[] | null = wayOn(state)): HintResult {
  if (state.hintUsed) return { kind: "used" };
  const cell = state.status === "playing" ? way?.[0] : undefined;
  if (cell === undefined) {
    return { kind: "none", state: state.status === "playing" ? { ...state, status: "over" } : state };
  }
  return { kind: "cell", cell, state: { ...state, hintUsed: true } };
}

/** The grid as the spec's cells (mini-games.md section 3): position, number, visited, start. */
export function cells(state: ZipState): ZipCell[] {
  const { size, values } = state.puzzle;
  const visited = new Set(state.path);
  return values.map((value, cell) => ({
    x: cellX(size, cell),
    y: cellY(size, cell),
    value,
    visited: visited.has(cell),
    isStart: value === 1,
  }));
}
