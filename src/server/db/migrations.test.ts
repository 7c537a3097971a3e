import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { type RoomDocument, roomParts } from "../catchphrase/room-writer";
import { migrationsFolder } from "../paths";
import { type DatabaseConnection, openDatabase, rowsOf } from "./client";
import { createPresenceRepository } from "./presence-repository";
import { createRoomRepository } from "./room-repository";

/** A copy of the migrations folder that stops after the migration tagged `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "migrations-"));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

/** An embedded database migrated up to the migration tagged `lastTag`, given to `test`, then closed. */
async function atMigration(lastTag: string, test: (connection: DatabaseConnection) => Promise<void>): Promise<void> {
  const connection = await openDatabase({});
  const folder = await migrationsUpTo(lastTag);
  try {
    // openDatabase({}) is the embedded database, whatever its type says.
    await migrate(connection.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    await test(connection);
  } finally {
    await connection.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/** Stores `document` whole as its room's state (`room.code`), as the rooms of before a migration were kept. */
async function storeRoom(connection: DatabaseConnection, document: { room: { code: string } }, version: number) {
  await connection.db.execute(sql`
    insert into rooms (code, state, version, last_active_at, created_at)
    values (${document.room.code}, ${JSON.stringify(document)}::jsonb, ${version}, 0, 0)`);
}

describe("upgrading a database", () => {
  it("keeps the presence of the players connected before presence was kept per process (0008)", () =>
    atMigration("0007_room_presence_in_place", async (connection) => {
      await connection.db.execute(sql`
        insert into rooms (code, state, version, last_active_at, created_at) values ('UPGRD1', '{}', 1, 0, 0)`);
      // Ann and Ben were connected; their server last renewed them at 1,000 and 2,000.
      await connection.db.execute(sql`
        insert into room_presence (code, player_id, seen_at) values ('UPGRD1', 'ann', 1000), ('UPGRD1', 'ben', 2000)`);

      await connection.migrate();

      const presence = createPresenceRepository(connection.db);
      // Ann reconnects to the upgraded server; Ben does not, and is gone from his last renewal.
      const ann = { code: "UPGRD1", playerId: "ann" };
      expect(await presence.arrive("after", [ann], 3_000)).toEqual([ann]);
      await presence.heartbeat("after", 9_000);
      expect(await presence.goneBy(7_000)).toEqual([{ code: "UPGRD1", playerId: "ben", seenAt: 2_000 }]);
    }));

  it("moves the stories of rooms under way into rows of their own, and finds the rooms as they were (0009)", () =>
    atMigration("0008_presence_per_process", async (connection) => {
      const told = (word: string) => ({ round: 1, word, describer: "ann", team: "A", outcome: "guessed" });
      const storied = { room: { code: "UPGRD2", story: [told("Kite"), told("Lamp"), told("Moon")] }, tokenHashes: {} };
      const unstoried = { room: { code: "UPGRD3" }, tokenHashes: {} };
      for (const document of [storied, unstoried]) await storeRoom(connection, document, 4);

      await connection.migrate();

      const rooms = createRoomRepository<RoomDocument>(connection.db, { parts: roomParts });
      expect((await rooms.find("UPGRD2"))?.document).toEqual({ ...storied, room: { ...storied.room, usedWords: [] } });
      expect((await rooms.find("UPGRD3"))?.document).toEqual({
        ...unstoried,
        room: { code: "UPGRD3", story: [], usedWords: [] },
      });
      const rows = await rowsOf<{ code: string; seq: number; word: string }>(
        connection.db,
        sql`select code, seq, entry->>'word' as word from room_story order by code, seq`,
      );
      expect(rows).toEqual([
        { code: "UPGRD2", seq: 0, word: "Kite" },
        { code: "UPGRD2", seq: 1, word: "Lamp" },
        { code: "UPGRD2", seq: 2, word: "Moon" },
      ]);
      const [kept] = await rowsOf<{ story: unknown }>(
        connection.db,
        sql`select state->'room'->'story' as story from rooms where code = 'UPGRD2'`,
      );
      expect(kept?.story).toBeNull();
    }));

  it("reads a room stored compressed before 0010, and stores it uncompressed from then on", () =>
    atMigration("0009_story_rows", async (connection) => {
      // The longest list of its own words a group may keep: far past the 2 kB above which PostgreSQL compresses a value.
      const ourWords = Array.from({ length: 500 }, (_, n) => `word ${n}`);
      const room = { code: "UPGRD4", players: [], wordChoice: { categories: [], mode: "only", ourWords } };
      const document = { room, tokenHashes: {} };
      await storeRoom(connection, document, 7);
      const compression = async (columns: string) =>
        (await rowsOf(connection.db, sql.raw(`select ${columns} from rooms where code = 'UPGRD4'`)))[0];
      expect(await compression("pg_column_compression(state) as state")).toEqual({ state: "pglz" });

      await connection.migrate();

      const BOTH = "pg_column_compression(state) as state, pg_column_compression(setup) as setup";
      const rooms = createRoomRepository<RoomDocument>(connection.db, { parts: roomParts });
      const read = { ...document, room: { ...room, story: [], usedWords: [] } } as unknown as RoomDocument;
      expect(await rooms.find("UPGRD4")).toMatchObject({ document: read, version: 7 });
      expect(await compression(BOTH)).toEqual({ state: null, setup: null });
      const wordChoice = { categories: [], mode: "only" as const, ourWords: ourWords.slice(1) };
      const rewritten = { ...read, room: { ...read.room, wordChoice } };
      expect(await rooms.replace("UPGRD4", 7, rewritten, null, 1_000, [], read)).toBe(8);
      expect(await compression(BOTH)).toEqual({ state: null, setup: null });
      expect((await rooms.find("UPGRD4"))?.document).toEqual(rewritten);
    }));

  it("moves the used words of rooms under way into rows of their own, and finds the rooms as they were (0011)", () =>
    atMigration("0010_room_state_uncompressed", async (connection) => {
      const drawing = { room: { code: "UPGRD5", usedWords: ["Kite", "Lamp", "Moon"] }, tokenHashes: {} };
      const fresh = { room: { code: "UPGRD6", usedWords: [] }, tokenHashes: {} };
      for (const document of [drawing, fresh]) await storeRoom(connection, document, 4);

      await connection.migrate();

      const rooms = createRoomRepository<RoomDocument>(connection.db, { parts: roomParts });
      expect(await rooms.find("UPGRD5")).toMatchObject({
        version: 4,
        document: { ...drawing, room: { ...drawing.room, story: [] } },
      });
      expect((await rooms.find("UPGRD6"))?.document).toEqual({ ...fresh, room: { ...fresh.room, story: [] } });
      const rows = await rowsOf<{ code: string; seq: number; word: string }>(
        connection.db,
        sql`select code, seq, entry #>> '{}' as word from room_used_words order by code, seq`,
      );
      expect(rows).toEqual([
        { code: "UPGRD5", seq: 0, word: "Kite" },
        { code: "UPGRD5", seq: 1, word: "Lamp" },
        { code: "UPGRD5", seq: 2, word: "Moon" },
      ]);
      const kept = await rowsOf<{ used: unknown }>(
        connection.db,
        sql`select state->'room'->'usedWords' as used from rooms order by code`,
      );
      expect(kept).toEqual([{ used: null }, { used: null }]);
    }));

  it("moves who is in each room and the words it plays with into the room's setup, and finds the rooms as they were (0012)", () =>
    atMigration("0011_used_words_rows", async (connection) => {
      const ann = { id: "ann", name: "Ann", team: "A", isHost: true, visitorId: "visitor-ann" };
      const ben = { id: "ben", name: "Ben", team: "B", isHost: false, offlineSince: 1_000 };
      const game = { status: "playing", currentRound: 2, currentWord: "Kite", teamAScore: 1, teamBScore: 0 };
      const full = {
        room: {
          code: "UPGRD7",
          players: [ann, ben],
          spectators: [{ id: "cy", name: "Cy" }],
          game,
          wordChoice: { categories: ["Food"], mode: "mixed", ourWords: ["Our word"] },
          removedVisitors: { "visitor-di": 9_000 },
        },
        tokenHashes: { ann: "hash-ann", ben: "hash-ben" },
      };
      const plain = { room: { code: "UPGRD8", players: [ann], game }, tokenHashes: { ann: "hash-ann" } };
      for (const document of [full, plain]) await storeRoom(connection, document, 6);

      await connection.migrate();

      const rooms = createRoomRepository<RoomDocument>(connection.db, { parts: roomParts });
      const withLists = (document: typeof full | typeof plain) => ({
        ...document,
        room: { ...document.room, story: [], usedWords: [] },
      });
      expect(await rooms.find("UPGRD7")).toMatchObject({ version: 6, document: withLists(full) });
      expect((await rooms.find("UPGRD7"))?.document).toEqual(withLists(full));
      expect((await rooms.find("UPGRD8"))?.document).toEqual(withLists(plain));
      const kept = await rowsOf<{ state: unknown; setup: unknown }>(
        connection.db,
        sql`select state, setup from rooms where code = 'UPGRD8'`,
      );
      expect(kept).toEqual([
        { state: { room: { code: "UPGRD8", game } }, setup: { players: [ann], tokenHashes: { ann: "hash-ann" } } },
      ]);
    }));
});
