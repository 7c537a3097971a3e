import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { siteConfig } from "../shared/site-config";
import type { RoomDocument } from "./catchphrase/room-master";
import { roomParts } from "./catchphrase/room-writer";
import type { DatabaseConnection } from "./db/client";
import { watchDatabase } from "./db/database-watch";
import { createEventCountsRepository, type EventCountsRepository } from "./db/event-counts-repository";
import { createFeedbackRepository, type FeedbackRepository } from "./db/feedback-repository";
import { createLikeRepository, type LikeRepository } from "./db/like-repository";
import { createPresenceRepository, type PresenceRepository } from "./db/presence-repository";
import { createRoomRepository, type RoomRepository } from "./db/room-repository";
import { isDatabaseUnavailable } from "./db/unavailable";
import { createDependencies, type Dependencies } from "./dependencies";
import { createDoor, type Door } from "./door";
import { type Config, ROOM_WRITE_WINDOW_MS_EMBEDDED } from "./env";
import { safeLoggerOptions } from "./log-safety";
import { webBuildFolder } from "./paths";
import { proxyTrust } from "./proxy-trust";
import { analyticsRoutes } from "./routes/analytics";
import { eventRoutes } from "./routes/events";
import { feedbackRoutes } from "./routes/feedback";
import { healthRoutes } from "./routes/health";
import {
  answerClientError,
  answerFrameworkError,
  HttpError,
  INTERNAL_ERROR,
  STOPPING,
  UNAVAILABLE,
} from "./routes/http-errors";
import { likeRoutes } from "./routes/likes";
import { rssRoutes } from "./routes/rss";
import { setSecurityHeaders } from "./routes/security-headers";
import { seoRoutes } from "./routes/seo";
import { staticSiteRoutes } from "./routes/static-site";
import { loadVisitorIds, type VisitorIds } from "./visitor-ids";

export type Repositories = {
  eventCounts: EventCountsRepository;
  feedback: FeedbackRepository;
  likes: LikeRepository;
  rooms: RoomRepository<RoomDocument>;
  presence: PresenceRepository;
  /** Issues and checks the signed anonymous ids that likes need (decision 020). */
  visitorIds: VisitorIds;
};

/** What the routes depend on that becomes available (or goes away) after the app is built. */
export type AppServices = {
  config: Config;
  /** Set once the database is open and migrated; absent before, so routes answer 503. */
  database: DatabaseConnection | undefined;
  repositories: Repositories | undefined;
  /**
   * Socket.IO's way in: opened once the game behind it is ready (the database migrated). A browser
   * that connects before waits at the door a while (socket-gateway.ts), rather than sending
   * requests nobody answers yet.
   */
  sockets: Door;
  /** True from the moment shutdown begins. */
  closing: boolean;
  /**
   * Run when shutdown begins, before the database closes, for parts started after listen (hooks
   * can no longer be added then); shutdown waits for the promises they return.
   */
  stopTasks: (() => void | Promise<void>)[];
  /** Run once the HTTP server and the sockets are closed, just before the database closes. */
  closeTasks: (() => void | Promise<void>)[];
  /** Whether the database (and Redis, in cluster mode) answer now; /healthz and the room master ask. */
  dependencies: Dependencies;
  /** The server's clock (DESIGN decision 8); tests pass their own. */
  now: () => number;
};

declare module "fastify" {
  interface FastifyInstance {
    services: AppServices;
  }
}

export type BuildAppOptions = {
  config: Config;
  /** The built browser app; defaults to dist/web/client. */
  webRoot?: string;
  logger?: FastifyServerOptions["logger"];
  now?: () => number;
};

/** Fastify's refusals of a request's body, in words a person can read. */
const REFUSALS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This address only accepts JSON (application/json).",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request is too large.",
};

/** A 4xx error's own message, or, for a body Fastify could not parse, that it is not valid JSON. */
function readableRefusal(error: { message: string }): string {
  return error.message.startsWith("Body ") ? "The request body is not valid JSON." : error.message;
}

/**
 * The whole HTTP application without listening: tests drive it with inject(), main.ts starts it.
 * The database is attached later with attachDatabase(), so /healthz can answer 503 meanwhile.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: safeLoggerOptions(options.logger ?? { level: config.LOG_LEVEL }),
    // Off unless configured: otherwise anyone could claim any address in X-Forwarded-For.
    trustProxy: proxyTrust(config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    // While closing, requests are answered 503 by the onRequest hook below, in the app's shape.
    return503OnClosing: false,
    // Fastify's and Node's refusals of unreadable requests leave in the app's { error } shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.decorate("services", {
    config,
    database: undefined,
    repositories: undefined,
    sockets: createDoor(),
    closing: false,
    stopTasks: [],
    closeTasks: [],
    dependencies: createDependencies(app.log),
    now: options.now ?? Date.now,
  } satisfies AppServices);
  app.services.dependencies.need("database");

  // Every error leaves as { error: "a sentence a person can read" }; server faults are logged.
  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ error: error.message });
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "request failed: the database is unreachable");
      return reply.code(503).header("retry-after", "5").send({ error: UNAVAILABLE });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send({ error: INTERNAL_ERROR });
    }
    return reply.code(status).send({ error: REFUSALS[error.code ?? ""] ?? readableRefusal(error) });
  });
  app.addHook("onSend", async (request, reply) => setSecurityHeaders(request, reply));
  // A stopping server takes no new work; /healthz still says why (503, "stopping").
  app.addHook("onRequest", async (request, reply) => {
    if (!app.services.closing || request.url === "/healthz") return;
    return reply.code(503).header("connection", "close").send({ error: STOPPING });
  });
  app.addHook("preClose", async () => {
    app.services.closing = true;
    await Promise.all(app.services.stopTasks.splice(0).map((stop) => stop()));
  });
  app.addHook("onClose", async () => {
    await Promise.all(app.services.closeTasks.splice(0).map((close) => close()));
    await app.services.database?.close();
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${context.after} and try again.`,
    }),
  });
  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(rssRoutes);
  await app.register(feedbackRoutes);
  await app.register(eventRoutes);
  await app.register(likeRoutes);
  await app.register(analyticsRoutes);
  await app.register(staticSiteRoutes, {
    webRoot: options.webRoot ?? webBuildFolder,
    catchphraseHosts: [...siteConfig.catchphraseHosts, ...config.CATCHPHRASE_HOSTS],
  });
  return app;
}

/**
 * Migrates the database and hands it to the routes; /healthz turns 200 from here on, and says 503
 * whenever the database stops answering (watchDatabase).
 */
export async function attachDatabase(app: FastifyInstance, database: DatabaseConnection): Promise<void> {
  await database.migrate();
  const visitorIds = await loadVisitorIds(database.db, app.services.now());
  app.services.repositories = {
    eventCounts: createEventCountsRepository(database.db),
    feedback: createFeedbackRepository(database.db),
    likes: createLikeRepository(database.db),
    rooms: createRoomRepository<RoomDocument>(database.db, {
      parts: roomParts,
      writeWindowMs:
        app.services.config.ROOM_WRITE_WINDOW_MS ??
        // PGlite runs on this thread, so nothing arrives while it writes: without a window, its
        // batches hold one or two rooms. PostgreSQL's round trip is a window of its own.
        (database.driver === "pglite" ? ROOM_WRITE_WINDOW_MS_EMBEDDED : 0),
    }),
    presence: createPresenceRepository(database.db),
    visitorIds,
  };
  app.services.database = database;
  app.services.dependencies.report("database", true);
  app.services.stopTasks.push(watchDatabase(database, app.services.dependencies));
}
