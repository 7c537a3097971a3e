import { rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTemporaryPostgresDatabase } from "../../tests/support/postgres";
import { createWebRootFixture, fixturePages } from "../../tests/support/web-root-fixture";
import { MINI_GAME_SHORT_PATHS } from "../shared/catalogue/mini-games";
import { MARKETING_PATHS, SHELL_FILES } from "../shared/routes";
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

describe("room writes", () => {
  const roomsOf = async (env: Record<string, string>, url?: string) => {
    const fresh = await buildApp({ config: parseEnv(env), webRoot: webRoot.root, logger: false });
    await attachDatabase(fresh, await openDatabase({ url }));
    const windowMs = fresh.services.repositories?.rooms.writeWindowMs;
    await fresh.close();
    return windowMs;
  };

  it("wait 2 ms under load for others to share a statement on the embedded database, unless told otherwise", async () => {
    expect(await roomsOf({})).toBe(2);
    expect(await roomsOf({ ROOM_WRITE_WINDOW_MS: "0" })).toBe(0);
    expect(await roomsOf({ ROOM_WRITE_WINDOW_MS: "5" })).toBe(5);
  });

  // Where a PostgreSQL server is available (TEST_DATABASE_URL; CI sets it).
  const adminUrl = process.env.TEST_DATABASE_URL;
  it.runIf(adminUrl)("never wait on PostgreSQL, whose round trip gathers them, unless told to", async () => {
    const temporary = await createTemporaryPostgresDatabase(adminUrl as string);
    try {
      expect(await roomsOf({}, temporary.url)).toBe(0);
      expect(await roomsOf({ ROOM_WRITE_WINDOW_MS: "3" }, temporary.url)).toBe(3);
    } finally {
      await temporary.drop();
    }
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

describe("paths that would redirect to another host (issue 17)", () => {
  let listening: FastifyInstance;
  let port = 0;

  beforeAll(async () => {
    listening = await buildApp({ config: parseEnv({}), webRoot: webRoot.root, logger: false });
    await listening.listen({ port: 0, host: "127.0.0.1" });
    port = (listening.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await listening?.close();
  });

  /** A GET of `path` exactly as written: unlike inject() and fetch(), node:http leaves it as it is. */
  const rawGet = (path: string) =>
    new Promise<{ status: number; location: string | undefined; body: string }>((resolve, reject) => {
      const request = http.get({ host: "127.0.0.1", port, path }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
        );
      });
      request.on("error", reject);
    });

  it("answers them with the 404 page, never a redirect to //evil.com", async () => {
    const paths = [
      "/.//evil.com/",
      "/%2e//evil.com/",
      "/x/..//evil.com/",
      "/%2e%2e//evil.com/?next=1",
      "//evil.com/",
      "///evil.com/",
      "/\\evil.com/",
    ];
    for (const path of paths) {
      const response = await rawGet(path);
      expect({ path, status: response.status, location: response.location }).toEqual({
        path,
        status: 404,
        location: undefined,
      });
      expect(response.body).toContain("SPA SHELL");
    }
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

  it("answers a room's address with the room page of its prefix, named with the room's code, kept out of search engines", async () => {
    for (const [path, prefix] of [
      ["/catchphrase/AB12CD", "/catchphrase"],
      ["/catchphrase-online/ab12cd", "/catchphrase-online"],
      ["/catchphrase/%61b12cd", "/catchphrase"],
    ] as const) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toBe(
        `<html><head><script>boot()</script></head><body>ROOM PAGE ${prefix}: Entering room AB12CD…</body></html>`,
      );
      expect(response.headers["x-robots-tag"], path).toBe("noindex");
    }
  });

  it("puts nothing from an address that cannot name a room into a page: the app shell answers it", async () => {
    for (const path of [
      "/catchphrase/AB12C",
      "/catchphrase/AB12CDE",
      "/catchphrase/%3Cb%3E12CD",
      "/catchphrase/AB%2012",
      `/catchphrase/${"A".repeat(3000)}`,
      "/catchphrase-online/%E2%80%AE%3Cscript%3E",
    ]) {
      const response = await app.inject(path);
      expect(response.statusCode, path.slice(0, 40)).toBe(200);
      expect(response.body, path.slice(0, 40)).toBe(fixturePages.shell);
      expect(response.headers["x-robots-tag"], path.slice(0, 40)).toBe("noindex");
    }
  });

  it("answers a big screen's address with the app shell, kept out of search engines, whatever its code holds (docs/decisions/064)", async () => {
    for (const path of [
      "/catchphrase/AB12CD/display",
      "/catchphrase-online/ab12c/display",
      `/catchphrase/${"A".repeat(3000)}/display`,
      "/catchphrase/%E2%80%AE%3Cscript%3E/display",
    ]) {
      const response = await app.inject(path);
      expect(response.statusCode, path.slice(0, 40)).toBe(200);
      expect(response.body, path.slice(0, 40)).toBe(fixturePages.shell);
      expect(response.headers["x-robots-tag"], path.slice(0, 40)).toBe("noindex");
    }
  });

  it("sends the app shell and room pages compressed to browsers that accept them, as they are to others", async () => {
    for (const [accept, decode] of [
      ["gzip, deflate, br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      for (const [url, text] of [
        ["/no/such/page", "SPA SHELL"],
        ["/catchphrase/AB12CD", "Entering room AB12CD…"],
      ] as const) {
        const response = await app.inject({ url, headers: { "accept-encoding": accept } });
        expect(response.headers["content-encoding"]).toBe(accept === "gzip" ? "gzip" : "br");
        expect(response.headers.vary).toContain("accept-encoding");
        expect(decode(response.rawPayload).toString()).toContain(text);
      }
    }
    const plain = await app.inject({ url: "/no/such/page", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("SPA SHELL");
  });

  it("answers an unknown page with the app shell and status 404", async () => {
    const response = await app.inject("/no/such/page");
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(fixturePages.shell);
  });

  it("sends basic security headers with every response", async () => {
    for (const url of ["/", "/healthz", "/games/password", "/nowhere"]) {
      const response = await app.inject(url);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"]).toBe("DENY");
    }
  });

  it("answers unknown API calls and methods with a readable { error }", async () => {
    const get = await app.inject("/api/nothing");
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ error: "There is nothing at this address." });
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const) {
      const other = await app.inject({ method, url: "/games/password" });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ error: "There is nothing at this address." });
    }
  });
});

describe("addresses Fastify cannot read (issue 17)", () => {
  it.each(["/games/%E0%A4%A", "/%E0%A4%A", "/api/%E0%A4%A", "/api/likes/%zz/count"])(
    "answers %s with 400 and the app's { error }",
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toEqual({ error: "This address is not valid. Please check it and try again." });
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    },
  );

  it("answers a HEAD of such an address with the same status and headers, and no body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/api/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.body).toBe("");
  });

  it("answers a path part longer than the router reads with 414 and the app's { error }", async () => {
    const response = await app.inject(`/api/likes/${"x".repeat(500)}/count`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: "This address is too long." });
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

  it("answers with the lobby's shell the build wrote, and its compressed copy, where there is one", async () => {
    const built = "<html><head><title>LOBBY FROM THE BUILD</title></head><body></body></html>";
    await writeFile(path.join(webRoot.root, SHELL_FILES.catchphraseLobby), built);
    await writeFile(path.join(webRoot.root, `${SHELL_FILES.catchphraseLobby}.br`), brotliCompressSync(built));
    await writeFile(path.join(webRoot.root, `${SHELL_FILES.catchphraseLobby}.gz`), gzipSync(built));
    const server = await buildApp({
      config: parseEnv({ CATCHPHRASE_HOSTS: "play.example.test" }),
      webRoot: webRoot.root,
      logger: false,
    });
    try {
      const headers = { host: "play.example.test", "accept-encoding": "br" };
      const response = await server.inject({ url: "/", headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(response.rawPayload).toString("utf8")).toBe(built);
      const plain = await server.inject({ url: "/", headers: { host: "play.example.test" } });
      expect(plain.body).toBe(built);
    } finally {
      await server.close();
      for (const suffix of ["", ".br", ".gz"])
        await rm(path.join(webRoot.root, `${SHELL_FILES.catchphraseLobby}${suffix}`));
    }
  });

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

describe("refusals made before a route runs (issue 17)", () => {
  /** Sends `request` as raw bytes and answers the status line and the JSON body. */
  async function rawRequest(server: FastifyInstance, request: string) {
    const { port } = server.server.address() as AddressInfo;
    const socket = await new Promise<Socket>((resolve, reject) => {
      const connection = connect(port, "127.0.0.1", () => resolve(connection));
      connection.once("error", reject);
    });
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    await new Promise((resolve) => {
      socket.once("close", resolve);
      socket.write(request);
    });
    const [head = "", body = ""] = text.split("\r\n\r\n");
    return {
      status: head.split("\r\n")[0],
      contentType: /content-type: ([^\r]*)/i.exec(head)?.[1],
      body: JSON.parse(body),
    };
  }

  it("answers a request Node cannot parse in the app's { error } shape", async () => {
    const server = await buildApp({ config: parseEnv({}), webRoot: "/nonexistent-build", logger: false });
    try {
      await server.listen({ port: 0, host: "127.0.0.1" });
      expect(await rawRequest(server, "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n")).toEqual({
        status: "HTTP/1.1 400 Bad Request",
        contentType: "application/json; charset=utf-8",
        body: { error: "The request could not be read." },
      });
      expect(
        await rawRequest(server, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"y".repeat(20_000)}\r\n\r\n`),
      ).toMatchObject({
        status: "HTTP/1.1 431 Request Header Fields Too Large",
        body: { error: "The request's headers are too large." },
      });
    } finally {
      await server.close();
    }
  });

  it("words the refusals of a body: not JSON, too large", async () => {
    const notJson = await app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: { "content-type": "application/xml" },
      payload: "<feedback/>",
    });
    expect([notJson.statusCode, notJson.json()]).toEqual([
      415,
      { error: "This address only accepts JSON (application/json)." },
    ]);
    const large = await app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ message: "x".repeat(70 * 1024) }),
    });
    expect([large.statusCode, large.json()]).toEqual([413, { error: "The request is too large." }]);
  });

  it("answers requests that reach it while it stops with 503 and the app's { error }", async () => {
    const server = await buildApp({ config: parseEnv({}), webRoot: "/nonexistent-build", logger: false });
    server.services.closing = true;
    const page = await server.inject("/api/likes/nordle/count");
    expect([page.statusCode, page.json()]).toEqual([
      503,
      { error: "The server is restarting. Please try again in a moment." },
    ]);
    const health = await server.inject("/healthz");
    expect([health.statusCode, health.json()]).toEqual([503, { status: "stopping" }]);
    await server.close();
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
    expect(home.json()).toEqual({ error: "The site has not been built yet: run npm run build." });
    const page = await bare.inject("/games/password");
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ error: "There is nothing at this address." });
  });
});
