import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Results, type Transaction } from "@electric-sql/pglite";
import { startInFolder } from "./embedded-folder";
import { type EmbeddedRequest, type EmbeddedStart, serializeError, type ThreadMessage } from "./embedded-protocol";

/**
 * The embedded database's own thread (decision 057): PGlite runs here, so its statements no
 * longer hold the server's event loop. The server's side is embedded-client.ts; this file only
 * answers its requests, in the order PGlite runs them.
 */

const port = parentPort;
if (!port) throw new Error("embedded-thread.ts runs as a worker thread of the server");

const start = workerData as EmbeddedStart;
const send = (message: ThreadMessage) => port.postMessage(message);

/** Parsers that leave values of these types as the text PostgreSQL sent, per list of types. */
const textParsers = new Map<string, Record<number, (value: string) => string>>();
function parsersFor(types: readonly number[]) {
  const key = types.join(",");
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (value: string) => value]));
    textParsers.set(key, parsers);
  }
  return parsers;
}

/** The transactions under way: each waits inside PGlite's `transaction` until the server ends it. */
const transactions = new Map<number, { tx: Transaction; end(commit: boolean): void; done: Promise<unknown> }>();
let nextTransaction = 1;

/** What PGlite threw when the server asked for a rollback: the transaction's end, not a failure. */
const ROLLED_BACK = Symbol("rolled back");

async function begin(client: PGlite): Promise<number> {
  let end: (commit: boolean) => void = () => {};
  const ended = new Promise<boolean>((resolve) => {
    end = resolve;
  });
  let began: (tx: Transaction) => void = () => {};
  const opened = new Promise<Transaction>((resolve) => {
    began = resolve;
  });
  const done = client
    .transaction(async (tx) => {
      began(tx);
      if (!(await ended)) throw ROLLED_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLED_BACK) throw error;
    });
  // A BEGIN that fails ends `done` before the transaction ever opened.
  const tx = await Promise.race([opened, done.then(() => Promise.reject(new Error("the transaction did not begin")))]);
  const id = nextTransaction++;
  transactions.set(id, { tx, end, done });
  return id;
}

function transaction(id: number) {
  const entry = transactions.get(id);
  if (!entry) throw new Error(`no transaction ${id} is under way`);
  return entry;
}

async function answer(client: PGlite, request: EmbeddedRequest): Promise<unknown> {
  switch (request.kind) {
    case "query": {
      const target = request.transaction ? transaction(request.transaction).tx : client;
      const options = { rowMode: request.rowMode, parsers: request.textTypes && parsersFor(request.textTypes) };
      const { rows, fields, affectedRows } = (await target.query(request.sql, request.params, options)) as Results;
      return { rows, fields, affectedRows };
    }
    case "exec": {
      const target = request.transaction ? transaction(request.transaction).tx : client;
      return (await target.exec(request.sql)).map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
    }
    case "begin":
      return begin(client);
    case "end": {
      const entry = transaction(request.transaction);
      transactions.delete(request.transaction);
      entry.end(request.commit);
      await entry.done;
      return null;
    }
    case "close":
      await client.close();
      return null;
  }
}

try {
  const client = start.folder ? await startInFolder(start.folder, start.options) : await PGlite.create(start.options);
  port.on("message", (request: EmbeddedRequest) => {
    answer(client, request).then(
      (result) => {
        send({ id: request.id, result });
        // Closed: nothing more will come, and the thread ends with its port.
        if (request.kind === "close") port.close();
      },
      (error: unknown) => send({ id: request.id, error: serializeError(error) }),
    );
  });
  send({ id: 0, result: "ready" });
} catch (error) {
  send({ id: 0, error: serializeError(error) });
}
