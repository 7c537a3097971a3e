import { describe, expect, it } from "vitest";
import { COMPANIES, type Company } from "./content";
import {
  type Action,
  currentPair,
  drawPairs,
  FEEDBACK,
  feedbackBand,
  firstFounded,
  foundedLabel,
  foundedYear,
  type GameState,
  LOADING_MS,
  newGame,
  play,
  ROUNDS,
} from "./logic";

/** A small seeded generator, so every test draws the same games. */
function seeded(seed: number): () => number {
  let value = seed;
  return () => {
    value = (value + 0x6d2b79f5) | 0;
    let t = Math.imul(value ^ (value >>> 15), 1 | value);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const step = (state: GameState | null, action: Action) => play(state, action, COMPANIES) as GameState;
const company = (id: string) => COMPANIES.findIndex((entry) => entry.id === id);
const byId = (id: string) => COMPANIES[company(id)] as Company;

/** The same game every time: drawn with a fixed seed. */
function fixedGame(): GameState {
  return newGame(COMPANIES.length, seeded(1));
}

/** The other company of the current pair. */
const otherOf = (state: GameState, pick: number) => currentPair(state).find((index) => index !== pick) as number;

describe("Which Came First constants (mini-games.md sections 4 and 9)", () => {
  it("plays 10 rounds, each behind a 500 ms loading state", () => {
    expect(ROUNDS).toBe(10);
    expect(LOADING_MS).toBe(500);
  });
});

describe("founding dates", () => {
  it("read as a year, or as a full date where the day is known", () => {
    expect(foundedLabel(byId("microsoft"))).toBe("April 4, 1975");
    expect(foundedLabel(byId("hewlett-packard"))).toBe("January 1, 1939");
    expect(foundedLabel(byId("twinings"))).toBe("1706");
    expect(foundedYear(byId("apple"))).toBe(1976);
  });

  it("decide which of a pair came first, whatever the order on screen", () => {
    expect(firstFounded([company("apple"), company("microsoft")], COMPANIES)).toBe(company("microsoft"));
    expect(firstFounded([company("microsoft"), company("apple")], COMPANIES)).toBe(company("microsoft"));
    expect(firstFounded([company("instagram"), company("twinings")], COMPANIES)).toBe(company("twinings"));
  });
});

describe("drawing pairs", () => {
  it("draws 10 pairs of 20 different companies, for many seeds", () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const pairs = drawPairs(ROUNDS, COMPANIES.length, seeded(seed));
      expect(pairs).toHaveLength(10);
      const all = pairs.flat();
      expect(new Set(all).size).toBe(20);
      for (const index of all) expect(COMPANIES[index]).toBeDefined();
    }
  });

  it("draws different games from different randomness", () => {
    const games = new Set(Array.from({ length: 20 }, (_, seed) => JSON.stringify(drawPairs(ROUNDS, 40, seeded(seed)))));
    expect(games.size).toBe(20);
  });

  it("uses every company over many games", () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 50; seed += 1)
      for (const index of drawPairs(ROUNDS, 40, seeded(seed)).flat()) seen.add(index);
    expect(seen.size).toBe(40);
  });

  it("refuses to draw more pairs than the companies allow", () => {
    expect(() => drawPairs(11, 21, seeded(1))).toThrow();
    expect(
      drawPairs(10, 20, seeded(1))
        .flat()
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});

describe("a round", () => {
  it("starts loading, then shows the pair", () => {
    const game = fixedGame();
    expect(game).toMatchObject({ round: 0, phase: "loading", score: 0, picks: [] });
    expect(step(game, { type: "loaded" }).phase).toBe("choosing");
  });

  it("ignores a pick while the pair is still loading", () => {
    const game = fixedGame();
    expect(step(game, { type: "pick", company: currentPair(game)[0] })).toBe(game);
  });

  it("scores a point for the company founded first and reveals the dates", () => {
    const shown = step(fixedGame(), { type: "loaded" });
    const right = firstFounded(currentPair(shown), COMPANIES);
    const answered = step(shown, { type: "pick", company: right });
    expect(answered).toMatchObject({ phase: "revealed", score: 1, picks: [right] });
  });

  it("scores nothing for the younger company", () => {
    const shown = step(fixedGame(), { type: "loaded" });
    const wrong = otherOf(shown, firstFounded(currentPair(shown), COMPANIES));
    expect(step(shown, { type: "pick", company: wrong })).toMatchObject({
      phase: "revealed",
      score: 0,
      picks: [wrong],
    });
  });

  it("ignores a pick once answered (mini-games.md section 5)", () => {
    const shown = step(fixedGame(), { type: "loaded" });
    const wrong = otherOf(shown, firstFounded(currentPair(shown), COMPANIES));
    const answered = step(shown, { type: "pick", company: wrong });
    expect(step(answered, { type: "pick", company: firstFounded(currentPair(shown), COMPANIES) })).toBe(answered);
    expect(step(answered, { type: "pick", company: wrong })).toBe(answered);
  });

  it("ignores a pick of a company that is not on screen", () => {
    const shown = step(fixedGame(), { type: "loaded" });
    const outsider = COMPANIES.findIndex((_, index) => !currentPair(shown).includes(index));
    expect(step(shown, { type: "pick", company: outsider })).toBe(shown);
  });

  it("moves on only after the reveal, to the next round's loading state", () => {
    const shown = step(fixedGame(), { type: "loaded" });
    expect(step(shown, { type: "next" })).toBe(shown);
    const answered = step(shown, { type: "pick", company: currentPair(shown)[0] });
    expect(step(answered, { type: "next" })).toMatchObject({ round: 1, phase: "loading" });
    expect(step(answered, { type: "loaded" })).toBe(answered);
  });

  it("does nothing before a game is started", () => {
    expect(play(null, { type: "pick", company: 0 }, COMPANIES)).toBeNull();
    expect(play(null, { type: "next" }, COMPANIES)).toBeNull();
  });
});

/** Plays a whole game, picking the older company in the rounds listed in `right`. */
function playGame(right: (round: number) => boolean): GameState {
  let state = fixedGame();
  for (let round = 0; round < ROUNDS; round += 1) {
    expect(state).toMatchObject({ round, phase: "loading" });
    state = step(state, { type: "loaded" });
    const first = firstFounded(currentPair(state), COMPANIES);
    state = step(state, { type: "pick", company: right(round) ? first : otherOf(state, first) });
    state = step(state, { type: "next" });
  }
  return state;
}

describe("a game", () => {
  it("ends after the tenth round with a point per right answer", () => {
    expect(playGame(() => true)).toMatchObject({ phase: "over", score: 10, round: 9 });
    expect(playGame(() => false)).toMatchObject({ phase: "over", score: 0 });
    expect(playGame((round) => round % 3 === 0)).toMatchObject({ phase: "over", score: 4 });
  });

  it("ignores everything once over, until a new game starts", () => {
    const over = playGame(() => true);
    expect(step(over, { type: "next" })).toBe(over);
    expect(step(over, { type: "loaded" })).toBe(over);
    expect(step(over, { type: "pick", company: currentPair(over)[0] })).toBe(over);
    const again = newGame(COMPANIES.length, seeded(2));
    expect(step(over, { type: "start", game: again })).toBe(again);
  });
});

describe("feedback (mini-games.md section 9)", () => {
  it.each([
    [10, "perfect"],
    [9, "great"],
    [7, "great"],
    [6, "not-bad"],
    [4, "not-bad"],
    [3, "brush-up"],
    [0, "brush-up"],
  ])("a score of %i is %s", (score, band) => {
    expect(feedbackBand(score)).toBe(band);
  });

  it("says the band's words", () => {
    expect(FEEDBACK.perfect).toMatch(/perfect/i);
    expect(FEEDBACK.great).toMatch(/great/i);
    expect(FEEDBACK["not-bad"]).toMatch(/not bad/i);
    expect(FEEDBACK["brush-up"]).toMatch(/brush up/i);
  });
});
