import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A fresh, empty PostgreSQL database on the server of `adminUrl`, named `{prefix}_{random}`;
 * `drop` removes it, closing whatever connections are still open to it.
 */
export async function createTemporaryPostgresDatabase(
  adminUrl: string,
  prefix = "test",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
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
