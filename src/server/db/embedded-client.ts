import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ParserOptions, Results } from "@electric-sql/pglite";
import { acquireDataFolderLock } from "./data-folder-lock";
import { deserializeError, type EmbeddedRequest, type EmbeddedStart, type ThreadMessage } from "./embedded-protocol";

/**
 * The embedded database on a thread of its own (decision 057). PGlite is PostgreSQL compiled to
 * WebAssembly: on the server's thread, each statement held the event loop (a quarter of the
 * server's time at 2,000 intents/s), and no socket was read or written meanwhile. Here the server
 * keeps PGlite's `query`, `exec` and `transaction`, which is all that Drizzle, the prepared room
 * write and the housekeeping use, and each call is a message to the thread.
 */

type QueryOptions = { rowMode?: "array" | "object"; parsers?: ParserOptions };
type Request = EmbeddedRequest extends infer R ? (R extends unknown ? Omit<R, "id"> : never) : never;

/** What a statement of the embedded database answers, as PGlite answers it. */
export type EmbeddedResults<Row> = Pick<Results<Row>, "rows" | "fields" | "affectedRows">;

/** PGlite's statements as the server uses them, inside a transaction or not. */
export type EmbeddedQueries = {
  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<EmbeddedResults<Row>>;
  exec(sql: string): Promise<EmbeddedResults<unknown>[]>;
};

export type EmbeddedDatabase = {
  client: EmbeddedClient;
  /** Closes the database, then gives up the folder's lock. */
  close(): Promise<void>;
};

/**
 * Opens the embedded database kept in `dataDir` (locked for this process, created when its folder
 * is absent or empty: embedded-folder.ts), or in memory without one (tests). Throws a
 * DataFolderError, having changed nothing in the folder, when another process has it open, when
 * it holds files but is not a complete data folder, or when PostgreSQL cannot start on it.
 */
export async function openEmbeddedDatabase(
  dataDir: string | undefined,
  options: EmbeddedStart["options"],
): Promise<EmbeddedDatabase> {
  if (!dataDir) {
    const client = await EmbeddedClient.start({ options });
    return { client, close: () => client.close() };
  }
  const root = path.resolve(dataDir);
  const folder = path.join(root, "pglite");
  await mkdir(root, { recursive: true });
  const lock = await acquireDataFolderLock(path.join(root, "pglite.lock"), folder);
  try {
    const client = await EmbeddedClient.start({ folder, options });
    return {
      client,
      async close() {
        try {
          await client.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * The thread's script: beside the built server (dist/server/embedded-thread.js), or, when the
 * server runs from its TypeScript (tests, `npm run dev`), the source beside this file, loaded
 * through tsx as the rest of it is.
 */
function threadScript(): { script: string | URL; eval?: boolean } {
  if (!import.meta.url.endsWith(".ts")) return { script: new URL("./embedded-thread.js", import.meta.url) };
  const source = new URL("./embedded-thread.ts", import.meta.url).href;
  // tsx's ESM entry as its package declares it: the thread's script is evaluated, so a bare name
  // would be looked up from the working folder.
  const manifest = createRequire(import.meta.url).resolve("tsx/package.json");
  const { exports } = JSON.parse(readFileSync(manifest, "utf8")) as TsxManifest;
  const tsx = pathToFileURL(path.join(path.dirname(manifest), exports["./esm/api"].import.default)).href;
  return {
    script: `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`,
    eval: true,
  };
}

type TsxManifest = { exports: { "./esm/api": { import: { default: string } } } };

/** Drizzle's parsers leave some types as text; only such parsers can be honoured on the other thread. */
const textTypesOf = new WeakMap<ParserOptions, number[]>();
const PROBE = "\u0000a value left as text";
function textTypes(parsers: ParserOptions | undefined): number[] | undefined {
  if (!parsers) return undefined;
  let types = textTypesOf.get(parsers);
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      if (parse(PROBE, Number(type)) !== PROBE)
        throw new Error(`the embedded database only leaves values as text (type ${type})`);
      return Number(type);
    });
    textTypesOf.set(parsers, types);
  }
  return types;
}

/**
 * The thread's young generation: V8's default size (16 MB semi-spaces), not the server's
 * `--max-semi-space-size=64` (decision 052), which applies to every thread of the process and would
 * hold about 130 MB more here for no gain: what PGlite's thread allocates lives only as long as
 * one statement.
 */
const THREAD_LIMITS = { maxYoungGenerationSizeMb: 48 };

export class EmbeddedClient implements EmbeddedQueries {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  /** Why the thread can no longer answer (it stopped, or the database was closed). */
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on("message", ({ id, result, error }: ThreadMessage) => {
      const waiting = this.pending.get(id);
      if (!waiting) return;
      this.pending.delete(id);
      if (this.pending.size === 0) worker.unref();
      if (error) waiting.reject(deserializeError(error));
      else waiting.resolve(result);
    });
    worker.on("error", (error) => this.stop(error));
    worker.on("exit", (code) => this.stop(new Error(`the embedded database's thread stopped (exit code ${code})`)));
  }

  /** Starts the thread and PGlite in it; settles when the database is ready, or with why it is not. */
  static async start(start: EmbeddedStart): Promise<EmbeddedClient> {
    const { script, eval: isSource } = threadScript();
    const client = new EmbeddedClient(
      new Worker(script, { eval: isSource ?? false, workerData: start, resourceLimits: THREAD_LIMITS }),
    );
    try {
      await new Promise((resolve, reject) => client.wait(0, resolve, reject));
    } catch (error) {
      await client.worker.terminate();
      throw error;
    }
    return client;
  }

  private stop(reason: Error) {
    this.stopped ??= reason;
    for (const { reject } of this.pending.values()) reject(reason);
    this.pending.clear();
    this.worker.unref();
  }

  /**
   * Waits for the answer to request `id`. The thread keeps the process alive only while an answer
   * is awaited, as a socket of PostgreSQL's would: an idle database does not.
   */
  private wait(id: number, resolve: (value: never) => void, reject: (error: Error) => void) {
    if (this.pending.size === 0) this.worker.ref();
    this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
  }

  private request<Result>(request: Request): Promise<Result> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<Result>((resolve, reject) => {
      this.wait(id, resolve, reject);
      this.worker.postMessage({ id, ...request });
    });
  }

  query<Row>(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.queryIn<Row>(undefined, sql, params, options);
  }

  exec(sql: string) {
    return this.execIn(undefined, sql);
  }

  private async queryIn<Row>(transaction: number | undefined, sql: string, params?: unknown[], options?: QueryOptions) {
    const { rowMode, parsers } = options ?? {};
    return this.request<EmbeddedResults<Row>>({
      kind: "query",
      sql,
      params,
      rowMode,
      textTypes: textTypes(parsers),
      transaction,
    });
  }

  private execIn(transaction: number | undefined, sql: string) {
    return this.request<EmbeddedResults<unknown>[]>({ kind: "exec", sql, transaction });
  }

  /**
   * Runs `work` in a transaction, as PGlite's `transaction` does: committed when it settles,
   * rolled back when it throws (and the error thrown again). Other statements wait until it ends.
   */
  async transaction<T>(work: (tx: EmbeddedQueries) => Promise<T>): Promise<T> {
    const id = await this.request<number>({ kind: "begin" });
    const tx: EmbeddedQueries = {
      query: (sql, params, options) => this.queryIn(id, sql, params, options),
      exec: (sql) => this.execIn(id, sql),
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await this.request({ kind: "end", transaction: id, commit: false });
      throw error;
    }
    await this.request({ kind: "end", transaction: id, commit: true });
    return result;
  }

  /** Closes PGlite (a checkpoint of its files) and ends the thread. */
  async close(): Promise<void> {
    if (this.stopped) return;
    const exited = new Promise((resolve) => this.worker.once("exit", resolve));
    await this.request({ kind: "close" });
    this.stop(new Error("the embedded database is closed"));
    await exited;
  }
}
