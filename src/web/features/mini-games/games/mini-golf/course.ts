/**
 * The shape of a Mini Golf hole (mini-games.md sections 3 and 9): a 360x540 course in logical
 * units, a ball start, the cup, obstacles (walls, water, sand) and terrain patches. The physics
 * and the drawing both read this data; neither knows the screen's size.
 */
export const HOLE_COUNT = 20;
export const COURSE_WIDTH = 360;
export const COURSE_HEIGHT = 540;

export type Point = { readonly x: number; readonly y: number };
export type Rect = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

export type ObstacleType = "wall" | "water" | "sand";
export type Obstacle = Rect & { readonly type: ObstacleType };

export type TerrainType = "green" | "fairway" | "rough";
/** A patch of terrain; where patches overlap the later one lies on top. Bare course is fairway. */
export type TerrainPatch = Rect & { readonly type: TerrainType };

export type Hole = {
  /** The level, 1 to 20. */
  readonly id: number;
  readonly name: string;
  readonly par: number;
  readonly width: typeof COURSE_WIDTH;
  readonly height: typeof COURSE_HEIGHT;
  readonly ballStart: Point;
  readonly hole: Point;
  readonly obstacles: readonly Obstacle[];
  readonly terrain: readonly TerrainPatch[];
};

/** Par of a level (section 9): par = min(3 + floor(level / 3), 5). */
export const parFor = (level: number): number => Math.min(3 + Math.floor(level / 3), 5);

/** How many obstacles a level has (section 9): min(floor(level / 2) + 1, 5). */
export const obstacleCountFor = (level: number): number => Math.min(Math.floor(level / 2) + 1, 5);

export type HoleDesign = Omit<Hole, "id" | "par" | "width" | "height">;

/** A hole of `level` from its hand-made design; its par and size always follow the spec. */
export function defineHole(level: number, design: HoleDesign): Hole {
  return { id: level, par: parFor(level), width: COURSE_WIDTH, height: COURSE_HEIGHT, ...design };
}

/** Shorthands that keep the hole designs readable: one obstacle or patch per line. */
const obstacleOf =
  (type: ObstacleType) =>
  (x: number, y: number, width: number, height: number): Obstacle => ({ type, x, y, width, height });
export const wall = obstacleOf("wall");
export const water = obstacleOf("water");
export const sand = obstacleOf("sand");
export const patch = (type: TerrainType, x: number, y: number, width: number, height: number): TerrainPatch => ({
  type,
  x,
  y,
  width,
  height,
});

/** True when the point lies inside the rectangle (edges included). */
export const contains = (rect: Rect, x: number, y: number): boolean =>
  x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;
