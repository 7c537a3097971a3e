import { COURSE_HEIGHT, COURSE_WIDTH, contains, type Hole, type Point, type Rect, type TerrainType } from "./course";

/**
 * The ball's physics (mini-games.md section 9). Every constant is per step of 1/60 s: the game
 * steps at a fixed 60 Hz whatever the display's frame rate, so a shot rolls the same at 30, 60 or
 * 120 frames per second. Only + - * / and square roots: the same shot gives the same result, to the
 * last bit, in every JavaScript engine.
 */
export const FRICTION = 0.98;
export const WALL_BOUNCE = 0.5;
export const BOUNDARY_BOUNCE = 0.7;
export const SURFACE_FACTORS = { sand: 0.4, rough: 0.95, green: 0.99, fairway: 1 } as const;
export const MAX_POWER = 10;
export const STOP_SPEED = 0.1;
export const CAPTURE_RADIUS = 10;
export const CAPTURE_SPEED = 2;
export const STEP_MS = 1000 / 60;
export const BALL_RADIUS = 6;
/**
 * The longest move between two collision checks. A ball that overlaps a wall is pushed back out
 * at once, so with moves this short its centre never gets closer than BALL_RADIUS - MAX_SUBSTEP to
 * any wall: no wall, however thin, can be passed through, even at MAX_POWER.
 */
export const MAX_SUBSTEP = 2;
/** A frame longer than this (a tab coming back from the background) runs no more steps than this. */
export const MAX_FRAME_MS = 250;

export type Surface = TerrainType | "sand";
export type Motion = "still" | "moving" | "sunk";

export type Ball = {
  readonly x: number;
  readonly y: number;
  readonly vx: number;
  readonly vy: number;
  readonly motion: Motion;
  /** Where the current (or last) shot was played from: water sends the ball back here. */
  readonly shotFrom: Point;
};

export type PhysicsEvent = "stopped" | "water" | "sunk";

/** The ball resting at `point`, ready to be played. */
export const restingBall = (point: Point): Ball => ({
  x: point.x,
  y: point.y,
  vx: 0,
  vy: 0,
  motion: "still",
  shotFrom: point,
});

export const speedOf = (ball: { vx: number; vy: number }): number => Math.sqrt(ball.vx * ball.vx + ball.vy * ball.vy);

/**
 * A still ball struck with velocity (vx, vy) in units per step; a stronger shot is cut down to
 * MAX_POWER in the same direction. A ball already moving or sunk is left alone.
 */
export function strike(ball: Ball, vx: number, vy: number): Ball {
  if (ball.motion !== "still") return ball;
  const power = Math.sqrt(vx * vx + vy * vy);
  if (power === 0) return ball;
  const scale = power > MAX_POWER ? MAX_POWER / power : 1;
  return { x: ball.x, y: ball.y, vx: vx * scale, vy: vy * scale, motion: "moving", shotFrom: { x: ball.x, y: ball.y } };
}

/** What the ball rolls on at (x, y): sand, else the top terrain patch there, else fairway. */
export function surfaceAt(hole: Hole, x: number, y: number): Surface {
  for (const obstacle of hole.obstacles) {
    if (obstacle.type === "sand" && contains(obstacle, x, y)) return "sand";
  }
  for (let index = hole.terrain.length - 1; index >= 0; index -= 1) {
    const patch = hole.terrain[index];
    if (patch && contains(patch, x, y)) return patch.type;
  }
  return "fairway";
}

const inWater = (hole: Hole, x: number, y: number) =>
  hole.obstacles.some((obstacle) => obstacle.type === "water" && contains(obstacle, x, y));

type Moving = { x: number; y: number; vx: number; vy: number };

/** Pushes the ball out of a wall it overlaps and bounces it off (normal speed reversed, halved). */
function collideWall(ball: Moving, wall: Rect): void {
  let closestX = Math.min(Math.max(ball.x, wall.x), wall.x + wall.width);
  let closestY = Math.min(Math.max(ball.y, wall.y), wall.y + wall.height);
  const dx = ball.x - closestX;
  const dy = ball.y - closestY;
  const distanceSquared = dx * dx + dy * dy;
  if (distanceSquared >= BALL_RADIUS * BALL_RADIUS) return;
  let nx: number;
  let ny: number;
  if (distanceSquared > 0) {
    const distance = Math.sqrt(distanceSquared);
    nx = dx / distance;
    ny = dy / distance;
  } else {
    // The centre inside a wall cannot happen with short moves; should it, leave by the nearest side.
    const left = ball.x - wall.x;
    const right = wall.x + wall.width - ball.x;
    const top = ball.y - wall.y;
    const bottom = wall.y + wall.height - ball.y;
    const nearest = Math.min(left, right, top, bottom);
    nx = nearest === left ? -1 : nearest === right ? 1 : 0;
    ny = nx !== 0 ? 0 : nearest === top ? -1 : 1;
    if (nx !== 0) closestX = nx < 0 ? wall.x : wall.x + wall.width;
    else closestY = ny < 0 ? wall.y : wall.y + wall.height;
  }
  ball.x = closestX + nx * BALL_RADIUS;
  ball.y = closestY + ny * BALL_RADIUS;
  const normalSpeed = ball.vx * nx + ball.vy * ny;
  if (normalSpeed < 0) {
    ball.vx -= (1 + WALL_BOUNCE) * normalSpeed * nx;
    ball.vy -= (1 + WALL_BOUNCE) * normalSpeed * ny;
  }
}

/** Keeps the ball on the course: it bounces off the edges, keeping 0.7 of its speed across them. */
function collideBoundary(ball: Moving): void {
  if (ball.x < BALL_RADIUS) {
    ball.x = BALL_RADIUS;
    if (ball.vx < 0) ball.vx = -ball.vx * BOUNDARY_BOUNCE;
  } else if (ball.x > COURSE_WIDTH - BALL_RADIUS) {
    ball.x = COURSE_WIDTH - BALL_RADIUS;
    if (ball.vx > 0) ball.vx = -ball.vx * BOUNDARY_BOUNCE;
  }
  if (ball.y < BALL_RADIUS) {
    ball.y = BALL_RADIUS;
    if (ball.vy < 0) ball.vy = -ball.vy * BOUNDARY_BOUNCE;
  } else if (ball.y > COURSE_HEIGHT - BALL_RADIUS) {
    ball.y = COURSE_HEIGHT - BALL_RADIUS;
    if (ball.vy > 0) ball.vy = -ball.vy * BOUNDARY_BOUNCE;
  }
}

/**
 * One step of 1/60 s: the ball moves by its velocity in sub-steps of at most MAX_SUBSTEP, bouncing
 * off walls and edges; water sends it back to where the shot started; then friction (0.98) and
 * the surface's factor slow it; below STOP_SPEED it stops; within CAPTURE_RADIUS of the cup and
 * slower than CAPTURE_SPEED it drops in.
 */
export function step(ball: Ball, hole: Hole): { ball: Ball; event: PhysicsEvent | null } {
  if (ball.motion !== "moving") return { ball, event: null };
  const moving: Moving = { x: ball.x, y: ball.y, vx: ball.vx, vy: ball.vy };
  const substeps = Math.max(1, Math.ceil(speedOf(moving) / MAX_SUBSTEP));
  for (let index = 0; index < substeps; index += 1) {
    moving.x += moving.vx / substeps;
    moving.y += moving.vy / substeps;
    for (const obstacle of hole.obstacles) {
      if (obstacle.type === "wall") collideWall(moving, obstacle);
    }
    collideBoundary(moving);
    if (inWater(hole, moving.x, moving.y)) return { ball: restingBall(ball.shotFrom), event: "water" };
  }
  const factor = SURFACE_FACTORS[surfaceAt(hole, moving.x, moving.y)];
  moving.vx = moving.vx * FRICTION * factor;
  moving.vy = moving.vy * FRICTION * factor;
  let speed = speedOf(moving);
  if (speed < STOP_SPEED) {
    moving.vx = 0;
    moving.vy = 0;
    speed = 0;
  }
  const toCupX = moving.x - hole.hole.x;
  const toCupY = moving.y - hole.hole.y;
  if (Math.sqrt(toCupX * toCupX + toCupY * toCupY) < CAPTURE_RADIUS && speed < CAPTURE_SPEED) {
    return { ball: { ...hole.hole, vx: 0, vy: 0, motion: "sunk", shotFrom: ball.shotFrom }, event: "sunk" };
  }
  if (speed === 0) return { ball: { ...moving, motion: "still", shotFrom: ball.shotFrom }, event: "stopped" };
  return { ball: { ...moving, motion: "moving", shotFrom: ball.shotFrom }, event: null };
}

/** The running simulation: the ball and the time not yet stepped (under one step). */
export type Simulation = { readonly ball: Ball; readonly pending: number };

export const startSimulation = (ball: Ball): Simulation => ({ ball, pending: 0 });

/**
 * Feeds `elapsedMs` of display time to the fixed 60 Hz simulation: as many whole steps as the time
 * (plus what was left over) holds, whatever the frame rate. Returns the events of those steps.
 * A tiny tolerance keeps sums such as 3 x (1000/180) ms from falling a rounding error short.
 */
export function advance(
  simulation: Simulation,
  hole: Hole,
  elapsedMs: number,
): { simulation: Simulation; events: PhysicsEvent[] } {
  if (simulation.ball.motion !== "moving") return { simulation: { ...simulation, pending: 0 }, events: [] };
  const total = simulation.pending + Math.min(Math.max(elapsedMs, 0), MAX_FRAME_MS);
  const due = Math.floor(total / STEP_MS + 1e-9);
  let ball = simulation.ball;
  const events: PhysicsEvent[] = [];
  for (let index = 0; index < due && ball.motion === "moving"; index += 1) {
    const result = step(ball, hole);
    ball = result.ball;
    if (result.event) events.push(result.event);
  }
  const pending = ball.motion === "moving" ? Math.max(total - due * STEP_MS, 0) : 0;
  return { simulation: { ball, pending }, events };
}

/** A whole shot, stepped until the ball rests, sinks or lands in water (for tests and planning). */
export function playOut(ball: Ball, hole: Hole, maxSteps = 10_000): { ball: Ball; event: PhysicsEvent; steps: number } {
  let current = ball;
  for (let steps = 1; steps <= maxSteps; steps += 1) {
    const result = step(current, hole);
    current = result.ball;
    if (result.event) return { ball: current, event: result.event, steps };
  }
  throw new Error("The ball never came to rest");
}
