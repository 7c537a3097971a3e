import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it, vi } from "vitest";
import { databaseDrivers, useMigratedDatabase } from "../../../tests/support/databases";
import { seededRandom } from "../../../tests/support/seeded-random";
import { rowsOf } from "./client";
import { counterShard, createEventCountsRepository, ROOM_COUNTER_SHARDS } from "./event-counts-repository";
import {
  ACTIVITY_RESOLUTION_MS,
  createRoomRepository,
  MAX_ROOMS_PER_COMMIT,
  REPLACE_ROOMS,
  type RoomParts,
} from "./room-repository";

type Doc = { label: string };

describe.each(databaseDrivers())("rooms on $name", (driver) => {
  const connection = useMigratedDatabase(driver);
  const repository = () => createRoomRepository<Doc>(connection().db);

  /**
   * Watches the statements the store sends to the database (PGlite's `exec` too, which runs a
   * prepared write; a statement's one-time PREPARE does not count); `stop` answers what was sent.
   */
  function watchStatements(): { stop(): unknown[][] } {
    type Client = { query(...args: unknown[]): unknown; exec?(...args: unknown[]): unknown };
    const client = (connection().db as unknown as { $client: Client }).$client;
    const spies = [vi.spyOn(client, "query"), ...(client.exec ? [vi.spyOn(client as Required<Client>, "exec")] : [])];
    return {
      stop() {
        const calls = spies.flatMap((spy) => spy.mock.calls);
        for (const spy of spies) spy.mockRestore();
        return calls.filter(([text]) => !(typeof text === "string" && text.startsWith("prepare ")));
      },
    };
  }

  /** A statement watched: a prepared one by its name, any other by its first words. */
  function statementName([statement]: unknown[]): string {
    if (typeof statement === "object" && statement !== null && "name" in statement) return String(statement.name);
    const text = typeof statement === "string" ? statement : JSON.stringify(statement);
    return /^execute (\w+)/.exec(text)?.[1] ?? text.slice(0, 120);
  }

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

  it("counts each write's events with it, exactly once, and nothing for a write that does not happen", async () => {
    const counters = () => createEventCountsRepository(connection().db);
    const at = Date.parse("2026-11-22T10:00:00Z");
    const names = ["room_created", "room_joined", "word_guessed", "round_started", "room_left"];
    await counters().increment("word_guessed", at);

    // Creating, joining, playing and removing a room, each counted with its write.
    expect(await repository().insert("EEEEEF", { label: "v1" }, at, ["room_created"])).toBe(true);
    expect(await repository().insert("EEEEEF", { label: "again" }, at, ["room_created"])).toBe(false);
    expect(await repository().replace("EEEEEF", 1, { label: "v2" }, null, at, ["room_joined"])).toBe(2);
    const played = ["word_guessed", "word_guessed", "round_started"];
    expect(await repository().replace("EEEEEF", 2, { label: "v3" }, null, at, played)).toBe(3);
    // A write that lost its race, or whose room is gone, counts nothing.
    expect(await repository().replace("EEEEEF", 2, { label: "stale" }, null, at, played)).toBeNull();
    expect(await repository().replace("NOROOM", 1, { label: "x" }, null, at, played)).toBeNull();
    expect(await repository().remove("EEEEEF", at, ["room_left"])).toBe(true);
    expect(await repository().remove("EEEEEF", at, ["room_left"])).toBe(false);

    // A day's count is the sum over the shards: the room's own (EEEEEF's is 1), and shard 0 for the rest.
    expect(await counters().totals(names)).toEqual({
      room_created: 1,
      room_joined: 1,
      word_guessed: 3,
      round_started: 1,
      room_left: 1,
    });
    expect(await counters().range(["word_guessed"], "2026-11-22", "2026-11-22")).toEqual([
      { name: "word_guessed", day: "2026-11-22", count: 3 },
    ]);
    const { rows } = (await connection().db.execute(
      sql`select shard, sum(count)::integer as count from event_counts where name = 'word_guessed' group by shard order by shard`,
    )) as unknown as { rows: { shard: number; count: number }[] };
    expect(rows).toEqual([
      { shard: 0, count: 1 },
      { shard: counterShard("EEEEEF"), count: 2 },
    ]);
  });

  it("commits the writes of many rooms together, each with its own version check and its own counts", async () => {
    const at = Date.parse("2026-11-23T10:00:00Z");
    const codes = Array.from({ length: 150 }, (_, index) => `G${String(index).padStart(5, "0")}`);
    for (const code of codes) await repository().insert(code, { label: "v1" }, at);
    // The statements the store sends to the database, counted.
    const sent = watchStatements();
    const store = createRoomRepository<Doc>(connection().db);
    // All at once: a first lone write, then batches of those that arrived meanwhile. Every third
    // one names a version that is not the room's: it alone loses.
    const versions = await Promise.all(
      codes.map((code, index) =>
        store.replace(code, index % 3 === 2 ? 7 : 1, { label: `v2 of ${code}` }, null, at, ["batch_counted"]),
      ),
    );
    expect(versions).toEqual(codes.map((_, index) => (index % 3 === 2 ? null : 2)));
    const written = sent.stop().map(statementName);
    for (const [index, code] of codes.entries()) {
      expect((await store.find(code))?.document.label, code).toBe(index % 3 === 2 ? "v1" : `v2 of ${code}`);
    }
    const counted = await createEventCountsRepository(connection().db).totals(["batch_counted"]);
    expect(counted.batch_counted).toBe(codes.filter((_, index) => index % 3 !== 2).length);
    // All were asked for in one turn of the event loop: one statement per MAX_ROOMS_PER_COMMIT rooms,
    // each the room write. (Named, so that a failure shows what else was sent: a loaded run once
    // counted one statement more.)
    expect(written).toEqual(Array(Math.ceil(codes.length / MAX_ROOMS_PER_COMMIT)).fill("replace_rooms"));
  });

  it("never writes one room twice in one batch: of two writes from one version, the second loses", async () => {
    const at = Date.parse("2026-11-23T10:00:00Z");
    const store = repository();
    await store.insert("HHHHHH", { label: "v1" }, at);
    await store.insert("IIIIII", { label: "v1" }, at);
    const [first, blocker, second] = await Promise.all([
      store.replace("IIIIII", 1, { label: "lone" }, null, at, ["pair_counted"]),
      store.replace("HHHHHH", 1, { label: "a" }, null, at, ["pair_counted"]),
      store.replace("HHHHHH", 1, { label: "b" }, null, at, ["pair_counted"]),
    ]);
    expect([first, blocker, second]).toEqual([2, 2, null]);
    expect((await store.find("HHHHHH"))?.document.label).toBe("a");
    expect((await createEventCountsRepository(connection().db).totals(["pair_counted"])).pair_counted).toBe(2);
  });

  it("keeps a document's lists in rows and its setup apart, writing only what a change adds or changes", async () => {
    type Listed = { label: string; story: string[]; used: string[]; members: string[] };
    const parts: RoomParts<Listed> = {
      lists: (document) => ({ story: document.story, usedWords: document.used }),
      setup: ({ members }) => ({ members }),
      state: ({ label }) => ({ label }),
      with: ({ state, setup, lists }) => ({
        ...(state as Pick<Listed, "label">),
        ...(setup as Pick<Listed, "members">),
        story: lists.story as string[],
        used: lists.usedWords as string[],
      }),
    };
    const store = createRoomRepository<Listed>(connection().db, { parts });
    const at = Date.parse("2026-11-27T10:00:00Z");
    const rowsIn = (table: "room_story" | "room_used_words") =>
      rowsOf<{ seq: number; entry: string }>(
        connection().db,
        sql`select seq, entry #>> '{}' as entry from ${sql.raw(table)} where code = 'STORY1' order by seq`,
      );
    /** What reached the database while `write` ran. */
    async function sentWhile(write: () => Promise<unknown>): Promise<string> {
      const sent = watchStatements();
      let calls: unknown[][] = [];
      try {
        await write();
      } finally {
        calls = sent.stop();
      }
      return JSON.stringify(calls);
    }

    const members = ["member-ann", "member-ben"];
    const first = { label: "one", story: ["opening-word"], used: ["apple"], members };
    expect(await store.insert("STORY1", first, at)).toBe(true);
    expect((await store.find("STORY1"))?.document).toEqual(first);
    // Another room's lists stay its own.
    const other = { label: "other", story: ["other-word", "other-word-2"], used: ["other-used"], members: ["other"] };
    expect(await store.insert("STORY2", other, at)).toBe(true);
    expect((await store.find("STORY2"))?.document).toEqual(other);
    const [row] = await rowsOf<{ state: unknown; setup: unknown }>(
      connection().db,
      sql`select state, setup from rooms where code = 'STORY1'`,
    );
    expect(row).toEqual({ state: { label: "one" }, setup: { members } });

    // A change that adds to the lists sends only what it adds, and its setup, the same, not at all.
    const second = { ...first, label: "two", story: [...first.story, "second-word"], used: [...first.used, "banana"] };
    const sent = await sentWhile(() => store.replace("STORY1", 1, second, null, at, [], first));
    expect(sent).toContain("second-word");
    expect(sent).toContain("banana");
    expect(sent).not.toContain("opening-word");
    expect(sent).not.toContain("apple");
    expect(sent).not.toContain("member-ann");
    expect(await rowsIn("room_story")).toEqual([
      { seq: 0, entry: "opening-word" },
      { seq: 1, entry: "second-word" },
    ]);
    expect(await rowsIn("room_used_words")).toEqual([
      { seq: 0, entry: "apple" },
      { seq: 1, entry: "banana" },
    ]);
    expect((await store.find("STORY1"))?.document).toEqual(second);

    // A lost race writes nothing of its lists.
    const late = { label: "late", story: ["late-word"], used: ["late-used"], members: ["late-member"] };
    expect(await store.replace("STORY1", 1, late, null, at, [], first)).toBeNull();
    expect((await store.find("STORY1"))?.document).toEqual(second);
    // The bank used up, the used words start again while the story goes on: the old rows go.
    const third = { ...second, label: "three", story: [...second.story, "third-word"], used: ["cherry"] };
    expect(await store.replace("STORY1", 2, third, null, at, [], second)).toBe(3);
    expect(await rowsIn("room_used_words")).toEqual([{ seq: 0, entry: "cherry" }]);
    expect((await rowsIn("room_story")).map(({ entry }) => entry)).toEqual(third.story);
    // A new game starts both again; someone new joins, and the setup is written again.
    const fourth = { label: "four", story: ["fresh-word"], used: [], members: [...members, "member-cy"] };
    const rejoined = await sentWhile(() => store.replace("STORY1", 3, fourth, null, at, [], third));
    expect(rejoined).toContain("member-cy");
    expect((await store.find("STORY1"))?.document).toEqual(fourth);
    expect(await rowsIn("room_story")).toEqual([{ seq: 0, entry: "fresh-word" }]);
    expect(await rowsIn("room_used_words")).toEqual([]);
    // Without the document it changed, a write stores the whole lists.
    const fifth = { label: "five", story: ["fresh-word", "fifth-word"], used: ["date"], members: ["member-di"] };
    expect(await store.replace("STORY1", 4, fifth, null, at)).toBe(5);
    expect((await store.find("STORY1"))?.document).toEqual(fifth);

    expect(await store.remove("STORY1", at)).toBe(true);
    expect(await rowsIn("room_story")).toEqual([]);
    expect(await rowsIn("room_used_words")).toEqual([]);
    expect((await store.find("STORY2"))?.document).toEqual(other);
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
    expect(await repository().remove("CCCCCC", 50_000)).toBe(true);
    expect(await repository().remove("CCCCCC", 50_000)).toBe(false);
  });

  it("stores a room's document uncompressed, however long it grows, as written and as rewritten", async () => {
    // 20 kB of a long game's used words: PostgreSQL would compress it by default (decision 054).
    const long = { label: Array.from({ length: 2_000 }, (_, n) => `word ${n}`).join(", ") };
    const stored = async () =>
      (
        await rowsOf<{ method: string | null; size: number }>(
          connection().db,
          sql`select pg_column_compression(state) as method, pg_column_size(state) as size from rooms where code = 'LLLLLL'`,
        )
      )[0];
    await repository().insert("LLLLLL", long, 1_000);
    expect(await stored()).toMatchObject({ method: null });
    expect(await repository().replace("LLLLLL", 1, { label: `${long.label}, one more` }, null, 2_000)).toBe(2);
    const rewritten = await stored();
    expect(rewritten?.method).toBeNull();
    expect(rewritten?.size).toBeGreaterThan(long.label.length);
    expect((await repository().find("LLLLLL"))?.document).toEqual({ label: `${long.label}, one more` });
  });

  it("finds each room of a batch through its primary key, without reading every room stored", async () => {
    const db = connection().db;
    // Two thousand rooms of about a kilobyte each, as a busy server holds, with the planner's figures.
    await rowsOf(
      db,
      sql`insert into rooms (code, state, setup, version, wakes_at, last_active_at, created_at)
          select 'P' || lpad(i::text, 5, '0'), jsonb_build_object('pad', repeat('x', 900)), '{}'::jsonb, 1, null, 0, 0
          from generate_series(1, 2000) as i`,
    );
    await rowsOf(db, sql`analyze rooms`);
    const batch = ["P00007", "P00420", "P01999"].map((code) => ({
      code,
      version: 1,
      state: {},
      setup: null,
      wakes_at: null,
      now: 0,
      story_from: 0,
      story_length: 0,
      story: [],
      used_words_from: 0,
      used_words_length: 0,
      used_words: [],
    }));
    const text = new PgDialect()
      .sqlToQuery(REPLACE_ROOMS)
      .sql.replace("$1::jsonb", `'${JSON.stringify(batch)}'::jsonb`)
      .replace("$2::jsonb", "'[]'::jsonb");
    const plan = (await rowsOf<Record<string, string>>(db, sql.raw(`explain ${text}`)))
      .map((row) => Object.values(row).join(" "))
      .join("\n");
    expect(plan).toContain("Index Scan using rooms_pkey on rooms");
    expect(plan).not.toMatch(/Seq Scan on rooms\b/);
    await rowsOf(db, sql`delete from rooms where code like 'P%'`);
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
