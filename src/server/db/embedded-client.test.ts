import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedDatabase, openEmbeddedDatabase } from "./embedded-client";

const OPTIONS = { postgresqlconf: "shared_buffers = 16MB" };

describe("the embedded database on its own thread", () => {
  let database: EmbeddedDatabase;
  beforeAll(async () => {
    database = await openEmbeddedDatabase(undefined, OPTIONS);
    await database.client.exec("create table notes (id int primary key, body text, at timestamptz)");
  });
  afterAll(async () => {
    await database.close();
  });

  it("leaves the server's event loop free while a statement works", async () => {
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 5);
    const started = performance.now();
    // A statement that keeps PostgreSQL busy for a while (half a second or more on this machine).
    const { rows } = await database.client.query<{ n: string }>(
      "select count(*)::text as n from generate_series(1, 2000000) a cross join generate_series(1, 2) b",
    );
    const ended = performance.now();
    clearInterval(timer);
    expect(rows).toEqual([{ n: "4000000" }]);
    const moments = [started, ...ticks, ended];
    const gaps = moments.slice(1).map((moment, index) => moment - (moments[index] as number));
    // On the server's thread, the loop would stand still for the whole statement.
    expect(Math.max(...gaps)).toBeLessThan((ended - started) / 2);
  });

  it("answers rows, in object or array form, and leaves as text the types a caller asks for", async () => {
    await database.client.query("insert into notes values ($1, $2, $3)", [1, "first", "2026-11-28T10:00:00Z"]);
    const parsed = await database.client.query<{ body: string; at: Date }>("select body, at from notes");
    expect(parsed.rows).toEqual([{ body: "first", at: new Date("2026-11-28T10:00:00Z") }]);
    const asText = await database.client.query<unknown[]>("select body, at from notes", [], {
      rowMode: "array",
      parsers: { 1184: (value: string) => value },
    });
    expect(asText.rows).toEqual([["first", "2026-11-28 10:00:00+00"]]);
    await expect(
      database.client.query("select at from notes", [], { parsers: { 1184: (value: string) => value.length } }),
    ).rejects.toThrow("the embedded database only leaves values as text (type 1184)");
  });

  it("keeps PostgreSQL's error code, message and detail", async () => {
    const failure = database.client.query("insert into notes (id, body) values (1, 'again')");
    await expect(failure).rejects.toThrow('duplicate key value violates unique constraint "notes_pkey"');
    await expect(failure).rejects.toMatchObject({ code: "23505", detail: "Key (id)=(1) already exists." });
  });

  it("commits a transaction that settles, rolls back one that throws, and holds other statements until it ends", async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    const committed = await database.client.transaction(async (tx) => {
      await tx.query("insert into notes (id, body) values (2, 'second')");
      outside = database.client
        .query<{ n: number }>("select count(*)::int as n from notes")
        .then(({ rows }) => order.push(`outside saw ${rows[0]?.n}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push("transaction ends");
      return "done";
    });
    await outside;
    expect(committed).toBe("done");
    expect(order).toEqual(["transaction ends", "outside saw 2"]);

    await expect(
      database.client.transaction(async (tx) => {
        await tx.query("insert into notes (id, body) values (3, 'third')");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const { rows } = await database.client.query<{ id: number }>("select id from notes order by id");
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("refuses statements once closed, saying so", async () => {
    const other = await openEmbeddedDatabase(undefined, OPTIONS);
    await other.close();
    await expect(other.client.query("select 1")).rejects.toThrow("the embedded database is closed");
  });
});

describe("a process with the embedded database open", () => {
  it("waits for the database's answers, and is not kept alive by a database left idle", {
    timeout: 60_000,
  }, async () => {
    // A script that opens the database, awaits a query and never closes it: it must print the
    // answer (the thread kept it alive while it waited) and then end by itself.
    const script = [
      `import { openEmbeddedDatabase } from ${JSON.stringify(new URL("./embedded-client.ts", import.meta.url).pathname)};`,
      "const database = await openEmbeddedDatabase(undefined, {});",
      "const { rows } = await database.client.query('select 41 + 1 as answer');",
      "console.log(rows[0].answer);",
    ].join("\n");
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise((resolve) => child.on("exit", resolve));
    expect({ code, output: output.trim() }).toEqual({ code: 0, output: "42" });
  });
});
