import { describe, expect, it } from "vitest";
import { seededRandom as seeded } from "../../../../../../tests/support/seeded-random";
import { CATEGORIES, type Category, QUESTIONS } from "./content";
import {
  categoryUnderPointer,
  currentQuestion,
  type Filter,
  initialState,
  land,
  landingRotation,
  MAX_TURNS,
  MIN_TURNS,
  questionById,
  questionsFor,
  REDUCED_MOTION_SPIN_MS,
  RESET_DELAY_MS,
  refresh,
  reset,
  SEGMENT_ANGLE,
  SPIN_DURATION_MS,
  setFilter,
  shownRotation,
  spinDuration,
  startSpin,
  type TruthRouletteState,
  turnsFrom,
} from "./logic";

/** A whole spin: press, land after the spin, reset after the delay. */
const spinOnce = (state: TruthRouletteState, random: () => number) => reset(land(startSpin(state, random)));

describe("Truth Roulette constants (mini-games.md section 9)", () => {
  it("spins 3 s for 5 to 10 turns, resets after 0.5 s, on 5 categories of 40 questions", () => {
    expect(SPIN_DURATION_MS).toBe(3000);
    expect(RESET_DELAY_MS).toBe(500);
    expect([MIN_TURNS, MAX_TURNS]).toEqual([5, 10]);
    expect(CATEGORIES).toHaveLength(5);
    expect(QUESTIONS).toHaveLength(40);
    expect(SEGMENT_ANGLE).toBe(72);
  });

  it("keeps the 3 s spin, and shortens it to 1 s only under reduced motion", () => {
    expect(spinDuration(false)).toBe(3000);
    expect(spinDuration(true)).toBe(REDUCED_MOTION_SPIN_MS);
    expect(REDUCED_MOTION_SPIN_MS).toBe(1000);
  });
});

describe("a spin", () => {
  it("makes 5 to 10 full turns, each count possible, whatever the random source gives", () => {
    expect(turnsFrom(0)).toBe(5);
    expect(turnsFrom(0.999_999_9)).toBe(10);
    expect(turnsFrom(1)).toBe(10);
    const seen = new Set<number>();
    for (let seed = 1; seed < 500; seed += 1) {
      const spun = startSpin(initialState, seeded(seed));
      const turns = spun.spin?.turns ?? 0;
      seen.add(turns);
      expect(turns).toBeGreaterThanOrEqual(5);
      expect(turns).toBeLessThanOrEqual(10);
      const travelled = spun.rotation - initialState.rotation;
      expect(Math.floor(travelled / 360)).toBe(turns);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it("disables itself: a second press while spinning, refresh and the filter are ignored", () => {
    const spinning = startSpin(initialState, seeded(1));
    expect(spinning.phase).toBe("spinning");
    expect(spinning.motion).toBe("spin");
    expect(startSpin(spinning, seeded(2))).toBe(spinning);
    expect(refresh(spinning, seeded(2))).toBe(spinning);
    expect(setFilter(spinning, "deep")).toBe(spinning);
  });

  it("shows no question until it lands, then the drawn one, then resets the wheel", () => {
    const spinning = startSpin(initialState, seeded(3));
    expect(currentQuestion(spinning)).toBeNull();
    const landed = land(spinning);
    expect(landed.phase).toBe("landed");
    expect(landed.questionId).toBe(spinning.spin?.questionId);
    expect(landed.rotation).toBe(spinning.rotation);
    const after = reset(landed);
    expect(after.phase).toBe("idle");
    expect(after.motion).toBe("none");
    expect(after.rotation).toBeGreaterThanOrEqual(0);
    expect(after.rotation).toBeLessThan(360);
    // Same place on screen: only the full turns are dropped.
    expect(categoryUnderPointer(after.rotation)).toBe(categoryUnderPointer(landed.rotation));
    expect(land(after)).toBe(after);
    expect(reset(after)).toBe(after);
  });

  it("stops with the question's category under the pointer, away from the borders", () => {
    for (let seed = 1; seed < 300; seed += 1) {
      const random = seeded(seed);
      let state = initialState;
      for (let spin = 0; spin < 5; spin += 1) {
        const spinning = startSpin(state, random);
        const category = questionById(spinning.spin?.questionId ?? 0).category;
        expect(categoryUnderPointer(spinning.rotation)).toBe(category);
        const offset = (((-spinning.rotation % 72) + 72) % 72) / 72;
        expect(offset).toBeGreaterThanOrEqual(0.149);
        expect(offset).toBeLessThanOrEqual(0.851);
        state = reset(land(spinning));
      }
    }
  });

  it("can start again from the landed state before the reset, turning forward", () => {
    const landed = land(startSpin(initialState, seeded(4)));
    const again = startSpin(landed, seeded(5));
    expect(again.phase).toBe("spinning");
    expect(again.rotation - landed.rotation).toBeGreaterThanOrEqual(5 * 360);
    expect(again.spin?.from).toBe(landed.rotation);
  });

  it("holds the wheel still under reduced motion until it lands", () => {
    const spinning = startSpin(initialState, seeded(6));
    expect(shownRotation(spinning, true)).toBe(0);
    expect(shownRotation(spinning, false)).toBe(spinning.rotation);
    expect(shownRotation(land(spinning), true)).toBe(spinning.rotation);
  });
});

describe("landing on a segment", () => {
  it("maps every segment of the wheel to its category, clockwise from the top", () => {
    expect(categoryUnderPointer(0)).toBe("casual");
    expect(categoryUnderPointer(-80)).toBe("personal");
    expect(categoryUnderPointer(360 - 150)).toBe("deep");
    expect(categoryUnderPointer(720 + 360 - 220)).toBe("funny");
    expect(categoryUnderPointer(10)).toBe("spicy");
  });

  it.each(CATEGORIES.map((category) => [category]))("turns forward onto %s from anywhere", (category: Category) => {
    for (const from of [0, 17, 359, 1000, 3671.5]) {
      for (const within of [0, 0.5, 0.999]) {
        const to = landingRotation(from, 7, category, within);
        expect(categoryUnderPointer(to)).toBe(category);
        expect(to - from).toBeGreaterThanOrEqual(7 * 360);
        expect(to - from).toBeLessThan(8 * 360);
      }
    }
  });
});

describe("the category filter", () => {
  it("offers all 40 questions or one category's 8", () => {
    expect(questionsFor("all")).toHaveLength(40);
    for (const category of CATEGORIES) {
      expect(questionsFor(category)).toHaveLength(8);
      expect(questionsFor(category).every((question) => question.category === category)).toBe(true);
    }
  });

  it.each(CATEGORIES.map((category) => [category]))("spins and refreshes only %s questions", (category: Filter) => {
    const random = seeded(11);
    let state = setFilter(initialState, category);
    expect(state.filter).toBe(category);
    for (let draw = 0; draw < 20; draw += 1) {
      state = draw % 2 ? spinOnce(state, random) : refresh(state, random);
      expect(currentQuestion(state)?.category).toBe(category);
    }
  });

  it("keeps the question on show when changed, and draws from the new pool next", () => {
    const random = seeded(12);
    const shown = spinOnce(initialState, random);
    const filtered = setFilter(shown, "spicy");
    expect(filtered.questionId).toBe(shown.questionId);
    expect(filtered.deck).toBeNull();
    expect(setFilter(filtered, "spicy")).toBe(filtered);
    expect(currentQuestion(refresh(filtered, random))?.category).toBe("spicy");
  });

  it("deals every question of the pool once before repeating, with no question twice in a row", () => {
    for (const filter of ["all", ...CATEGORIES] as const) {
      const random = seeded(13);
      let state = setFilter(initialState, filter);
      const size = questionsFor(filter).length;
      const seen: number[] = [];
      for (let draw = 0; draw < size; draw += 1) {
        state = refresh(state, random);
        seen.push(state.questionId ?? 0);
      }
      expect(new Set(seen).size).toBe(size);
      for (let draw = 0; draw < 3 * size; draw += 1) {
        const before = state.questionId;
        state = spinOnce(state, random);
        expect(state.questionId).not.toBe(before);
      }
    }
  });

  it("does not repeat the question on show right after switching filter", () => {
    for (let seed = 1; seed < 200; seed += 1) {
      const random = seeded(seed);
      const shown = refresh(initialState, random);
      const category = currentQuestion(shown)?.category ?? "casual";
      const next = refresh(setFilter(shown, category), random);
      expect(next.questionId).not.toBe(shown.questionId);
    }
  });
});

describe("refresh", () => {
  it("draws a question at once and moves the wheel briefly to its category", () => {
    const state = refresh(initialState, seeded(14));
    expect(state.phase).toBe("idle");
    expect(state.motion).toBe("nudge");
    expect(currentQuestion(state)).not.toBeNull();
    expect(categoryUnderPointer(state.rotation)).toBe(currentQuestion(state)?.category);
    expect(state.rotation).toBeLessThan(360);
  });

  it("cancels the pending reset when used right after landing", () => {
    const landed = land(startSpin(initialState, seeded(15)));
    const refreshed = refresh(landed, seeded(16));
    expect(refreshed.phase).toBe("idle");
    expect(reset(refreshed)).toBe(refreshed);
  });

  it("rejects an unknown question id", () => {
    expect(() => questionById(41)).toThrow();
  });
});
