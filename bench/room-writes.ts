/**
 * The room store alone (issue 23): how many room writes a second it commits, and how long each
 * waits, with group commit (up to 64 rooms a statement) and without (each write a statement of
 * its own, sent at once: on PostgreSQL as many at a time as the pool has connections), in the
 * same run, on the embedded database (in a data folder on disk) and on PostgreSQL (a throw-away
 * database on the server of BENCH_DATABASE_URL or TEST_DATABASE_URL; skipped without one). Each
 * write is a room of the size the game writes at its start, with one counted event, from
 * `--writers` concurrent writers (rooms being played at once), each writing its room again as
 * soon as the previous write is answered. Then rooms half-way through a game (150 words used) and
 * late in a long one (600), their documents stored compressed, as PostgreSQL does by default, and
 * uncompressed, as this build does (decision 054), alternating, twice. Then a game's writes as the
 * room master makes them, each drawing a word, with the used words in the room's document, in rows
 * of their own (decision 055), and also the room's setup apart (decision 056), alternating, twice.
 * A last measure writes no room: each change is one row appended to a log whose primary key (code,
 * version) is the version check, group-committed alike, holding what a guessed word changes of a
 * room as decision 053 (proposed) would store it (the delta of room-delta.ts, from a game played
 * with the engine), to show what such a store writes. Prints figures; asserts nothing.
 *
 * `--stored N` first stores N idle rooms besides, as a server holds the day's rooms: a write's cost
 * should not grow with them.
 *
 *   npm run bench:writes -- --writers 200 --seconds 10
 *   npm run bench:writes -- --writers 16 --stored 10000
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { applyDelta, deltaOf, type RoomDelta } from "../src/server/catchphrase/room-delta";
import { type RoomDocument, roomParts } from "../src/server/catchphrase/room-writer";
import { type DatabaseConnection, openDatabase, preparedStatement } from "../src/server/db/client";
import { groupCommit } from "../src/server/db/group-commit";
import { createRoomRepository, MAX_ROOMS_PER_COMMIT, type RoomParts } from "../src/server/db/room-repository";
import { applyIntent, createRoom, joinRoom } from "../src/shared/catchphrase/engine";
import type { Room, StoryWord } from "../src/shared/catchphrase/types";
import { WORD_BANK } from "../src/shared/catchphrase/words/word-bank";
import { createTemporaryPostgresDatabase } from "../tests/support/postgres";

const { values: flags } = parseArgs({
  options: {
    writers: { type: "string", default: "200" },
    stored: { type: "string", default: "0" },
    seconds: { type: "string", default: "10" },
    databases: { type: "string", default: "embedded,postgres" },
  },
});
const WRITERS = Number(flags.writers);
const SECONDS = Number(flags.seconds);
/** Rooms stored besides those written, as a server holds its day's rooms (idle ones stay a day). */
const STORED = Number(flags.stored);
/**
 * Words drawn in a long game: ten rounds of two minutes at a word every 2 s. The document of such
 * a room is 8.6 kB, where PostgreSQL compresses by default.
 */
const LONG_GAME_WORDS = 600;
/** Words drawn half-way through a game of five rounds of 90 s (the spec's defaults): 3.1 kB. */
const MID_GAME_WORDS = 150;

/** Words of the bank, for rooms part-way through a long game. */
const BANK_WORDS = Object.values(WORD_BANK).flat();

/** A room of eight, as the game stores it, with `usedWords` words of its game drawn so far. */
function roomOf(code: string, usedWords = 0): { room: Room; tokenHashes: Record<string, string> } {
  const created = createRoom({ code, host: { id: `${code}-1`, name: "Host" }, totalRounds: 10, roundDuration: 120 });
  if (!created.ok) throw new Error(created.error);
  let room = created.value;
  for (let index = 2; index <= 8; index += 1) {
    const joined = joinRoom(room, { id: `${code}-${index}`, name: `Player ${index}` });
    if (joined.ok) room = joined.value;
  }
  const tokenHashes = Object.fromEntries(room.players.map((player) => [player.id, "x".repeat(43)]));
  return { room: { ...room, usedWords: BANK_WORDS.slice(0, usedWords) }, tokenHashes };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

let measures = 0;

/**
 * Room writes for SECONDS, with or without group commit, of rooms with `usedWords` words drawn;
 * `compressed` first sets the document's column back to PostgreSQL's default storage, which
 * compresses a value over about 2 kB (decision 054 stores it uncompressed).
 */
async function measure(
  connection: DatabaseConnection,
  label: string,
  groupCommits: boolean,
  usedWords = 0,
  compressed = false,
) {
  const storage = compressed ? "extended" : "external";
  await connection.db.execute(sql.raw(`alter table rooms alter column state set storage ${storage}`));
  const store = createRoomRepository<ReturnType<typeof roomOf>>(connection.db, { groupCommits });
  // Codes of their own for each measure: "M02042" is room 42 of the third measure.
  measures += 1;
  const prefix = `M${String(measures).padStart(2, "0")}`;
  const codes = Array.from({ length: WRITERS }, (_, index) => `${prefix}${String(index).padStart(3, "0")}`);
  for (const code of codes) await store.insert(code, roomOf(code, usedWords), Date.now());
  // With other rooms stored, the planner's figures include these, as a server's do once it has run.
  if (STORED > 0) await connection.db.execute(sql`analyze rooms`);
  const waits: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  let writes = 0;
  await Promise.all(
    codes.map(async (code) => {
      const document = roomOf(code, usedWords);
      let version = 1;
      while (performance.now() < until) {
        const sent = performance.now();
        const written = await store.replace(code, version, document, null, Date.now(), ["word_guessed"]);
        waits.push(performance.now() - sent);
        if (written === null) throw new Error(`${code} lost a race it cannot have`);
        version = written;
        writes += 1;
      }
    }),
  );
  waits.sort((a, b) => a - b);
  const size = JSON.stringify(roomOf("M00000", usedWords)).length;
  const mode = [
    groupCommits ? `group commit (≤ ${MAX_ROOMS_PER_COMMIT} rooms)` : "a statement per write",
    `${(size / 1000).toFixed(1)} kB rooms (${usedWords} words used)`,
    compressed ? "compressed (PostgreSQL's default)" : "uncompressed",
  ].join(", ");
  console.log(
    `| ${label} | ${mode} | ${Math.round(writes / SECONDS).toLocaleString("en")} | ${percentile(waits, 0.5).toFixed(1)} ms | ${percentile(waits, 0.99).toFixed(1)} ms |`,
  );
}

/** The document without its lists, as the store before decision 056 kept it, setup and all. */
const withoutLists = ({ room: { story: _story, usedWords: _usedWords, ...room }, tokenHashes }: RoomDocument) => ({
  room,
  tokenHashes,
});

/** The stores compared: before decision 055 (only the story in rows), before decision 056, and this build's. */
const STORES: { name: string; parts: RoomParts<RoomDocument> }[] = [
  {
    name: "used words in the document",
    parts: {
      lists: (document) => ({ story: roomParts.lists(document).story, usedWords: [] }),
      setup: () => ({}),
      state: ({ room: { story: _story, ...room }, tokenHashes }) => ({ room, tokenHashes }),
      with: ({ state, lists }) => {
        const document = state as RoomDocument;
        return { ...document, room: { ...document.room, story: lists.story as StoryWord[] } };
      },
    },
  },
  {
    name: "used words in rows",
    parts: {
      lists: roomParts.lists,
      setup: () => ({}),
      state: withoutLists,
      with: ({ state, lists }) => {
        const document = state as RoomDocument;
        const room = { ...document.room, story: lists.story as StoryWord[], usedWords: lists.usedWords as string[] };
        return { ...document, room };
      },
    },
  },
  { name: "used words in rows, setup apart", parts: roomParts },
];

/**
 * A game's writes as the room master makes them, for SECONDS: each write draws one more word (the
 * room's used words and its story grow by one, from `usedWords` of each at the start) and names
 * the document it replaces, through one of STORES.
 */
async function measureGame(
  connection: DatabaseConnection,
  label: string,
  usedWords: number,
  way: (typeof STORES)[number],
) {
  const store = createRoomRepository<RoomDocument>(connection.db, { parts: way.parts });
  measures += 1;
  const prefix = `M${String(measures).padStart(2, "0")}`;
  const codes = Array.from({ length: WRITERS }, (_, index) => `${prefix}${String(index).padStart(3, "0")}`);
  const told = (word: string): StoryWord => ({ round: 1, word, describer: "Host", team: "A", outcome: "guessed" });
  const started = (code: string): RoomDocument => {
    const { room, tokenHashes } = roomOf(code, usedWords);
    return { room: { ...room, story: room.usedWords.map(told) }, tokenHashes };
  };
  for (const code of codes) await store.insert(code, started(code), Date.now());
  const waits: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  let writes = 0;
  await Promise.all(
    codes.map(async (code) => {
      let document = started(code);
      let version = 1;
      while (performance.now() < until) {
        const word = BANK_WORDS[(document.room.usedWords.length * 7919) % BANK_WORDS.length] ?? "";
        const { room } = document;
        const next: RoomDocument = {
          ...document,
          room: {
            ...room,
            usedWords: [...room.usedWords, word],
            story: [...(room.story ?? []), told(room.game.currentWord)],
            game: { ...room.game, currentWord: word },
          },
        };
        const sent = performance.now();
        const written = await store.replace(code, version, next, null, Date.now(), ["word_guessed"], document);
        waits.push(performance.now() - sent);
        if (written === null) throw new Error(`${code} lost a race it cannot have`);
        [version, document] = [written, next];
        writes += 1;
      }
    }),
  );
  waits.sort((a, b) => a - b);
  console.log(
    `| ${label} | a game's writes from ${usedWords} words used, ${way.name} | ${Math.round(writes / SECONDS).toLocaleString("en")} | ${percentile(waits, 0.5).toFixed(1)} ms | ${percentile(waits, 0.99).toFixed(1)} ms |`,
  );
}

/**
 * The deltas of a game's first `count` guessed words, each started from the room as it was: what
 * the log measure appends, in turn. Checked to read back, so that the bench writes real deltas.
 */
function guessedWordDeltas(count: number): RoomDelta[] {
  const { room: waiting, tokenHashes } = roomOf("DELTA1");
  const context = () => ({ now: Date.now(), random: Math.random, words: WORD_BANK });
  const started = applyIntent(waiting, "DELTA1-1", { type: "start" }, context());
  if (!started.ok) throw new Error(started.error);
  const withoutStory = ({ story: _story, ...room }: Room): Room => room;
  let document: RoomDocument = { room: withoutStory(started.value.room), tokenHashes };
  const deltas: RoomDelta[] = [];
  for (let index = 0; index < count; index += 1) {
    const guessed = applyIntent(document.room, document.room.game.currentPlayer, { type: "wordGuessed" }, context());
    if (!guessed.ok) throw new Error(guessed.error);
    const next = { room: withoutStory(guessed.value.room), tokenHashes };
    const delta = deltaOf(document, next);
    if (JSON.stringify(applyDelta(document, delta)) !== JSON.stringify(next))
      throw new Error("a delta did not read back");
    deltas.push(delta);
    document = next;
  }
  return deltas;
}

/** The mean length of the JSON of `values`. */
const meanLength = (values: readonly object[]) =>
  values.reduce((sum, value) => sum + JSON.stringify(value).length, 0) / values.length;

/**
 * Each write one row, a real delta of a guessed word, appended to a log table of its own, created
 * here and dropped after; a row already there for that version is a lost race, as a stale version
 * is for a room.
 */
async function measureLog(connection: DatabaseConnection, label: string) {
  await connection.db.execute(
    sql.raw(`create table bench_room_log (code text not null, version integer not null, change jsonb not null,
      primary key (code, version))`),
  );
  const append = preparedStatement<{ code: string }>(
    connection.db,
    "bench_append_log",
    sql.raw(`insert into bench_room_log (code, version, change)
      select code, version, change from jsonb_to_recordset($1::jsonb) as input (code text, version integer, change jsonb)
      on conflict do nothing returning code`),
    ["jsonb"],
  );
  const appendInGroup = groupCommit(
    async (batch: readonly { code: string; version: number; change: object }[]) => {
      const written = new Set((await append(JSON.stringify(batch))).map((row) => row.code));
      return batch.map(({ code }) => written.has(code));
    },
    { maxBatch: MAX_ROOMS_PER_COMMIT, keyOf: (entry) => entry.code },
  );
  const deltas = guessedWordDeltas(64);
  const codes = Array.from({ length: WRITERS }, (_, index) => `L1B${String(index).padStart(3, "0")}`);
  const waits: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  let writes = 0;
  await Promise.all(
    codes.map(async (code) => {
      for (let version = 1; performance.now() < until; version += 1) {
        const sent = performance.now();
        const change = deltas[version % deltas.length] as RoomDelta;
        if (!(await appendInGroup({ code, version, change }))) throw new Error(`${code} lost a race it cannot have`);
        waits.push(performance.now() - sent);
        writes += 1;
      }
    }),
  );
  await connection.db.execute(sql.raw("drop table bench_room_log"));
  waits.sort((a, b) => a - b);
  console.log(
    `| ${label} | a log row per change (${Math.round(meanLength(deltas))} B), group commit | ${Math.round(writes / SECONDS).toLocaleString("en")} | ${percentile(waits, 0.5).toFixed(1)} ms | ${percentile(waits, 0.99).toFixed(1)} ms |`,
  );
}

/**
 * Each measure on one database: without and with group commit; then rooms of a long game stored
 * compressed and not, twice, alternating (the machine's speed drifts); a game's writes through
 * each of STORES, alike; then the log.
 */
async function measureAll(connection: DatabaseConnection, label: string) {
  if (STORED > 0) {
    const document = JSON.stringify(roomOf("IDLE00"));
    await connection.db.execute(
      sql`insert into rooms (code, state, setup, version, wakes_at, last_active_at, created_at)
          select 'I' || lpad(i::text, 5, '0'), ${document}::jsonb, '{}'::jsonb, 1, null, 0, 0
          from generate_series(1, ${STORED}) as i`,
    );
    await connection.db.execute(sql`analyze rooms`);
  }
  for (const grouped of [false, true]) await measure(connection, label, grouped);
  for (const usedWords of [MID_GAME_WORDS, LONG_GAME_WORDS]) {
    for (let round = 0; round < 2; round += 1) {
      for (const compressed of [true, false]) await measure(connection, label, true, usedWords, compressed);
    }
  }
  for (const usedWords of [MID_GAME_WORDS, LONG_GAME_WORDS]) {
    for (let round = 0; round < 2; round += 1) {
      for (const way of STORES) await measureGame(connection, label, usedWords, way);
    }
  }
  await measureLog(connection, label);
}

async function main() {
  console.log(
    `Room writes: ${WRITERS} rooms written at once, ${SECONDS} s each` +
      (STORED > 0 ? `, ${STORED.toLocaleString("en")} other rooms stored` : "") +
      "\n",
  );
  console.log("| database | writes | writes/s | p50 wait | p99 wait |");
  console.log("|---|---|---|---|---|");
  const databases = (flags.databases ?? "").split(",");
  if (databases.includes("embedded")) {
    const folder = await mkdtemp(path.join(tmpdir(), "bench-writes-"));
    const connection = await openDatabase({ dataDir: folder });
    await connection.migrate();
    await measureAll(connection, "embedded");
    await connection.close();
    await rm(folder, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (databases.includes("postgres") && url) {
    const database = await createTemporaryPostgresDatabase(url, "bench_writes");
    try {
      const connection = await openDatabase({ url: database.url });
      await connection.migrate();
      await measureAll(connection, "PostgreSQL");
      await connection.close();
    } finally {
      await database.drop();
    }
  } else if (databases.includes("postgres")) {
    console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.)");
  }
}

await main();
