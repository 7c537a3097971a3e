import { describe, expect, it } from "vitest";
import { ROOM_CODE_ALPHABET, ROOM_CODE_PATTERN, ROUND_DURATIONS } from "./constants";
import { applyIntent } from "./engine";
import { catchphraseErrors } from "./messages";
import { createRoom, joinRoom, makeRoomCode, validateName } from "./room-setup";
import { expectError, makeCtx, queueRandom, roomOf, seededRandom, unwrap } from "./test-helpers";

const create = (overrides: Partial<Parameters<typeof createRoom>[0]> = {}) =>
  createRoom({ code: "ROOM42", host: { id: "h", name: "Host" }, totalRounds: 5, roundDuration: 90, ...overrides });

describe("validateName", () => {
  it("trims the name", () => {
    expect(validateName("  Ada  ", "empty")).toEqual({ ok: true, name: "Ada" });
  });

  it("answers a blank name with the message of the form at hand", () => {
    expect(validateName("   ", catchphraseErrors.nameRequired)).toEqual({ ok: false, error: "Please enter your name" });
    expect(validateName("", catchphraseErrors.nameRequiredToJoin)).toEqual({
      ok: false,
      error: "Please enter your name before joining a room",
    });
  });

  it("accepts 20 characters and refuses 21", () => {
    expect(validateName("a".repeat(20), "empty").ok).toBe(true);
    expect(validateName("a".repeat(21), "empty")).toEqual({ ok: false, error: "Names can be at most 20 characters." });
  });

  it("counts characters, not UTF-16 units", () => {
    expect(validateName("😀".repeat(20), "empty").ok).toBe(true);
  });
});

describe("makeRoomCode", () => {
  it("makes 6 characters of A-Z and 0-9", () => {
    expect(makeRoomCode(queueRandom([0]))).toBe("AAAAAA");
    expect(makeRoomCode(queueRandom([0.99999]))).toBe("999999");
    const random = seededRandom(7);
    for (let i = 0; i < 50; i++) expect(makeRoomCode(random)).toMatch(ROOM_CODE_PATTERN);
    expect(ROOM_CODE_ALPHABET).toHaveLength(36);
  });
});

describe("createRoom", () => {
  it("puts the host on Team A in the initial state of section 3", () => {
    const room = unwrap(create({ host: { id: "h", name: "  Host  " }, totalRounds: 7, roundDuration: 60 }));
    expect(room).toEqual({
      code: "ROOM42",
      players: [{ id: "h", name: "Host", team: "A", isHost: true }],
      game: {
        status: "waiting",
        currentRound: 0,
        totalRounds: 7,
        currentTeam: "A",
        currentPlayer: "",
        currentWord: "",
        teamAScore: 0,
        teamBScore: 0,
        roundStartTime: 0,
        roundDuration: 60,
        timerActive: false,
        showTimer: true,
        oppositeTeamCanSeeWord: true,
        allowWordChange: false,
      },
      usedWords: [],
    });
  });

  it("refuses a blank host name with 'Please enter your name'", () => {
    expectError(create({ host: { id: "h", name: " " } }), "Please enter your name");
  });

  it("refuses a host name over 20 characters", () => {
    expectError(create({ host: { id: "h", name: "x".repeat(21) } }), catchphraseErrors.nameTooLong);
  });

  it("accepts 3 to 10 rounds only, whole numbers", () => {
    expect(create({ totalRounds: 3 }).ok).toBe(true);
    expect(create({ totalRounds: 10 }).ok).toBe(true);
    for (const totalRounds of [2, 11, 4.5, Number.NaN]) {
      expectError(create({ totalRounds }), "Rounds must be between 3 and 10.");
    }
  });

  it("accepts only 60, 75, 90 or 120 seconds per round", () => {
    for (const roundDuration of ROUND_DURATIONS) expect(create({ roundDuration }).ok).toBe(true);
    for (const roundDuration of [0, 30, 89, 180]) {
      expectError(create({ roundDuration }), "Time per round must be 60, 75, 90 or 120 seconds.");
    }
  });

  it("refuses a malformed room code", () => {
    for (const code of ["abc123", "ABC12", "ABC1234", "ABC-12"]) {
      expectError(create({ code }), catchphraseErrors.roomCodeInvalid);
    }
  });
});

describe("joinRoom", () => {
  it("adds a non-host whose team follows the player count: even A, odd B", () => {
    const room = roomOf(5);
    expect(room.players.map((player) => [player.id, player.team, player.isHost])).toEqual([
      ["p1", "A", true],
      ["p2", "B", false],
      ["p3", "A", false],
      ["p4", "B", false],
      ["p5", "A", false],
    ]);
  });

  it("counts players, not team sizes", () => {
    const afterLeave = unwrap(applyIntent(roomOf(4), "p3", { type: "leave" }, makeCtx())).room;
    expect(afterLeave.players.map((player) => player.team)).toEqual(["A", "B", "B"]);
    const joined = unwrap(joinRoom(afterLeave, { id: "new", name: "New" }));
    expect(joined.players.at(-1)).toEqual({ id: "new", name: "New", team: "B", isHost: false });
  });

  it("trims the name and leaves the rest of the room alone", () => {
    const room = roomOf(2);
    const joined = unwrap(joinRoom(room, { id: "x", name: "  Zed " }));
    expect(joined.players.at(-1)?.name).toBe("Zed");
    expect(joined.game).toEqual(room.game);
    expect(room.players).toHaveLength(2);
  });

  it("refuses the eleventh player with 'Room is full'", () => {
    const full = roomOf(10);
    expect(full.players).toHaveLength(10);
    expectError(joinRoom(full, { id: "p11", name: "Late" }), "Room is full");
  });

  it("refuses a blank name with the join form's message", () => {
    expectError(joinRoom(roomOf(1), { id: "x", name: "  " }), "Please enter your name before joining a room");
  });

  it("refuses a name over 20 characters", () => {
    expectError(joinRoom(roomOf(1), { id: "x", name: "y".repeat(21) }), catchphraseErrors.nameTooLong);
  });

  it("refuses a player id already in the room", () => {
    expectError(joinRoom(roomOf(2), { id: "p2", name: "Again" }), catchphraseErrors.alreadyMember);
  });

  it("is open while a game runs", () => {
    const playing = unwrap(applyIntent(roomOf(4), "p1", { type: "start" }, makeCtx())).room;
    expect(unwrap(joinRoom(playing, { id: "p5", name: "Late" })).players).toHaveLength(5);
  });
});
