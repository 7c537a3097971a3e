import { localStore } from "../../../../lib/storage";
import { ANSWERS } from "./content";
import { type NordleState, newGame, restoreGame } from "./logic";
import { emptyStats, type StatsByMode, statsFrom } from "./stats";

/**
 * What Nordle keeps on this device (the issue "Nordle as good as the best Wordle"): the board of
 * every daily puzzle played, the practice game, the statistics of each mode and the settings. A
 * damaged or altered record is dropped and play starts over, never breaks the page.
 */
const KEYS = {
  daily: "nordleDaily",
  practice: "nordlePractice",
  /** The practice statistics keep the key they had when Nordle had no other mode. */
  practiceStats: "nordleStats",
  dailyStats: "nordleDailyStats",
  hardMode: "nordleHardMode",
  highContrast: "nordleHighContrast",
} as const;

/** The storage keys of Nordle's records: a change to one in another tab is followed. */
export const NORDLE_KEYS: readonly string[] = Object.values(KEYS);

/** Boards kept at most: the oldest go first (two years of daily puzzles and more). */
const MOST_BOARDS = 800;

type SavedBoard = { guesses: string[]; current: string; hardMode: boolean };

function read(key: string): unknown {
  try {
    return JSON.parse(localStore.get(key) ?? "null");
  } catch {
    return null;
  }
}

function boardFrom(value: unknown): SavedBoard | null {
  if (typeof value !== "object" || value === null) return null;
  const { guesses, current, hardMode } = value as Record<string, unknown>;
  if (!Array.isArray(guesses) || !guesses.every((guess) => typeof guess === "string")) return null;
  return { guesses, current: typeof current === "string" ? current : "", hardMode: hardMode === true };
}

const boardOf = (state: NordleState): SavedBoard => ({
  guesses: [...state.guesses],
  current: state.current,
  hardMode: state.hardMode,
});

function dailyBoards(): Record<string, unknown> {
  const boards = read(KEYS.daily);
  return typeof boards === "object" && boards !== null && !Array.isArray(boards)
    ? (boards as Record<string, unknown>)
    : {};
}

/** Daily puzzle `puzzle` as it was left, or a new game of it (in Hard Mode if the setting is on). */
export function loadDailyGame(puzzle: number, answer: string): NordleState {
  const saved = boardFrom(dailyBoards()[puzzle]);
  const fresh = newGame(answer, loadSetting("hardMode"));
  if (!saved) return fresh;
  const game = restoreGame(answer, saved);
  if (!game) return fresh;
  return game.guesses.length === 0 ? { ...game, hardMode: fresh.hardMode } : game;
}

export function saveDailyGame(puzzle: number, state: NordleState): void {
  const boards: Record<string, unknown> = { ...dailyBoards(), [puzzle]: boardOf(state) };
  const numbers = Object.keys(boards)
    .map(Number)
    .sort((a, b) => a - b);
  for (const old of numbers.slice(0, Math.max(0, numbers.length - MOST_BOARDS))) delete boards[old];
  localStore.set(KEYS.daily, JSON.stringify(boards));
}

/** The practice game as it was left, or null (none, or not a game of the practice words). */
export function loadPracticeGame(): NordleState | null {
  const value = read(KEYS.practice);
  const saved = boardFrom(value);
  const answer = (value as { answer?: unknown } | null)?.answer;
  if (!saved || typeof answer !== "string" || !ANSWERS.includes(answer)) return null;
  return restoreGame(answer, saved);
}

export function savePracticeGame(state: NordleState): void {
  localStore.set(KEYS.practice, JSON.stringify({ answer: state.answer, ...boardOf(state) }));
}

export function loadStats(): StatsByMode {
  return {
    daily: statsFrom(read(KEYS.dailyStats)) ?? emptyStats(),
    practice: statsFrom(read(KEYS.practiceStats)) ?? emptyStats(),
  };
}

export function saveStats(stats: StatsByMode): void {
  localStore.set(KEYS.dailyStats, JSON.stringify(stats.daily));
  localStore.set(KEYS.practiceStats, JSON.stringify(stats.practice));
}

export type NordleSetting = "hardMode" | "highContrast";

export const loadSetting = (setting: NordleSetting): boolean => localStore.get(KEYS[setting]) === "true";

export function saveSetting(setting: NordleSetting, on: boolean): void {
  localStore.set(KEYS[setting], String(on));
}
