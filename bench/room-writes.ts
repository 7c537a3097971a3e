/**
 * The room store alone (issue 23): how many room writes a second it commits, and how long each
 * waits, with group commit (up to 64 rooms a statement) and without (each write a statement of
 * its own, sent at once: on PostgreSQL as many at a time as the pool has connections), in the same run, on the embedded database (in a data folder on disk) and on
 * PostgreSQL (a throw-away database on the server of BENCH_DATABASE_URL or TEST_DATABASE_URL;
 * skipped without one). Each write is a room of the size the game writes, with one counted event,
 * from `--writers` concurrent writers (rooms being played at once), each writing its room again as
 * soon as the previous write is answered. Prints figures; asserts nothing.
 *
 *   npm run bench:writes -- --writers 200 --seconds 10
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type DatabaseConnection, openDatabase } from "../src/server/db/client";
import { createRoomRepository, MAX_ROOMS_PER_COMMIT } from "../src/server/db/room-repository";
import { createRoom, joinRoom } from "../src/shared/catchphrase/engine";
import type { Room } from "../src/shared/catchphrase/types";
import { createTemporaryPostgresDatabase } from "../tests/support/postgres";

const { values: flags } = parseArgs({
  options: {
    writers: { type: "string", default: "200" },
    seconds: { type: "string", default: "10" },
    databases: { type: "string", default: "embedded,postgres" },
  },
});
const WRITERS = Number(flags.writers);
const SECONDS = Number(flags.seconds);

/** A room of eight, as the game stores it. */
function roomOf(code: string): { room: Room; tokenHashes: Record<string, string> } {
  const created = createRoom({ code, host: { id: `${code}-1`, name: "Host" }, totalRounds: 10, roundDuration: 120 });
  if (!created.ok) throw new Error(created.error);
  let room = created.value;
  for (let index = 2; index <= 8; index += 1) {
    const joined = joinRoom(room, { id: `${code}-${index}`, name: `Player ${index}` });
    if (joined.ok) room = joined.value;
  }
  const tokenHashes = Object.fromEntries(room.players.map((player) => [player.id, "x".repeat(43)]));
  return { room, tokenHashes };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

async function measure(connection: DatabaseConnection, label: string, groupCommits: boolean) {
  const store = createRoomRepository<ReturnType<typeof roomOf>>(connection.db, { groupCommits });
  // Codes of their own for each measure: "G1B042" is room 42 of the group-commit measure.
  const prefix = groupCommits ? "G1B" : "G0B";
  const codes = Array.from({ length: WRITERS }, (_, index) => `${prefix}${String(index).padStart(3, "0")}`);
  for (const code of codes) await store.insert(code, roomOf(code), Date.now());
  const waits: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  let writes = 0;
  await Promise.all(
    codes.map(async (code) => {
      const document = roomOf(code);
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
  const mode = groupCommits ? `group commit (≤ ${MAX_ROOMS_PER_COMMIT} rooms)` : "a statement per write";
  console.log(
    `| ${label} | ${mode} | ${Math.round(writes / SECONDS).toLocaleString("en")} | ${percentile(waits, 0.5).toFixed(1)} ms | ${percentile(waits, 0.99).toFixed(1)} ms |`,
  );
}

async function main() {
  console.log(`Room writes: ${WRITERS} rooms written at once, ${SECONDS} s each\n`);
  console.log("| database | writes | writes/s | p50 wait | p99 wait |");
  console.log("|---|---|---|---|---|");
  const databases = (flags.databases ?? "").split(",");
  if (databases.includes("embedded")) {
    const folder = await mkdtemp(path.join(tmpdir(), "bench-writes-"));
    const connection = await openDatabase({ dataDir: folder });
    await connection.migrate();
    for (const grouped of [false, true]) await measure(connection, "embedded", grouped);
    await connection.close();
    await rm(folder, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (databases.includes("postgres") && url) {
    const database = await createTemporaryPostgresDatabase(url, "bench_writes");
    try {
      const connection = await openDatabase({ url: database.url });
      await connection.migrate();
      for (const grouped of [false, true]) await measure(connection, "PostgreSQL", grouped);
      await connection.close();
    } finally {
      await database.drop();
    }
  } else if (databases.includes("postgres")) {
    console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.)");
  }
}

await main();
