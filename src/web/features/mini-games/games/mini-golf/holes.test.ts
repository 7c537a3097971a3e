import { describe, expect, it } from "vitest";
import {
  COURSE_HEIGHT,
  COURSE_WIDTH,
  contains,
  HOLE_COUNT,
  type Hole,
  obstacleCountFor,
  parFor,
  type Rect,
} from "./course";
import { HOLES } from "./holes";
import { shotFromPull } from "./logic";
import { BALL_RADIUS, type Ball, CAPTURE_RADIUS, type PhysicsEvent, playOut, restingBall, strike } from "./physics";
import { REFERENCE_SHOTS } from "./reference-shots";

/** The spec's formulas worked out by hand for levels 1 to 20. */
const PARS = [3, 3, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5];
const OBSTACLES = [1, 2, 2, 3, 3, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5];

const gap = (a: Rect, b: Rect) => {
  const dx = Math.max(a.x - (b.x + b.width), b.x - (a.x + a.width), 0);
  const dy = Math.max(a.y - (b.y + b.height), b.y - (a.y + a.height), 0);
  return Math.sqrt(dx * dx + dy * dy);
};
const inside = (rect: Rect) =>
  rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= COURSE_WIDTH && rect.y + rect.height <= COURSE_HEIGHT;

/** Plays a route of pulls on a hole: the strokes it takes (water costs one more) and every ball after each shot. */
function playRoute(hole: Hole, pulls: readonly (readonly [number, number])[]) {
  let ball: Ball = restingBall(hole.ballStart);
  let strokes = 0;
  const trail: { ball: Ball; event: PhysicsEvent; steps: number }[] = [];
  for (const [x, y] of pulls) {
    const shot = shotFromPull(x, y);
    if (!shot) throw new Error(`Pull (${x}, ${y}) is too short`);
    const result = playOut(strike(ball, shot.vx, shot.vy), hole);
    strokes += result.event === "water" ? 2 : 1;
    trail.push(result);
    ball = result.ball;
  }
  return { strokes, trail, sunk: ball.motion === "sunk" };
}

describe("the twenty holes (mini-games.md sections 3 and 9)", () => {
  it("are twenty, numbered 1 to 20, each 360 x 540 and named", () => {
    expect(HOLE_COUNT).toBe(20);
    expect(HOLES.map((hole) => hole.id)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    for (const hole of HOLES) {
      expect([hole.width, hole.height]).toEqual([360, 540]);
      expect(hole.name.length).toBeGreaterThan(3);
    }
    expect(new Set(HOLES.map((hole) => hole.name)).size).toBe(20);
  });

  it("have par = min(3 + floor(level / 3), 5)", () => {
    expect(HOLES.map((hole) => hole.par)).toEqual(PARS);
    expect(HOLES.map((hole) => parFor(hole.id))).toEqual(PARS);
    expect(PARS.reduce((sum, par) => sum + par, 0)).toBe(93);
  });

  it("have obstacles = min(floor(level / 2) + 1, 5), each a wall, water or sand", () => {
    expect(HOLES.map((hole) => hole.obstacles.length)).toEqual(OBSTACLES);
    expect(HOLES.map((hole) => obstacleCountFor(hole.id))).toEqual(OBSTACLES);
    for (const hole of HOLES) {
      for (const obstacle of hole.obstacles) {
        expect(["wall", "water", "sand"]).toContain(obstacle.type);
        expect(obstacle.width).toBeGreaterThan(0);
        expect(obstacle.height).toBeGreaterThan(0);
        expect(inside(obstacle)).toBe(true);
      }
      for (const patch of hole.terrain) {
        expect(["green", "fairway", "rough"]).toContain(patch.type);
        expect(inside(patch)).toBe(true);
      }
    }
  });

  it("use all three kinds of obstacle and all the terrain over the course", () => {
    const kinds = new Set(HOLES.flatMap((hole) => hole.obstacles.map((obstacle) => obstacle.type)));
    expect([...kinds].sort()).toEqual(["sand", "wall", "water"]);
    const terrain = new Set(HOLES.flatMap((hole) => hole.terrain.map((patch) => patch.type)));
    expect([...terrain].sort()).toEqual(["fairway", "green", "rough"]);
    // Every hole has a green around its cup.
    for (const hole of HOLES) {
      expect(hole.terrain.some((patch) => patch.type === "green" && contains(patch, hole.hole.x, hole.hole.y))).toBe(
        true,
      );
    }
  });

  it("tee the ball and set the cup on open ground, apart", () => {
    for (const hole of HOLES) {
      for (const point of [hole.ballStart, hole.hole]) {
        expect(point.x).toBeGreaterThanOrEqual(BALL_RADIUS);
        expect(point.x).toBeLessThanOrEqual(COURSE_WIDTH - BALL_RADIUS);
        expect(point.y).toBeGreaterThanOrEqual(BALL_RADIUS);
        expect(point.y).toBeLessThanOrEqual(COURSE_HEIGHT - BALL_RADIUS);
        for (const obstacle of hole.obstacles) {
          const clearance = obstacle.type === "wall" ? BALL_RADIUS : 0;
          expect(gap({ ...point, width: 0, height: 0 }, obstacle)).toBeGreaterThan(clearance);
        }
      }
      expect(Math.hypot(hole.hole.x - hole.ballStart.x, hole.hole.y - hole.ballStart.y)).toBeGreaterThan(
        CAPTURE_RADIUS * 20,
      );
    }
  });

  it("leave room for the ball between walls, and between a wall and the edge, or join them", () => {
    const room = BALL_RADIUS * 2 + 4;
    for (const hole of HOLES) {
      const walls = hole.obstacles.filter((obstacle) => obstacle.type === "wall");
      walls.forEach((wall, index) => {
        // Walls either join (a corner of one shape) or leave a passage wider than the ball.
        for (const other of walls.slice(index + 1))
          expect(gap(wall, other) === 0 || gap(wall, other) >= room).toBe(true);
        const edges = [wall.x, wall.y, COURSE_WIDTH - wall.x - wall.width, COURSE_HEIGHT - wall.y - wall.height];
        for (const edge of edges) expect(edge === 0 || edge >= room).toBe(true);
      });
    }
  });
});

describe("every hole can be played in par or better", () => {
  it("has a reference route for each hole that sinks the ball within par", () => {
    expect(Object.keys(REFERENCE_SHOTS).map(Number)).toEqual(HOLES.map((hole) => hole.id));
    for (const hole of HOLES) {
      const route = REFERENCE_SHOTS[hole.id] ?? [];
      const { strokes, sunk, trail } = playRoute(hole, route);
      expect(sunk, `hole ${hole.id}`).toBe(true);
      expect(trail.slice(0, -1).every((shot) => shot.event === "stopped")).toBe(true);
      expect(strokes, `hole ${hole.id}`).toBeLessThanOrEqual(hole.par);
    }
  });

  it("is deterministic: the same shots give exactly the same balls, step for step", () => {
    for (const hole of HOLES) {
      const route = REFERENCE_SHOTS[hole.id] ?? [];
      expect(playRoute(hole, route)).toEqual(playRoute(hole, route));
      // And a fixed full-power shot straight up the course from the tee.
      const first = playOut(strike(restingBall(hole.ballStart), 0, -10), hole);
      const second = playOut(strike(restingBall(hole.ballStart), 0, -10), hole);
      expect(second).toEqual(first);
    }
  });
});
