import { dateOfDay, localDay } from "../../../../lib/calendar";
import { DAILY_ANSWERS } from "./daily-answers";

/**
 * Nordle's daily puzzle (the issue "Nordle as good as the best Wordle"; docs/decisions/036): the
 * same answer for everyone on the same local date. Puzzle #1 was on 1 January 2026; each day after
 * it is the next puzzle, and the answers come in the order of DAILY_ANSWERS, so none comes back
 * within as many days as the list has words (more than two years).
 */
export const FIRST_PUZZLE_DAY = "2026-01-01";
const DAY_MS = 86_400_000;

/** Noon UTC of a YYYY-MM-DD day: whole days between two of them never depend on a clock change. */
function dayTime(day: string): number {
  const date = dateOfDay(day);
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), 12);
}

/** The puzzle of a calendar day (YYYY-MM-DD); below 1 before the first puzzle. */
export function puzzleOfDay(day: string): number {
  return Math.round((dayTime(day) - dayTime(FIRST_PUZZLE_DAY)) / DAY_MS) + 1;
}

/** The calendar day (YYYY-MM-DD) of puzzle `puzzle`. */
export function dayOfPuzzle(puzzle: number): string {
  return new Date(dayTime(FIRST_PUZZLE_DAY) + (puzzle - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** Today's puzzle on this device's calendar. */
export const todaysPuzzle = (now: Date): number => puzzleOfDay(localDay(now));

/** The answer of puzzle `puzzle` (1 or more). */
export function dailyAnswer(puzzle: number): string {
  const index = (((puzzle - 1) % DAILY_ANSWERS.length) + DAILY_ANSWERS.length) % DAILY_ANSWERS.length;
  return DAILY_ANSWERS[index] as string;
}

/** Milliseconds from `now` until the next local midnight, when the next puzzle opens. */
export function untilNextPuzzle(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime();
}

/** "05:12:33": hours, minutes and seconds. */
export function clockTime(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
