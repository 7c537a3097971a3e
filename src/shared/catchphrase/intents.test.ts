import { describe, expect, expectTypeOf, it, vi } from "vitest";
import type { z } from "zod";
import { COMBINING_MARKS_LINE, normalizedLengths } from "../../../tests/support/normalize-spy";
import { createRoomRequestSchema, intentSchema, joinRoomRequestSchema, WORDED_FOR_PEOPLE } from "./intents";
import { roomCodeRequestSchema } from "./protocol";
import { ALL_INTENTS } from "./test-helpers";
import type { Intent } from "./types";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("intentSchema", () => {
  it("matches the engine's Intent type", () => {
    expectTypeOf<z.infer<typeof intentSchema>>().toEqualTypeOf<Intent>();
  });

  it.each([
    ...ALL_INTENTS,
    { type: "updateSettings", settings: {} },
    { type: "updateSettings", settings: { showTimer: false, oppositeTeamCanSeeWord: true, allowWordChange: true } },
    { type: "updateSettings", settings: { pickTeams: true } },
    { type: "skipTurn" },
    { type: "removePlayer", playerId: "5f255933-f58b-48da-b1db-c465e634f5a4" },
    { type: "handOverAndLeave" },
    { type: "switchTeam" },
    { type: "shuffleTeams" },
    { type: "chooseWords", categories: ["Food", "Places"], mode: "mixed" },
  ])("accepts $type", (intent) => {
    expect(intentSchema.parse(intent)).toEqual(intent);
  });

  it.each([
    null,
    "start",
    {},
    { type: "unknown" },
    { type: "start", extra: 1 },
    { type: "updateSettings" },
    { type: "updateSettings", settings: { showTimer: "yes" } },
    { type: "updateSettings", settings: { volume: 1 } },
    { type: "updateSettings", settings: {}, isHost: true },
    { type: "removePlayer" },
    { type: "removePlayer", playerId: "constructor" },
    { type: "removePlayer", playerId: "5f255933-f58b-48da-b1db-c465e634f5a4", ban: true },
    { type: "switchTeam", playerId: "5f255933-f58b-48da-b1db-c465e634f5a4" },
    { type: "switchTeam", team: "B" },
    { type: "skipTurn", to: "5f255933-f58b-48da-b1db-c465e634f5a4" },
    { type: "chooseWords", categories: ["Sports"], mode: "mixed" },
    { type: "chooseWords", categories: ["Food"], mode: "some" },
    { type: "chooseWords", categories: "Food", mode: "mixed" },
    { type: "chooseWords", categories: Array(7).fill("Food"), mode: "mixed" },
    { type: "chooseWords", categories: [], mode: "only", ourWords: ["a", "b"] },
  ])("refuses %j", (input) => {
    expect(intentSchema.safeParse(input).success).toBe(false);
  });

  it("reads Our Words as it parses: the engine is given the list", () => {
    expect(
      intentSchema.parse({
        type: "chooseWords",
        categories: [],
        mode: "only",
        ourWords: " Aunt Mo\n\nThe lake\naunt mo",
      }),
    ).toEqual({ type: "chooseWords", categories: [], mode: "only", ourWords: ["Aunt Mo", "The lake"] });
  });

  it("refuses a list with a bad line as it parses, naming the line in words for people", () => {
    const parsed = intentSchema.safeParse({
      type: "chooseWords",
      categories: [],
      mode: "only",
      ourWords: "ok\nbad\u200B",
    });
    expect(parsed.error?.issues).toMatchObject([
      {
        message: 'Nothing was saved. Line 2 ("bad") has an invisible character (U+200B) in it. Retype the line.',
        params: WORDED_FOR_PEOPLE,
      },
    ]);
  });

  it("refuses the review's line of 24,000 combining marks as too long, without composing it", async () => {
    let parsed: ReturnType<typeof intentSchema.safeParse> | undefined;
    const composed = await normalizedLengths(() => {
      parsed = intentSchema.safeParse({
        type: "chooseWords",
        categories: [],
        mode: "only",
        ourWords: COMBINING_MARKS_LINE,
      });
    });
    expect(parsed && firstMessage(parsed)).toMatch(
      /^Nothing was saved\. Line 1 \(".*"\) is longer than 40 characters\.$/u,
    );
    expect(Math.max(0, ...composed)).toBeLessThan(100);
  });

  it("refuses Our Words far beyond 500 words of 40 characters before reading them, saying why", () => {
    const ourWords = `${"x".repeat(40)}\n`.repeat(600);
    expect(firstMessage(intentSchema.safeParse({ type: "chooseWords", categories: [], mode: "only", ourWords }))).toBe(
      "That list is too long. Keep it to 500 words of at most 40 characters, one per line.",
    );
  });
});

describe("createRoomRequestSchema", () => {
  it("accepts the create form", () => {
    const form = { name: " Ada ", totalRounds: 5, roundDuration: 90 };
    expect(createRoomRequestSchema.parse(form)).toEqual(form);
  });

  it("accepts every allowed duration and the round bounds", () => {
    for (const roundDuration of [60, 75, 90, 120]) {
      expect(createRoomRequestSchema.safeParse({ name: "A", totalRounds: 3, roundDuration }).success).toBe(true);
    }
    expect(createRoomRequestSchema.safeParse({ name: "A", totalRounds: 10, roundDuration: 60 }).success).toBe(true);
  });

  it("refuses rounds out of 3..10 or not whole", () => {
    for (const totalRounds of [2, 11, 5.5, "5"]) {
      const result = createRoomRequestSchema.safeParse({ name: "A", totalRounds, roundDuration: 90 });
      expect(result.success).toBe(false);
    }
    expect(firstMessage(createRoomRequestSchema.safeParse({ name: "A", totalRounds: 11, roundDuration: 90 }))).toBe(
      "Rounds must be between 3 and 10.",
    );
  });

  it("refuses other durations", () => {
    const result = createRoomRequestSchema.safeParse({ name: "A", totalRounds: 5, roundDuration: 100 });
    expect(firstMessage(result)).toBe("Time per round must be 60, 75, 90 or 120 seconds.");
  });

  it("refuses extra fields, missing fields and huge names", () => {
    expect(createRoomRequestSchema.safeParse({ name: "A", totalRounds: 5, roundDuration: 90, host: 1 }).success).toBe(
      false,
    );
    expect(createRoomRequestSchema.safeParse({ name: "A", totalRounds: 5 }).success).toBe(false);
    expect(
      createRoomRequestSchema.safeParse({ name: "A".repeat(201), totalRounds: 5, roundDuration: 90 }).success,
    ).toBe(false);
  });
});

describe("joinRoomRequestSchema", () => {
  it("upper-cases and trims the code", () => {
    expect(joinRoomRequestSchema.parse({ code: " ab12cd ", name: "Bo" })).toEqual({ code: "AB12CD", name: "Bo" });
  });

  it("asks for a code when it is blank", () => {
    for (const code of ["", "   "]) {
      const result = joinRoomRequestSchema.safeParse({ code, name: "Bo" });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Please enter a room code to join"]);
    }
  });

  it("refuses codes that are not 6 letters or digits", () => {
    for (const code of ["ABC12", "ABC1234", "AB-12C", "ÄBC123"]) {
      expect(firstMessage(joinRoomRequestSchema.safeParse({ code, name: "Bo" }))).toBe(
        "Room codes are 6 letters or digits.",
      );
    }
  });

  it("refuses a code far longer than a code before trimming or upper-casing it", () => {
    const code = ` ABC123${" ".repeat(3_000)}`;
    const upperCased = vi.spyOn(String.prototype, "toUpperCase");
    try {
      expect(firstMessage(joinRoomRequestSchema.safeParse({ code, name: "Bo" }))).toBe(
        "Room codes are 6 letters or digits.",
      );
      expect(firstMessage(roomCodeRequestSchema.safeParse({ code }))).toBe("Room codes are 6 letters or digits.");
      expect(upperCased.mock.contexts.filter((text) => String(text).length > 64)).toEqual([]);
    } finally {
      upperCased.mockRestore();
    }
  });

  it("leaves blank names to validateName and refuses extra fields", () => {
    expect(joinRoomRequestSchema.safeParse({ code: "ABC123", name: "" }).success).toBe(true);
    expect(joinRoomRequestSchema.safeParse({ code: "ABC123", name: "Bo", team: "A" }).success).toBe(false);
  });
});
