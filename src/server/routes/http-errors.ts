import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Repositories } from "../app";

/** An error that leaves the server as { error: message } with this status (see app.ts). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

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
