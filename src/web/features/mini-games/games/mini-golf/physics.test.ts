import { describe, expect, it } from "vitest";
import { COURSE_HEIGHT, COURSE_WIDTH, defineHole, type Hole, patch, type Rect, sand, wall, water } from "./course";
import { HOLES } from "./holes";
import {
  advance,
  BALL_RADIUS,
  type Ball,
  BOUNDARY_BOUNCE,
  CAPTURE_RADIUS,
  CAPTURE_SPEED,
  FRICTION,
  MAX_FRAME_MS,
  MAX_POWER,
  playOut,
  restingBall,
  type Simulation,
  STEP_MS,
  STOP_SPEED,
  SURFACE_FACTORS,
  speedOf,
  startSimulation,
  step,
  strike,
  surfaceAt,
  WALL_BOUNCE,
} from "./physics";

/** A test course: open fairway, the cup far away in a corner unless given. */
const course = (design: Partial<Omit<Hole, "id" | "par" | "width" | "height">> = {}): Hole =>
  defineHole(1, {
    name: "Test",
    ballStart: { x: 180, y: 270 },
    hole: { x: 340, y: 20 },
    obstacles: [],
    terrain: [],
    ...design,
  });

const moving = (x: number, y: number, vx: number, vy: number): Ball => strike(restingBall({ x, y }), vx, vy);

describe("the constants of section 9", () => {
  it("are exactly the spec's", () => {
    expect(FRICTION).toBe(0.98);
    expect(WALL_BOUNCE).toBe(0.5);
    expect(BOUNDARY_BOUNCE).toBe(0.7);
    expect(SURFACE_FACTORS).toEqual({ sand: 0.4, rough: 0.95, green: 0.99, fairway: 1 });
    expect(MAX_POWER).toBe(10);
    expect(STOP_SPEED).toBe(0.1);
    expect(CAPTURE_RADIUS).toBe(10);
    expect(CAPTURE_SPEED).toBe(2);
    expect(STEP_MS).toBe(1000 / 60);
    expect([COURSE_WIDTH, COURSE_HEIGHT]).toEqual([360, 540]);
  });

  it("slows the ball by 0.98 a step on fairway, and by sand x0.4, rough x0.95, green x0.99 on top", () => {
    const area = { x: 100, y: 100, width: 160, height: 340 };
    const cases: [Hole, number][] = [
      [course(), 1],
      [course({ obstacles: [sand(area.x, area.y, area.width, area.height)] }), 0.4],
      [course({ terrain: [patch("rough", area.x, area.y, area.width, area.height)] }), 0.95],
      [course({ terrain: [patch("green", area.x, area.y, area.width, area.height)] }), 0.99],
    ];
    for (const [hole, factor] of cases) {
      const { ball } = step(moving(180, 270, 0, -5), hole);
      expect(ball.y).toBeCloseTo(265, 12);
      expect(ball.vy).toBeCloseTo(-5 * 0.98 * factor, 12);
    }
  });

  it("caps a shot at power 10, in the direction it was aimed", () => {
    const ball = strike(restingBall({ x: 180, y: 270 }), 30, -40);
    expect(speedOf(ball)).toBeCloseTo(10, 12);
    expect(ball.vx / ball.vy).toBeCloseTo(-0.75, 12);
    expect(strike(restingBall({ x: 180, y: 270 }), 3, -4)).toMatchObject({ vx: 3, vy: -4, motion: "moving" });
  });

  it("stops the ball once it is slower than 0.1", () => {
    const hole = course();
    const slow = step(moving(180, 270, 0.1, 0), hole);
    expect(slow.event).toBe("stopped");
    expect(slow.ball).toMatchObject({ vx: 0, vy: 0, motion: "still" });
    const fast = step(moving(180, 270, 0.11, 0), hole);
    expect(fast.event).toBeNull();
    expect(fast.ball.vx).toBeCloseTo(0.11 * 0.98, 12);
  });

  it("bounces off a wall keeping half the speed across it, and off the edges keeping 0.7", () => {
    const walled = course({ obstacles: [wall(200, 200, 20, 140)] });
    const intoWall = step(moving(190, 270, 8, 0), walled);
    expect(intoWall.ball.vx).toBeCloseTo(-8 * WALL_BOUNCE * FRICTION, 12);
    expect(intoWall.ball.x).toBeLessThanOrEqual(200 - BALL_RADIUS);
    const intoEdge = step(moving(10, 270, -8, 3), course());
    expect(intoEdge.ball.vx).toBeCloseTo(8 * BOUNDARY_BOUNCE * FRICTION, 12);
    expect(intoEdge.ball.vy).toBeCloseTo(3 * FRICTION, 12);
    expect(intoEdge.ball.x).toBeGreaterThanOrEqual(BALL_RADIUS);
    const intoFloor = step(moving(180, 530, 0, 9), course());
    expect(intoFloor.ball.vy).toBeCloseTo(-9 * BOUNDARY_BOUNCE * FRICTION, 12);
  });

  it("plays a still ball only: a moving ball cannot be struck again", () => {
    const rolling = moving(180, 270, 3, 0);
    expect(strike(rolling, 0, -9)).toBe(rolling);
    expect(step(restingBall({ x: 5, y: 5 }), course()).event).toBeNull();
  });
});

describe("the cup (capture radius 10 at speed under 2)", () => {
  const hole = course({ hole: { x: 180, y: 200 } });

  it("takes a slow ball that comes within 10 of the cup", () => {
    const result = playOut(moving(180, 260, 0, -1.5), hole);
    expect(result.event).toBe("sunk");
    expect(result.ball).toMatchObject({ x: 180, y: 200, motion: "sunk" });
  });

  it("lets a ball roll over at speed 2 or more", () => {
    const fast = step(moving(180, 203, 0, -2.5), hole);
    expect(Math.abs(fast.ball.y - 200)).toBeLessThan(CAPTURE_RADIUS);
    expect(speedOf(fast.ball)).toBeGreaterThanOrEqual(CAPTURE_SPEED);
    expect(fast.event).toBeNull();
    expect(playOut(moving(180, 400, 0, -9), hole).event).not.toBe("sunk");
  });

  it("does not take a ball that stops 10 or more away", () => {
    // From rest just outside the radius, a tiny push that stops at once.
    const result = playOut(moving(180, 210.05, 0, 0.05), hole);
    expect(result.event).toBe("stopped");
    expect(result.ball.y).toBeGreaterThanOrEqual(210);
  });

  it("takes a ball that stops inside the radius", () => {
    expect(playOut(moving(180, 209, 0, 0.05), hole).event).toBe("sunk");
  });
});

describe("water", () => {
  it("sends the ball back to where the shot started, still", () => {
    const hole = course({ obstacles: [water(100, 100, 160, 60)] });
    const result = playOut(strike(restingBall({ x: 180, y: 400 }), 0, -9), hole);
    expect(result.event).toBe("water");
    expect(result.ball).toEqual(restingBall({ x: 180, y: 400 }));
  });

  it("is water even when the ball would have rolled on through it", () => {
    const hole = course({ obstacles: [water(0, 250, 360, 4)] });
    expect(playOut(strike(restingBall({ x: 180, y: 500 }), 0, -MAX_POWER), hole).event).toBe("water");
  });
});

describe("surfaces", () => {
  it("puts sand over terrain and the later patch over the earlier", () => {
    const hole = course({
      obstacles: [sand(0, 0, 50, 50)],
      terrain: [patch("rough", 0, 0, 200, 200), patch("green", 100, 100, 50, 50)],
    });
    expect(surfaceAt(hole, 10, 10)).toBe("sand");
    expect(surfaceAt(hole, 120, 120)).toBe("green");
    expect(surfaceAt(hole, 60, 60)).toBe("rough");
    expect(surfaceAt(hole, 300, 300)).toBe("fairway");
  });
});

/** Feeds the simulation frames of `frameMs` until `totalMs` of display time have passed. */
function runFor(hole: Hole, ball: Ball, frameMs: number, totalMs: number): Simulation {
  let simulation = startSimulation(ball);
  const frames = Math.round(totalMs / frameMs);
  for (let frame = 0; frame < frames; frame += 1) simulation = advance(simulation, hole, frameMs).simulation;
  return simulation;
}

describe("the fixed 60 Hz step", () => {
  const hole = HOLES[8] as Hole;
  const shot = strike(restingBall(hole.ballStart), 6.3, -7.1);

  it("gives the same ball after the same time at 30, 60 or 120 frames per second", () => {
    for (const seconds of [0.5, 1, 2.5, 4]) {
      const at30 = runFor(hole, shot, 1000 / 30, seconds * 1000).ball;
      const at60 = runFor(hole, shot, 1000 / 60, seconds * 1000).ball;
      const at120 = runFor(hole, shot, 1000 / 120, seconds * 1000).ball;
      expect(at60).toEqual(at30);
      expect(at120).toEqual(at30);
      // And it is exactly that many steps of the physics.
      let stepped = shot;
      for (let count = 0; count < Math.round(seconds * 60) && stepped.motion === "moving"; count += 1) {
        stepped = step(stepped, hole).ball;
      }
      expect(at30).toEqual(stepped);
    }
  });

  it("does not care how uneven the frames are", () => {
    const uneven = [7, 19, 3.5, 33.3, 12, 25.2];
    let simulation = startSimulation(shot);
    let elapsed = 0;
    for (let frame = 0; elapsed < 3000; frame += 1) {
      const length = uneven[frame % uneven.length] as number;
      simulation = advance(simulation, hole, length).simulation;
      elapsed += length;
    }
    const steps = Math.floor(elapsed / STEP_MS + 1e-9);
    let stepped = shot;
    for (let count = 0; count < steps && stepped.motion === "moving"; count += 1) stepped = step(stepped, hole).ball;
    expect(simulation.ball).toEqual(stepped);
  });

  it("runs no steps for a still ball and at most a quarter second's worth for one long frame", () => {
    const still = startSimulation(restingBall(hole.ballStart));
    expect(advance(still, hole, 1000)).toEqual({ simulation: still, events: [] });
    const { simulation } = advance(startSimulation(shot), hole, 10_000);
    expect(simulation.ball).toEqual(runFor(hole, shot, MAX_FRAME_MS, MAX_FRAME_MS).ball);
  });

  it("reports the events of the steps it ran", () => {
    const pond = course({ obstacles: [water(150, 200, 60, 20)] });
    const { simulation, events } = advance(startSimulation(moving(180, 300, 0, -8)), pond, 1000);
    expect(events).toEqual(["water"]);
    expect(simulation).toEqual({ ball: restingBall({ x: 180, y: 300 }), pending: 0 });
  });
});

/** Whether the segment from a to b passes through the inside of the rectangle (Liang-Barsky). */
function crosses(a: { x: number; y: number }, b: { x: number; y: number }, rect: Rect): boolean {
  let low = 0;
  let high = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: [number, number][] = [
    [-dx, a.x - rect.x],
    [dx, rect.x + rect.width - a.x],
    [-dy, a.y - rect.y],
    [dy, rect.y + rect.height - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q <= 0) return false;
    } else {
      const t = q / p;
      if (p < 0) low = Math.max(low, t);
      else high = Math.min(high, t);
    }
  }
  return low < high;
}

const distanceToRect = (point: { x: number; y: number }, rect: Rect) => {
  const dx = point.x - Math.min(Math.max(point.x, rect.x), rect.x + rect.width);
  const dy = point.y - Math.min(Math.max(point.y, rect.y), rect.y + rect.height);
  return Math.sqrt(dx * dx + dy * dy);
};

describe("no tunnelling", () => {
  // Thousands of full-power shots: seconds on an idle machine, much longer on a busy one.
  it("keeps the ball out of every wall of every hole at full power, from every side and many angles", () => {
    let shots = 0;
    const failures: string[] = [];
    for (const hole of HOLES) {
      // Water would carry the ball back to the tee; only the walls (and the terrain) matter here.
      const walled: Hole = { ...hole, obstacles: hole.obstacles.filter((obstacle) => obstacle.type === "wall") };
      const walls = walled.obstacles;
      for (const target of walls) {
        const starts: { x: number; y: number; nx: number; ny: number }[] = [];
        for (const fraction of [0, 0.1, 0.5, 0.9, 1]) {
          const alongX = target.x + target.width * fraction;
          const alongY = target.y + target.height * fraction;
          starts.push({ x: alongX, y: target.y - 14, nx: 0, ny: -1 });
          starts.push({ x: alongX, y: target.y + target.height + 14, nx: 0, ny: 1 });
          starts.push({ x: target.x - 14, y: alongY, nx: -1, ny: 0 });
          starts.push({ x: target.x + target.width + 14, y: alongY, nx: 1, ny: 0 });
        }
        for (const start of starts) {
          const onCourse =
            start.x >= BALL_RADIUS &&
            start.x <= COURSE_WIDTH - BALL_RADIUS &&
            start.y >= BALL_RADIUS &&
            start.y <= COURSE_HEIGHT - BALL_RADIUS;
          if (!onCourse || walls.some((other) => distanceToRect(start, other) < BALL_RADIUS)) continue;
          for (let degrees = -75; degrees <= 75; degrees += 5) {
            const radians = (degrees * Math.PI) / 180;
            // Into the wall: against the side's outward normal, turned by the angle.
            const dirX = -(start.nx * Math.cos(radians) - start.ny * Math.sin(radians));
            const dirY = -(start.nx * Math.sin(radians) + start.ny * Math.cos(radians));
            let ball = strike(restingBall(start), dirX * MAX_POWER, dirY * MAX_POWER);
            shots += 1;
            for (let count = 0; count < 40 && ball.motion === "moving"; count += 1) {
              const next = step(ball, walled).ball;
              for (const other of walls) {
                if (crosses(ball, next, other) || distanceToRect(next, other) < BALL_RADIUS - 1e-9) {
                  failures.push(`hole ${hole.id}: from (${start.x}, ${start.y}) at ${degrees} degrees`);
                }
              }
              ball = next;
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(shots).toBeGreaterThan(5000);
  }, 60_000);

  it("holds even against a wall one unit thin, wherever the ball starts its last step", () => {
    const thin = course({ obstacles: [wall(0, 270, 360, 1)] });
    for (let offset = 0; offset < 12; offset += 0.25) {
      for (const vx of [-3, 0, 3]) {
        let ball = strike(restingBall({ x: 180, y: 290 + offset }), vx, -MAX_POWER);
        for (let count = 0; count < 600 && ball.motion === "moving"; count += 1) {
          ball = step(ball, thin).ball;
          expect(ball.y).toBeGreaterThan(270);
        }
      }
    }
  });
});
