import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type DatabaseConnection, openDatabase } from "../../src/server/db/client";

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

/** A fresh, empty PostgreSQL database on the server of `adminUrl`; removed on close. */
export async function createTemporaryPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
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

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
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
