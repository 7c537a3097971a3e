import type { GameSettings, WordChoice } from "./types";
import { WORD_CATEGORIES } from "./words/categories";

/** The business constants and limits of catchphrase.md section 9, plus the few we add. */

export const ROOM_CODE_LENGTH = 6;
export const ROOM_CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const ROOM_CODE_PATTERN = /^[A-Z0-9]{6}$/;

/** Enforced cap; the "4 to 20 players" of the search metadata is not (decision 010). */
export const MAX_PLAYERS = 10;
export const MIN_PLAYERS = 4;
/** Watchers of one room (issue "Catchphrase for a party night"), apart from the players' cap. */
export const MAX_SPECTATORS = 20;

export const MIN_ROUNDS = 3;
export const MAX_ROUNDS = 10;
export const DEFAULT_ROUNDS = 5;

/** Seconds. */
export const ROUND_DURATIONS = [60, 75, 90, 120] as const;
export type RoundDuration = (typeof ROUND_DURATIONS)[number];
export const DEFAULT_ROUND_DURATION: RoundDuration = 90;

/** Timer and practice tick. */
export const TICK_MS = 1000;

/** Points given at the end of a round to the team opposing the current team. */
export const POINTS_PER_ROUND = 1;

export const DEFAULT_TIMER_VOLUME = 0.5;
export const DEFAULT_BUZZER_VOLUME = 0.6;
export const VOLUME_STEP = 0.2;
export const MIN_VOLUME = 0;
export const MAX_VOLUME = 1;

export const PRACTICE_WORD_COUNT = 30;

/** Our limit: the spec sets none (decision 010). */
export const NAME_MAX_LENGTH = 20;

export const DEFAULT_SETTINGS: Readonly<GameSettings> = {
  showTimer: true,
  oppositeTeamCanSeeWord: true,
  allowWordChange: false,
  pickTeams: false,
};

/**
 * The presence rules (issue "Catchphrase for real groups", docs/decisions/023), in milliseconds
 * after a player's last connection closed: shown offline, their describing turn passed on, their
 * host role handed on.
 */
export const OFFLINE_AFTER_MS = 5_000;
export const ABSENT_DESCRIBER_AFTER_MS = 10_000;
export const ABSENT_HOST_AFTER_MS = 30_000;

/** How long a removed player's browser may not join the room again. */
export const REMOVAL_MS = 10 * 60 * 1000;

/** Players on each team before a game with picked teams can start. */
export const MIN_TEAM_SIZE = 2;

/** "Our Words" (issue "Catchphrase for a party night"): characters per word, and words per list. */
export const OUR_WORD_MAX_LENGTH = 40;
export const OUR_WORDS_MAX = 500;
/**
 * The most text a host may send as Our Words, in UTF-16 units: a full list of the longest words
 * with its line breaks, and room to spare. Far longer is abuse, refused before it is read.
 */
export const OUR_WORDS_TEXT_MAX = 24_000;

/** The words a new room draws from: every category, no words of the group's own. */
export const DEFAULT_WORD_CHOICE: Readonly<WordChoice> = {
  categories: [...WORD_CATEGORIES],
  mode: "mixed",
  ourWords: [],
};

/** True for the round lengths the create form offers. */
export function isRoundDuration(seconds: number): seconds is RoundDuration {
  return ROUND_DURATIONS.some((allowed) => allowed === seconds);
}
