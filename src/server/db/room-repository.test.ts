import { describe, expect, it } from "vitest";
import { databaseDrivers, useMigratedDatabase } from "../../../tests/support/databases";
import { seededRandom } from "../../../tests/support/seeded-random";
import { createEventCountsRepository } from "./event-counts-repository";
import { ACTIVITY_RESOLUTION_MS, counterShard, createRoomRepository, ROOM_COUNTER_SHARDS } from "./room-repository";

type Doc = { label: string };

describe.each(databaseDrivers())("rooms on $name", (driver) => {
  const connection = useMigratedDatabase(driver);
  const repository = () => createRoomRepository<Doc>(connection().db);

  it("creates a room once per code and reads it back", async () => {
    expect(await repository().insert("AAAAAA", { label: "first" }, 1_000)).toBe(true);
    expect(await repository().insert("AAAAAA", { label: "second" }, 1_000)).toBe(false);
    expect(await repository().find("AAAAAA")).toEqual({
      code: "AAAAAA",
      document: { label: "first" },
      version: 1,
      wakesAt: null,
    });
    expect(await repository().find("ZZZZZZ")).toBeNull();
  });

  it("replaces only the version it read, so one of two concurrent writers loses", async () => {
    await repository().insert("BBBBBB", { label: "v1" }, 1_000);
    const [a, b] = await Promise.all([
      repository().replace("BBBBBB", 1, { label: "from a" }, null, 2_000),
      repository().replace("BBBBBB", 1, { label: "from b" }, null, 2_000),
    ]);
    expect([a, b].filter((version) => version === 2)).toHaveLength(1);
    expect([a, b].filter((version) => version === null)).toHaveLength(1);
    expect((await repository().find("BBBBBB"))?.version).toBe(2);
    expect(await repository().replace("NOROOM", 1, { label: "x" }, null, 2_000)).toBeNull();
  });

  it("counts a change's events in the same statement as the write, and nothing when the write loses", async () => {
    const counters = () => createEventCountsRepository(connection().db);
    await repository().insert("EEEEEE", { label: "v1" }, 1_000);
    await counters().increment("word_guessed", "2026-11-22");
    const counted = [
      { name: "word_guessed", day: "2026-11-22", shard: 5 },
      { name: "word_guessed", day: "2026-11-22", shard: 5 },
      { name: "round_started", day: "2026-11-22", shard: 5 },
    ];
    expect(await repository().replace("EEEEEE", 1, { label: "v2" }, null, 2_000, counted)).toBe(2);
    expect(await repository().replace("EEEEEE", 1, { label: "stale" }, null, 2_000, counted)).toBeNull();
    expect(await repository().replace("NOROOM", 1, { label: "x" }, null, 2_000, counted)).toBeNull();

    // A day's count is the sum over the shards.
    expect(await counters().totals(["word_guessed", "round_started"])).toEqual({ word_guessed: 3, round_started: 1 });
    expect(await counters().range(["word_guessed"], "2026-11-22", "2026-11-22")).toEqual([
      { name: "word_guessed", day: "2026-11-22", count: 3 },
    ]);
    expect((await repository().find("EEEEEE"))?.document).toEqual({ label: "v2" });
  });

  it("finds rounds that are due and rooms that are idle", async () => {
    await repository().insert("CCCCCC", { label: "timed" }, 5_000);
    await repository().replace("CCCCCC", 1, { label: "timed" }, 10_000, 5_000);
    expect(await repository().wakingBy(9_999)).not.toContainEqual(expect.objectContaining({ code: "CCCCCC" }));
    expect(await repository().wakingBy(10_000)).toContainEqual({ code: "CCCCCC", wakesAt: 10_000 });

    await repository().insert("DDDDDD", { label: "idle" }, 1);
    await repository().touch(["CCCCCC"], 50_000);
    const removed = await repository().removeIdle(40_000);
    expect(removed).toContain("DDDDDD");
    expect(removed).not.toContain("CCCCCC");
    expect(await repository().remove("CCCCCC")).toBe(true);
    expect(await repository().remove("CCCCCC")).toBe(false);
  });

  it("keeps a room's last activity to the minute, so that most writes leave its indexes alone", async () => {
    await repository().insert("FFFFFF", { label: "v1" }, 100_000);
    await repository().replace("FFFFFF", 1, { label: "v2" }, null, 100_000 + ACTIVITY_RESOLUTION_MS - 1);
    // A write less than a minute later leaves the last activity at 100 s.
    expect(await repository().removeIdle(99_999)).not.toContain("FFFFFF");
    expect(await repository().removeIdle(100_000)).toContain("FFFFFF");

    // A write a minute later moves it.
    await repository().insert("GGGGGG", { label: "v1" }, 100_000);
    await repository().replace("GGGGGG", 1, { label: "v2" }, null, 100_000 + ACTIVITY_RESOLUTION_MS);
    expect(await repository().removeIdle(100_000 + ACTIVITY_RESOLUTION_MS - 1)).not.toContain("GGGGGG");
    expect(await repository().removeIdle(100_000 + ACTIVITY_RESOLUTION_MS)).toContain("GGGGGG");
  });
});

describe("counter shards of rooms", () => {
  it("keep each room in one shard and spread rooms over all of them", () => {
    expect(counterShard("ABC123")).toBe(counterShard("ABC123"));
    const random = seededRandom(7);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    const shards = new Set<number>();
    for (let room = 0; room < 500; room += 1) {
      const code = Array.from({ length: 6 }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
      const shard = counterShard(code);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(ROOM_COUNTER_SHARDS);
      shards.add(shard);
    }
    expect(shards.size).toBe(ROOM_COUNTER_SHARDS);
  });
});
