import { describe, expect, it } from "vitest";
import { ANSWERS } from "./content";
import { DAILY_ANSWERS } from "./daily-answers";
import { inWordList, loadWordList } from "./dictionary";

describe("Nordle's word list (issue 21)", () => {
  it("holds ten thousand five-letter words or more, every answer among them", async () => {
    const words = await loadWordList();
    expect(words.length % 5).toBe(0);
    expect(words.length / 5).toBeGreaterThanOrEqual(10_000);
    for (const answer of [...ANSWERS, ...DAILY_ANSWERS]) expect(inWordList(words, answer), answer).toBe(true);
  });

  it("knows common words, and not five letters at random", async () => {
    const words = await loadWordList();
    for (const word of ["ABOUT", "SLATE", "ZESTY", "AAHED", "ZONES", "FJORD"])
      expect(inWordList(words, word), word).toBe(true);
    for (const word of ["ABCMO", "AAAAA", "ZZZZZ", "XQJKV", "CRAN", "crane"])
      expect(inWordList(words, word), word).toBe(false);
  });
});
