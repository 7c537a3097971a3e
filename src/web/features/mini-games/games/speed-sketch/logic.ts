/**
 * The rules of Speed Sketch (mini-games.md sections 3, 4, 5, 8 and 9): ready -> drawing on Start
 * (a prompt, 30 s on the clock, a blank canvas) -> timeUp at 0 s or on Finish Early, when the
 * drawing is kept as a PNG; Draw Again starts a new round. Time comes in as clock readings in
 * milliseconds, so the seconds left are always measured, never counted: a slow or hidden tab whose
 * ticks arrive late still ends exactly 30 s after the start.
 */

export const SKETCH_SECONDS = 30;
export const TICK_MS = 1000;
export const CANVAS_SIZE = 400;
export const LINE_WIDTH = 5;
export const LINE_COLOR = "#000000";
export const PAPER_COLOR = "#ffffff";

export type SketchState =
  | { readonly phase: "ready" }
  | {
      readonly phase: "drawing";
      readonly prompt: string;
      /** The clock reading (ms) when the round started. */
      readonly startedAt: number;
      readonly secondsLeft: number;
      /** Counts the rounds, so each end of a round is handled once. */
      readonly round: number;
    }
  | {
      readonly phase: "timeUp";
      readonly prompt: string;
      /** The seconds the drawing took, as the clock showed them: 30 unless finished early. */
      readonly secondsUsed: number;
      /** Ended by Finish Early, before the clock ran out. */
      readonly early: boolean;
      /** The drawing as a PNG data URL; null until it is exported, and for good if that failed. */
      readonly image: string | null;
      readonly round: number;
    };

export type SketchAction =
  /** Start Drawing, or Draw Again: `now` is the clock reading at the press. */
  | { type: "start"; prompt: string; now: number }
  /** The clock ticked (or the tab came back into view): `now` is its reading. */
  | { type: "tick"; now: number }
  /** Finish Early. */
  | { type: "finish" }
  /** The finished drawing, exported as a PNG data URL. */
  | { type: "saved"; image: string };

export const INITIAL_STATE: SketchState = { phase: "ready" };

/** Whole seconds left `now`, for a round started at `startedAt`: 30 until a full second has gone, 0 from 30 s on. */
export function secondsLeftAt(startedAt: number, now: number): number {
  const leftMs = SKETCH_SECONDS * 1000 - (now - startedAt);
  return Math.min(SKETCH_SECONDS, Math.max(0, Math.ceil(leftMs / TICK_MS)));
}

/** The progress bar's value: the seconds left as a percentage of the 30 s (section 9). */
export const progressPercent = (secondsLeft: number): number => (secondsLeft / SKETCH_SECONDS) * 100;

/** Strokes are taken only while the clock runs (section 5). */
export const acceptsStrokes = (state: SketchState): boolean => state.phase === "drawing";

/** The name of the downloaded drawing: speed-sketch-{prompt lowercased, hyphenated}.png. */
export const drawingFileName = (prompt: string): string =>
  `speed-sketch-${prompt.trim().toLowerCase().replace(/\s+/g, "-")}.png`;

const roundOf = (state: SketchState): number => (state.phase === "ready" ? 0 : state.round);

/** The round ends with `secondsLeft` on the clock (0 when it ran out). */
const timeUp = (state: Extract<SketchState, { phase: "drawing" }>, secondsLeft: number): SketchState => ({
  phase: "timeUp",
  prompt: state.prompt,
  // A drawing finished within its first second took one, as far as anyone can tell.
  secondsUsed: Math.max(1, SKETCH_SECONDS - secondsLeft),
  early: secondsLeft > 0,
  image: null,
  round: state.round,
});

/**
 * The one transition table of the game. start: ready or timeUp -> drawing with the whole 30 s;
 * tick: the seconds left from the clock, and timeUp once they reach 0; finish: drawing -> timeUp
 * with the seconds used so far;
 * saved: keeps the exported drawing of the round just ended. Anything else leaves the state as it
 * is (the same object).
 */
export function speedSketch(state: SketchState, action: SketchAction): SketchState {
  switch (action.type) {
    case "start":
      if (state.phase === "drawing") return state;
      return {
        phase: "drawing",
        prompt: action.prompt,
        startedAt: action.now,
        secondsLeft: SKETCH_SECONDS,
        round: roundOf(state) + 1,
      };
    case "tick": {
      if (state.phase !== "drawing") return state;
      const secondsLeft = secondsLeftAt(state.startedAt, action.now);
      if (secondsLeft === 0) return timeUp(state, 0);
      return secondsLeft === state.secondsLeft ? state : { ...state, secondsLeft };
    }
    case "finish":
      // The seconds used are those the player saw go by on the clock.
      return state.phase === "drawing" ? timeUp(state, state.secondsLeft) : state;
    case "saved":
      return state.phase === "timeUp" && state.image === null ? { ...state, image: action.image } : state;
  }
}

/** The toasts of the game (section 8). */
export const sketchMessages = {
  start: (prompt: string) => ({
    title: "Time to draw!",
    body: `You have ${SKETCH_SECONDS} seconds to draw: ${prompt}`,
  }),
  timeUp: { title: "Time's up!", body: "Your masterpiece is complete!" },
  /** Finish Early: no "Time's up!", since time was not up. */
  finishedEarly: (secondsUsed: number) => ({
    title: "Your masterpiece is complete!",
    body: `Drawn in ${secondsUsed} ${secondsUsed === 1 ? "second" : "seconds"}, with time to spare.`,
  }),
  downloaded: { title: "Drawing saved!", body: "Your artwork has been downloaded." },
} as const;
