import { describe, expect, it } from "vitest";
import { CATEGORY_CLUES, type CharadesWord, type Clue, WORDS } from "./content";
import {
  type CharadesState,
  CLUES_PER_WORD,
  charadesMessages,
  chooseCategory,
  cluesFor,
  GENERIC_CLUES,
  guess,
  initialState,
  MAX_ATTEMPTS,
  MIN_POINTS,
  messageFor,
  normalise,
  outOfAttemptsMessage,
  playAgain,
  pointsFor,
  ROUND_MS,
  secondsLeft,
  startRound,
  tick,
  timeUpMessage,
  wordShape,
  wrongGuessMessage,
} from "./logic";

/** A repeatable stand-in for Math.random. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const T0 = 1_700_000_000_000;
const movies = WORDS.movies;
const round = (state: CharadesState = chooseCategory(initialState, "movies"), at = T0, random = seeded(3)) =>
  startRound(state, movies, CATEGORY_CLUES.movies, at, random);
const at = (seconds: number) => T0 + seconds * 1000;

describe("Emoji Charades constants and messages (mini-games.md sections 5, 8 and 9)", () => {
  it("gives 60 s, 3 attempts, at least 10 points a win and 5 clues a word", () => {
    expect(ROUND_MS).toBe(60_000);
    expect(MAX_ATTEMPTS).toBe(3);
    expect(MIN_POINTS).toBe(10);
    expect(CLUES_PER_WORD).toBe(5);
  });

  it("uses the spec's toasts", () => {
    expect(charadesMessages.correct).toEqual({
      title: "Correct!",
      body: "Great job! You guessed the word correctly.",
    });
    expect(charadesMessages.empty).toEqual({ title: "Empty guess", body: "Please enter a guess." });
    expect(wrongGuessMessage(2)).toEqual({ title: "Incorrect guess", body: "Try again! You have 2 attempts left." });
    expect(wrongGuessMessage(1)).toEqual({ title: "Incorrect guess", body: "Try again! You have 1 attempt left." });
    expect(timeUpMessage("Frozen")).toEqual({ title: "Time's up!", body: 'The word was "Frozen"' });
    expect(outOfAttemptsMessage("Frozen")).toEqual({
      title: "Incorrect guess",
      body: 'Out of attempts! The word was "Frozen"',
    });
  });
});

describe("clues", () => {
  const own: Clue[] = [
    ["🍎", "apple"],
    ["🍐", "pear"],
    ["🍊", "orange"],
    ["🍋", "lemon"],
    ["🍌", "banana"],
  ];
  const fallback: Clue[] = [
    ["🎲", "die"],
    ["🎯", "target"],
    ["🎳", "bowling"],
    ["🎮", "game controller"],
    ["🎰", "slot machine"],
  ];

  it("are the word's own five when it has them", () => {
    expect(cluesFor({ word: "Fruit", clues: own }, fallback)).toBe(own);
    expect(cluesFor({ word: "Fruit", clues: own }, undefined)).toBe(own);
  });

  it("are the category's fallback five when the word has none", () => {
    expect(cluesFor({ word: "Games" }, fallback)).toBe(fallback);
  });

  it("are five question marks when neither the word nor its category has any", () => {
    expect(cluesFor({ word: "Mystery" }, undefined)).toBe(GENERIC_CLUES);
    expect(GENERIC_CLUES).toHaveLength(5);
    for (const clue of GENERIC_CLUES) expect(clue).toEqual(["❓", "question mark"]);
  });

  it("of a round come from those rules", () => {
    const words: CharadesWord[] = [{ word: "Mystery" }];
    const state = startRound(initialState, words, undefined, T0, seeded(1));
    expect(state.clues).toBe(GENERIC_CLUES);
    const fallbackRound = startRound(initialState, words, fallback, T0, seeded(1));
    expect(fallbackRound.clues).toBe(fallback);
  });
});

describe("a round", () => {
  it("starts from setup in the chosen category, with 60 s and 3 attempts", () => {
    expect(initialState.phase).toBe("setup");
    const state = round();
    expect(state).toMatchObject({ phase: "guessing", category: "movies", attemptsLeft: 3, startedAt: T0 });
    expect(movies.map((word) => word.word)).toContain(state.word);
    expect(state.clues).toHaveLength(5);
    expect(secondsLeft(state, T0)).toBe(60);
    expect(round(state)).toBe(state);
    expect(chooseCategory(state, "food")).toBe(state);
  });

  it("counts down every second from 60", () => {
    const state = round();
    expect(secondsLeft(state, at(0.999))).toBe(60);
    expect(secondsLeft(state, at(1))).toBe(59);
    expect(secondsLeft(state, at(30.5))).toBe(30);
    expect(secondsLeft(state, at(59.001))).toBe(1);
    expect(secondsLeft(state, at(60))).toBe(0);
  });

  it("is won by the word in any case and with stray spaces, for the seconds left", () => {
    const state = round();
    const typed = `  ${state.word.toUpperCase().replace(" ", "   ")} `;
    const { state: won, result } = guess(state, typed, at(15.4));
    expect(result).toBe("correct");
    expect(won).toMatchObject({ phase: "result", outcome: "won", roundScore: 45, totalScore: 45, roundsWon: 1 });
    expect(messageFor(result, won)).toEqual(charadesMessages.correct);
    expect(normalise("  Jurassic   PARK ")).toBe("jurassic park");
  });

  it("scores at least 10 points however late the right guess", () => {
    expect(pointsFor(60)).toBe(60);
    expect(pointsFor(11)).toBe(11);
    expect(pointsFor(10)).toBe(10);
    expect(pointsFor(3)).toBe(10);
    const state = round();
    expect(guess(state, state.word, at(57)).state.roundScore).toBe(10);
  });

  it("refuses a blank guess without using an attempt", () => {
    const state = round();
    for (const blank of ["", "   ", "\t\n"]) {
      const { state: after, result } = guess(state, blank, at(5));
      expect(result).toBe("empty");
      expect(after).toBe(state);
      expect(messageFor(result, after)).toEqual({ title: "Empty guess", body: "Please enter a guess." });
    }
  });

  it("uses an attempt for each wrong guess and ends after the third, showing the word", () => {
    let state = round();
    const first = guess(state, "  Not it ", at(5));
    expect(first.result).toBe("wrong");
    expect(first.state).toMatchObject({ phase: "guessing", attemptsLeft: 2, wrongGuesses: ["Not it"] });
    expect(messageFor(first.result, first.state)?.body).toBe("Try again! You have 2 attempts left.");
    const second = guess(first.state, "Nope", at(6));
    expect(messageFor(second.result, second.state)?.body).toBe("Try again! You have 1 attempt left.");
    const third = guess(second.state, "Still no", at(7));
    expect(third.result).toBe("outOfAttempts");
    state = third.state;
    expect(state).toMatchObject({ phase: "result", outcome: "outOfAttempts", attemptsLeft: 0, roundScore: 0 });
    expect(state.endedAt).toBe(at(7));
    expect(messageFor(third.result, state)).toEqual(outOfAttemptsMessage(state.word));
    expect(guess(state, state.word, at(8))).toEqual({ state, result: "ignored" });
  });

  it("ends at 0 s with the word revealed, even when the tick comes late (a tab in the background)", () => {
    const state = round();
    expect(tick(state, at(59.999))).toBe(state);
    const ended = tick(state, at(600));
    expect(ended).toMatchObject({ phase: "result", outcome: "timeUp", endedAt: at(60), roundScore: 0 });
    expect(secondsLeft(ended, at(600))).toBe(0);
    expect(messageFor("timeUp", ended)).toEqual({ title: "Time's up!", body: `The word was "${state.word}"` });
  });

  it("does not accept a right guess after the time is up", () => {
    const state = round();
    const { state: ended, result } = guess(state, state.word, at(60));
    expect(result).toBe("timeUp");
    expect(ended).toMatchObject({ outcome: "timeUp", totalScore: 0 });
  });
});

describe("Play Again", () => {
  it("returns to setup and keeps adding up the score across rounds", () => {
    const random = seeded(11);
    let state = round(undefined, T0, random);
    state = guess(state, state.word, at(20)).state; // 40 points
    expect(playAgain(round())).toMatchObject({ phase: "guessing" });
    state = playAgain(state);
    expect(state).toMatchObject({ phase: "setup", category: "movies", totalScore: 40, roundsPlayed: 1 });
    state = chooseCategory(state, "food");
    state = startRound(state, WORDS.food, CATEGORY_CLUES.food, at(100), random);
    expect(state).toMatchObject({ phase: "guessing", attemptsLeft: 3, roundScore: 0, totalScore: 40 });
    state = guess(state, state.word, at(100 + 52)).state; // 8 s left: 10 points
    expect(state).toMatchObject({ roundScore: 10, totalScore: 50, roundsPlayed: 2, roundsWon: 2 });
    state = playAgain(state);
    state = startRound(state, WORDS.food, CATEGORY_CLUES.food, at(300), random);
    state = tick(state, at(360));
    expect(state).toMatchObject({ outcome: "timeUp", totalScore: 50, roundsPlayed: 3, roundsWon: 2 });
  });

  it("deals every word of a category before any comes back", () => {
    const random = seeded(5);
    let state = chooseCategory(initialState, "places");
    const seen: string[] = [];
    for (let index = 0; index < WORDS.places.length * 2; index += 1) {
      state = startRound(state, WORDS.places, CATEGORY_CLUES.places, at(index * 100), random);
      seen.push(state.word);
      state = playAgain(tick(state, at(index * 100 + 60)));
    }
    const first = seen.slice(0, WORDS.places.length);
    expect(new Set(first).size).toBe(WORDS.places.length);
    expect(new Set(seen.slice(WORDS.places.length)).size).toBe(WORDS.places.length);
  });
});

describe("the shape of the word", () => {
  it("gives the letters of each word", () => {
    expect(wordShape("Lion")).toEqual([4]);
    expect(wordShape("Jurassic Park")).toEqual([8, 4]);
  });
});
