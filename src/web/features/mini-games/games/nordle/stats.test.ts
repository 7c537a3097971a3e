import { describe, expect, it } from "vitest";
import { MAX_TRIES, type NordleState, newGame, submitGuess, typeLetter } from "./logic";
import {
  emptyStats,
  type NordleStats,
  readTransferCode,
  recordGame,
  statsFrom,
  streakOn,
  transferCode,
  transferMessages,
  winPercent,
} from "./stats";

const play = (state: NordleState, word: string) => submitGuess([...word].reduce(typeLetter, state)).state;
const won = (guesses: number) => {
  let state = newGame("CRANE");
  for (let guess = 1; guess < guesses; guess += 1) state = play(state, "BUMPY");
  return play(state, "CRANE");
};
const lost = () =>
  Array.from({ length: MAX_TRIES }).reduce<NordleState>((state) => play(state, "BUMPY"), newGame("CRANE"));

describe("statistics", () => {
  it("count games, wins, streaks and the guesses of each win", () => {
    let stats = emptyStats();
    stats = recordGame(stats, won(1));
    stats = recordGame(stats, won(3));
    expect(stats).toMatchObject({ played: 2, wins: 2, currentStreak: 2, bestStreak: 2 });
    expect(stats.distribution).toEqual([1, 0, 1, 0, 0, 0]);
    stats = recordGame(stats, lost());
    expect(stats).toMatchObject({ played: 3, wins: 2, currentStreak: 0, bestStreak: 2 });
    expect(winPercent(stats)).toBe(67);
    expect(recordGame(stats, newGame("CRANE"))).toBe(stats);
    expect(winPercent(emptyStats())).toBe(0);
  });

  it("count a daily puzzle once, and carry a daily streak on only from the day before", () => {
    let stats = recordGame(emptyStats(), won(2), 10);
    stats = recordGame(stats, won(4), 11);
    expect(stats).toMatchObject({ played: 2, currentStreak: 2, lastPuzzle: 11 });
    // The same puzzle again (another tab) or an earlier one counts nothing.
    expect(recordGame(stats, won(2), 11)).toBe(stats);
    expect(recordGame(stats, won(2), 5)).toBe(stats);
    // A day missed: the next win starts a streak of one.
    stats = recordGame(stats, won(3), 13);
    expect(stats).toMatchObject({ played: 3, wins: 3, currentStreak: 1, bestStreak: 2, lastPuzzle: 13 });
  });

  it("show a daily streak as ended once a day has gone unplayed", () => {
    const stats = recordGame(recordGame(emptyStats(), won(2), 10), won(2), 11);
    expect(streakOn(stats, 11)).toBe(2);
    expect(streakOn(stats, 12)).toBe(2);
    expect(streakOn(stats, 13)).toBe(0);
    expect(streakOn(stats, null)).toBe(2);
  });

  it("are read back only when their figures add up", () => {
    const good = recordGame(recordGame(emptyStats(), won(2)), lost());
    expect(statsFrom(JSON.parse(JSON.stringify(good)))).toEqual(good);
    // Kept before there were daily puzzles: no lastPuzzle.
    const { lastPuzzle: _, ...older } = good;
    expect(statsFrom(older)).toEqual(good);
    expect(statsFrom({ ...good, wins: 5 })).toBeNull();
    expect(statsFrom({ ...good, played: -1 })).toBeNull();
    expect(statsFrom({ ...good, distribution: [1, 0, 0] })).toBeNull();
    expect(statsFrom({ ...good, bestStreak: 0, currentStreak: 1 })).toBeNull();
    expect(statsFrom("played")).toBeNull();
    expect(statsFrom(null)).toBeNull();
  });
});

describe("the transfer code", () => {
  const daily: NordleStats = {
    played: 40,
    wins: 38,
    currentStreak: 12,
    bestStreak: 20,
    distribution: [0, 3, 10, 15, 8, 2],
    lastPuzzle: 331,
  };
  const practice = recordGame(emptyStats(), won(4));

  it("carries both modes' statistics, and is short enough to copy by hand", () => {
    const code = transferCode({ daily, practice });
    expect(code).toMatch(/^NORDLE1\.[0-9a-z.]+$/);
    expect(code.length).toBeLessThan(90);
    expect(readTransferCode(code)).toEqual({ stats: { daily, practice } });
    // Spaces and line breaks picked up on the way do not matter.
    expect(readTransferCode(` ${code.slice(0, 20)}\n${code.slice(20)} `)).toEqual({ stats: { daily, practice } });
  });

  it("is refused with a message that says what is wrong", () => {
    const code = transferCode({ daily, practice });
    expect(readTransferCode("")).toEqual({ error: transferMessages.empty });
    expect(readTransferCode("hello")).toEqual({ error: transferMessages.notACode });
    expect(readTransferCode(code.replace("NORDLE1", "WORDLE1"))).toEqual({ error: transferMessages.notACode });
    expect(readTransferCode(code.slice(0, code.lastIndexOf(".")))).toEqual({ error: transferMessages.notACode });
    // One figure changed (40 played to 41): the checksum shows it.
    expect(readTransferCode(code.replace("NORDLE1.14.", "NORDLE1.15."))).toEqual({ error: transferMessages.damaged });
    expect(transferMessages.damaged).toMatch(/damaged/);
  });

  it("is refused when its figures could not come from play, checksum and all", () => {
    const impossible = { ...practice, wins: 3 };
    expect(readTransferCode(transferCode({ daily, practice: impossible }))).toEqual({
      error: transferMessages.damaged,
    });
  });
});
