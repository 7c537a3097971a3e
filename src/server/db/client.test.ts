import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { databaseDrivers, useMigratedDatabase } from "../../../tests/support/databases";
import { openDatabase, preparedStatement, quoteLiteral, rowsOf } from "./client";
import { createFeedbackRepository } from "./feedback-repository";

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/**
 * Two starts of the embedded database, the first of which creates its folder (initdb and every
 * migration): about 8 s alone, three times that while other test files keep both cores busy.
 */
const TWO_STARTS_TIMEOUT = 60_000;

describe("the embedded database in a data folder", () => {
  it("is created in a new folder, migrated, and found again with its rows when reopened", {
    timeout: TWO_STARTS_TIMEOUT,
  }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "db-client-"));
    folders.push(dataDir);
    const record = {
      email: "",
      message: "still here",
      istTime: "t",
      roomId: "lobby",
      playerName: "Anonymous",
      timestamp: 1_000,
      date: new Date(1_000).toISOString(),
    };

    const first = await openDatabase({ dataDir });
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    await first.migrate();
    await createFeedbackRepository(first.db).add(record);
    await first.close();

    const again = await openDatabase({ dataDir });
    await again.migrate();
    const latest = await createFeedbackRepository(again.db).latest(10);
    await again.close();
    expect(latest.map((row) => row.message)).toEqual(["still here"]);
  });
});

describe.each(databaseDrivers())("a prepared statement on $name", (driver) => {
  const connection = useMigratedDatabase(driver);

  it("takes any text as a value, quotes, backslashes and SQL included, and answers its rows", async () => {
    const echo = preparedStatement<{ value: string; length: number }>(
      connection().db,
      "echo_text",
      sql.raw("select $1::text as value, length($1::text) as length"),
      ["text"],
    );
    const texts = ['Ann\'s \\ "team"', "'); drop table rooms; --", "E'\\x41'", "émoji 🎉 and $1", ""];
    for (const text of texts) expect(await echo(text)).toEqual([{ value: text, length: [...text].length }]);
    expect(await rowsOf<{ count: number }>(connection().db, sql`select count(*)::integer as count from rooms`)).toEqual(
      [{ count: 0 }],
    );
  });

  it("is prepared once per session, however many users it has", async () => {
    const twice = () =>
      preparedStatement<{ doubled: number }>(
        connection().db,
        "double_it",
        sql.raw("select $1::integer * 2 as doubled"),
        ["integer"],
      );
    const [first, second] = [twice(), twice()];
    expect(await Promise.all([first("2"), second("21"), first("5")])).toEqual([
      [{ doubled: 4 }],
      [{ doubled: 42 }],
      [{ doubled: 10 }],
    ]);
    expect(() =>
      preparedStatement(connection().db, "double_it", sql.raw("select $1::integer * 3 as doubled"), ["integer"])("1"),
    ).toThrow(/double_it: a statement of another text/);
  });

  it("refuses Drizzle parameters: its values come as $1, $2, ...", () => {
    expect(() => preparedStatement(connection().db, "with_param", sql`select ${"x"}::text`, ["text"])).toThrow(
      /\$1, \$2/,
    );
  });
});

describe("quoteLiteral", () => {
  it("quotes as node-postgres's escapeLiteral does", () => {
    const texts = ["", "plain", "Ann's", "a \\ b", "\\'", "''\\\\", '{"word":"it\'s \\"x\\""}', "émoji 🎉"];
    for (const text of texts) expect(quoteLiteral(text), text).toBe(pg.escapeLiteral(text));
  });
});
