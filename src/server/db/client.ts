import type { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { HousekeepingOptions } from "./embedded-housekeeping";
import type * as schema from "./schema";

/** The Drizzle handle the repositories use; the same type whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows a raw statement answers: both drivers answer `{ rows }`, which Drizzle's type hides. */
export async function rowsOf<Row>(db: Database, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/**
 * `value` as an SQL string literal, by node-postgres's rule (`escapeLiteral`): quotes doubled, and
 * with a backslash, an `E''` string with backslashes doubled, whatever standard_conforming_strings
 * says. Its loop, one character at a time, took longer than the statement on documents of tens of
 * kilobytes; a replace over the whole string does not.
 */
export function quoteLiteral(value: string): string {
  const quoted = `'${value.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
  return value.includes("\\") ? ` E${quoted}` : quoted;
}

/** Per database client, the text of each named statement, and for PGlite its PREPARE (done or under way). */
const statementsOf = new WeakMap<object, Map<string, { text: string; prepared?: Promise<unknown> }>>();

/**
 * A statement parsed and planned once per database session, then run again with new values: the
 * hot path's write, whose planning took more time than its work (decision 046). `statement` has
 * no Drizzle parameters, only `$1`, `$2`, ... of the given PostgreSQL `types`, and each value is
 * a string (JSON, say) cast to its type. One name stands for one text: another text under a name
 * already in use throws.
 *
 * PostgreSQL: a named statement of node-postgres, prepared by each pooled connection on its first
 * use. PGlite (one session): `PREPARE` once, then `EXECUTE` with the values as quoted literals
 * (quoteLiteral), since EXECUTE takes no bound parameters, sent by the simple protocol.
 */
export function preparedStatement<Row>(
  db: Database,
  name: string,
  statement: SQL,
  types: readonly string[],
): (...values: string[]) => Promise<Row[]> {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  if (params.length > 0) throw new Error(`${name}: a prepared statement takes its values as $1, $2, ...`);
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const statements = statementsOf.get(client) ?? new Map<string, { text: string; prepared?: Promise<unknown> }>();
  statementsOf.set(client, statements);
  const entry = statements.get(name) ?? { text };
  if (entry.text !== text) throw new Error(`${name}: a statement of another text has this name`);
  statements.set(name, entry);

  if (!isPglite(client)) {
    return async (...values) => (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
  }
  const prepare = () => {
    entry.prepared ??= client.exec(`prepare ${name} (${types.join(", ")}) as ${text}`).catch((error: unknown) => {
      entry.prepared = undefined;
      throw error;
    });
    return entry.prepared;
  };
  return async (...values) => {
    await prepare();
    const literals = values.map(quoteLiteral).join(", ");
    // With the values inline, the statement needs no binding: the simple protocol (`exec`) runs it
    // in one message, where `query` sends five (a tenth of the write's time at two or three rooms a
    // statement, bench/README.md).
    const [result] = await client.exec(`execute ${name} (${literals})`);
    return (result?.rows ?? []) as Row[];
  };
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
 * so that repository code cannot tell them apart. Each driver is loaded only when it is the one
 * used: a server on one never spends its start loading the other.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  if (options.url) return (await import("./postgres-pool")).openPostgresConnection(options.url);
  return (await import("./embedded-connection")).openEmbeddedConnection(options);
}

/** PGlite has `exec` for statements without parameters; node-postgres's pool has no such method. */
function isPglite(client: PGlite | pg.Pool): client is PGlite {
  return "exec" in client;
}
