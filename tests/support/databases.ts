import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { type DatabaseConnection, openDatabase } from "../../src/server/db/client";
import { createTemporaryPostgresDatabase } from "./postgres";

export type DriverCase = { name: string; open(): Promise<DatabaseConnection> };

/**
 * The database drivers a test should run against: embedded PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set. Each PostgreSQL connection gets a throw-away database of its own,
 * dropped again when the connection closes.
 */
export function databaseDrivers(): DriverCase[] {
  const cases: DriverCase[] = [{ name: "pglite", open: () => openDatabase({}) }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) cases.push({ name: "postgres", open: () => openTemporaryPostgres(adminUrl) });
  return cases;
}

async function openTemporaryPostgres(adminUrl: string): Promise<DatabaseConnection> {
  const temporary = await createTemporaryPostgresDatabase(adminUrl);
  const connection = await openDatabase({ url: temporary.url });
  return {
    ...connection,
    async close() {
      await connection.close();
      await temporary.drop();
    },
  };
}

/**
 * Opens the driver's database before the tests of a describe block and migrates it; closes it
 * after. The returned function gives the open connection.
 */
export function useMigratedDatabase(driver: DriverCase): () => DatabaseConnection {
  let connection: DatabaseConnection | undefined;
  beforeAll(async () => {
    connection = await driver.open();
    await connection.migrate();
  });
  afterAll(async () => {
    await connection?.close();
  });
  return () => {
    if (!connection) throw new Error("the database is not open yet");
    return connection;
  };
}

/**
 * Empty embedded databases for the tests of a file that each want one of their own. Opening PGlite
 * takes seconds (its WebAssembly and initdb), so the file opens one, migrated, and each call empties
 * every table (TRUNCATE ... RESTART IDENTITY) and hands it out. Closing what was handed out leaves
 * it open for the next test; the file's afterAll closes it.
 */
export function perTestPglite(): () => Promise<DatabaseConnection> {
  let opened: Promise<DatabaseConnection> | undefined;
  const open = () =>
    (opened ??= openDatabase({}).then(async (connection) => {
      await connection.migrate();
      return connection;
    }));
  // Opened before the first test, within a hook's time: on a busy machine it takes longer than a
  // test may (the first test of a file timed out while the database started).
  beforeAll(async () => {
    await open();
  });
  afterAll(async () => {
    await (await opened)?.close();
  });
  return async () => {
    const connection = await open();
    const { rows } = (await connection.db.execute(
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { name: string }[] };
    const tables = rows.map((row) => row.name).join(", ");
    if (tables) await connection.db.execute(sql.raw(`truncate table ${tables} restart identity cascade`));
    return { ...connection, close: async () => {} };
  };
}
