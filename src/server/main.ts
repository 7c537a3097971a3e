import { attachDatabase, buildApp } from "./app";
import { startCatchphrase } from "./catchphrase/room-gateway";
import { openDatabase } from "./db/client";
import { type Config, ConfigError, parseEnv } from "./env";
import { attachSocketGateway } from "./socket-gateway";

const SHUTDOWN_DEADLINE_MS = 5_000;

/**
 * Starts the server: listen first (so /healthz can say 503 while starting), then open and
 * migrate the database. SIGTERM and SIGINT stop it gracefully within five seconds.
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
  const io = await attachSocketGateway(app, { redisUrl: config.REDIS_URL });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
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
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  if (stopping) {
    await database.close();
    return;
  }
  await attachDatabase(app, database);
  startCatchphrase(app, io);
  app.log.info({ driver: database.driver }, "database ready");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
