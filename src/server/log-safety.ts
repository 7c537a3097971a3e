import type { FastifyServerOptions } from "fastify";

/** The fields of a driver error that name what went wrong, never the data it was working on. */
const KEPT_FIELDS = ["code", "severity", "routine", "errno", "syscall"] as const;

type SafeError = {
  type: string;
  message: string;
  stack: string;
  cause?: SafeError;
} & Partial<Record<(typeof KEPT_FIELDS)[number], unknown>>;

/** A failed Drizzle query: its message lists the parameters, which hold whole room documents. */
function isFailedQuery(error: object): error is Error & { query: string } {
  return "query" in error && "params" in error && typeof error.query === "string";
}

/**
 * An error as it may be logged: its type, a message, the codes that say what went wrong, the
 * stack frames and its causes. Whatever else an error carries stays out: a failed query's
 * parameters (a room with its current word and its players' token hashes), PostgreSQL's `detail`
 * and `where` (the values of a row). Logs are read by more people than the database is.
 */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: "" };
  const type = error.constructor?.name || error.name || "Error";
  const message = isFailedQuery(error) ? `Failed query: ${error.query}` : error.message;
  const frames = (error.stack ?? "").split("\n").filter((line) => line.startsWith("    at "));
  const safe: SafeError = { type, message, stack: [`${type}: ${message}`, ...frames].join("\n") };
  for (const field of KEPT_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === "string" || typeof value === "number") safe[field] = value;
  }
  if (error.cause instanceof Error && depth < 3) safe.cause = serializeError(error.cause, depth + 1);
  return safe;
}

/**
 * The logger options of the server: `options` (a level, a test's stream) with errors written
 * through serializeError, wherever they are logged (`{ err }` by convention, as Fastify does).
 */
export function safeLoggerOptions(options: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!options) return options;
  const base = options === true ? {} : options;
  return {
    ...base,
    serializers: { ...("serializers" in base ? base.serializers : {}), err: (error: unknown) => serializeError(error) },
  };
}
