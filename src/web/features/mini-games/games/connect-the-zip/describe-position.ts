import { cellX, cellY, type ZipPuzzle } from "./grid";
import { canStep, cellToward, type Direction, head, nextNumber, type ZipState } from "./logic";

/**
 * The board in words, for players who cannot see the canvas: the grid and its numbers once, and
 * after each move where the path's end is, what is filled, what is due and which ways are open.
 */
export const cellName = (size: number, cell: number): string =>
  `row ${cellY(size, cell) + 1}, column ${cellX(size, cell) + 1}`;

/** The grid and where each number sits. */
export function describeGrid(puzzle: ZipPuzzle): string {
  const numbers = Array.from({ length: puzzle.count }, (_, index) => {
    const cell = puzzle.values.indexOf(index + 1);
    return `${index + 1} at ${cellName(puzzle.size, cell)}`;
  });
  return `A ${puzzle.size} by ${puzzle.size} grid. Numbers: ${numbers.join("; ")}.`;
}

const DIRECTIONS: readonly Direction[] = ["up", "down", "left", "right"];

/** Where the path stands: its end, the cells filled, the number due and the open ways. */
export function describePosition(state: ZipState): string {
  const { size, values, count } = state.puzzle;
  const total = size * size;
  const at = head(state);
  const value = values[at] as number;
  const where = `Path at ${cellName(size, at)}${value ? `, on number ${value}` : ""}.`;
  const filled = `${state.path.length} of ${total} cells filled.`;
  if (state.status === "won") return `${where} ${filled} Puzzle complete!`;
  if (state.status === "over") return `${where} ${filled} No way through is left: restart the level.`;
  const due = nextNumber(state);
  const next =
    due <= count
      ? `Next: number ${due} at ${cellName(size, values.indexOf(due))}.`
      : `Every number is reached: fill the ${total - state.path.length} cells left.`;
  const open = DIRECTIONS.filter((direction) => canStep(state, cellToward(size, at, direction)));
  const ways = open.length > 0 ? `You can move ${open.join(", ")}.` : "No way on from here: undo a step.";
  return `${where} ${filled} ${next} ${ways}`;
}
