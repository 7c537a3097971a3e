import { describe, expect, it } from "vitest";
import { seededRandom as seeded } from "../../../../../../tests/support/seeded-random";
import { SCENARIOS } from "./content";
import {
  type Choice,
  choiceMessages,
  choose,
  currentScenario,
  lastRound,
  messageFor,
  newGame,
  nextScenario,
  POINT_CHANCE,
  playAgain,
  ROUNDS,
  type RoastOrToastState,
  verdictLine,
  wonPoint,
} from "./logic";

const heads = () => 0; // the crowd agrees
const tails = () => 0.99; // the crowd does not

/** Plays one whole game from `state`, calling every scenario `choice`, with `coin` for the crowd. */
function playGame(state: RoastOrToastState, coin: () => number, random: () => number, choice: Choice = "toast") {
  let current = state;
  const shown: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    shown.push(currentScenario(current));
    current = choose(current, choice, coin);
    if (round < ROUNDS) current = nextScenario(current, random);
  }
  return { state: current, shown };
}

describe("Roast or Toast rules (mini-games.md sections 4 and 9)", () => {
  it("plays five rounds of a 50% chance of a point", () => {
    expect(ROUNDS).toBe(5);
    expect(POINT_CHANCE).toBe(0.5);
  });

  it("starts at round 0, score 0, with a scenario open for a choice", () => {
    const state = newGame(SCENARIOS.length, seeded(1));
    expect(state).toMatchObject({ phase: "choosing", rounds: 0, score: 0, history: [] });
    expect(currentScenario(state)).toBeGreaterThanOrEqual(0);
    expect(currentScenario(state)).toBeLessThan(30);
  });

  it("adds a round and a point when the coin says the crowd agrees, and shuts the choice", () => {
    const start = newGame(SCENARIOS.length, seeded(2));
    const state = choose(start, "roast", heads);
    expect(state).toMatchObject({ phase: "chosen", rounds: 1, score: 1 });
    const round = lastRound(state);
    expect(round).toEqual({ scenario: currentScenario(start), choice: "roast", crowd: "roast" });
    expect(round && messageFor(round)).toEqual({
      title: "Good Choice!",
      body: "The crowd agrees with you. +1 point.",
    });
  });

  it("adds a round but no point when the crowd disagrees, and says so", () => {
    const state = choose(newGame(SCENARIOS.length, seeded(3)), "toast", tails);
    expect(state).toMatchObject({ phase: "chosen", rounds: 1, score: 0 });
    const round = lastRound(state);
    expect(round?.crowd).toBe("roast");
    expect(round && wonPoint(round)).toBe(false);
    expect(round && messageFor(round).title).toBe("Tough Crowd!");
    expect(choiceMessages.disagreed.title).toBe("Tough Crowd!");
  });

  it("splits the coin exactly at one half", () => {
    const start = newGame(SCENARIOS.length, seeded(4));
    expect(choose(start, "toast", () => 0.499_999).score).toBe(1);
    expect(choose(start, "toast", () => 0.5).score).toBe(0);
  });

  it("ignores a second choice until Next Scenario, and Next Scenario before a choice", () => {
    const start = newGame(SCENARIOS.length, seeded(5));
    expect(nextScenario(start, seeded(5))).toBe(start);
    const chosen = choose(start, "roast", heads);
    expect(choose(chosen, "toast", heads)).toBe(chosen);
    const next = nextScenario(chosen, seeded(6));
    expect(next.phase).toBe("choosing");
    expect(currentScenario(next)).not.toBe(currentScenario(chosen));
    expect(next).toMatchObject({ rounds: 1, score: 1 });
  });

  it("completes right after the fifth choice, not one later", () => {
    const random = seeded(7);
    let state = newGame(SCENARIOS.length, random);
    for (let round = 1; round < ROUNDS; round += 1) {
      state = choose(state, "roast", heads);
      expect(state.phase).toBe("chosen");
      state = nextScenario(state, random);
    }
    state = choose(state, "roast", heads);
    expect(state).toMatchObject({ phase: "complete", rounds: 5, score: 5 });
    expect(state.history).toHaveLength(5);
    // Nothing more can be played once complete.
    expect(choose(state, "toast", heads)).toBe(state);
    expect(nextScenario(state, random)).toBe(state);
  });

  it("counts only the rounds the crowd agreed with", () => {
    const random = seeded(8);
    const coins = [0.1, 0.7, 0.2, 0.9, 0.6];
    const coin = () => coins.shift() ?? 1;
    const { state } = playGame(newGame(SCENARIOS.length, random), coin, random, "roast");
    expect(state.score).toBe(2);
    expect(state.history.map(wonPoint)).toEqual([true, false, true, false, false]);
  });

  it("Play Again resets rounds, score and history, on a scenario not yet seen", () => {
    const random = seeded(9);
    const first = playGame(newGame(SCENARIOS.length, random), heads, random);
    const again = playAgain(first.state, random);
    expect(again).toMatchObject({ phase: "choosing", rounds: 0, score: 0, history: [] });
    expect(first.shown).not.toContain(currentScenario(again));
  });

  it("never repeats a scenario within a game, game after game", () => {
    for (let seed = 1; seed < 40; seed += 1) {
      const random = seeded(seed);
      let state = newGame(SCENARIOS.length, random);
      for (let game = 0; game < 13; game += 1) {
        const played = playGame(state, random, random);
        expect(new Set(played.shown).size).toBe(ROUNDS);
        state = playAgain(played.state, random);
      }
    }
  });

  it("has a closing line for every final score", () => {
    const lines = [0, 1, 2, 3, 4, 5].map(verdictLine);
    for (const line of lines) expect(line.length).toBeGreaterThan(0);
    expect(lines[5]).toMatch(/perfect/i);
    expect(lines[0]).not.toBe(lines[5]);
  });
});
