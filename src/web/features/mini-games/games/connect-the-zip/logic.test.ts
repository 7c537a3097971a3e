import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../../../../tests/support/seeded-random";
import { cellOf, type ZipPuzzle } from "./grid";
import {
  backTo,
  CANVAS_SIZE,
  CHECK_DELAY_MS,
  canStep,
  cells,
  cellToward,
  checkSolvable,
  dragTo,
  HINT_MS,
  head,
  newLevel,
  nextLevel,
  nextNumber,
  restart,
  stepTo,
  stepToward,
  takeHint,
  undo,
  WIN_MODAL_DELAY_MS,
  type ZipState,
  zipMessages,
  zipScore,
} from "./logic";
import { isSolvable } from "./solver";

/**
 * A 4x4 puzzle built on the serpentine 0 1 2 3 / 7 6 5 4 / 8 9 10 11 / 15 14 13 12, with 1 at 0,
 * 2 at 2, 3 at 5, 4 at 9 and 5 at 12.
 */
const SERPENTINE = [0, 1, 2, 3, 7, 6, 5, 4, 8, 9, 10, 11, 15, 14, 13, 12];
const puzzle: ZipPuzzle = {
  size: 4,
  values: [1, 0, 2, 0, 0, 3, 0, 0, 0, 4, 0, 0, 5, 0, 0, 0],
  count: 5,
  solution: SERPENTINE,
};
const start: ZipState = { level: 1, puzzle, path: [0], moves: 0, hintUsed: false, status: "playing" };
const walk = (state: ZipState, steps: number[]) => steps.reduce(stepTo, state);

describe("Connect the Zip constants and messages (mini-games.md sections 8 and 9)", () => {
  it("draws on a 320 px canvas, hints for 2 s, checks 300 ms after a move, shows the win after 1 s", () => {
    expect(CANVAS_SIZE).toBe(320);
    expect(HINT_MS).toBe(2000);
    expect(CHECK_DELAY_MS).toBe(300);
    expect(WIN_MODAL_DELAY_MS).toBe(1000);
  });

  it("says the spec's texts", () => {
    expect(zipMessages.hintUsed).toEqual({ title: "Hint already used", body: "You can only use one hint per level." });
    expect(zipMessages.gameOver).toEqual({
      title: "Game Over",
      body: "This puzzle has become unsolvable. You'll need to restart the level.",
    });
  });
});

describe("the score", () => {
  it("is floor((max(100 - seconds, 10) + max(100 - 2 * moves, 10) + 50 * level) * (0.8 with a hint))", () => {
    expect(zipScore(30, 24, 1, false)).toBe(70 + 52 + 50);
    expect(zipScore(30, 24, 1, true)).toBe(Math.floor(172 * 0.8));
    expect(zipScore(0, 0, 1, false)).toBe(250);
    expect(zipScore(90, 45, 2, false)).toBe(10 + 10 + 100);
    expect(zipScore(500, 63, 20, false)).toBe(10 + 10 + 1000);
    expect(zipScore(91, 46, 3, false)).toBe(10 + 10 + 150);
    expect(zipScore(13, 7, 3, true)).toBe(Math.floor((87 + 86 + 150) * 0.8));
    expect(Number.isInteger(zipScore(17, 33, 7, true))).toBe(true);
  });
});

describe("a new level", () => {
  it("starts on the cell of 1, with no moves, no hint used, playing", () => {
    const state = newLevel(4, seededRandom(3));
    expect(state.path).toEqual([cellOf(state.puzzle, 1)]);
    expect(state).toMatchObject({ level: 4, moves: 0, hintUsed: false, status: "playing" });
    expect(state.puzzle.size).toBe(6);
    expect(nextNumber(state)).toBe(2);
  });

  it("Next Level moves to the following level with a new puzzle", () => {
    const state = nextLevel(newLevel(8, seededRandom(1)), seededRandom(2));
    expect(state.level).toBe(9);
    expect(state.puzzle.size).toBe(8);
    expect(state.path).toHaveLength(1);
  });

  it("describes its cells as the spec's entity", () => {
    const described = cells(walk(start, [1]));
    expect(described).toHaveLength(16);
    expect(described[0]).toEqual({ x: 0, y: 0, value: 1, visited: true, isStart: true });
    expect(described[1]).toEqual({ x: 1, y: 0, value: 0, visited: true, isStart: false });
    expect(described[9]).toEqual({ x: 1, y: 2, value: 4, visited: false, isStart: false });
  });
});

describe("moves (mini-games.md section 5)", () => {
  it("steps only to a side-by-side cell not yet visited", () => {
    expect(canStep(start, 1)).toBe(true);
    expect(canStep(start, 4)).toBe(true);
    expect(canStep(start, 5)).toBe(false); // diagonal
    expect(canStep(start, 3)).toBe(false); // far
    expect(canStep(start, -1)).toBe(false);
    expect(canStep(start, 16)).toBe(false);
    const moved = walk(start, [1, 2, 3]);
    expect(moved.path).toEqual([0, 1, 2, 3]);
    expect(canStep(moved, 2)).toBe(false); // visited
    expect(stepTo(moved, 6)).toBe(moved); // diagonal
  });

  it("enters a numbered cell only when it is the next number", () => {
    expect(walk(start, [4, 5]).path).toEqual([0, 4]); // 3 while 2 is due
    const at1 = stepTo(start, 1);
    expect(canStep(at1, 5)).toBe(false);
    expect(canStep(at1, 2)).toBe(true);
    const at2 = stepTo(at1, 2);
    expect(nextNumber(at2)).toBe(3);
    expect(walk(at2, [6, 5]).path).toEqual([0, 1, 2, 6, 5]);
    expect(nextNumber(walk(at2, [6, 5]))).toBe(4);
    expect(walk(at2, [6, 10, 9]).path).toEqual([0, 1, 2, 6, 10]); // 4 while 3 is due
  });

  it("counts each step as a move; a step back takes the last step back without counting", () => {
    const moved = walk(start, [1, 2, 3]);
    expect(moved.moves).toBe(3);
    const back = stepTo(moved, 2);
    expect(back.path).toEqual([0, 1, 2]);
    expect(back.moves).toBe(3);
    expect(stepTo(back, 3).moves).toBe(4);
  });

  it("undoes one step at a time, never the cell of 1", () => {
    const moved = walk(start, [1, 2]);
    expect(undo(moved).path).toEqual([0, 1]);
    expect(undo(undo(moved)).path).toEqual([0]);
    expect(undo(start)).toBe(start);
  });

  it("goes back to an earlier cell of the path when it is pressed", () => {
    const moved = walk(start, [1, 2, 3, 7]);
    expect(backTo(moved, 1).path).toEqual([0, 1]);
    expect(backTo(moved, 7)).toBe(moved);
    expect(backTo(moved, 9)).toBe(moved);
  });

  it("moves the head with the arrows, and not past the edge", () => {
    expect(cellToward(4, 0, "left")).toBe(-1);
    expect(cellToward(4, 0, "up")).toBe(-1);
    expect(cellToward(4, 3, "right")).toBe(-1);
    expect(cellToward(4, 15, "down")).toBe(-1);
    expect(cellToward(4, 5, "up")).toBe(1);
    expect(cellToward(4, 5, "left")).toBe(4);
    let state = stepToward(start, "right");
    expect(head(state)).toBe(1);
    state = stepToward(state, "left"); // back onto the previous cell: a step back
    expect(state.path).toEqual([0]);
    expect(stepToward(state, "up")).toBe(state);
  });

  it("is won once every cell is filled with the numbers in order, and then takes no more moves", () => {
    const won = walk(start, SERPENTINE.slice(1));
    expect(won.status).toBe("won");
    expect(won.moves).toBe(15);
    expect(stepTo(won, 13)).toBe(won);
    expect(undo(won)).toBe(won);
    expect(backTo(won, 1)).toBe(won);
  });

  it("follows a drag: skipped cells are drawn, dragging back along the path takes it back", () => {
    // From 0 straight to 3 along the top row: 1, 2 (the number 2) and 3 are drawn.
    const across = dragTo(start, 3);
    expect(across.path).toEqual([0, 1, 2, 3]);
    expect(across.moves).toBe(3);
    // Back onto the previous cell: one step back; further back: back to that cell.
    expect(dragTo(across, 2).path).toEqual([0, 1, 2]);
    expect(dragTo(across, 0).path).toEqual([0]);
    // Diagonally from 3 to 6: down first is 7, then left to 6.
    expect(dragTo(across, 6).path).toEqual([0, 1, 2, 3, 7, 6]);
    // Around a number that is not due: from 3 toward 13, 9 (the 4) is passed below.
    expect(dragTo(across, 13).path).toEqual([0, 1, 2, 3, 7, 6, 10, 14, 13]);
    // Toward 12 (the 5 while 2 is due): the walk stops where the rules stop it.
    expect(dragTo(start, 12).path).toEqual([0, 4, 8]);
    // On the head, or once the game is over: nothing.
    expect(dragTo(across, 3)).toBe(across);
    expect(dragTo({ ...across, status: "over" }, 7).status).toBe("over");
  });

  it("restarts the same puzzle from 1, keeping the hint used", () => {
    const played = { ...walk(start, [1, 2, 3]), hintUsed: true };
    const again = restart(played);
    expect(again).toMatchObject({ path: [0], moves: 0, hintUsed: true, status: "playing", puzzle });
    expect(restart({ ...played, status: "over" }).status).toBe("playing");
  });
});

describe("the unsolvable check (mini-games.md sections 4 and 8)", () => {
  it("leaves a position that can still be completed, on the puzzle's own path or off it", () => {
    const onPath = walk(start, [1, 2]);
    expect(checkSolvable(onPath)).toBe(onPath);
    // Off the puzzle's path, and ending on a blank cell after 5: still a way through.
    const offPath = walk(start, [1, 2, 3, 7, 6, 5, 9]);
    expect(offPath.path).toHaveLength(8);
    expect(checkSolvable(offPath)).toBe(offPath);
  });

  it("ends the game when the position cannot be completed", () => {
    // From 4, 2 can no longer be reached without passing 3 or 5.
    expect(checkSolvable(stepTo(start, 4)).status).toBe("over");
    // Passing the top-right corner by strands it.
    const stranded = walk(start, [1, 2, 6, 7, 3]);
    expect(stranded.path).toEqual([0, 1, 2, 6, 7, 3]);
    expect(checkSolvable(stranded).status).toBe("over");
    // Late in the game: 11 and 15 on one side of the head, 13 and 5 on the other.
    const split = walk(start, [1, 2, 3, 7, 6, 5, 4, 8, 9, 10, 14]);
    expect(split.path).toHaveLength(12);
    expect(checkSolvable(split).status).toBe("over");
  });

  it("does not touch a won game", () => {
    const won = walk(start, SERPENTINE.slice(1));
    expect(checkSolvable(won)).toBe(won);
  });
});

describe("the hint (mini-games.md sections 4 and 8)", () => {
  it("shows a next cell that keeps the puzzle solvable, once per level", () => {
    const astray = walk(start, [1, 2, 3, 7, 6, 5, 9]);
    const hint = takeHint(astray);
    expect(hint.kind).toBe("cell");
    if (hint.kind !== "cell") return;
    expect(canStep(astray, hint.cell)).toBe(true);
    expect(isSolvable(puzzle, [...astray.path, hint.cell])).toBe(true);
    expect(hint.state.hintUsed).toBe(true);
    expect(takeHint(hint.state)).toEqual({ kind: "used" });
    // Restarting the level does not give the hint back; a new level does.
    expect(takeHint(restart(hint.state))).toEqual({ kind: "used" });
    expect(takeHint(newLevel(2, seededRandom(1))).kind).toBe("cell");
  });

  it("follows the puzzle's own path from the start", () => {
    const hint = takeHint(start);
    expect(hint).toMatchObject({ kind: "cell", cell: 1 });
  });

  it("with no way left, ends the game instead", () => {
    const hint = takeHint(stepTo(start, 4));
    expect(hint.kind).toBe("none");
    if (hint.kind === "none") expect(hint.state.status).toBe("over");
  });
});
