import { describe, expect, it } from "vitest";
import { CATEGORIES, WORDS } from "./content";
import { guessLetter, type HangmanState, MAX_WRONG, revealed, startGame, wrongGuesses } from "./logic";

const game = (word: string): HangmanState => ({ category: "animals", word, guessed: [], status: "playing" });
const guessAll = (state: HangmanState, letters: string) => [...letters].reduce(guessLetter, state);

describe("starting", () => {
  it("asks for a category first", () => {
    expect(startGame(null, WORDS, Math.random)).toBe("noCategory");
  });

  it("picks a word of the chosen category", () => {
    const first = startGame("fruits", WORDS, () => 0);
    const last = startGame("fruits", WORDS, () => 0.9999);
    expect(first !== "noCategory" && first.word).toBe(WORDS.fruits[0]);
    expect(last !== "noCategory" && last.word).toBe(WORDS.fruits[9]);
  });
});

describe("guessing", () => {
  it("takes each letter once, in any case, and only letters", () => {
    const state = guessAll(game("KIWI"), "kk1 ?");
    expect(state.guessed).toEqual(["K"]);
  });

  it("shows found letters and hides the rest", () => {
    expect(revealed(guessAll(game("KIWI"), "IZ"))).toEqual([null, "I", null, "I"]);
    expect(wrongGuesses(guessAll(game("KIWI"), "IZQ"))).toBe(2);
  });

  it("is won when every letter is found", () => {
    const state = guessAll(game("KIWI"), "KIW");
    expect(state.status).toBe("won");
    expect(guessLetter(state, "Z")).toBe(state);
  });

  it("is lost at the tenth wrong guess, and the word is revealed", () => {
    let state = guessAll(game("KIWI"), "ABCDEFGHJ");
    expect(wrongGuesses(state)).toBe(MAX_WRONG - 1);
    expect(state.status).toBe("playing");
    state = guessLetter(state, "L");
    expect(state.status).toBe("lost");
    expect(revealed(state)).toEqual(["K", "I", "W", "I"]);
  });
});

describe("the word lists", () => {
  it("have four categories of ten different words of letters only", () => {
    expect(CATEGORIES).toEqual(["animals", "countries", "fruits", "sports"]);
    for (const category of CATEGORIES) {
      expect(WORDS[category]).toHaveLength(10);
      expect(new Set(WORDS[category]).size).toBe(10);
      for (const word of WORDS[category]) expect(word).toMatch(/^[A-Z]+$/);
    }
  });
});
