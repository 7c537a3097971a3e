import { describe, expect, it } from "vitest";
import {
  deleteLetter,
  drawAnswer,
  emojiGrid,
  hardModeBreach,
  keyboardMarks,
  MAX_TRIES,
  markGuess,
  type NordleState,
  newGame,
  refusalMessage,
  restoreGame,
  setHardMode,
  submitGuess,
  typeLetter,
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
    expect(result.refusal).toEqual({ kind: "tooShort" });
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

describe("the word list (issue 21)", () => {
  const isWord = (word: string) => ["CRANE", "SLATE", "BUMPY"].includes(word);

  it("refuses five letters that are not a word with Not in word list, using no try", () => {
    const result = submitGuess(typed(newGame("CRANE"), "ABCMO"), isWord);
    expect(result.refusal).toEqual({ kind: "notAWord" });
    expect(result.state.guesses).toEqual([]);
    expect(result.state.current).toBe("ABCMO");
    expect(refusalMessage({ kind: "notAWord" })).toEqual({
      title: "Not in word list",
      body: "Try another five-letter word.",
    });
    expect(submitGuess(typed(newGame("CRANE"), "SLATE"), isWord).state.guesses).toEqual(["SLATE"]);
  });

  it("always takes the answer itself", () => {
    expect(submitGuess(typed(newGame("ZZZZZ"), "ZZZZZ"), isWord).state.status).toBe("won");
  });
});

describe("Hard Mode (issue 21)", () => {
  const hard = (answer: string, ...guesses: string[]) =>
    guesses.reduce((state, guess) => play(state, guess), newGame(answer, true));

  it("asks for a letter found in its spot to stay there", () => {
    // SLATE against CRANE: A and E in the right spot.
    expect(hardModeBreach(["SLATE"], "CRANE", "ABBEY")).toEqual({ kind: "mustPlace", letter: "A", position: 3 });
    expect(hardModeBreach(["SLATE"], "CRANE", "BRAKE")).toBeNull();
    expect(refusalMessage({ kind: "mustPlace", letter: "A", position: 3 }).title).toBe("Must use A in position 3");
  });

  it("asks for a letter found elsewhere to be in the guess, as many times as it was found", () => {
    // NACRE against CRANE: N, A, C, R elsewhere, E in its spot.
    expect(hardModeBreach(["NACRE"], "CRANE", "BRAVE")).toEqual({ kind: "mustContain", letter: "N" });
    expect(refusalMessage({ kind: "mustContain", letter: "N" }).title).toBe("Guess must contain N");
    // LOLLY against LLAMA: the first L in its spot, another L elsewhere: two L's are needed.
    expect(hardModeBreach(["LOLLY"], "LLAMA", "LEAPT")).toEqual({ kind: "mustContain", letter: "L" });
    expect(hardModeBreach(["LOLLY"], "LLAMA", "LLAMA")).toBeNull();
  });

  it("refuses a guess that breaks the rule without using a try, and lets one that keeps it through", () => {
    const state = hard("CRANE", "SLATE");
    const refused = submitGuess(typed(state, "ABBEY"));
    expect(refused.refusal).toEqual({ kind: "mustPlace", letter: "A", position: 3 });
    expect(refused.state.guesses).toEqual(["SLATE"]);
    expect(submitGuess(typed(state, "BRAKE")).state.guesses).toEqual(["SLATE", "BRAKE"]);
    // Without Hard Mode the same guess is taken.
    expect(play(play(newGame("CRANE"), "SLATE"), "ABBEY").guesses).toEqual(["SLATE", "ABBEY"]);
  });

  it("is switched on only before the first guess, and off at any time", () => {
    expect(setHardMode(newGame("CRANE"), true).state.hardMode).toBe(true);
    const begun = play(newGame("CRANE"), "SLATE");
    expect(setHardMode(begun, true)).toEqual({ state: begun, refused: true });
    const hardBegun = hard("CRANE", "SLATE");
    expect(setHardMode(hardBegun, false).state.hardMode).toBe(false);
    expect(setHardMode(hardBegun, true).state.hardMode).toBe(true);
  });
});

describe("a kept game (issue 21)", () => {
  it("comes back with its guesses, status and typed row", () => {
    const state = restoreGame("CRANE", { guesses: ["SLATE", "BRAKE"], current: "CR", hardMode: true });
    expect(state).toEqual({
      answer: "CRANE",
      guesses: ["SLATE", "BRAKE"],
      current: "CR",
      status: "playing",
      hardMode: true,
    });
    expect(restoreGame("CRANE", { guesses: ["SLATE", "CRANE"], current: "AB", hardMode: false })).toMatchObject({
      status: "won",
      current: "",
    });
  });

  it("is refused when it cannot be a game: a bad guess, too many, or guesses after the end", () => {
    const keep = (guesses: string[]) => restoreGame("CRANE", { guesses, current: "", hardMode: false });
    expect(keep(["SLAT"])).toBeNull();
    expect(keep(["slate"])).toBeNull();
    expect(keep(Array.from({ length: 7 }, () => "BUMPY"))).toBeNull();
    expect(keep(["CRANE", "SLATE"])).toBeNull();
    expect(restoreGame("CRANE", { guesses: ["SLATE", "BUMPY"], current: "", hardMode: true })).toBeNull();
  });
});
