/**
 * One route of shots for each hole that sinks the ball in par or better: each shot is a pull (how
 * far the player drags back from the ball, in course units; the ball goes the other way with a
 * tenth of the length as power). Found by a search over whole-unit pulls with the game's own
 * physics, and kept so that holes.test.ts proves every hole playable and the browser test can
 * replay a hole with real mouse drags (on a desktop the course is shown at one pixel per unit).
 */
export const REFERENCE_SHOTS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0, 80]],
  2: [
    [-74, 67],
    [10, 13],
  ],
  3: [
    [-22, 77],
    [32, 0],
  ],
  4: [
    [-36, 80],
    [-41, 49],
  ],
  5: [
    [-6, 56],
    [-18, -86],
    [20, 0],
  ],
  6: [
    [94, 34],
    [-96, 28],
    [69, 31],
  ],
  7: [
    [34, 85],
    [-96, -7],
  ],
  8: [
    [-26, 92],
    [-30, 61],
  ],
  9: [
    [-78, 56],
    [24, 97],
    [75, 27],
  ],
  10: [
    [62, 74],
    [-34, -94],
    [44, 6],
  ],
  11: [
    [6, 92],
    [17, 32],
  ],
  12: [
    [17, 78],
    [61, -20],
  ],
  13: [
    [-80, 54],
    [91, 41],
    [100, 0],
  ],
  14: [
    [-71, 64],
    [51, 46],
  ],
  15: [
    [-83, 48],
    [2, 68],
    [16, 0],
  ],
  16: [
    [56, 78],
    [-34, 94],
    [0, 100],
  ],
  17: [
    [67, 74],
    [-88, 39],
    [97, 24],
    [-24, 97],
  ],
  18: [
    [-66, 45],
    [42, 24],
    [33, 45],
  ],
  19: [
    [-52, 38],
    [-88, 25],
    [74, 67],
    [73, 33],
  ],
  20: [
    [-60, 40],
    [62, 28],
    [40, 27],
  ],
};
