import type { FastifyInstance } from "fastify";
import { buildRssFeed, catalogueFeedItems } from "../rss-feed";

/** /rss.xml, the feed for readers, and /api/rss, the same feed shown as plain text (site.md 2.1). */
export async function rssRoutes(app: FastifyInstance): Promise<void> {
  const feed = buildRssFeed(catalogueFeedItems());
  app.get("/rss.xml", async (_request, reply) =>
    reply.type("application/rss+xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(feed),
  );
  app.get("/api/rss", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(feed),
  );
}
