import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsFolder } from "../paths";
import { settlesWithin } from "../time-limit";
import type { Database, DatabaseConnection } from "./client";
import * as schema from "./schema";

/** How long a query waits for a connection (a free one of the pool, or a new one) before failing. */
export const CONNECT_TIMEOUT_MS = 3_000;
/** How long PostgreSQL may spend on one statement before it cancels the statement itself. */
export const STATEMENT_TIMEOUT_MS = 3_000;
/**
 * How long we wait for any answer to a query. Past this the server is presumed unreachable (a
 * network partition leaves a connection open but silent) and the connection is dropped.
 */
export const READ_TIMEOUT_MS = 4_000;
/** How long closing waits for queries still running before it lets go of their connections. */
const CLOSE_TIMEOUT_MS = 1_500;

/** PostgreSQL behind the repositories' Drizzle type: a pool of connections, migrated one process at a time. */
export function openPostgresConnection(url: string): DatabaseConnection {
  const pool = openPool(url);
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    driver: "postgres",
    migrate: () => migrateExclusively(url),
    close: () => closePool(pool),
  };
}

/**
 * The pool of PostgreSQL connections the server's queries use. Nothing waits on the database for
 * more than a few seconds: a request fails with a timeout instead (answered 503 or with the spec's
 * message), so a silent database never holds a player or an HTTP request for long.
 */
export function openPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: READ_TIMEOUT_MS,
    idle_in_transaction_session_timeout: 10_000,
    keepAlive: true,
  });
  // An idle connection the server closed (restart, failover) is dropped and replaced by the pool;
  // without a listener that event would crash the process.
  pool.on("error", (error) => console.warn("PostgreSQL connection lost; the pool will reconnect.", error.message));
  pool.on("connect", guardConnection);
  return pool;
}

type Stream = { destroy(): void };

/**
 * Makes a new connection safe to lose. The pool listens for errors only on idle connections, so a
 * connection that breaks while checked out (inside a transaction) would be an uncaught 'error'
 * event; the error reaches the query it broke anyway. And a query that gets no answer in
 * READ_TIMEOUT_MS fails, but node-postgres keeps its connection waiting for that answer, so the
 * connection is destroyed: the pool then replaces it instead of handing it out again.
 */
function guardConnection(client: pg.PoolClient): void {
  client.on("error", () => {});
  const drop = () => (client as unknown as { connection: { stream: Stream } }).connection.stream.destroy();
  const dropOnReadTimeout = (error: unknown) => {
    if (error instanceof Error && error.message === "Query read timeout") drop();
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        dropOnReadTimeout(error);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(dropOnReadTimeout);
    return result;
  }) as typeof client.query;
}

/** Ends the pool, not waiting past CLOSE_TIMEOUT_MS for queries stuck on an unreachable server. */
export async function closePool(pool: pg.Pool): Promise<void> {
  await settlesWithin(pool.end(), CLOSE_TIMEOUT_MS);
}

/** Any fixed number: the key of the advisory lock that the servers of one database migrate under. */
const MIGRATION_LOCK = 7_264_519;

/**
 * Applies the migrations while holding a PostgreSQL advisory lock, so that servers starting
 * together on one database take turns: the first applies what is missing, the others then find
 * nothing left to do (the migrator reads what was applied and is not safe to run concurrently).
 * It uses a connection of its own without the pool's statement timeouts: waiting for another
 * server's migration, or a long migration, is not a fault.
 */
export async function migrateExclusively(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}
