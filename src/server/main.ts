import type { FastifyInstance } from "fastify";
import { attachDatabase, buildApp } from "./app";
import { startCatchphrase } from "./catchphrase/room-gateway";
import { openDatabase } from "./db/client";
import { DataFolderError } from "./db/data-folder-error";
import { isDatabaseUnavailable } from "./db/unavailable";
import { type Config, ConfigError, parseEnv } from "./env";
import { attachSocketGateway } from "./socket-gateway";

/** The most a graceful stop may take; past it the process exits with code 1. */
const SHUTDOWN_DEADLINE_MS = 5_000;
/**
 * When a stop lets go of requests and sockets still open (stuck on an unreachable database), so
 * that closing the database and Redis still fits before the deadline.
 */
const SHUTDOWN_GRACE_MS = 3_000;
/** How long start-up waits between tries while the database is unreachable. */
const START_RETRY_MS = 2_000;

/**
 * Starts the server: listen first (so /healthz can say 503 while starting), then open and
 * migrate the database, waiting for it (and in cluster mode for Redis) for as long as it is
 * unreachable. SIGTERM and SIGINT stop it gracefully within five seconds, outage or not.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config });
  const io = await attachSocketGateway(app, {});
  // Needed from the start, so that /healthz never says 200 before Redis is there.
  if (config.REDIS_URL) app.services.dependencies.need("redis");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    setTimeout(() => {
      app.log.warn("shutdown: closing the requests and sockets still open");
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    housekeeping: { onError: (error) => app.log.error({ err: error }, "embedded database housekeeping failed") },
  });
  if (
    !(await whileUnreachable(
      app,
      () => stopping,
      () => attachDatabase(app, database),
    ))
  ) {
    await database.close();
    return;
  }
  app.log.info({ driver: database.driver }, "database ready");
  if (config.REDIS_URL) {
    // Loaded only in a cluster: a lone process never spends its start on the Redis client.
    const { connectRedisAdapter } = await import("./redis-adapter");
    await connectRedisAdapter(app, io, config.REDIS_URL);
    app.log.info("redis ready");
  }
  if (stopping) return;
  startCatchphrase(app, io);
}

/**
 * Runs `task` until it succeeds, trying again every START_RETRY_MS while the database is
 * unreachable (logged once), so that a server started before its database waits for it instead
 * of exiting. Any other failure is thrown. False if the server began stopping first.
 */
async function whileUnreachable(
  app: FastifyInstance,
  stopping: () => boolean,
  task: () => Promise<void>,
): Promise<boolean> {
  for (let attempt = 0; !stopping(); attempt += 1) {
    try {
      await task();
      return !stopping();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (attempt === 0) app.log.error({ err: error }, "the database is unreachable; trying again every few seconds");
      await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS));
    }
  }
  return false;
}

main().catch((error: unknown) => {
  // A data folder that is damaged or in use is the operator's to fix: its message says what to do,
  // and a stack trace would only bury it.
  console.error(error instanceof DataFolderError ? error.message : error);
  process.exit(1);
});
