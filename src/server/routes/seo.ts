import type { FastifyInstance } from "fastify";
import { MARKETING_PATHS } from "../../shared/routes";
import { siteConfig } from "../../shared/site-config";

/** robots.txt and sitemap.xml, both derived from the one list of indexable pages. */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const robots = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteConfig.origin}/sitemap.xml`,
    "",
  ].join("\n");
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...MARKETING_PATHS.map((path) => `  <url><loc>${siteConfig.origin}${path}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");

  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robots),
  );
  app.get("/sitemap.xml", async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(sitemap),
  );
}
