import { describe, expect, it } from "vitest";
import { WORDS } from "./content";
import {
  backToMenu,
  CHARACTERS_PER_WORD,
  currentWordIndex,
  initialState,
  RATINGS,
  ratingFor,
  SPRINT_MS,
  type SpellSprintState,
  secondsLeft,
  skipWord,
  spellMessages,
  spellsWord,
  sprintResults,
  startSprint,
  submitWord,
  tick,
  WORDS_PER_CATEGORY,
  wordsSpelled,
} from "./logic";

/** A repeatable stand-in for Math.random. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const animals = WORDS.animals;
const T0 = 1_700_000_000_000;
const start = () => startSprint("animals", T0, seeded(1));
/** The word on show. */
const shown = (state: SpellSprintState) => animals[currentWordIndex(state) ?? -1]?.word ?? "";
const submit = (state: SpellSprintState, typed: string, at: number) => submitWord(state, typed, T0 + at, animals);

describe("Spell Sprint constants and messages (mini-games.md sections 5 and 9)", () => {
  it("lasts 60 s over 6 words a category, words of 5 characters for WPM", () => {
    expect(SPRINT_MS).toBe(60_000);
    expect(WORDS_PER_CATEGORY).toBe(6);
    expect(CHARACTERS_PER_WORD).toBe(5);
  });

  it("says 'Correct!' and 'Try Again' / 'That's not quite right. Check your spelling!'", () => {
    expect(spellMessages.correct.title).toBe("Correct!");
    expect(spellMessages.wrong).toEqual({ title: "Try Again", body: "That's not quite right. Check your spelling!" });
  });

  it("rates by WPM at or above 50, 40, 30 and 20", () => {
    expect(RATINGS.map((rating) => rating.label)).toEqual([
      "Speed Demon!",
      "Word Wizard!",
      "Quick Speller!",
      "Steady Typer!",
      "Learning Speller!",
    ]);
    expect(ratingFor(120)).toBe("Speed Demon!");
    expect(ratingFor(50)).toBe("Speed Demon!");
    expect(ratingFor(49)).toBe("Word Wizard!");
    expect(ratingFor(40)).toBe("Word Wizard!");
    expect(ratingFor(39)).toBe("Quick Speller!");
    expect(ratingFor(30)).toBe("Quick Speller!");
    expect(ratingFor(29)).toBe("Steady Typer!");
    expect(ratingFor(20)).toBe("Steady Typer!");
    expect(ratingFor(19)).toBe("Learning Speller!");
    expect(ratingFor(0)).toBe("Learning Speller!");
  });
});

describe("starting a sprint", () => {
  it("begins in the menu with 60 s on the clock", () => {
    expect(initialState.phase).toBe("menu");
    expect(secondsLeft(initialState, T0)).toBe(60);
    expect(currentWordIndex(initialState)).toBeNull();
  });

  it("deals the category's six words in a random order, each once", () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 20; seed += 1) {
      const state = startSprint("food", T0, seeded(seed));
      expect(state).toMatchObject({ phase: "playing", category: "food", position: 0, startedAt: T0 });
      expect([...state.order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
      orders.add(state.order.join());
    }
    expect(orders.size).toBeGreaterThan(10);
  });
});

describe("spelling a word (mini-games.md section 5)", () => {
  it("accepts the word trimmed and in any case, then shows the next", () => {
    const state = start();
    const word = shown(state);
    expect(spellsWord(`  ${word.toLowerCase()} `, word)).toBe(true);
    const { state: next, result } = submit(state, `  ${word.toLowerCase()}\t`, 2_000);
    expect(result).toBe("correct");
    expect(next.position).toBe(1);
    expect(shown(next)).not.toBe(word);
    expect(wordsSpelled(next)).toBe(1);
    expect(next).toMatchObject({ typedCharacters: word.length, correctCharacters: word.length });
  });

  it("refuses a misspelling, keeps the word and counts its characters as typed", () => {
    const state = start();
    const word = shown(state);
    const typo = `${word.slice(0, -1)}`;
    const { state: next, result } = submit(state, typo, 2_000);
    expect(result).toBe("wrong");
    expect(shown(next)).toBe(word);
    expect(next).toMatchObject({ misses: 1, typedCharacters: typo.length, correctCharacters: 0 });
    expect(wordsSpelled(next)).toBe(0);
    expect(spellsWord(`${word} s`, word)).toBe(false);
  });

  it("ignores a blank submission", () => {
    const state = start();
    expect(submit(state, "   ", 1_000)).toEqual({ state, result: "ignored" });
    expect(submitWord(initialState, "CAT", T0, animals)).toEqual({ state: initialState, result: "ignored" });
  });

  it("records each word with its wrong tries; skipping moves on without a point", () => {
    let state = start();
    const first = currentWordIndex(state);
    state = submit(state, "nope", 1_000).state;
    state = submit(state, "still no", 2_000).state;
    state = submit(state, shown(state), 3_000).state;
    const second = currentWordIndex(state);
    state = skipWord(state, T0 + 4_000);
    expect(state.history).toEqual([
      { word: first, spelled: true, misses: 2 },
      { word: second, spelled: false, misses: 0 },
    ]);
    expect(state.position).toBe(2);
    expect(state.misses).toBe(0);
    expect(wordsSpelled(state)).toBe(1);
  });
});

describe("the 60 s clock", () => {
  it("counts down whole seconds from 60 to 0", () => {
    const state = start();
    expect(secondsLeft(state, T0)).toBe(60);
    expect(secondsLeft(state, T0 + 999)).toBe(60);
    expect(secondsLeft(state, T0 + 1_000)).toBe(59);
    expect(secondsLeft(state, T0 + 59_001)).toBe(1);
    expect(secondsLeft(state, T0 + 60_000)).toBe(0);
    expect(secondsLeft(state, T0 + 500_000)).toBe(0);
  });

  it("ends the sprint at 60 s exactly, however late the tick comes (a tab in the background)", () => {
    const state = submit(start(), "wrong", 1_000).state;
    expect(tick(state, T0 + 59_999)).toBe(state);
    const ended = tick(state, T0 + 10 * 60_000);
    expect(ended).toMatchObject({ phase: "result", endedAt: T0 + SPRINT_MS });
    expect(secondsLeft(ended, T0 + 10 * 60_000)).toBe(0);
    expect(sprintResults(ended).seconds).toBe(60);
    expect(tick(ended, T0 + 20 * 60_000)).toBe(ended);
  });

  it("does not count a word typed after the time is up", () => {
    const state = start();
    const { state: ended, result } = submit(state, shown(state), 60_000);
    expect(result).toBe("timeUp");
    expect(ended.phase).toBe("result");
    expect(wordsSpelled(ended)).toBe(0);
    expect(ended.typedCharacters).toBe(0);
    expect(skipWord(state, T0 + 61_000)).toMatchObject({ phase: "result", history: [] });
  });

  it("ends early, with the time used, once all six words are dealt", () => {
    let state = start();
    for (let word = 0; word < 5; word += 1) state = submit(state, shown(state), (word + 1) * 5_000).state;
    expect(state.phase).toBe("playing");
    const last = submit(state, shown(state), 30_000);
    expect(last.result).toBe("correct");
    expect(last.state).toMatchObject({ phase: "result", endedAt: T0 + 30_000 });
    expect(secondsLeft(last.state, T0 + 45_000)).toBe(30);
    expect(sprintResults(last.state)).toMatchObject({ words: 6, seconds: 30, finishedEarly: true });
  });
});

describe("results: words per minute, accuracy and rating", () => {
  it("counts WPM as correct characters / 5 per minute used, and accuracy as correct / typed characters", () => {
    let state = start();
    // Two right words, one typo of ten letters, in the full minute.
    const first = shown(state);
    state = submit(state, first, 5_000).state;
    const second = shown(state);
    state = submit(state, "abcdefghij", 10_000).state;
    state = submit(state, second, 15_000).state;
    state = tick(state, T0 + 60_000);
    const correct = first.length + second.length;
    const results = sprintResults(state);
    expect(results.words).toBe(2);
    expect(results.seconds).toBe(60);
    expect(results.finishedEarly).toBe(false);
    expect(results.wpm).toBe(Math.round(correct / 5));
    expect(results.accuracy).toBe(Math.round((correct / (correct + 10)) * 100));
    expect(results.rating).toBe(ratingFor(results.wpm));
  });

  it("scales WPM to the time used when the sprint ends early", () => {
    // 50 correct characters in 20 s: 10 words of 5 in a third of a minute = 30 WPM.
    const state: SpellSprintState = {
      ...start(),
      phase: "result",
      endedAt: T0 + 20_000,
      typedCharacters: 50,
      correctCharacters: 50,
    };
    expect(sprintResults(state)).toMatchObject({ wpm: 30, accuracy: 100, rating: "Quick Speller!", seconds: 20 });
  });

  it("rates from the rounded WPM it shows", () => {
    // 99 characters in 24 s is 49.5 WPM: shown as 50, and rated as 50.
    const state: SpellSprintState = { ...start(), phase: "result", endedAt: T0 + 24_000, correctCharacters: 99 };
    expect(sprintResults({ ...state, typedCharacters: 99 })).toMatchObject({ wpm: 50, rating: "Speed Demon!" });
  });

  it("shows 0 WPM and 0% accuracy when nothing was typed", () => {
    const ended = tick(start(), T0 + 60_000);
    expect(sprintResults(ended)).toEqual({
      words: 0,
      seconds: 60,
      wpm: 0,
      accuracy: 0,
      rating: "Learning Speller!",
      finishedEarly: false,
    });
  });

  it("goes back to the menu with the category kept", () => {
    const ended = tick(start(), T0 + 60_000);
    expect(backToMenu(ended)).toEqual({ ...initialState, category: "animals" });
  });
});
