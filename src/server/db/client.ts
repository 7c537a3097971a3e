import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../paths";
import { type EmbeddedDatabase, openEmbeddedDatabase } from "./embedded-folder";
import { type HousekeepingOptions, startHousekeeping } from "./embedded-housekeeping";
import { closePool, migrateExclusively, openPool } from "./postgres-pool";
import * as schema from "./schema";

/** The Drizzle handle the repositories use; the same type whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows a raw statement answers: both drivers answer `{ rows }`, which Drizzle's type hides. */
export async function rowsOf<Row>(db: Database, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

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
  /** The embedded database's vacuums and checkpoints (embedded-housekeeping.ts): intervals, and where failures go. */
  housekeeping?: Partial<HousekeepingOptions>;
};

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite, behind one Drizzle type
 * so that repository code cannot tell them apart.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.url) {
    const pool = openPool(options.url);
    const db = drizzlePostgres(pool, { schema });
    return {
      db: db as unknown as Database,
      driver: "postgres",
      migrate: () => migrateExclusively(options.url as string),
      close: () => closePool(pool),
    };
  }
  const embedded = await openPglite(options.dataDir);
  const db = drizzlePglite(embedded.client, { schema });
  const housekeeping = startHousekeeping(embedded.client, {
    onError: (error) => console.error("embedded database housekeeping failed:", error),
    ...options.housekeeping,
  });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      await housekeeping.stop();
      await embedded.close();
    },
  };
}

/**
 * The site's data is small (a room is a few kilobytes), so 16 MB of shared buffers hold all of it;
 * PostgreSQL's default of 128 MB would sit inside this process's memory.
 */
const PGLITE_OPTIONS = { postgresqlconf: "shared_buffers = 16MB" };

/**
 * The embedded database kept in DATA_DIR (its folder checked and locked, see embedded-folder.ts),
 * or in memory without a folder (tests).
 */
async function openPglite(dataDir: string | undefined): Promise<EmbeddedDatabase> {
  if (dataDir) return openEmbeddedDatabase(dataDir, PGLITE_OPTIONS);
  const client = await PGlite.create(PGLITE_OPTIONS);
  return { client, close: () => client.close() };
}
