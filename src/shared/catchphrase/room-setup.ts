import {
  hasControlCharacters,
  hasDirectionControls,
  hasVisibleCharacter,
  nameComparisonKey,
  tooLongToCompose,
} from "../text-rules";
import {
  DEFAULT_SETTINGS,
  isRoundDuration,
  MAX_PLAYERS,
  MAX_ROUNDS,
  MIN_ROUNDS,
  NAME_MAX_LENGTH,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  ROOM_CODE_PATTERN,
} from "./constants";
import { catchphraseErrors } from "./messages";
import { randomIndex } from "./random";
import { removalRefusal } from "./removals";
import { joiningTeam } from "./turn-order";
import { fail, type GameSettings, type GameState, ok, type Player, type Result, type Room } from "./types";

/** Making a room and letting people in (catchphrase.md sections 4 and 5: Create, Join). */

/**
 * A player's name as it will be stored: trimmed, in Unicode's composed form (NFC, which looks the
 * same), non-empty, with no control or direction-changing characters, something visible, and at
 * most NAME_MAX_LENGTH characters, so that it shows as typed wherever it appears. A name far too
 * long is refused before it is composed (tooLongToCompose). `emptyMessage` is the spec's text for
 * the form at hand (create and join word it differently).
 */
export function validateName(
  raw: string,
  emptyMessage: string,
): { ok: true; name: string } | { ok: false; error: string } {
  const trimmed = raw.trim();
  if (trimmed === "") return { ok: false, error: emptyMessage };
  if (tooLongToCompose(trimmed, NAME_MAX_LENGTH)) return { ok: false, error: catchphraseErrors.nameTooLong };
  const name = trimmed.normalize("NFC");
  if (hasControlCharacters(name)) return { ok: false, error: catchphraseErrors.nameControlCharacters };
  if (hasDirectionControls(name)) return { ok: false, error: catchphraseErrors.nameDirectionControls };
  if (!hasVisibleCharacter(name)) return { ok: false, error: catchphraseErrors.nameInvisible };
  if (Array.from(name).length > NAME_MAX_LENGTH) return { ok: false, error: catchphraseErrors.nameTooLong };
  return { ok: true, name };
}

/**
 * Whether a player or spectator of `room` already goes by `name`, as people would read it
 * (nameComparisonKey), leaving out `except` (someone changing places keeps their own name).
 */
export function isNameTaken(room: Room, name: string, except?: string): boolean {
  const key = nameComparisonKey(name);
  return [...room.players, ...(room.spectators ?? [])].some(
    (someone) => someone.id !== except && nameComparisonKey(someone.name) === key,
  );
}

/** A fresh room code drawn from ROOM_CODE_ALPHABET; the caller retries on a collision. */
export function makeRoomCode(random: () => number): string {
  let code = "";
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomIndex(random, ROOM_CODE_ALPHABET.length)];
  return code;
}

export type CreateRoomInput = {
  code: string;
  host: { id: string; name: string; visitorId?: string | undefined };
  totalRounds: number;
  /** Seconds: one of ROUND_DURATIONS. */
  roundDuration: number;
};

/** A new room holding only its host (Team A) in the initial state of catchphrase.md section 3. */
export function createRoom({ code, host, totalRounds, roundDuration }: CreateRoomInput): Result<Room> {
  const name = validateName(host.name, catchphraseErrors.nameRequired);
  if (!name.ok) return fail(name.error);
  if (!ROOM_CODE_PATTERN.test(code)) return fail(catchphraseErrors.roomCodeInvalid);
  if (!Number.isInteger(totalRounds) || totalRounds < MIN_ROUNDS || totalRounds > MAX_ROUNDS) {
    return fail(catchphraseErrors.roundsOutOfRange);
  }
  if (!isRoundDuration(roundDuration)) return fail(catchphraseErrors.durationNotAllowed);
  return ok({
    code,
    players: [
      {
        id: host.id,
        name: name.name,
        team: "A",
        isHost: true,
        ...(host.visitorId ? { visitorId: host.visitorId } : {}),
      },
    ],
    game: waitingState({ ...DEFAULT_SETTINGS, totalRounds, roundDuration }),
    usedWords: [],
  });
}

/** Who asks to join: a fresh player id, the typed name, and the browser's signed visitor id if it has one. */
export type Joiner = { id: string; name: string; visitorId?: string | undefined };

/**
 * The room with one more player, never a host. The team follows the player count before joining
 * (even: A, odd: B), or goes to the smaller team when teams are picked; teams are evened out again
 * at the start of a game unless picked. Joining is open in every status, up to MAX_PLAYERS, under
 * a name nobody in the room has, so players can tell who is who. A browser whose player was
 * removed may not join again until its removal lapses; while any removal holds, a browser must
 * say which it is (`now` is the server's clock).
 */
export function joinRoom(room: Room, joiner: Joiner, now = 0): Result<Room> {
  const name = validateName(joiner.name, catchphraseErrors.nameRequiredToJoin);
  if (!name.ok) return fail(name.error);
  if (room.players.some((player) => player.id === joiner.id)) return fail(catchphraseErrors.alreadyMember);
  const removed = removalRefusal(room, joiner.visitorId, now);
  if (removed) return fail(removed);
  if (room.players.length >= MAX_PLAYERS) return fail(catchphraseErrors.roomFull);
  if (isNameTaken(room, name.name)) return fail(catchphraseErrors.nameTaken);
  const player: Player = {
    id: joiner.id,
    name: name.name,
    team: joiningTeam(room.players, room.game.pickTeams ?? false),
    isHost: false,
    ...(joiner.visitorId ? { visitorId: joiner.visitorId } : {}),
  };
  return ok({ ...room, players: [...room.players, player] });
}

/**
 * The lobby state, keeping the given settings: a new room's and the one Play Again returns to.
 */
export function waitingState(kept: Pick<GameState, "totalRounds" | "roundDuration" | keyof GameSettings>): GameState {
  return {
    status: "waiting",
    currentRound: 0,
    totalRounds: kept.totalRounds,
    currentTeam: "A",
    currentPlayer: "",
    currentWord: "",
    teamAScore: 0,
    teamBScore: 0,
    roundStartTime: 0,
    roundDuration: kept.roundDuration,
    timerActive: false,
    showTimer: kept.showTimer,
    oppositeTeamCanSeeWord: kept.oppositeTeamCanSeeWord,
    allowWordChange: kept.allowWordChange,
    pickTeams: kept.pickTeams ?? false,
  };
}
