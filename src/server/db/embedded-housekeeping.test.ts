import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { seededRandom } from "../../../tests/support/seeded-random";
import { type DatabaseConnection, openDatabase, rowsOf } from "./client";
import { startHousekeeping } from "./embedded-housekeeping";
import { createRoomRepository } from "./room-repository";

const MB = 1024 * 1024;
const ROOMS = 20;
const WRITES_PER_ROUND = 1_500;

/** A room document of the size a long game reaches (about 20 kB of words, little of it compressible). */
function documentOf(random: () => number) {
  return { words: Array.from({ length: 500 }, () => `word-${Math.floor(random() * 1e12).toString(36)}`) };
}

async function folderSize(folder: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(folder)) total += (await stat(path.join(folder, name))).size;
  return total;
}

describe("the embedded database's housekeeping", () => {
  let folder: string | undefined;
  let connection: DatabaseConnection | undefined;
  afterEach(async () => {
    await connection?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
    connection = undefined;
    folder = undefined;
    vi.useRealTimers();
  });

  it("keeps the data folder from growing while the same rooms are written again and again", async () => {
    folder = await mkdtemp(path.join(tmpdir(), "housekeeping-"));
    connection = await openDatabase({ dataDir: folder, housekeeping: { vacuumEveryMs: 50, checkpointEveryMs: 200 } });
    await connection.migrate();
    const { db } = connection;
    const store = createRoomRepository<ReturnType<typeof documentOf>>(db);
    const random = seededRandom(23);
    const codes = Array.from({ length: ROOMS }, (_, index) => `HK${String(index).padStart(4, "0")}`);
    const versions = new Map<string, number>();
    for (const code of codes) {
      await store.insert(code, documentOf(random), Date.now());
      versions.set(code, 1);
    }
    const walPosition = async () =>
      (await rowsOf<{ lsn: string }>(db, sql`select pg_current_wal_lsn()::text as lsn`))[0]?.lsn ?? "0/0";
    const walWrittenSince = async (from: string) =>
      Number(
        (
          await rowsOf<{ bytes: string }>(
            db,
            sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${from}::pg_lsn)::text as bytes`,
          )
        )[0]?.bytes,
      );
    const sizes = async () => ({
      rooms: Number(
        (await rowsOf<{ bytes: string }>(db, sql`select pg_total_relation_size('rooms')::text as bytes`))[0]?.bytes,
      ),
      wal: await folderSize(path.join(folder as string, "pglite", "pg_wal")),
    });
    /** Every room written WRITES_PER_ROUND / ROOMS times, then time for a vacuum and a checkpoint. */
    async function writeRound(): Promise<void> {
      for (let write = 0; write < WRITES_PER_ROUND; write += ROOMS) {
        await Promise.all(
          codes.map(async (code) => {
            const version = await store.replace(code, versions.get(code) ?? 0, documentOf(random), null, Date.now());
            if (version === null) throw new Error(`${code} lost a race it cannot have`);
            versions.set(code, version);
          }),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    await writeRound();
    const before = await sizes();
    const from = await walPosition();
    for (let round = 0; round < 4; round += 1) await writeRound();
    const written = await walWrittenSince(from);
    const after = await sizes();

    // The four rounds wrote tens of megabytes of new row versions and WAL ...
    expect(written).toBeGreaterThan(32 * MB);
    // ... yet the rooms (their TOAST table included) grew by less than a tenth of that (left alone,
    // they keep every old version: 33 MB more), and the WAL folder reuses its files (at most one
    // 16 MB segment more; left alone, it grew by 50 MB).
    expect(after.rooms - before.rooms).toBeLessThan(written / 10);
    expect(after.wal - before.wal).toBeLessThanOrEqual(16 * MB);
  }, 60_000);

  it("runs one round at a time, and waits for the one under way before the database closes", async () => {
    vi.useFakeTimers();
    let finishVacuum: () => void = () => {};
    const statements: string[] = [];
    const client = {
      query: vi.fn(async () => ({ rows: [{ name: "rooms" }], fields: [], affectedRows: 0 })),
      exec: vi.fn(async (statement: string) => {
        statements.push(statement);
        if (statement.startsWith("vacuum")) await new Promise<void>((resolve) => (finishVacuum = resolve));
        return [];
      }),
    };
    const housekeeping = startHousekeeping(client as never, {
      vacuumEveryMs: 10,
      checkpointEveryMs: 1_000,
      onError: () => {},
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(statements).toEqual(["vacuum rooms"]);
    // Rounds due while it runs are skipped, not queued behind it.
    await vi.advanceTimersByTimeAsync(100);
    expect(statements).toEqual(["vacuum rooms"]);
    let stopped = false;
    const stopping = housekeeping.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(false);
    finishVacuum();
    await stopping;
    expect(statements).toEqual(["vacuum rooms"]);
  });
});
