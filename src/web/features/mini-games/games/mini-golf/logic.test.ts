import { describe, expect, it } from "vitest";
import {
  ADVANCE_DELAY_MS,
  aimWithKey,
  bearing,
  directionName,
  type GolfAction,
  type GolfState,
  golfMessages,
  INITIAL_STATE,
  MAX_PULL,
  MIN_PULL,
  miniGolf,
  NEW_PROGRESS,
  parseProgress,
  powerOf,
  pullFromDrag,
  recordHole,
  resultLabel,
  roundTotals,
  shotFromAim,
  shotFromPull,
  toPar,
} from "./logic";

const run = (state: GolfState, ...actions: GolfAction[]) => actions.reduce(miniGolf, state);
const unlocked = (highestLevel: number): GolfState => ({
  ...INITIAL_STATE,
  progress: { highestLevel, bestScores: {} },
});

describe("the spec's texts and timing (sections 8 and 9)", () => {
  it("advances 1.5 s after the ball drops and warns of water with the catalogue's words", () => {
    expect(ADVANCE_DELAY_MS).toBe(1500);
    expect(golfMessages.water).toEqual({
      title: "Water hazard!",
      body: "Your ball landed in water. +1 stroke penalty.",
    });
  });
});

describe("menu, playing, complete", () => {
  it("starts in the menu with only hole 1 unlocked", () => {
    expect(INITIAL_STATE).toMatchObject({ phase: "menu", hole: 1, strokes: 0, sunk: false, round: [] });
    expect(INITIAL_STATE.progress).toEqual(NEW_PROGRESS);
    expect(NEW_PROGRESS).toEqual({ highestLevel: 1, bestScores: {} });
  });

  it("lets the player choose an unlocked hole only", () => {
    const state = unlocked(3);
    expect(run(state, { type: "choose", hole: 3 })).toMatchObject({ phase: "playing", hole: 3, strokes: 0 });
    expect(run(state, { type: "choose", hole: 4 })).toBe(state);
    expect(run(state, { type: "choose", hole: 0 })).toBe(state);
    expect(run(state, { type: "choose", hole: 2.5 })).toBe(state);
  });

  it("counts a stroke for every shot and one more for water", () => {
    const state = run(
      unlocked(1),
      { type: "choose", hole: 1 },
      { type: "shoot" },
      { type: "water" },
      { type: "shoot" },
    );
    expect(state.strokes).toBe(3);
  });

  it("on sinking keeps the score, unlocks the next hole and waits; then moves to the next hole", () => {
    const sunk = run(unlocked(1), { type: "choose", hole: 1 }, { type: "shoot" }, { type: "shoot" }, { type: "sink" });
    expect(sunk).toMatchObject({ phase: "playing", hole: 1, strokes: 2, sunk: true });
    expect(sunk.round).toEqual([{ hole: 1, strokes: 2, par: 3 }]);
    expect(sunk.progress).toEqual({ highestLevel: 2, bestScores: { 1: 2 } });
    // Nothing more happens to this hole while the result shows.
    expect(run(sunk, { type: "shoot" }, { type: "water" }, { type: "sink" }, { type: "restart" })).toBe(sunk);
    const next = run(sunk, { type: "advance" });
    expect(next).toMatchObject({ phase: "playing", hole: 2, strokes: 0, sunk: false });
    expect(next.round).toEqual(sunk.round);
  });

  it("does not advance a hole that is not sunk", () => {
    const playing = run(unlocked(1), { type: "choose", hole: 1 }, { type: "shoot" });
    expect(run(playing, { type: "advance" })).toBe(playing);
  });

  it("completes the game after the last hole, with the round's cards", () => {
    const state = run(
      unlocked(20),
      { type: "choose", hole: 19 },
      { type: "shoot" },
      { type: "shoot" },
      { type: "shoot" },
      { type: "sink" },
      { type: "advance" },
      { type: "shoot" },
      { type: "water" },
      { type: "shoot" },
      { type: "shoot" },
      { type: "shoot" },
      { type: "sink" },
    );
    expect(state.progress.highestLevel).toBe(20);
    const complete = run(state, { type: "advance" });
    expect(complete.phase).toBe("complete");
    expect(complete.round).toEqual([
      { hole: 19, strokes: 3, par: 5 },
      { hole: 20, strokes: 5, par: 5 },
    ]);
    expect(roundTotals(complete.round)).toEqual({ strokes: 8, par: 10, holes: 2 });
  });

  it("restarts a hole from no strokes, and goes back to the menu from anywhere", () => {
    const playing = run(unlocked(2), { type: "choose", hole: 2 }, { type: "shoot" }, { type: "shoot" });
    expect(run(playing, { type: "restart" })).toMatchObject({ hole: 2, strokes: 0, phase: "playing" });
    expect(run(playing, { type: "menu" })).toMatchObject({ phase: "menu", strokes: 0 });
  });

  it("starts a new round whenever a hole is chosen", () => {
    const afterOne = run(unlocked(1), { type: "choose", hole: 1 }, { type: "shoot" }, { type: "sink" });
    const again = run(afterOne, { type: "menu" }, { type: "choose", hole: 2 });
    expect(again.round).toEqual([]);
  });

  it("ignores moves in the menu", () => {
    const menu = unlocked(4);
    expect(run(menu, { type: "shoot" }, { type: "water" }, { type: "sink" }, { type: "advance" })).toBe(menu);
  });

  it("loads saved progress", () => {
    const progress = { highestLevel: 7, bestScores: { 1: 2, 6: 4 } };
    expect(run(INITIAL_STATE, { type: "load", progress }).progress).toBe(progress);
  });
});

describe("progress", () => {
  it("keeps the best score of each hole and never locks a hole again", () => {
    let progress = recordHole(NEW_PROGRESS, 1, 4);
    progress = recordHole(progress, 1, 6);
    expect(progress.bestScores[1]).toBe(4);
    progress = recordHole(progress, 1, 2);
    expect(progress.bestScores[1]).toBe(2);
    expect(recordHole({ highestLevel: 9, bestScores: {} }, 3, 3).highestLevel).toBe(9);
    expect(recordHole({ highestLevel: 20, bestScores: {} }, 20, 3).highestLevel).toBe(20);
    expect(recordHole({ highestLevel: 19, bestScores: {} }, 19, 3).highestLevel).toBe(20);
  });

  it("reads saved values and ignores damaged ones", () => {
    expect(parseProgress("5", '{"1":3,"4":7}')).toEqual({ highestLevel: 5, bestScores: { 1: 3, 4: 7 } });
    expect(parseProgress(null, null)).toEqual(NEW_PROGRESS);
    expect(parseProgress("21", "not json")).toEqual(NEW_PROGRESS);
    expect(parseProgress("0", "[1,2]")).toEqual(NEW_PROGRESS);
    expect(parseProgress("2.5", '{"0":3,"21":2,"3":0,"5":"x","6":2.5,"7":4}')).toEqual({
      highestLevel: 1,
      bestScores: { 7: 4 },
    });
  });
});

describe("result labels", () => {
  it("names a score against par: Eagle (2 or more under), Birdie, Par, Bogey, then +n", () => {
    expect(resultLabel(1, 3)).toBe("Eagle");
    expect(resultLabel(2, 5)).toBe("Eagle");
    expect(resultLabel(3, 5)).toBe("Eagle");
    expect(resultLabel(4, 5)).toBe("Birdie");
    expect(resultLabel(5, 5)).toBe("Par");
    expect(resultLabel(6, 5)).toBe("Bogey");
    expect(resultLabel(7, 5)).toBe("+2");
    expect(resultLabel(12, 4)).toBe("+8");
  });

  it("writes a total against par as golfers do", () => {
    expect([toPar(93, 93), toPar(95, 93), toPar(90, 93)]).toEqual(["E", "+2", "-3"]);
    expect(roundTotals([])).toEqual({ strokes: 0, par: 0, holes: 0 });
  });
});

describe("aiming", () => {
  it("shoots the opposite way to the pull, power a tenth of its length, capped at 10", () => {
    expect(shotFromPull(0, 50)).toEqual({ vx: -0, vy: -5 });
    expect(shotFromPull(-30, -40)).toEqual({ vx: 3, vy: 4 });
    const full = shotFromPull(0, MAX_PULL * 3);
    expect(full).toEqual({ vx: -0, vy: -10 });
    expect(powerOf(shotFromPull(120, 160) ?? { vx: 0, vy: 0 })).toBeCloseTo(10, 12);
    expect(MAX_PULL).toBe(100);
  });

  it("treats a pull shorter than 5 as no shot", () => {
    expect(MIN_PULL).toBe(5);
    expect(shotFromPull(3, 3)).toBeNull();
    expect(shotFromPull(0, 5)).not.toBeNull();
  });

  it("measures a drag in course units whatever size the course is shown at", () => {
    expect(pullFromDrag(50, -20, 1)).toEqual({ x: 50, y: -20 });
    expect(pullFromDrag(36, 18, 0.9)).toEqual({ x: 40, y: 20 });
  });

  it("turns the keyboard aim by 5 degrees (1 with Shift) and the power by 0.5 (0.1), within 0.5 to 10", () => {
    const aim = { angle: 0, power: 5 };
    expect(aimWithKey(aim, "ArrowRight", false)).toEqual({ angle: 5, power: 5 });
    expect(aimWithKey(aim, "ArrowLeft", false)).toEqual({ angle: 355, power: 5 });
    expect(aimWithKey(aim, "ArrowLeft", true)).toEqual({ angle: 359, power: 5 });
    expect(aimWithKey({ angle: 359, power: 5 }, "ArrowRight", true)).toEqual({ angle: 0, power: 5 });
    expect(aimWithKey(aim, "ArrowUp", false)).toEqual({ angle: 0, power: 5.5 });
    expect(aimWithKey(aim, "ArrowDown", true)).toEqual({ angle: 0, power: 4.9 });
    expect(aimWithKey({ angle: 0, power: 9.8 }, "ArrowUp", false)).toEqual({ angle: 0, power: 10 });
    expect(aimWithKey({ angle: 0, power: 0.6 }, "ArrowDown", false)).toEqual({ angle: 0, power: 0.5 });
    expect(aimWithKey(aim, "a", false)).toBeNull();
  });

  it("points a keyboard shot clockwise from straight up", () => {
    const up = shotFromAim({ angle: 0, power: 4 });
    expect(up.vx).toBeCloseTo(0, 12);
    expect(up.vy).toBeCloseTo(-4, 12);
    const right = shotFromAim({ angle: 90, power: 4 });
    expect(right.vx).toBeCloseTo(4, 12);
    expect(right.vy).toBeCloseTo(0, 12);
  });

  it("tells the way to the cup in degrees and words", () => {
    expect(bearing({ x: 100, y: 100 }, { x: 100, y: 50 })).toBe(0);
    expect(bearing({ x: 100, y: 100 }, { x: 150, y: 100 })).toBe(90);
    expect(bearing({ x: 100, y: 100 }, { x: 100, y: 150 })).toBe(180);
    expect(bearing({ x: 100, y: 100 }, { x: 50, y: 50 })).toBe(315);
    expect([0, 44, 90, 135, 180, 225, 270, 315, 350].map(directionName)).toEqual([
      "up",
      "up-right",
      "right",
      "down-right",
      "down",
      "down-left",
      "left",
      "up-left",
      "up",
    ]);
  });
});
