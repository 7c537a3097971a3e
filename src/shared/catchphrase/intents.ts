import { z } from "../zod";
import { MAX_ROUNDS, MIN_ROUNDS, OUR_WORDS_TEXT_MAX, ROOM_CODE_PATTERN, ROUND_DURATIONS } from "./constants";
import { catchphraseErrors } from "./messages";
import type { Intent } from "./types";
import { WORD_CATEGORIES } from "./words/categories";

/**
 * Schemas for untrusted input from browsers: the server parses with these before anything reaches
 * the engine. Names are only bounded here; their rules and messages live in validateName.
 */

/** Far above the name limit: rejects abuse, leaves the precise message to validateName. */
const RAW_NAME_MAX = 200;

const rawName = z.string().max(RAW_NAME_MAX, catchphraseErrors.nameTooLong);

/** Longer than any visitor id the server issues; whether one is genuine is the server's to check. */
const VISITOR_ID_MAX = 100;

/** The browser's signed visitor id, if it has one: a removed player's browser is kept out by it. */
const visitorIdField = z.string().max(VISITOR_ID_MAX).optional();

/** One intent of a player in a room, parsed strictly: unknown types and extra fields are refused. */
export const intentSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("start") }),
  z.strictObject({ type: z.literal("wordGuessed") }),
  z.strictObject({ type: z.literal("changeWord") }),
  z.strictObject({ type: z.literal("nextRound") }),
  z.strictObject({ type: z.literal("endGame") }),
  z.strictObject({ type: z.literal("playAgain") }),
  z.strictObject({
    type: z.literal("updateSettings"),
    settings: z.strictObject({
      showTimer: z.boolean().optional(),
      oppositeTeamCanSeeWord: z.boolean().optional(),
      allowWordChange: z.boolean().optional(),
      pickTeams: z.boolean().optional(),
    }),
  }),
  z.strictObject({
    type: z.literal("chooseWords"),
    categories: z.array(z.enum(WORD_CATEGORIES)).max(WORD_CATEGORIES.length),
    mode: z.enum(["mixed", "only"]),
    ourWords: z.string().max(OUR_WORDS_TEXT_MAX, catchphraseErrors.ourWordsTooLong).optional(),
  }),
  z.strictObject({ type: z.literal("leave") }),
  z.strictObject({ type: z.literal("handOverAndLeave") }),
  z.strictObject({ type: z.literal("skipTurn") }),
  z.strictObject({ type: z.literal("removePlayer"), playerId: z.uuid() }),
  z.strictObject({ type: z.literal("switchTeam") }),
  z.strictObject({ type: z.literal("shuffleTeams") }),
  z.strictObject({ type: z.literal("joinGame") }),
  z.strictObject({ type: z.literal("removeSpectator"), spectatorId: z.uuid() }),
]) satisfies z.ZodType<Intent>;

/** The create form: the host's name, the rounds stepper and the time-per-round buttons. */
export const createRoomRequestSchema = z.strictObject({
  name: rawName,
  totalRounds: z
    .int(catchphraseErrors.roundsOutOfRange)
    .min(MIN_ROUNDS, catchphraseErrors.roundsOutOfRange)
    .max(MAX_ROUNDS, catchphraseErrors.roundsOutOfRange),
  roundDuration: z.literal(ROUND_DURATIONS, catchphraseErrors.durationNotAllowed),
  visitorId: visitorIdField,
});

export type CreateRoomRequest = z.infer<typeof createRoomRequestSchema>;

/** The join form: the code is trimmed and upper-cased as the input field does, then checked. */
export const joinRoomRequestSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, { error: catchphraseErrors.roomCodeRequired, abort: true })
    .regex(ROOM_CODE_PATTERN, catchphraseErrors.roomCodeInvalid),
  name: rawName,
  visitorId: visitorIdField,
});

export type JoinRoomRequest = z.infer<typeof joinRoomRequestSchema>;
