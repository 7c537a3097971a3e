import type { WordCategory } from "./words/categories";
import type { WordBank } from "./words/word-bank";

/** The data of a Catchphrase room (catchphrase.md section 3) and what the engine takes and gives. */

export type TeamId = "A" | "B";

export type GameStatus = "waiting" | "playing" | "roundEnd" | "gameEnd";

export type Player = {
  id: string;
  name: string;
  team: TeamId;
  isHost: boolean;
  /**
   * Since when (epoch ms, server clock) the player has had no open connection: absent while any of
   * their tabs is connected. Set by the server's presence checks, never by a browser.
   */
  offlineSince?: number;
  /** Server-only: the browser's signed visitor id, so that a removed player cannot join again. */
  visitorId?: string;
};

/**
 * Someone watching the game (issue "Catchphrase for a party night"): listed apart, never in the
 * turn order, never shown the word. Offline as players are; an offline spectator gives way to a
 * newcomer when the room's watchers are full.
 */
export type Spectator = Pick<Player, "id" | "name" | "offlineSince" | "visitorId">;

/** The toggles of the Game Settings dialog. */
export type GameSettings = {
  showTimer: boolean;
  oppositeTeamCanSeeWord: boolean;
  allowWordChange: boolean;
  /** Ours (issue "Catchphrase for real groups"): players choose their teams before the start. */
  pickTeams: boolean;
};

/** With Our Words: mixed in as one more category, or the only words drawn. */
export type WordMode = "mixed" | "only";

/**
 * The words a room draws from (issue "Catchphrase for a party night"): the categories in play, and
 * the group's own words. Server-only: views carry the categories, the mode and a count of our words.
 */
export type WordChoice = { categories: WordCategory[]; mode: WordMode; ourWords: string[] };

export type GameState = GameSettings & {
  status: GameStatus;
  currentRound: number;
  totalRounds: number;
  currentTeam: TeamId;
  /** The describer's player id, "" when nobody describes. */
  currentPlayer: string;
  currentWord: string;
  teamAScore: number;
  teamBScore: number;
  /** Epoch milliseconds on the server's clock. */
  roundStartTime: number;
  /** Seconds. */
  roundDuration: number;
  timerActive: boolean;
};

/**
 * How a word of a round went (the issue "Catchphrase for a party night"): guessed, changed by its
 * describer, passed on with the turn (its describer offline, skipped or gone), or on screen when
 * time ran out.
 */
export type WordOutcome = "guessed" | "changed" | "passed" | "timeUp";

/** A word of the game's story: its round, who described it (their name then), for which team, and how it went. */
export type StoryWord = { round: number; word: string; describer: string; team: TeamId; outcome: WordOutcome };

export type Room = {
  code: string;
  players: Player[];
  /** Absent in rooms nobody has watched. */
  spectators?: Spectator[];
  game: GameState;
  /**
   * Server-only while a round runs: every word of this game that has left the screen, in order.
   * A round's words are shown once it is over (player-view.ts), never before.
   */
  story?: StoryWord[];
  /** The words drawn from; absent in rooms made before it existed, which draw from every category. */
  wordChoice?: WordChoice;
  /** Server-only: the words drawn since the bank was last exhausted; never sent to browsers. */
  usedWords: string[];
  /** Server-only: visitor ids of removed players, each with the moment (epoch ms) it may join again. */
  removedVisitors?: Record<string, number>;
};

export type Intent =
  | { type: "start" }
  | { type: "wordGuessed" }
  | { type: "changeWord" }
  | { type: "nextRound" }
  | { type: "endGame" }
  | { type: "playAgain" }
  | { type: "updateSettings"; settings: Partial<GameSettings> }
  /**
   * The host's choice of words; `ourWords` is their list as read from what they typed (one per line,
   * our-words.ts), absent to keep the saved one.
   */
  | { type: "chooseWords"; categories: WordCategory[]; mode: WordMode; ourWords?: string[] | undefined }
  | { type: "leave" }
  | { type: "handOverAndLeave" }
  | { type: "skipTurn" }
  | { type: "removePlayer"; playerId: string }
  | { type: "switchTeam" }
  | { type: "shuffleTeams" }
  /** A spectator takes a free place among the players. */
  | { type: "joinGame" }
  | { type: "removeSpectator"; spectatorId: string };

export type IntentType = Intent["type"];

/** What happened, for the server to count (analytics) and to act on (deleting a room). */
export type Effect =
  | { type: "gameStarted" }
  | { type: "roundStarted" }
  | { type: "roundEnded"; winningTeam: TeamId }
  | { type: "wordGuessed" }
  | { type: "gameEnded"; winner: TeamId | "tie" }
  | { type: "gameRestarted" }
  /** Someone joined as a player (the room master's, on Join: the engine's joinRoom gives the room alone). */
  | { type: "playerJoined"; playerId: string }
  | { type: "playerLeft"; playerId: string }
  | { type: "playerRemoved"; playerId: string }
  | { type: "roomDestroyed"; reason: "hostLeft" | "empty" }
  /** The describer's turn went to `to` before the word was guessed; names, for everyone's notice. */
  | { type: "turnPassed"; from: string; to: string; reason: TurnPassReason }
  | { type: "hostChanged"; to: string }
  | { type: "spectatorLeft"; spectatorId: string }
  | { type: "spectatorRemoved"; spectatorId: string }
  /** A spectator offline the longest gave way to a newcomer: the watchers were full. */
  | { type: "spectatorEvicted"; spectatorId: string }
  /** A spectator became a player. */
  | { type: "spectatorSeated"; playerId: string };

/** Why a turn passed without a guess: its describer was offline, was skipped by the host, or was removed. */
export type TurnPassReason = "offline" | "skipped" | "removed";

export type Transition = { room: Room; effects: Effect[] };

/** Time and randomness come from outside so that the rules stay pure and testable. */
export type EngineContext = {
  /** Epoch milliseconds. */
  now: number;
  /** A number in [0, 1). */
  random: () => number;
  words: WordBank;
};

/** A refusal carries the text the player sees. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

/** Wraps an accepted outcome. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** Wraps a refusal with the message the player is shown. */
export function fail<T>(error: string): Result<T> {
  return { ok: false, error };
}
