import { describe, expect, it } from "vitest";
import { normalizedLengths } from "../../../tests/support/normalize-spy";
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
    // Trimming takes every kind of space, the byte order mark included.
    expect(validateName("\u3000\ufeff\u00a0", catchphraseErrors.nameRequired)).toEqual({
      ok: false,
      error: "Please enter your name",
    });
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

  it("refuses a name of long runs of combining marks before composing it", async () => {
    let outcome: ReturnType<typeof validateName> | undefined;
    const composed = await normalizedLengths(() => {
      outcome = validateName(`Sam${"\u0301".repeat(100)}${"\u0316".repeat(97)}`, "empty");
    });
    expect(outcome).toEqual({ ok: false, error: "Names can be at most 20 characters." });
    expect(composed).toEqual([]);
  });

  it("still takes a name typed in decomposed letters, composed", () => {
    // "Ngọc Ánh" typed as letters followed by their marks: 12 characters before composing, 8 after.
    expect(validateName("Ngo\u0323c A\u0301nh", "empty")).toEqual({ ok: true, name: "Ng\u1ECDc \u00C1nh" });
  });

  it.each([
    ["NUL", "Sam\u0000"],
    ["a tab", "Sam\tLee"],
    ["a line break", "Sam\nLee"],
    ["escape", "\u001b[2JSam"],
    ["DEL", "Sam\u007f"],
    ["a C1 control", "Sam\u0085"],
    ["a line separator", "Sam\u2028Lee"],
    ["half a surrogate pair", "Sam\ud83d"],
  ])("refuses a name holding %s", (_label, name) => {
    expect(validateName(name, "empty")).toEqual({
      ok: false,
      error: "Names can't contain tabs, line breaks or other control characters.",
    });
  });

  it.each([
    ["zero-width spaces", "\u200b\u200b\u200b"],
    ["zero-width joiners and a word joiner", "\u200c\u200d\u2060"],
    ["a byte order mark between zero-width spaces", "\u200b\ufeff\u200b"],
    ["soft hyphens", "\u00ad\u00ad"],
    ["variation selectors", "\ufe0f\ufe0e"],
    ["a Hangul filler", "\u3164"],
    ["the blank Braille pattern", "\u2800\u2800"],
    ["direction marks and a zero-width space", "\u200e\u200b\u200f"],
  ])("refuses a name made only of %s", (_label, name) => {
    expect(validateName(name, "empty")).toEqual({ ok: false, error: "Names need at least one visible character." });
  });

  it.each([
    ["a right-to-left override", "\u202eevil"],
    ["only overrides", "\u202e\u202d"],
    ["a left-to-right embedding", "Sam\u202a"],
    ["a pop", "Sam\u202c"],
    ["an isolate", "\u2067سام\u2069"],
    ["a first-strong isolate", "\u2068Sam"],
  ])("refuses a name with %s, which would reorder the text after it", (_label, name) => {
    expect(validateName(name, "empty")).toEqual({
      ok: false,
      error: "Names can't contain characters that change the direction of text.",
    });
  });

  it("keeps names as typed, in any script, with emoji, joiners and direction marks, accents composed", () => {
    for (const name of ["سام", "שרה", "山田太郎", "Zoë O'Neil", "👨‍👩‍👧", "❤️ Ana", "Sam\u200e (سام)", "Ｓａｍ"]) {
      expect(validateName(name, "empty")).toEqual({ ok: true, name });
    }
    // A decomposed accent is stored composed, which looks the same.
    expect(validateName("Zoe\u0308", "empty")).toEqual({ ok: true, name: "Zo\u00eb" });
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
        pickTeams: false,
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

  it.each(["Sam", "sam ", "SAM", "Ｓａｍ", "S\u200bam", "  sAm"])(
    "refuses %j when Sam is in the room with 'That name is taken in this room'",
    (name) => {
      const room = unwrap(joinRoom(roomOf(2), { id: "sam", name: "Sam" }));
      expectError(joinRoom(room, { id: "x", name }), "That name is taken in this room");
    },
  );

  it("refuses the host's name too, and lets the name in again once its player has left", () => {
    const room = unwrap(create({ host: { id: "h", name: "Ｈｏｓｔ" } }));
    expectError(joinRoom(room, { id: "x", name: "host" }), "That name is taken in this room");
    const withSam = unwrap(joinRoom(room, { id: "sam", name: "Sam" }));
    const afterLeave = unwrap(applyIntent(withSam, "sam", { type: "leave" }, makeCtx())).room;
    expect(unwrap(joinRoom(afterLeave, { id: "sam2", name: "sam" })).players.at(-1)?.name).toBe("sam");
    // A name that only starts like a player's is another name.
    expect(unwrap(joinRoom(withSam, { id: "x", name: "Sammy" })).players.at(-1)?.name).toBe("Sammy");
  });

  it("refuses a NUL in a joining name without touching the room", () => {
    const room = roomOf(2);
    expectError(
      joinRoom(room, { id: "x", name: "Eve\u0000" }),
      "Names can't contain tabs, line breaks or other control characters.",
    );
    expect(room.players).toHaveLength(2);
  });

  it("is open while a game runs", () => {
    const playing = unwrap(applyIntent(roomOf(4), "p1", { type: "start" }, makeCtx())).room;
    expect(unwrap(joinRoom(playing, { id: "p5", name: "Late" })).players).toHaveLength(5);
  });
});
