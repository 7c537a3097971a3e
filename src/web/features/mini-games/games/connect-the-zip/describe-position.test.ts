import { describe, expect, it } from "vitest";
import { cellName, describeGrid, describePosition } from "./describe-position";
import type { ZipPuzzle } from "./grid";
import { stepTo, type ZipState } from "./logic";

const puzzle: ZipPuzzle = {
  size: 3,
  values: [1, 0, 0, 0, 2, 0, 0, 0, 3],
  count: 3,
  solution: [0, 1, 2, 5, 4, 3, 6, 7, 8],
};
const start: ZipState = { level: 1, puzzle, path: [0], moves: 0, hintUsed: false, status: "playing" };

describe("the board in words", () => {
  it("names cells by row and column from 1", () => {
    expect(cellName(3, 0)).toBe("row 1, column 1");
    expect(cellName(3, 5)).toBe("row 2, column 3");
  });

  it("lists the grid's numbers with their cells", () => {
    expect(describeGrid(puzzle)).toBe(
      "A 3 by 3 grid. Numbers: 1 at row 1, column 1; 2 at row 2, column 2; 3 at row 3, column 3.",
    );
  });

  it("says where the path stands, what is filled, what is due and the open ways", () => {
    expect(describePosition(start)).toBe(
      "Path at row 1, column 1, on number 1. 1 of 9 cells filled. Next: number 2 at row 2, column 2. You can move down, right.",
    );
    const stuck = { ...start, path: [0, 3, 6, 7] };
    expect(describePosition(stuck)).toBe(
      "Path at row 3, column 2. 4 of 9 cells filled. Next: number 2 at row 2, column 2. You can move up.",
    );
    expect(describePosition({ ...start, path: [0, 1, 2, 5] })).toContain("You can move left."); // 3 is below, not due
    expect(describePosition({ ...start, path: [0, 1, 4, 3, 6, 7, 8] })).toContain(
      "Every number is reached: fill the 2 cells left.",
    );
    expect(describePosition({ ...start, path: [0, 3, 4, 1, 2, 5, 8, 7], status: "over" })).toContain(
      "No way through is left: restart the level.",
    );
    const won = puzzle.solution.slice(1).reduce(stepTo, start);
    expect(describePosition(won)).toBe("Path at row 3, column 3, on number 3. 9 of 9 cells filled. Puzzle complete!");
  });

  it("says when no step is allowed", () => {
    expect(describePosition({ ...start, path: [0, 1, 4, 5, 2] })).toContain("No way on from here: undo a step.");
  });
});
