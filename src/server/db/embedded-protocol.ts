import type { PGliteOptions } from "@electric-sql/pglite";
import { DataFolderError } from "./data-folder-error";

/**
 * What the server and the embedded database's thread (decision 057) say to each other. Every
 * request has an id, answered once with its result or its error; id 0 is the thread's "ready"
 * (or why it could not start).
 */

/** How the thread starts PGlite: in a data folder (embedded-folder.ts), or in memory without one. */
export type EmbeddedStart = { folder?: string | undefined; options: Pick<PGliteOptions, "postgresqlconf"> };

export type EmbeddedRequest = { id: number } & (
  | {
      kind: "query";
      sql: string;
      params?: unknown[] | undefined;
      rowMode?: "array" | "object" | undefined;
      /** Types whose values come back as PostgreSQL's text, unparsed (what Drizzle's parsers ask for). */
      textTypes?: number[] | undefined;
      transaction?: number | undefined;
    }
  | { kind: "exec"; sql: string; transaction?: number | undefined }
  | { kind: "begin" }
  | { kind: "end"; transaction: number; commit: boolean }
  | { kind: "close" }
);

export type ThreadMessage = { id: number; result?: unknown; error?: SerializedError };

/** An error as it crosses threads: its name, message, stack and plain fields (PostgreSQL's code, detail, ...). */
export type SerializedError = {
  name: string;
  message: string;
  stack?: string | undefined;
  fields: Record<string, unknown>;
};

const PLAIN = new Set(["string", "number", "boolean"]);

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (PLAIN.has(typeof value)) fields[key] = value;
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The error again, on the server's side: a DataFolderError stays one (start-up prints it alone). */
export function deserializeError({ name, message, stack, fields }: SerializedError): Error {
  const error = name === "DataFolderError" ? new DataFolderError(message) : new Error(message);
  if (error.name !== name) error.name = name;
  if (stack) error.stack = stack;
  return Object.assign(error, fields);
}
