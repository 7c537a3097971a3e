/** Network errors of a connection that failed, broke or could not be made. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's own codes for "not now": the server shutting down or starting (57P01-57P03),
 * a statement cancelled by statement_timeout (57014), too many connections (53300).
 */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "57014", "53300"]);

/** What node-postgres says when a connection ends, cannot be had in time, or a reply never comes. */
const DRIVER_MESSAGES = [
  "Connection terminated",
  "Query read timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

/**
 * Whether `error` (or anything in its `cause` chain, as Drizzle wraps driver errors) says the
 * database could not be reached or did not answer in time, rather than that the request was
 * wrong: such failures are answered 503, "try again", and are retried at start-up.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith("08"))) {
      return true;
    }
    if (typeof message === "string" && DRIVER_MESSAGES.some((text) => message.startsWith(text))) return true;
    current = cause;
  }
  return false;
}
