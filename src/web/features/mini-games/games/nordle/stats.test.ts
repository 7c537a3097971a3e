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
  /** 27 November 2026: daily puzzle #331. */
  const today = 331;
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
    expect(readTransferCode(code, today)).toEqual({ stats: { daily, practice } });
    // Spaces and line breaks picked up on the way do not matter.
    expect(readTransferCode(` ${code.slice(0, 20)}\n${code.slice(20)} `, today)).toEqual({
      stats: { daily, practice },
    });
  });

  it("is refused with a message that says what is wrong", () => {
    const code = transferCode({ daily, practice });
    expect(readTransferCode("", today)).toEqual({ error: transferMessages.empty });
    expect(readTransferCode("hello", today)).toEqual({ error: transferMessages.notACode });
    expect(readTransferCode(code.replace("NORDLE1", "WORDLE1"), today)).toEqual({ error: transferMessages.notACode });
    expect(readTransferCode(code.slice(0, code.lastIndexOf(".")), today)).toEqual({ error: transferMessages.notACode });
    // One figure changed (40 played to 41): the checksum shows it.
    expect(readTransferCode(code.replace("NORDLE1.14.", "NORDLE1.15."), today)).toEqual({
      error: transferMessages.damaged,
    });
    expect(transferMessages.damaged).toMatch(/damaged/);
  });

  it("is refused when its figures could not come from play, checksum and all", () => {
    const impossible = { ...practice, wins: 3 };
    expect(readTransferCode(transferCode({ daily, practice: impossible }), today)).toEqual({
      error: transferMessages.damaged,
    });
  });

  /** Both modes' statistics with the daily ones changed as `change` says, through a whole code. */
  const withDaily = (change: Partial<NordleStats>) =>
    readTransferCode(transferCode({ daily: { ...daily, ...change }, practice }), today);
  const refused = { error: transferMessages.damaged };

  it("is refused when it counts a daily puzzle after today's, which would stop the daily statistics", () => {
    expect(withDaily({ lastPuzzle: today })).toEqual({ stats: { daily: { ...daily, lastPuzzle: today }, practice } });
    expect(withDaily({ lastPuzzle: today + 1 })).toEqual(refused);
    const farAhead = {
      played: 999,
      wins: 999,
      currentStreak: 999,
      bestStreak: 999,
      distribution: [0, 0, 999, 0, 0, 0],
    };
    expect(withDaily({ ...farAhead, lastPuzzle: 1_000_000 })).toEqual(refused);
    // Before the first puzzle (a device whose calendar says 2025) no daily puzzle has been played.
    const none = { daily: emptyStats(), practice };
    expect(readTransferCode(transferCode(none), 0)).toEqual({ stats: none });
    expect(readTransferCode(transferCode({ daily, practice }), 0)).toEqual(refused);
  });

  it("is refused when it counts more daily puzzles, or a longer streak, than there have been", () => {
    // 331 puzzles so far: 331 played is every one of them, 332 is one too many.
    const everyDay = {
      played: 331,
      wins: 331,
      currentStreak: 331,
      bestStreak: 331,
      distribution: [0, 0, 331, 0, 0, 0],
    };
    expect(withDaily({ ...everyDay, lastPuzzle: 331 })).toEqual({
      stats: { daily: { ...everyDay, lastPuzzle: 331 }, practice },
    });
    const oneMore = { played: 332, wins: 332, currentStreak: 332, bestStreak: 332, distribution: [0, 0, 332, 0, 0, 0] };
    expect(withDaily({ ...oneMore, lastPuzzle: 331 })).toEqual(refused);
    // 40 played by puzzle #39.
    expect(withDaily({ lastPuzzle: 39 })).toEqual(refused);
    // A puzzle counted, yet none played; or games played and no puzzle counted.
    const nonePlayed = { played: 0, wins: 0, currentStreak: 0, bestStreak: 0, distribution: [0, 0, 0, 0, 0, 0] };
    expect(withDaily({ ...nonePlayed, lastPuzzle: 12 })).toEqual(refused);
    expect(withDaily({ lastPuzzle: 0 })).toEqual(refused);
  });

  it("is refused when its wins could not come in streaks no longer than its best", () => {
    // Five daily wins by puzzle #9 with no loss: four days missed split them into five streaks of one at most.
    const fiveWins = { played: 5, wins: 5, currentStreak: 1, bestStreak: 1, distribution: [0, 5, 0, 0, 0, 0] };
    expect(withDaily({ ...fiveWins, lastPuzzle: 9 })).toEqual({
      stats: { daily: { ...fiveWins, lastPuzzle: 9 }, practice },
    });
    expect(withDaily({ ...fiveWins, lastPuzzle: 8 })).toEqual(refused);
    // Practice: nine wins and one loss are two streaks at most, so the best is five or more.
    const practiceOf = (bestStreak: number) => ({
      ...emptyStats(),
      played: 10,
      wins: 9,
      currentStreak: 4,
      bestStreak,
      distribution: [0, 0, 9, 0, 0, 0],
    });
    expect(readTransferCode(transferCode({ daily, practice: practiceOf(5) }), today)).toEqual({
      stats: { daily, practice: practiceOf(5) },
    });
    expect(readTransferCode(transferCode({ daily, practice: practiceOf(4) }), today)).toEqual(refused);
  });

  it("is refused when its practice statistics count a daily puzzle", () => {
    expect(readTransferCode(transferCode({ daily, practice: { ...practice, lastPuzzle: 12 } }), today)).toEqual(
      refused,
    );
  });
});
