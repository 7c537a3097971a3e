import { z } from "../zod";
import { MAX_ROUNDS, MIN_ROUNDS, OUR_WORDS_TEXT_MAX, ROOM_CODE_PATTERN, ROUND_DURATIONS } from "./constants";
import { catchphraseErrors } from "./messages";
import { ourWordsRefusal, readOurWords } from "./our-words";
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

/**
 * Marks a refusal written for people that is not one of catchphraseErrors (a list of Our Words
 * with the lines to mend): the server passes it on as it is, where other refusals of a schema
 * read "That request could not be understood."
 */
export const WORDED_FOR_PEOPLE = { wordedForPeople: true } as const;

/**
 * Our Words as the host typed them, read as they arrive (our-words.ts), once: bounded first, then
 * read line by line in time proportional to the text; a list with a bad line is refused here,
 * naming its lines, before it reaches the engine.
 */
const ourWordsField = z
  .string()
  .max(OUR_WORDS_TEXT_MAX, catchphraseErrors.ourWordsTooLong)
  .transform((text, context) => {
    const reading = readOurWords(text);
    if (reading.ok) return reading.words;
    context.addIssue({ code: "custom", message: ourWordsRefusal(reading.problems), params: WORDED_FOR_PEOPLE });
    return z.NEVER;
  });

/**
 * One intent of a player in a room, parsed strictly: unknown types and extra fields are refused.
 * Parsing is the only reading of what the browser sent: the engine is given the result.
 */
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
    ourWords: ourWordsField.optional(),
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

/** An intent as a browser sends it: Our Words as typed, where the engine's Intent has them read. */
export type IntentRequest = z.input<typeof intentSchema>;

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

/** The most a room code may be as sent, spaces around it and all: far more than its 6 characters. */
const RAW_CODE_MAX = 64;

/**
 * A room code as a browser sends it: bounded as it came, then trimmed and upper-cased as the input
 * field does; `required` refuses an empty one with the spec's words. Checked against the code's form
 * by each request.
 */
export function roomCodeField({ required }: { required: boolean }) {
  const cased = z.string().max(RAW_CODE_MAX, catchphraseErrors.roomCodeInvalid).trim().toUpperCase();
  return (required ? cased.min(1, { error: catchphraseErrors.roomCodeRequired, abort: true }) : cased).regex(
    ROOM_CODE_PATTERN,
    catchphraseErrors.roomCodeInvalid,
  );
}

/** The join form: the code is trimmed and upper-cased as the input field does, then checked. */
export const joinRoomRequestSchema = z.strictObject({
  code: roomCodeField({ required: true }),
  name: rawName,
  visitorId: visitorIdField,
});

export type JoinRoomRequest = z.infer<typeof joinRoomRequestSchema>;
