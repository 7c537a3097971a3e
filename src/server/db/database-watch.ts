import { sql } from "drizzle-orm";
import type { Dependencies } from "../dependencies";
import type { DatabaseConnection } from "./client";

/** How often the database is asked whether it answers. */
export const DATABASE_WATCH_MS = 1_000;

/**
 * Asks the database a trivial question every second, so that /healthz says 503 within seconds of
 * an outage (even one nobody is writing through) and 200 again within a second or two of its end;
 * the pool's timeouts bound each question. Answers the function that stops watching.
 */
export function watchDatabase(database: DatabaseConnection, dependencies: Dependencies): () => void {
  return dependencies.watch("database", () => database.db.execute(sql`select 1`), DATABASE_WATCH_MS);
}
