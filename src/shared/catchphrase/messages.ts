import {
  MAX_ROUNDS,
  MAX_SPECTATORS,
  MIN_ROUNDS,
  MIN_TEAM_SIZE,
  NAME_MAX_LENGTH,
  OUR_WORD_MAX_LENGTH,
  OUR_WORDS_MAX,
  ROOM_CODE_LENGTH,
  ROUND_DURATIONS,
} from "./constants";
import type { IntentType, TeamId, TurnPassReason } from "./types";

/** The texts a Catchphrase player reads: catchphrase.md section 8 verbatim, then ours. */

export const catchphraseErrors = {
  nameRequired: "Please enter your name",
  nameRequiredToJoin: "Please enter your name before joining a room",
  roomCodeRequired: "Please enter a room code to join",
  roomNotFound: "Room not found",
  roomNotFoundOnRoute: "Room not found. You can try joining with the room code below.",
  roomFull: "Room is full",
  createFailed: "Failed to create room",
  joinFailed: "Failed to join room",
  settingsFailed: "Failed to update game settings",
  endRoundFailed: "Failed to end round",
  notEnoughPlayers: "Need at least 4 players to start",
  startFailed: "Failed to start game",
  wordGuessedFailed: "Failed to update game state",
  changeWordFailed: "Failed to change word",
  endGameFailed: "Failed to end game",
  nextRoundFailed: "Failed to start next round",
  restartFailed: "Failed to restart game",
  hostLeft: "The host has left the room. You have been redirected to the lobby.",

  // Refusals the spec does not cover: the original had no server to refuse anything.
  nameTooLong: `Names can be at most ${NAME_MAX_LENGTH} characters.`,
  roomCodeInvalid: `Room codes are ${ROOM_CODE_LENGTH} letters or digits.`,
  roundsOutOfRange: `Rounds must be between ${MIN_ROUNDS} and ${MAX_ROUNDS}.`,
  durationNotAllowed: `Time per round must be ${ROUND_DURATIONS.slice(0, -1).join(", ")} or ${ROUND_DURATIONS.at(-1)} seconds.`,
  hostOnly: "Only the host can do that.",
  describerOnly: "Only the current describer can do that.",
  wordChangeOff: "Word changes are turned off for this game.",
  notNow: "That can't be done right now.",
  roundNotOver: "There is still time left in this round.",
  notMember: "You are not in this room.",
  alreadyMember: "You are already in this room.",
  // Names that would not show as typed, or as someone else (docs/decisions/021).
  nameControlCharacters: "Names can't contain tabs, line breaks or other control characters.",
  nameDirectionControls: "Names can't contain characters that change the direction of text.",
  nameInvisible: "Names need at least one visible character.",
  nameTaken: "That name is taken in this room",

  // Real groups (issue "Catchphrase for real groups"): its texts, then ours.
  removedFromRoom: "You were removed from the room.",
  removedFromThisRoom: "You were removed from this room.",
  teamsUneven: `Each team needs at least ${MIN_TEAM_SIZE} players`,
  browserUnknown: "This browser could not be recognised. Please reload the page and try again.",
  pickTeamsOff: "Turn on Pick Teams in Game Settings to choose teams.",
  nobodyToDescribe: "Nobody else is connected to describe.",
  removeSelf: "To leave the room, use Leave Room.",
  playerNotInRoom: "That player is no longer in this room.",
  skipFailed: "Failed to skip turn",
  removeFailed: "Failed to remove player",
  switchTeamFailed: "Failed to switch team",
  shuffleFailed: "Failed to shuffle teams",

  // A party night (issue "Catchphrase for a party night"): the words in play.
  noCategory: "Choose at least one category, or play with only our words.",
  noOurWords: "Add at least one word of your own to play with only our words.",
  nameRequiredToWatch: "Please enter your name before watching",
  spectatorsFull: `This room already has ${MAX_SPECTATORS} people watching.`,
  spectatorEvicted: `${MAX_SPECTATORS} people were watching this room, so your place went to someone new while you were away.`,
  watchingOnly: "You are watching this game. Join the game to play.",
  spectatorNotInRoom: "That person is no longer watching.",
  alreadyPlaying: "You are already playing in this room.",
  joinGameFailed: "Failed to join the game",
  watchFailed: "Failed to watch the room",
  removeSpectatorFailed: "Failed to remove spectator",
  ourWordsTooLong: `That list is too long. Keep it to ${OUR_WORDS_MAX} words of at most ${OUR_WORD_MAX_LENGTH} characters, one per line.`,
} as const;

/** What everyone is told when a turn passes without a guess (docs/decisions/023). */
export function turnPassedText(reason: TurnPassReason, from: string, to: string): string {
  if (reason === "offline") return `${from} is offline, so ${to} describes now`;
  if (reason === "removed") return `${from} was removed, so ${to} describes now`;
  return `${from}'s turn was skipped, so ${to} describes now`;
}

/** What everyone is told when the host role changes hands. */
export const hostChangedText = (name: string) => `${name} is now the host`;

/**
 * What each intent's failure is called in catchphrase.md section 8: the server answers it when it
 * could not carry the intent out (its database is away), the browser when no answer came.
 */
export const intentFailures: Readonly<Record<IntentType, string>> = {
  start: catchphraseErrors.startFailed,
  wordGuessed: catchphraseErrors.wordGuessedFailed,
  changeWord: catchphraseErrors.changeWordFailed,
  nextRound: catchphraseErrors.nextRoundFailed,
  endGame: catchphraseErrors.endGameFailed,
  playAgain: catchphraseErrors.restartFailed,
  updateSettings: catchphraseErrors.settingsFailed,
  chooseWords: catchphraseErrors.settingsFailed,
  joinGame: catchphraseErrors.joinGameFailed,
  removeSpectator: catchphraseErrors.removeSpectatorFailed,
  leave: catchphraseErrors.notNow,
  handOverAndLeave: catchphraseErrors.notNow,
  skipTurn: catchphraseErrors.skipFailed,
  removePlayer: catchphraseErrors.removeFailed,
  switchTeam: catchphraseErrors.switchTeamFailed,
  shuffleTeams: catchphraseErrors.shuffleFailed,
};

export const catchphraseSuccesses = {
  joined: "Successfully joined the room!",
  watching: "You are watching the game.",
  linkCopied: "Room link copied to clipboard!",
  roomDestroyed: "Room destroyed. All players have been removed.",
  gameRestarted: "Game restarted! Host can start a new game.",
} as const;

/** The game-complete card's headline by result (catchphrase.md section 4, gameEnd). */
export const winnerTexts: Readonly<Record<TeamId | "tie", string>> = {
  A: "Team A Wins!",
  B: "Team B Wins!",
  tie: "It's a Tie!",
};
