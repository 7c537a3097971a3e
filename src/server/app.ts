import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { siteConfig } from "../shared/site-config";
import type { DatabaseConnection } from "./db/client";
import type { Config } from "./env";
import { webBuildFolder } from "./paths";
import { healthRoutes } from "./routes/health";
import { rssRoutes } from "./routes/rss";
import { seoRoutes } from "./routes/seo";
import { staticSiteRoutes } from "./routes/static-site";

/** What the routes depend on that becomes available (or goes away) after the app is built. */
export type AppServices = {
  /** Set once the database is open and migrated; absent before, so routes answer 503. */
  database: DatabaseConnection | undefined;
  /** True from the moment shutdown begins. */
  closing: boolean;
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
};

/**
 * The whole HTTP application without listening: tests drive it with inject(), main.ts starts it.
 * The database is attached later with attachDatabase(), so /healthz can answer 503 meanwhile.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  });
  app.decorate("services", { database: undefined, closing: false } satisfies AppServices);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "SAMEORIGIN");
  });
  app.addHook("preClose", async () => {
    app.services.closing = true;
  });
  app.addHook("onClose", async () => {
    await app.services.database?.close();
  });

  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(rssRoutes);
  await app.register(staticSiteRoutes, {
    webRoot: options.webRoot ?? webBuildFolder,
    catchphraseHosts: [...siteConfig.catchphraseHosts, ...config.CATCHPHRASE_HOSTS],
  });
  return app;
}

/** Migrates the database and hands it to the routes; /healthz turns 200 from here on. */
export async function attachDatabase(app: FastifyInstance, database: DatabaseConnection): Promise<void> {
  await database.migrate();
  app.services.database = database;
}
