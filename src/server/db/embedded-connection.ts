import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../paths";
import type { Database, DatabaseConnection, DatabaseOptions } from "./client";
import { type EmbeddedDatabase, openEmbeddedDatabase } from "./embedded-folder";
import { startHousekeeping } from "./embedded-housekeeping";
import * as schema from "./schema";

/**
 * The site's data is small (a room is a few kilobytes), so 16 MB of shared buffers hold all of it;
 * PostgreSQL's default of 128 MB would sit inside this process's memory.
 */
const PGLITE_OPTIONS = { postgresqlconf: "shared_buffers = 16MB" };

/** The embedded PGlite database behind the repositories' Drizzle type, with its housekeeping. */
export async function openEmbeddedConnection(options: DatabaseOptions): Promise<DatabaseConnection> {
  const embedded = await openPglite(options.dataDir);
  const db = drizzle(embedded.client, { schema });
  const housekeeping = startHousekeeping(embedded.client, {
    onError: (error) => console.error("embedded database housekeeping failed:", error),
    ...options.housekeeping,
  });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    migrate: () => migrate(db, { migrationsFolder }),
    async close() {
      await housekeeping.stop();
      await embedded.close();
    },
  };
}

/**
 * The embedded database kept in DATA_DIR (its folder checked and locked, see embedded-folder.ts),
 * or in memory without a folder (tests).
 */
async function openPglite(dataDir: string | undefined): Promise<EmbeddedDatabase> {
  if (dataDir) return openEmbeddedDatabase(dataDir, PGLITE_OPTIONS);
  const client = await PGlite.create(PGLITE_OPTIONS);
  return { client, close: () => client.close() };
}
