import { MAX_TRIES, type NordleState } from "./logic";

/**
 * Nordle's statistics, one set per mode (the daily puzzle, practice), kept on this device, and the
 * code that moves them to another device (the issue "Nordle as good as the best Wordle").
 */
export type NordleStats = {
  readonly played: number;
  readonly wins: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** distribution[n] counts wins in n + 1 guesses. */
  readonly distribution: readonly number[];
  /** The daily puzzle counted last (0: none, and always 0 in practice): a day missed ends a streak. */
  readonly lastPuzzle: number;
};

export type StatsByMode = { readonly daily: NordleStats; readonly practice: NordleStats };

export const emptyStats = (): NordleStats => ({
  played: 0,
  wins: 0,
  currentStreak: 0,
  bestStreak: 0,
  distribution: Array.from({ length: MAX_TRIES }, () => 0),
  lastPuzzle: 0,
});

/**
 * The statistics after a finished game. A daily puzzle (`puzzle`, its number) counts once, and its
 * win carries the streak on only from the day before's win; in practice every win carries it on.
 */
export function recordGame(stats: NordleStats, state: NordleState, puzzle?: number): NordleStats {
  if (state.status === "playing") return stats;
  if (puzzle !== undefined && stats.lastPuzzle >= puzzle) return stats;
  const won = state.status === "won";
  const carriedOn = puzzle === undefined || stats.lastPuzzle === puzzle - 1;
  const currentStreak = won ? (carriedOn ? stats.currentStreak : 0) + 1 : 0;
  return {
    played: stats.played + 1,
    wins: stats.wins + (won ? 1 : 0),
    currentStreak,
    bestStreak: Math.max(stats.bestStreak, currentStreak),
    distribution: stats.distribution.map((count, index) =>
      won && index === state.guesses.length - 1 ? count + 1 : count,
    ),
    lastPuzzle: puzzle ?? stats.lastPuzzle,
  };
}

/** The streak as it stands on daily puzzle `today`: a daily streak ends with a day left unplayed. */
export function streakOn(stats: NordleStats, today: number | null): number {
  if (today === null || stats.lastPuzzle === 0) return stats.currentStreak;
  return stats.lastPuzzle >= today - 1 ? stats.currentStreak : 0;
}

/** Whole percent of games won. */
export const winPercent = (stats: NordleStats): number =>
  stats.played === 0 ? 0 : Math.round((stats.wins / stats.played) * 100);

/** Largest figure a record may hold: far beyond a lifetime of daily puzzles. */
const MOST = 1_000_000;
const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MOST;

/** Statistics that could have come from play: whole counts that add up. Null for anything else. */
export function statsFrom(value: unknown): NordleStats | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const { played, wins, currentStreak, bestStreak, distribution } = record;
  const lastPuzzle = record.lastPuzzle ?? 0;
  if (!isCount(played) || !isCount(wins) || !isCount(currentStreak) || !isCount(bestStreak) || !isCount(lastPuzzle))
    return null;
  if (!Array.isArray(distribution) || distribution.length !== MAX_TRIES || !distribution.every(isCount)) return null;
  const stats: NordleStats = { played, wins, currentStreak, bestStreak, distribution, lastPuzzle };
  const winsCounted = stats.distribution.reduce((sum, count) => sum + count, 0);
  const consistent =
    stats.wins <= stats.played &&
    winsCounted === stats.wins &&
    stats.currentStreak <= stats.bestStreak &&
    stats.bestStreak <= stats.wins;
  return consistent ? stats : null;
}

/** What a transfer code begins with: the game and the code's version. */
const CODE_PREFIX = "NORDLE1";
const FIELDS = ["played", "wins", "currentStreak", "bestStreak", "lastPuzzle"] as const;
const FIELDS_PER_MODE = FIELDS.length + MAX_TRIES;

export const transferMessages = {
  empty: "Paste the code from your other device first.",
  notACode: "That is not a Nordle statistics code. Copy the whole code from the other device and paste it here.",
  damaged: "That code is damaged: a character is missing or changed. Copy it again, whole, and paste it here.",
} as const;

/** Four base-36 characters from the code's figures (FNV-1a): a changed or lost character shows. */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return (hash % 36 ** 4).toString(36).padStart(4, "0");
}

/** "NORDLE1.<figures of both modes in base 36, dot-separated>.<checksum>": short enough to copy by hand. */
export function transferCode(stats: StatsByMode): string {
  const figures = [stats.daily, stats.practice]
    .flatMap((mode) => [...FIELDS.map((field) => mode[field]), ...mode.distribution])
    .map((figure) => figure.toString(36))
    .join(".");
  return `${CODE_PREFIX}.${figures}.${checksum(figures)}`;
}

/**
 * Whether statistics that add up could also have been played by daily puzzle `today`
 * (docs/decisions/062): the daily puzzles counted are different days from #1 to the last one
 * counted, which is no later than today; practice counts no daily puzzle; and the wins come in
 * streaks, each ended by a loss or a day missed, none longer than the best.
 */
function playedByToday(stats: NordleStats, mode: keyof StatsByMode, today: number): boolean {
  const calendar =
    mode === "practice"
      ? stats.lastPuzzle === 0
      : stats.played === 0
        ? stats.lastPuzzle === 0
        : stats.played <= stats.lastPuzzle && stats.lastPuzzle <= today;
  const losses = stats.played - stats.wins;
  const daysMissed = mode === "daily" ? stats.lastPuzzle - stats.played : 0;
  return calendar && stats.wins <= stats.bestStreak * (losses + daysMissed + 1);
}

/**
 * The statistics in a transfer code, or the message that says what is wrong with it. `today` is
 * today's daily puzzle on this device's calendar: a code that counts a later one, or more puzzles
 * than there have been, is refused like a damaged one, since it would stop the daily statistics.
 */
export function readTransferCode(code: string, today: number): { stats: StatsByMode } | { error: string } {
  const parts = code.replace(/\s+/g, "").split(".");
  if (parts.length === 1 && parts[0] === "") return { error: transferMessages.empty };
  const [prefix, ...rest] = parts;
  const sum = rest.pop() ?? "";
  if (prefix?.toUpperCase() !== CODE_PREFIX || rest.length !== FIELDS_PER_MODE * 2) {
    return { error: transferMessages.notACode };
  }
  if (!rest.every((figure) => /^[0-9a-z]{1,4}$/.test(figure)) || checksum(rest.join(".")) !== sum) {
    return { error: transferMessages.damaged };
  }
  const figures = rest.map((figure) => Number.parseInt(figure, 36));
  const mode = (name: keyof StatsByMode, offset: number) => {
    const own = figures.slice(offset, offset + FIELDS_PER_MODE);
    const stats = statsFrom({
      ...Object.fromEntries(FIELDS.map((field, index) => [field, own[index]])),
      distribution: own.slice(FIELDS.length),
    });
    return stats && playedByToday(stats, name, today) ? stats : null;
  };
  const daily = mode("daily", 0);
  const practice = mode("practice", FIELDS_PER_MODE);
  return daily && practice ? { stats: { daily, practice } } : { error: transferMessages.damaged };
}
