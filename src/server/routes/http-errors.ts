import { createHash, timingSafeEqual } from "node:crypto";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Repositories } from "../app";
import { setSecurityHeaders } from "./security-headers";

/** An error that leaves the server as { error: message } with this status (see app.ts). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The answer to a request the database cannot serve now: it is unreachable or too slow. */
export const UNAVAILABLE = "The service is unavailable right now. Please try again in a moment.";
/** The answer to a request that reaches a server while it stops. */
export const STOPPING = "The server is restarting. Please try again in a moment.";

/** The repositories, or a 503 while the database is still starting. */
export function repositoriesOf(app: FastifyInstance): Repositories {
  const repositories = app.services.repositories;
  if (!repositories || app.services.closing) {
    throw new HttpError(503, "The service is starting. Please try again in a moment.");
  }
  return repositories;
}

/** The body parsed by `schema`, or a 400 carrying `message`. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown, message: string): z.infer<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(400, message);
  return result.data;
}

/**
 * Lets the request through when no ADMIN_TOKEN is configured (`open`) or when it carries the
 * token as a bearer credential; otherwise a 401. Compared in constant time: both sides are
 * hashed first, so neither the content nor the length of the token shows in the timing.
 */
export function checkAdmin(app: FastifyInstance, request: FastifyRequest): "open" | "admin" {
  const token = app.services.config.ADMIN_TOKEN;
  if (!token) return "open";
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
  const digest = (text: string) => createHash("sha256").update(text).digest();
  if (timingSafeEqual(digest(given), digest(token))) return "admin";
  throw new HttpError(401, "This needs the admin token.");
}

/** What a request whose address cannot be read is answered: the whole address is at fault. */
const BAD_ADDRESS = "This address is not valid. Please check it and try again.";
/** What a request whose address holds a part longer than the router reads is answered. */
const ADDRESS_TOO_LONG = "This address is too long.";
/** What a fault of the server is answered (the same words as app.ts's error handler). */
export const INTERNAL_ERROR = "Something went wrong on our side. Please try again.";

/**
 * Fastify's own refusals, made before any route or error handler runs (an address whose %
 * escapes do not decode, a path parameter over the router's limit), answered in the app's
 * { error } shape like every other error. app.ts passes it as Fastify's `frameworkErrors`.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Hooks do not run for these early answers: the headers every response carries are set here.
  setSecurityHeaders(request, reply);
  if (error.code === "FST_ERR_BAD_URL") {
    reply.code(400).send({ error: BAD_ADDRESS });
    return;
  }
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    reply.code(414).send({ error: ADDRESS_TOO_LONG });
    return;
  }
  request.log.error({ err: error }, "request failed before routing");
  reply.code(500).send({ error: INTERNAL_ERROR });
}

/** What Node's HTTP parser refuses before Fastify sees a request, as status, reason and sentence. */
function clientErrorAnswer(code: string | undefined): [number, string, string] {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT")
    return [408, "Request Timeout", "The request took too long. Please try again."];
  if (code === "HPE_HEADER_OVERFLOW") {
    return [431, "Request Header Fields Too Large", "The request's headers are too large."];
  }
  return [400, "Bad Request", "The request could not be read."];
}

/**
 * Answers a request Node's HTTP parser could not read (malformed, headers too large, too slow) in
 * the app's { error } shape, then closes the connection, as Node does. app.ts passes it as
 * Fastify's `clientErrorHandler`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, sentence] = clientErrorAnswer(error.code);
  const body = JSON.stringify({ error: sentence });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
