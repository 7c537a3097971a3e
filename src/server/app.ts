import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { siteConfig } from "../shared/site-config";
import type { RoomDocument } from "./catchphrase/room-master";
import type { DatabaseConnection } from "./db/client";
import { createEventCountsRepository, type EventCountsRepository } from "./db/event-counts-repository";
import { createFeedbackRepository, type FeedbackRepository } from "./db/feedback-repository";
import { createLikeRepository, type LikeRepository } from "./db/like-repository";
import { createRoomRepository, type RoomRepository } from "./db/room-repository";
import type { Config } from "./env";
import { webBuildFolder } from "./paths";
import { proxyTrust } from "./proxy-trust";
import { analyticsRoutes } from "./routes/analytics";
import { eventRoutes } from "./routes/events";
import { feedbackRoutes } from "./routes/feedback";
import { healthRoutes } from "./routes/health";
import { HttpError } from "./routes/http-errors";
import { likeRoutes } from "./routes/likes";
import { rssRoutes } from "./routes/rss";
import { setSecurityHeaders } from "./routes/security-headers";
import { seoRoutes } from "./routes/seo";
import { staticSiteRoutes } from "./routes/static-site";

export type Repositories = {
  eventCounts: EventCountsRepository;
  feedback: FeedbackRepository;
  likes: LikeRepository;
  rooms: RoomRepository<RoomDocument>;
};

/** What the routes depend on that becomes available (or goes away) after the app is built. */
export type AppServices = {
  config: Config;
  /** Set once the database is open and migrated; absent before, so routes answer 503. */
  database: DatabaseConnection | undefined;
  repositories: Repositories | undefined;
  /**
   * Whether Socket.IO takes connections: false until the game behind it is ready (the database
   * migrated), so a browser reconnecting to a starting server retries instead of sending
   * requests nobody answers yet.
   */
  socketsOpen: boolean;
  /** True from the moment shutdown begins. */
  closing: boolean;
  /**
   * Run when shutdown begins, before the database closes, for parts started after listen (hooks
   * can no longer be added then); shutdown waits for the promises they return.
   */
  stopTasks: (() => void | Promise<void>)[];
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

const INTERNAL_ERROR = "Something went wrong on our side. Please try again.";

/**
 * The whole HTTP application without listening: tests drive it with inject(), main.ts starts it.
 * The database is attached later with attachDatabase(), so /healthz can answer 503 meanwhile.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // Off unless configured: otherwise anyone could claim any address in X-Forwarded-For.
    trustProxy: proxyTrust(config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  });
  app.decorate("services", {
    config,
    database: undefined,
    repositories: undefined,
    socketsOpen: false,
    closing: false,
    stopTasks: [],
    now: options.now ?? Date.now,
  } satisfies AppServices);

  // Every error leaves as { error: "a sentence a person can read" }; server faults are logged.
  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ error: error.message });
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send({ error: INTERNAL_ERROR });
    }
    const invalidJson = error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.message.startsWith("Body ");
    return reply.code(status).send({ error: invalidJson ? "The request body is not valid JSON." : error.message });
  });
  app.addHook("onSend", async (request, reply) => setSecurityHeaders(request, reply));
  app.addHook("preClose", async () => {
    app.services.closing = true;
    await Promise.all(app.services.stopTasks.splice(0).map((stop) => stop()));
  });
  app.addHook("onClose", async () => {
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

/** Migrates the database and hands it to the routes; /healthz turns 200 from here on. */
export async function attachDatabase(app: FastifyInstance, database: DatabaseConnection): Promise<void> {
  await database.migrate();
  app.services.repositories = {
    eventCounts: createEventCountsRepository(database.db),
    feedback: createFeedbackRepository(database.db),
    likes: createLikeRepository(database.db),
    rooms: createRoomRepository<RoomDocument>(database.db),
  };
  app.services.database = database;
}
