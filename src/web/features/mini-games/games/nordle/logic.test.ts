import { describe, expect, it } from "vitest";
import {
  deleteLetter,
  drawAnswer,
  emojiGrid,
  emptyStats,
  keyboardMarks,
  MAX_TRIES,
  markGuess,
  type NordleState,
  newGame,
  recordGame,
  submitGuess,
  typeLetter,
  winPercent,
} from "./logic";

const typed = (state: NordleState, word: string) => [...word].reduce(typeLetter, state);
const play = (state: NordleState, word: string) => submitGuess(typed(state, word)).state;

describe("marking a guess", () => {
  it("marks right spots, letters elsewhere and absent letters", () => {
    expect(markGuess("CRANE", "CRANE")).toEqual(["correct", "correct", "correct", "correct", "correct"]);
    expect(markGuess("NACRE", "CRANE")).toEqual(["present", "present", "present", "present", "correct"]);
    expect(markGuess("BUMPY", "CRANE")).toEqual(["absent", "absent", "absent", "absent", "absent"]);
  });

  it("marks one E when the guess has two and the answer one", () => {
    // The E in the right spot wins over the earlier one.
    expect(markGuess("EERIE", "CRANE")).toEqual(["absent", "absent", "present", "absent", "correct"]);
    // No E in the right spot: only the first E is present.
    expect(markGuess("EERIE", "OCEAN")).toEqual(["present", "absent", "absent", "absent", "absent"]);
    // Both repeated letters matched in place leave nothing for the earlier copies.
    expect(markGuess("LEVEL", "HOTEL")).toEqual(["absent", "absent", "absent", "correct", "correct"]);
  });

  it("marks two of a letter present when the answer has two", () => {
    expect(markGuess("EERIE", "GEESE")).toEqual(["present", "correct", "absent", "absent", "correct"]);
    expect(markGuess("ALLOY", "LLAMA")).toEqual(["present", "correct", "present", "absent", "absent"]);
    expect(markGuess("LOLLY", "LLAMA")).toEqual(["correct", "absent", "present", "absent", "absent"]);
  });
});

describe("typing", () => {
  it("takes only the letters A to Z, upper-cased, at most five", () => {
    let state = newGame("crane");
    for (const key of ["a", "1", "É", " ", "Enter", "b", "C", "d", "e", "f", "g"]) state = typeLetter(state, key);
    expect(state.current).toBe("ABCDE");
    expect(deleteLetter(state).current).toBe("ABCD");
    expect(deleteLetter(newGame("CRANE")).current).toBe("");
  });

  it("refuses a guess of fewer than five letters with Word too short", () => {
    const result = submitGuess(typed(newGame("CRANE"), "CRAN"));
    expect(result.error).toBe("tooShort");
    expect(result.state.guesses).toEqual([]);
    expect(result.state.current).toBe("CRAN");
  });
});

describe("a game", () => {
  it("is won by the answer and then takes no more input", () => {
    let state = play(newGame("CRANE"), "SLATE");
    state = play(state, "CRANE");
    expect(state.status).toBe("won");
    expect(typeLetter(state, "A")).toBe(state);
    expect(submitGuess(state).state).toBe(state);
  });

  it("is lost after six wrong guesses", () => {
    let state = newGame("CRANE");
    for (let guess = 0; guess < MAX_TRIES - 1; guess += 1) state = play(state, "BUMPY");
    expect(state.status).toBe("playing");
    state = play(state, "BUMPY");
    expect(state.status).toBe("lost");
    expect(state.guesses).toHaveLength(6);
  });

  it("draws a new answer for Play Again, never the one just played", () => {
    expect(drawAnswer(["CRANE", "SLATE"], () => 0, "CRANE")).toBe("SLATE");
    expect(drawAnswer(["CRANE", "SLATE", "BUMPY"], () => 0.99, "BUMPY")).toBe("SLATE");
    expect(drawAnswer(["CRANE"], () => 0.5, "CRANE")).toBe("CRANE");
  });
});

describe("the keyboard and the share grid", () => {
  it("shows each letter's best mark so far", () => {
    const marks = keyboardMarks(["NACRE", "CRANE"], "CRANE");
    expect(marks.C).toBe("correct");
    expect(keyboardMarks(["EERIE", "BUMPY"], "CRANE")).toMatchObject({ E: "correct", R: "present", B: "absent" });
  });

  it("draws the grid in green and yellow, or orange and blue for high contrast", () => {
    expect(emojiGrid(["SLATE", "CRANE"], "CRANE")).toBe("⬛⬛🟩⬛🟩\n🟩🟩🟩🟩🟩");
    expect(emojiGrid(["NACRE"], "CRANE", true)).toBe("🟦🟦🟦🟦🟧");
  });
});

describe("statistics", () => {
  it("count games, wins, streaks and the guesses of each win", () => {
    let stats = emptyStats();
    stats = recordGame(stats, play(newGame("CRANE"), "CRANE"));
    stats = recordGame(stats, play(play(play(newGame("CRANE"), "SLATE"), "BUMPY"), "CRANE"));
    expect(stats).toMatchObject({ played: 2, wins: 2, currentStreak: 2, bestStreak: 2 });
    expect(stats.distribution).toEqual([1, 0, 1, 0, 0, 0]);
    let lost = newGame("CRANE");
    for (let guess = 0; guess < MAX_TRIES; guess += 1) lost = play(lost, "BUMPY");
    stats = recordGame(stats, lost);
    expect(stats).toMatchObject({ played: 3, wins: 2, currentStreak: 0, bestStreak: 2 });
    expect(winPercent(stats)).toBe(67);
    expect(recordGame(stats, newGame("CRANE"))).toBe(stats);
    expect(winPercent(emptyStats())).toBe(0);
  });
});
