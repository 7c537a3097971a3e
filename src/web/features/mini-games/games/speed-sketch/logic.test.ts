import { describe, expect, it } from "vitest";
import { PROMPTS } from "./content";
import {
  acceptsStrokes,
  CANVAS_SIZE,
  drawingFileName,
  INITIAL_STATE,
  LINE_COLOR,
  LINE_WIDTH,
  PAPER_COLOR,
  progressPercent,
  SKETCH_SECONDS,
  type SketchAction,
  type SketchState,
  secondsLeftAt,
  sketchMessages,
  speedSketch,
  TICK_MS,
} from "./logic";

const run = (actions: SketchAction[], from: SketchState = INITIAL_STATE) => actions.reduce(speedSketch, from);
const START = 5_000;
const start = (prompt = "Cat", now = START): SketchAction => ({ type: "start", prompt, now });
const tick = (now: number): SketchAction => ({ type: "tick", now });
const finish: SketchAction = { type: "finish" };

describe("Speed Sketch constants (mini-games.md section 9)", () => {
  it("gives 30 s with 1 s ticks on a 400x400 canvas, black lines of width 5 on white", () => {
    expect(SKETCH_SECONDS).toBe(30);
    expect(TICK_MS).toBe(1000);
    expect(CANVAS_SIZE).toBe(400);
    expect(LINE_WIDTH).toBe(5);
    expect(LINE_COLOR).toBe("#000000");
    expect(PAPER_COLOR).toBe("#ffffff");
  });
});

describe("the clock", () => {
  it("shows 30 until a whole second has gone, then counts down to 0 at exactly 30 s", () => {
    expect(secondsLeftAt(START, START)).toBe(30);
    expect(secondsLeftAt(START, START + 999)).toBe(30);
    expect(secondsLeftAt(START, START + 1000)).toBe(29);
    expect(secondsLeftAt(START, START + 1500)).toBe(29);
    expect(secondsLeftAt(START, START + 20_000)).toBe(10);
    expect(secondsLeftAt(START, START + 29_999)).toBe(1);
    expect(secondsLeftAt(START, START + 30_000)).toBe(0);
  });

  it("never goes below 0 or above 30, whatever the clock says", () => {
    expect(secondsLeftAt(START, START + 90_000)).toBe(0);
    expect(secondsLeftAt(START, START - 2_000)).toBe(30);
  });

  it("fills the progress bar by the seconds left out of 30", () => {
    expect(progressPercent(30)).toBe(100);
    expect(progressPercent(15)).toBe(50);
    expect(progressPercent(3)).toBeCloseTo(10);
    expect(progressPercent(0)).toBe(0);
  });
});

describe("Speed Sketch states (mini-games.md section 4)", () => {
  it("starts ready, and Start gives the prompt with the whole 30 s", () => {
    expect(INITIAL_STATE).toEqual({ phase: "ready" });
    expect(run([start("Ice cream")])).toEqual({
      phase: "drawing",
      prompt: "Ice cream",
      startedAt: START,
      secondsLeft: 30,
      round: 1,
    });
  });

  it("counts down with each tick from the clock, whatever the ticks' timing", () => {
    expect(run([start(), tick(START + 1000)])).toMatchObject({ phase: "drawing", secondsLeft: 29 });
    expect(run([start(), tick(START + 1000), tick(START + 2003)])).toMatchObject({ secondsLeft: 28 });
    // A throttled tab whose ticks came 7 s late still shows the real time left.
    expect(run([start(), tick(START + 7_400)])).toMatchObject({ phase: "drawing", secondsLeft: 23 });
  });

  it("keeps the same state when a tick changes nothing", () => {
    const drawing = run([start(), tick(START + 1000)]);
    expect(speedSketch(drawing, tick(START + 1400))).toBe(drawing);
  });

  it("ends at 0: time is up with the prompt, and the drawing still to be exported", () => {
    expect(run([start("Boat"), tick(START + 29_999)])).toMatchObject({ phase: "drawing", secondsLeft: 1 });
    expect(run([start("Boat"), tick(START + 30_000)])).toEqual({
      phase: "timeUp",
      prompt: "Boat",
      secondsUsed: 30,
      early: false,
      image: null,
      round: 1,
    });
  });

  it("ends at 30 s even when the only tick comes much later (a slow tab)", () => {
    expect(run([start("Sun"), tick(START + 45_000)])).toMatchObject({ phase: "timeUp", prompt: "Sun" });
  });

  it("ends on Finish Early, whatever time is left, with the seconds the clock showed as used", () => {
    // 28 s on the clock: the drawing took 2 s.
    expect(run([start("Moon"), tick(START + 2400), finish])).toEqual({
      phase: "timeUp",
      prompt: "Moon",
      secondsUsed: 2,
      early: true,
      image: null,
      round: 1,
    });
    expect(run([start("Moon"), finish])).toMatchObject({ secondsUsed: 1, early: true });
    expect(run([start("Moon"), tick(START + 29_500), finish])).toMatchObject({ secondsUsed: 29, early: true });
  });

  it("keeps the exported drawing once, and only after time is up", () => {
    const ended = run([start(), finish]);
    const saved = run([{ type: "saved", image: "data:image/png;base64,AAAA" }], ended);
    expect(saved).toEqual({ ...ended, image: "data:image/png;base64,AAAA" });
    expect(speedSketch(saved, { type: "saved", image: "data:image/png;base64,BBBB" })).toBe(saved);
    const drawing = run([start()]);
    expect(speedSketch(drawing, { type: "saved", image: "data:image/png;base64,AAAA" })).toBe(drawing);
    expect(speedSketch(INITIAL_STATE, { type: "saved", image: "x" })).toBe(INITIAL_STATE);
  });

  it("starts a new round on Draw Again with a fresh clock, and numbers the rounds", () => {
    const ended = run([start("Cat"), finish, { type: "saved", image: "data:image/png;base64,AAAA" }]);
    expect(run([start("Dog", 90_000)], ended)).toEqual({
      phase: "drawing",
      prompt: "Dog",
      startedAt: 90_000,
      secondsLeft: 30,
      round: 2,
    });
  });

  it("ignores what does not belong to the phase", () => {
    const drawing = run([start()]);
    const ended = run([finish], drawing);
    expect(speedSketch(drawing, start("Dog", START + 100))).toBe(drawing);
    expect(speedSketch(INITIAL_STATE, tick(START))).toBe(INITIAL_STATE);
    expect(speedSketch(INITIAL_STATE, finish)).toBe(INITIAL_STATE);
    expect(speedSketch(ended, tick(START + 60_000))).toBe(ended);
    expect(speedSketch(ended, finish)).toBe(ended);
  });

  it("takes strokes only while drawing (section 5)", () => {
    const drawing = run([start()]);
    expect(acceptsStrokes(INITIAL_STATE)).toBe(false);
    expect(acceptsStrokes(drawing)).toBe(true);
    expect(acceptsStrokes(run([finish], drawing))).toBe(false);
  });
});

describe("the downloaded file's name", () => {
  it("is speed-sketch- and the prompt lowercased and hyphenated, .png", () => {
    expect(drawingFileName("Ice cream")).toBe("speed-sketch-ice-cream.png");
    expect(drawingFileName("Cat")).toBe("speed-sketch-cat.png");
    expect(drawingFileName(" Big  Red Car ")).toBe("speed-sketch-big-red-car.png");
  });

  it("is a plain file name for every prompt", () => {
    for (const prompt of PROMPTS) expect(drawingFileName(prompt)).toMatch(/^speed-sketch-[a-z]+(-[a-z]+)*\.png$/);
  });
});

describe("Speed Sketch messages (mini-games.md section 8)", () => {
  it("says a drawing finished early is complete, without a time's up, and how long it took", () => {
    expect(sketchMessages.finishedEarly(2)).toEqual({
      title: "Your masterpiece is complete!",
      body: "Drawn in 2 seconds, with time to spare.",
    });
    expect(sketchMessages.finishedEarly(1).body).toBe("Drawn in 1 second, with time to spare.");
  });

  it("has the spec's start, end and download toasts", () => {
    expect(sketchMessages.start("Pizza")).toEqual({
      title: "Time to draw!",
      body: "You have 30 seconds to draw: Pizza",
    });
    expect(sketchMessages.timeUp).toEqual({ title: "Time's up!", body: "Your masterpiece is complete!" });
    expect(sketchMessages.downloaded).toEqual({ title: "Drawing saved!", body: "Your artwork has been downloaded." });
  });
});
