import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createWebRootFixture, fixturePages } from "../../tests/support/web-root-fixture";
import { MINI_GAME_SHORT_PATHS } from "../shared/catalogue/mini-games";
import { MARKETING_PATHS } from "../shared/routes";
import { siteConfig } from "../shared/site-config";
import { attachDatabase, buildApp } from "./app";
import { openDatabase } from "./db/client";
import { parseEnv } from "./env";

let webRoot: Awaited<ReturnType<typeof createWebRootFixture>>;
let app: FastifyInstance;

beforeAll(async () => {
  webRoot = await createWebRootFixture();
  app = await buildApp({
    config: parseEnv({ CATCHPHRASE_HOSTS: "10.1.2.3,play.example.test" }),
    webRoot: webRoot.root,
    logger: false,
  });
});

afterAll(async () => {
  await app.close();
  await webRoot.remove();
});

describe("GET /healthz", () => {
  it("answers 503 until the database is migrated, then 200 with JSON", async () => {
    const fresh = await buildApp({ config: parseEnv({}), webRoot: webRoot.root, logger: false });
    const before = await fresh.inject("/healthz");
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({ status: "starting" });

    await attachDatabase(fresh, await openDatabase({}));
    const after = await fresh.inject("/healthz");
    expect(after.statusCode).toBe(200);
    expect(after.headers["content-type"]).toContain("application/json");
    expect(after.json()).toEqual({ status: "ok", database: "pglite" });
    await fresh.close();
  });
});

describe("redirects of site.md 2.1", () => {
  it("sends /password to /games/password", async () => {
    const response = await app.inject("/password");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/games/password");
  });

  it.each(MINI_GAME_SHORT_PATHS)("sends /%s to /mini-games/%s", async (slug) => {
    const response = await app.inject(`/${slug}`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/mini-games/${slug}`);
  });

  it("sends an unknown game home", async () => {
    const response = await app.inject("/games/monopoly");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
  });

  it("drops a trailing slash and keeps the query", async () => {
    const response = await app.inject("/games/password/?ref=mail");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/games/password?ref=mail");
  });
});

describe("pages", () => {
  it("serves a prerendered page at its path, revalidated on each visit", async () => {
    const response = await app.inject("/games/password");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(fixturePages.password);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("sends the build's Brotli copy to browsers that accept it, with the page's caching", async () => {
    const response = await app.inject({ url: "/games/password", headers: { "accept-encoding": "br, gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(fixturePages.password);
  });

  it("serves the home page at /", async () => {
    const response = await app.inject({ url: "/", headers: { host: "www.example.test" } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(fixturePages.home);
  });

  it("caches hashed assets for a year", async () => {
    const response = await app.inject("/assets/app-3f9a1c.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("never lets the service worker script go stale", async () => {
    const response = await app.inject("/service-worker.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("boots room pages from the app shell and keeps them out of search engines", async () => {
    for (const path of ["/catchphrase/AB12CD", "/catchphrase-online/AB12CD"]) {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("SPA SHELL");
      expect(response.headers["x-robots-tag"]).toBe("noindex");
    }
  });

  it("answers an unknown page with the app shell and status 404", async () => {
    const response = await app.inject("/no/such/page");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("SPA SHELL");
  });

  it("sends basic security headers with every response", async () => {
    for (const url of ["/", "/healthz", "/games/password", "/nowhere"]) {
      const response = await app.inject(url);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"]).toBe("DENY");
    }
  });

  it("answers unknown API calls with JSON", async () => {
    const get = await app.inject("/api/nothing");
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ error: "Not Found" });
    const post = await app.inject({ method: "POST", url: "/games/password" });
    expect(post.statusCode).toBe(404);
  });
});

describe("Catchphrase hosts", () => {
  const lobbyMarker = '<meta name="catchphrase-host" content="true">';

  it.each([...siteConfig.catchphraseHosts, "10.1.2.3", "PLAY.example.test"])(
    "shows the lobby at / on %s",
    async (host) => {
      const response = await app.inject({ url: "/", headers: { host: `${host}:8080` } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("SPA SHELL");
      expect(response.body).toContain(lobbyMarker);
    },
  );

  it("shows the catalogue elsewhere and leaves other paths alone", async () => {
    const home = await app.inject({ url: "/", headers: { host: "localhost:3000" } });
    expect(home.body).not.toContain(lobbyMarker);
    const page = await app.inject({ url: "/games/password", headers: { host: "10.1.2.3" } });
    expect(page.body).toBe(fixturePages.password);
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("allows crawling and points at the sitemap", async () => {
    const response = await app.inject("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("User-agent: *");
    expect(response.body).toContain(`Sitemap: ${siteConfig.origin}/sitemap.xml`);
  });

  it("lists every indexable page and no room", async () => {
    const response = await app.inject("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(MARKETING_PATHS.map((path) => `${siteConfig.origin}${path}`));
    expect(locations).toContain(`${siteConfig.origin}/games/truth-or-dare`);
    expect(response.body).not.toContain("/analytics");
  });
});

describe("RSS", () => {
  it("serves the feed at /rss.xml for feed readers", async () => {
    const response = await app.inject("/rss.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.body).toContain('<rss version="2.0"');
    expect(response.body).toContain(`<link>${siteConfig.origin}/games/truth-or-dare</link>`);
  });

  it("shows the same feed as text at /api/rss", async () => {
    const [xml, text] = await Promise.all([app.inject("/rss.xml"), app.inject("/api/rss")]);
    expect(text.statusCode).toBe(200);
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.body).toBe(xml.body);
  });
});

describe("without a web build", () => {
  let bare: FastifyInstance;
  afterEach(async () => bare?.close());

  it("still answers /healthz and explains how to build the site", async () => {
    bare = await buildApp({ config: parseEnv({}), webRoot: "/nonexistent-build", logger: false });
    expect((await bare.inject("/healthz")).statusCode).toBe(503);
    const home = await bare.inject("/");
    expect(home.statusCode).toBe(503);
    expect(home.body).toContain("npm run build");
  });
});
