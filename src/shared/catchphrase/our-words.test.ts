import { describe, expect, it } from "vitest";
import { COMBINING_MARKS_LINE, normalizedLengths } from "../../../tests/support/normalize-spy";
import { applyIntent, drawWord } from "./engine";
import { intentSchema } from "./intents";
import { nextWordChoice, ourWordsProblemText, readOurWords } from "./our-words";
import { playerView, roomViews } from "./player-view";
import { act, expectError, makeCtx, playingRoom, roomOf, seededRandom, TINY_BANK, unwrap } from "./test-helpers";
import { fail, type Result, type Room, type Transition, type WordChoice } from "./types";
import { WORD_CATEGORIES } from "./words/categories";

const ALL: WordChoice = { categories: [...WORD_CATEGORIES], mode: "mixed", ourWords: [] };

describe("reading Our Words (issue: one per line, 1 to 40 characters, at most 500)", () => {
  it("keeps one word or phrase per line, trimmed, skipping blank lines", () => {
    expect(readOurWords("  Grandma's lasagne \r\n\n\tThe tree house\rKaraoke night\n   \n")).toEqual({
      ok: true,
      words: ["Grandma's lasagne", "The tree house", "Karaoke night"],
      repeats: 0,
    });
  });

  it("reads runs of spaces of any width inside a line as one space", () => {
    expect(readOurWords("ice\u00a0\u00a0cream\nbig   top")).toMatchObject({
      ok: true,
      words: ["ice cream", "big top"],
    });
  });

  it("leaves out repeats, whatever their case or width, keeping the first", () => {
    expect(readOurWords("Pizza\npizza\nPIZZA\nＰｉｚｚａ\nPasta")).toEqual({
      ok: true,
      words: ["Pizza", "Pasta"],
      repeats: 3,
    });
  });

  it("accepts a word of exactly 40 characters, and letters of any script and emoji", () => {
    const forty = "a".repeat(40);
    expect(readOurWords(`${forty}\nCafé crème\n東京タワー\n🎉 party`)).toMatchObject({
      ok: true,
      words: [forty, "Café crème", "東京タワー", "🎉 party"],
    });
  });

  it("refuses a line of long runs of combining marks as too long, without composing it", async () => {
    let reading: ReturnType<typeof readOurWords> | undefined;
    const composed = await normalizedLengths(() => {
      reading = readOurWords(`Aunt Mo\n${COMBINING_MARKS_LINE}\nThe lake`);
    });
    expect(reading).toMatchObject({ ok: false, problems: [{ kind: "tooLong", line: 2 }] });
    expect(Math.max(...composed)).toBeLessThan(100);
  });

  it("still reads a word typed as letters followed by their marks, composed", () => {
    // 40 letters, each typed as a base and two marks (120 characters before composing).
    const decomposed = "e\u0323\u0302".repeat(40);
    expect(readOurWords(decomposed)).toEqual({ ok: true, words: ["\u1EC7".repeat(40)], repeats: 0 });
  });

  it("refuses a word of 41 characters, naming its line", () => {
    const reading = readOurWords(`fine\n${"b".repeat(41)}`);
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems).toEqual([{ kind: "tooLong", line: 2, text: "b".repeat(41) }]);
    expect(ourWordsProblemText(reading.problems[0] ?? { kind: "tooMany", count: 0 })).toBe(
      'Line 2 ("bbbbbbbbbbbbbbbbbbb…") is longer than 40 characters.',
    );
  });

  it("refuses control and invisible characters, naming each line and the character", () => {
    const reading = readOurWords("ok\nze\u200Bro\nnul\u0000l\nsoft\u00ADhyphen\nright\u202Eleft\n\u2800");
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems.map((problem) => ("line" in problem ? [problem.kind, problem.line] : []))).toEqual([
      ["hidden", 2],
      ["control", 3],
      ["hidden", 4],
      ["hidden", 5],
      ["hidden", 6],
    ]);
    expect(reading.problems.map(ourWordsProblemText).slice(0, 2)).toEqual([
      'Line 2 ("zero") has an invisible character (U+200B) in it. Retype the line.',
      'Line 3 ("null") has a control character in it.',
    ]);
  });

  it("refuses more than 500 different words, and counts repeats only once", () => {
    const words = (count: number) => Array.from({ length: count }, (_, index) => `word ${index}`);
    expect(readOurWords([...words(500), ...words(20)].join("\n"))).toMatchObject({ ok: true, repeats: 20 });
    expect(readOurWords(words(501).join("\n"))).toEqual({ ok: false, problems: [{ kind: "tooMany", count: 501 }] });
  });
});

describe("choosing the words in play", () => {
  it("keeps the categories in the bank's order, each once", () => {
    expect(nextWordChoice(ALL, { categories: ["Places", "Food", "Places"], mode: "mixed" })).toEqual({
      ok: true,
      choice: { categories: ["Food", "Places"], mode: "mixed", ourWords: [] },
    });
  });

  it("keeps the saved list when none is sent, and replaces it when one is", () => {
    const saved = { ...ALL, ourWords: ["Aunt Mo"] };
    expect(nextWordChoice(saved, { categories: ["Food"], mode: "only" })).toMatchObject({
      ok: true,
      choice: { mode: "only", ourWords: ["Aunt Mo"] },
    });
    expect(nextWordChoice(saved, { categories: ["Food"], mode: "mixed", ourWords: [] })).toMatchObject({
      ok: true,
      choice: { ourWords: [] },
    });
  });

  it("refuses a choice that leaves nothing to draw", () => {
    expect(nextWordChoice(ALL, { categories: [], mode: "mixed", ourWords: ["a", "b"] })).toMatchObject({
      ok: false,
      error: "Choose at least one category, or play with only our words.",
    });
    expect(nextWordChoice(ALL, { categories: ["Food"], mode: "only", ourWords: [] })).toMatchObject({
      ok: false,
      error: "Add at least one word of your own to play with only our words.",
    });
  });
});

describe("the chooseWords intent", () => {
  /** The host's request as the server takes it: parsed, which reads the list, then applied. */
  const choose = (
    room: Room,
    actor: string,
    ourWords: string | undefined,
    mode: "only" | "mixed" = "only",
  ): Result<Transition> => {
    const parsed = intentSchema.safeParse({ type: "chooseWords", categories: ["Food"], mode, ourWords });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? "");
    return applyIntent(room, actor, parsed.data, makeCtx());
  };

  it("is the host's only", () => {
    expectError(choose(roomOf(4), "p2", "Aunt Mo"), "Only the host can do that.");
  });

  it("saves nothing of a list with a bad line, and says which lines", () => {
    const saved = unwrap(choose(roomOf(4), "p1", "Aunt Mo\nUncle Bo"));
    const refused = choose(saved.room, "p1", `New one\n${"x".repeat(41)}\nAnother\nbad\u200B`);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error).toBe(
      'Nothing was saved. Line 2 ("xxxxxxxxxxxxxxxxxxx…") is longer than 40 characters. Line 4 ("bad") has an invisible character (U+200B) in it. Retype the line.',
    );
    expect(saved.room.wordChoice).toEqual({ categories: ["Food"], mode: "only", ourWords: ["Aunt Mo", "Uncle Bo"] });
  });

  it("in 'only our words' mode draws nothing else, from the next word on", () => {
    let room = unwrap(choose(playingRoom(4), "p1", "Aunt Mo\nUncle Bo\nThe lake")).room;
    const drawn = new Set<string>();
    for (let index = 0; index < 12; index += 1) {
      const next = drawWord(room, { random: seededRandom(index), words: TINY_BANK });
      drawn.add(next.word);
      room = { ...room, usedWords: next.usedWords };
    }
    expect([...drawn].sort()).toEqual(["Aunt Mo", "The lake", "Uncle Bo"]);
  });

  it("mixed in, draws our words as one more category beside the chosen ones", () => {
    const room = unwrap(choose(roomOf(4), "p1", "Aunt Mo", "mixed")).room;
    const drawn = new Set<string>();
    const ctx = { random: seededRandom(7), words: TINY_BANK };
    for (let draw = 0; draw < 60; draw += 1) {
      drawn.add(drawWord(room, ctx).word);
    }
    expect([...drawn].sort()).toEqual(["Aunt Mo", "bread", "cheese"]);
  });

  it("survives Play Again", () => {
    const chosen = unwrap(choose(playingRoom(4), "p1", "Aunt Mo")).room;
    const ended: Room = { ...chosen, game: { ...chosen.game, status: "gameEnd" } };
    const again = act(ended, "p2", { type: "playAgain" });
    expect(again.room.wordChoice?.ourWords).toEqual(["Aunt Mo"]);
  });

  it("never puts a word of the list in any player's view: only how many there are", () => {
    const room = unwrap(choose(roomOf(4), "p1", "Zebra crossing\nMoonwalk", "mixed")).room;
    for (const player of room.players) {
      const view = playerView(room, player.id);
      expect(JSON.stringify(view)).not.toMatch(/Zebra|Moonwalk/);
      expect(view.ok && view.value.wordChoice).toEqual({ categories: ["Food"], mode: "mixed", ourWordCount: 2 });
    }
    expect(JSON.stringify(roomViews(room))).not.toMatch(/Zebra|Moonwalk/);
  });
});
