import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "../paths";
import * as schema from "./schema";

/** The Drizzle handle the repositories use; the same type whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConnection = {
  db: Database;
  driver: "pglite" | "postgres";
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A PostgreSQL URL; when absent the embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; when absent PGlite keeps everything in memory (tests). */
  dataDir?: string | undefined;
};

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite, behind one Drizzle type
 * so that repository code cannot tell them apart.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server closed (restart, failover) is dropped and replaced by the pool;
    // without a listener that event would crash the process.
    pool.on("error", (error) => console.warn("PostgreSQL connection lost; the pool will reconnect.", error.message));
    const db = drizzlePostgres(pool, { schema });
    return {
      db: db as unknown as Database,
      driver: "postgres",
      migrate: () => migrateExclusively(pool),
      close: () => pool.end(),
    };
  }
  const client = await openPglite(options.dataDir && path.resolve(options.dataDir, "pglite"));
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * The site's data is small (a room is a few kilobytes), so 16 MB of shared buffers hold all of it;
 * PostgreSQL's default of 128 MB would sit inside this process's memory.
 */
const PGLITE_OPTIONS = { postgresqlconf: "shared_buffers = 16MB" };

/** The embedded database in `folder`, or in memory without one. */
async function openPglite(folder: string | undefined): Promise<PGlite> {
  if (!folder) return PGlite.create(PGLITE_OPTIONS);
  await mkdir(folder, { recursive: true });
  // Creating the data folder (initdb) grows PGlite's WebAssembly memory to several hundred
  // megabytes that it never gives back: a new folder is created and closed, and the database
  // opened afresh, so that the first instance's memory is freed (about 780 MB down to 300 MB).
  if (!existsSync(path.join(folder, "PG_VERSION"))) await (await PGlite.create(folder, PGLITE_OPTIONS)).close();
  return PGlite.create(folder, PGLITE_OPTIONS);
}

/** Any fixed number: the key of the advisory lock that the servers of one database migrate under. */
const MIGRATION_LOCK = 7_264_519;

/**
 * Applies the migrations while holding a PostgreSQL advisory lock, so that servers starting
 * together on one database take turns: the first applies what is missing, the others then find
 * nothing left to do (the migrator reads what was applied and is not safe to run concurrently).
 */
async function migrateExclusively(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
