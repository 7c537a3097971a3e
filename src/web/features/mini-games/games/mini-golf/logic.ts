import { HOLE_COUNT, parFor } from "./course";
import { MAX_POWER } from "./physics";

/**
 * Mini Golf's rules (mini-games.md sections 4, 8 and 9): menu (level select) -> playing ->
 * complete. Strokes, the water penalty, sinking (which unlocks the next hole and keeps the best
 * score), the advance 1.5 s later and the round's totals. Pure: the page runs the physics and the
 * timer and feeds their outcomes in as actions.
 */
export const ADVANCE_DELAY_MS = 1500;
/** A pull of this many logical units strikes at MAX_POWER (1 unit of power per 10 units). */
export const MAX_PULL = 100;
/** A shorter pull is a tap or a change of mind: no stroke. */
export const MIN_PULL = 5;

export const golfMessages = {
  water: { title: "Water hazard!", body: "Your ball landed in water. +1 stroke penalty." },
} as const;

export type Progress = {
  /** The highest hole the player may choose (1 to 20). */
  readonly highestLevel: number;
  /** Fewest strokes on each hole sunk at least once, by hole number. */
  readonly bestScores: Readonly<Record<number, number>>;
};

export type Card = { readonly hole: number; readonly strokes: number; readonly par: number };

export type GolfState = {
  readonly phase: "menu" | "playing" | "complete";
  readonly hole: number;
  readonly strokes: number;
  /** The ball is in the cup; the game moves on after ADVANCE_DELAY_MS. */
  readonly sunk: boolean;
  /** The holes sunk since the player last chose one in the menu. */
  readonly round: readonly Card[];
  readonly progress: Progress;
};

export type GolfAction =
  | { type: "load"; progress: Progress }
  | { type: "choose"; hole: number }
  | { type: "shoot" }
  | { type: "water" }
  | { type: "sink" }
  | { type: "advance" }
  | { type: "restart" }
  | { type: "menu" };

export const NEW_PROGRESS: Progress = { highestLevel: 1, bestScores: {} };

export const INITIAL_STATE: GolfState = {
  phase: "menu",
  hole: 1,
  strokes: 0,
  sunk: false,
  round: [],
  progress: NEW_PROGRESS,
};

const playing = (state: GolfState) => state.phase === "playing" && !state.sunk;

/** The progress after sinking `hole` in `strokes`: its best kept, the next hole unlocked. */
export function recordHole(progress: Progress, hole: number, strokes: number): Progress {
  const best = progress.bestScores[hole];
  return {
    highestLevel: Math.max(progress.highestLevel, Math.min(hole + 1, HOLE_COUNT)),
    bestScores: { ...progress.bestScores, [hole]: best === undefined ? strokes : Math.min(best, strokes) },
  };
}

/** The one transition table of the game. Actions that make no sense now leave the state as it is. */
export function miniGolf(state: GolfState, action: GolfAction): GolfState {
  switch (action.type) {
    case "load":
      return { ...state, progress: action.progress };
    case "choose":
      if (!Number.isInteger(action.hole) || action.hole < 1 || action.hole > state.progress.highestLevel) return state;
      return { ...state, phase: "playing", hole: action.hole, strokes: 0, sunk: false, round: [] };
    case "shoot":
      return playing(state) ? { ...state, strokes: state.strokes + 1 } : state;
    case "water":
      return playing(state) ? { ...state, strokes: state.strokes + 1 } : state;
    case "sink": {
      if (!playing(state)) return state;
      const card = { hole: state.hole, strokes: state.strokes, par: parFor(state.hole) };
      return {
        ...state,
        sunk: true,
        round: [...state.round, card],
        progress: recordHole(state.progress, state.hole, state.strokes),
      };
    }
    case "advance":
      if (state.phase !== "playing" || !state.sunk) return state;
      if (state.hole >= HOLE_COUNT) return { ...state, phase: "complete" };
      return { ...state, hole: state.hole + 1, strokes: 0, sunk: false };
    case "restart":
      return playing(state) ? { ...state, strokes: 0 } : state;
    case "menu":
      return { ...state, phase: "menu", strokes: 0, sunk: false };
  }
}

/**
 * The name of a score against par: Eagle (2 or more under), Birdie (1 under), Par, Bogey (1 over),
 * then "+n" for n strokes over par from 2 on.
 */
export function resultLabel(strokes: number, par: number): string {
  const difference = strokes - par;
  if (difference <= -2) return "Eagle";
  if (difference === -1) return "Birdie";
  if (difference === 0) return "Par";
  if (difference === 1) return "Bogey";
  return `+${difference}`;
}

/** A score against par as golfers write it: "E" for even, "-2", "+3". */
export const toPar = (strokes: number, par: number): string => {
  const difference = strokes - par;
  return difference === 0 ? "E" : difference > 0 ? `+${difference}` : `${difference}`;
};

/** The totals of a round, also the figures it is shared with. */
export function roundTotals(round: readonly Card[]): { strokes: number; par: number; holes: number } {
  return {
    strokes: round.reduce((sum, card) => sum + card.strokes, 0),
    par: round.reduce((sum, card) => sum + card.par, 0),
    holes: round.length,
  };
}

/**
 * The shot a pull gives: the ball goes the opposite way to the pull (a slingshot), with power
 * pull / 10 capped at MAX_POWER; null for a pull shorter than MIN_PULL. `pullX` and `pullY` are
 * in logical course units (the page divides screen pixels by the course's display scale).
 */
export function shotFromPull(pullX: number, pullY: number): { vx: number; vy: number } | null {
  const length = Math.sqrt(pullX * pullX + pullY * pullY);
  if (length < MIN_PULL) return null;
  const scale = length > MAX_PULL ? MAX_PULL / length : 1;
  return { vx: (-pullX * scale) / 10, vy: (-pullY * scale) / 10 };
}

/** Converts a drag on screen (pixels, from where it started to where it is) to logical units. */
export const pullFromDrag = (dragX: number, dragY: number, displayScale: number) => ({
  x: dragX / displayScale,
  y: dragY / displayScale,
});

/** The power a shot of (vx, vy) is struck with, 0 to MAX_POWER. */
export const powerOf = (shot: { vx: number; vy: number }): number =>
  Math.min(Math.sqrt(shot.vx * shot.vx + shot.vy * shot.vy), MAX_POWER);

/** Keyboard aim: an angle in whole degrees clockwise from straight up, and a power. */
export type KeyboardAim = { readonly angle: number; readonly power: number };

export const MIN_KEY_POWER = 0.5;
const roundTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The keyboard aim after a key: Left and Right turn it (5 degrees, 1 with Shift), Up and Down change
 * the power (0.5, 0.1 with Shift). Null for any other key.
 */
export function aimWithKey(aim: KeyboardAim, key: string, fine: boolean): KeyboardAim | null {
  const turn = fine ? 1 : 5;
  const push = fine ? 0.1 : 0.5;
  const clampPower = (power: number) => Math.min(Math.max(roundTenth(power), MIN_KEY_POWER), MAX_POWER);
  switch (key) {
    case "ArrowLeft":
      return { ...aim, angle: (aim.angle - turn + 360) % 360 };
    case "ArrowRight":
      return { ...aim, angle: (aim.angle + turn) % 360 };
    case "ArrowUp":
      return { ...aim, power: clampPower(aim.power + push) };
    case "ArrowDown":
      return { ...aim, power: clampPower(aim.power - push) };
    default:
      return null;
  }
}

/** The velocity of a keyboard shot (0 degrees is up the screen, 90 to the right). */
export function shotFromAim(aim: KeyboardAim): { vx: number; vy: number } {
  const radians = (aim.angle * Math.PI) / 180;
  return { vx: Math.sin(radians) * aim.power, vy: -Math.cos(radians) * aim.power };
}

/** The direction from one point to another in whole degrees clockwise from up (0 to 359). */
export function bearing(from: { x: number; y: number }, to: { x: number; y: number }): number {
  const degrees = Math.round((Math.atan2(to.x - from.x, from.y - to.y) * 180) / Math.PI);
  return (degrees + 360) % 360;
}

const DIRECTIONS = ["up", "up-right", "right", "down-right", "down", "down-left", "left", "up-left"] as const;

/** A bearing in words, for the screen-reader readout. */
export const directionName = (angle: number): string => DIRECTIONS[Math.round(angle / 45) % 8] ?? "up";

/** Reads the saved progress, tolerating missing or damaged values (it then starts fresh). */
export function parseProgress(highestLevel: string | null, bestScores: string | null): Progress {
  const level = Number(highestLevel);
  const highest = Number.isInteger(level) && level >= 1 && level <= HOLE_COUNT ? level : 1;
  const scores: Record<number, number> = {};
  try {
    const stored: unknown = JSON.parse(bestScores ?? "{}");
    if (stored && typeof stored === "object" && !Array.isArray(stored)) {
      for (const [hole, strokes] of Object.entries(stored)) {
        const number = Number(hole);
        if (Number.isInteger(number) && number >= 1 && number <= HOLE_COUNT && Number.isInteger(strokes)) {
          if ((strokes as number) >= 1) scores[number] = strokes as number;
        }
      }
    }
  } catch {
    // A damaged record is ignored.
  }
  return { highestLevel: highest, bestScores: scores };
}
