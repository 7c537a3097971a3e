import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  catchphraseDisplayOf,
  catchphraseLobbyShell,
  catchphraseRoomOf,
  resolveRedirect,
  SHELL_FILES,
  trailingSlashRedirect,
} from "../../shared/routes";
import {
  type CompressedHtml,
  compressHtml,
  type Encoding,
  encodeHtml,
  preferredEncoding,
  readCompressedHtml,
} from "./compressed-html";
import { loadRoomPages } from "./room-pages";
import { contentSecurityPolicy, inlineHashes } from "./security-headers";

export type StaticSiteOptions = {
  /** The built browser app: prerendered index.html files, the room pages, __spa-fallback.html, assets/. */
  webRoot: string;
  /** Host names (lower case, no port) on which / shows the Catchphrase lobby. */
  catchphraseHosts: readonly string[];
};

/** A document the server answers with: the build's HTML, compressed, and its policy. */
type Shell = { html: CompressedHtml; policy: string };

/** What an unknown API address or method, or any page when there is no build, is answered. */
const NOT_FOUND = "There is nothing at this address.";

/**
 * Serves the built site: hashed assets with year-long caching, the prerendered page of each
 * marketing route, each room's page (its code filled in), the redirects of site.md 2.1, and the
 * Catchphrase lobby at / on Catchphrase hosts. Unknown pages get the SPA shell with a 404
 * status; the browser app then logs the 404 and goes home.
 */
export async function staticSiteRoutes(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const { webRoot } = options;
  const catchphraseHosts = new Set(options.catchphraseHosts);
  const hasBuild = existsSync(path.join(webRoot, SHELL_FILES.fallback));
  const htmlFiles = hasBuild ? await findHtmlFiles(webRoot) : [];
  const pages = prerenderedPages(webRoot, htmlFiles);
  // Each document's policy allows exactly its own inline code (docs/decisions/016).
  const policies = await htmlPolicies(htmlFiles);
  const policyOf = (file: string) => policies.get(file) ?? contentSecurityPolicy();
  /** A shell of the build as it is sent, or undefined where the build has no such file. */
  const readShell = async (file: string): Promise<Shell | undefined> => {
    const filePath = path.resolve(webRoot, file);
    if (!existsSync(filePath)) return undefined;
    return { html: await readCompressedHtml(filePath), policy: policyOf(filePath) };
  };
  const shell = (await readShell(SHELL_FILES.fallback)) ?? { html: compressHtml(""), policy: contentSecurityPolicy() };
  // The build writes the lobby's shell, compressed (scripts/lobby-shell.ts); from a build without
  // it, it is made here, which costs a start about 0.2 s at Brotli's best (it carries the whole
  // stylesheet, docs/decisions/031).
  const lobbyShell: Shell = (await readShell(SHELL_FILES.catchphraseLobby)) ?? {
    ...shell,
    html: compressHtml(catchphraseLobbyShell(shell.html.identity.toString("utf8"))),
  };
  const roomPage = await loadRoomPages(webRoot, policyOf);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      redirect: false,
      // The build writes .br and .gz beside each page, script and style (scripts/compress-assets.mjs).
      preCompressed: true,
      // ETags and Last-Modified let browsers revalidate cheaply whatever is not immutable.
      setHeaders: (reply, filePath) => {
        reply.header("cache-control", cacheControlFor(filePath));
        const policy = policies.get(path.resolve(filePath.replace(/\.(br|gz)$/, "")));
        if (policy) reply.header("content-security-policy", policy);
      },
    });
  } else {
    app.log.warn({ webRoot }, "no web build found: only the API is served (run npm run build)");
  }

  /** Sends a document the server made or edited, in the best encoding the browser takes. */
  const sendHtml = (reply: FastifyReply, status: number, policy: string, body: (encoding: Encoding) => Buffer) => {
    const encoding = preferredEncoding(reply.request.headers["accept-encoding"]);
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("vary", "accept-encoding")
      .header("cache-control", "no-cache")
      .header("content-security-policy", policy)
      .send(body(encoding));
  };
  const sendShell = (reply: FastifyReply, status: number, { html, policy }: Shell) =>
    sendHtml(reply, status, policy, (encoding) => html[encoding]);

  app.get("/", async (request, reply) => {
    if (!hasBuild) return reply.code(503).send({ error: "The site has not been built yet: run npm run build." });
    if (catchphraseHosts.has(request.hostname.toLowerCase())) return sendShell(reply, 200, lobbyShell);
    return reply.sendFile("index.html");
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = pathOnThisSite(request.url);
    const pathname = url.pathname;
    if ((request.method !== "GET" && request.method !== "HEAD") || pathname.startsWith("/api/")) {
      return reply.code(404).send({ error: NOT_FOUND });
    }
    // A path whose shorter form would name another host (//evil.com) falls through to a 404.
    const withoutSlash = trailingSlashRedirect(pathname);
    if (withoutSlash) return reply.redirect(`${withoutSlash}${url.search}`, 301);
    const redirect = resolveRedirect(pathname);
    if (redirect) return reply.redirect(`${redirect.location}${url.search}`, redirect.permanent ? 301 : 302);
    if (!hasBuild) return reply.code(404).send({ error: NOT_FOUND });
    if (pages.has(pathname)) return reply.sendFile(`${pathname.slice(1)}/index.html`);
    // A room's big-screen display (docs/decisions/039): the app draws it; never indexed either.
    if (catchphraseDisplayOf(pathname)) {
      reply.header("x-robots-tag", "noindex");
      return sendShell(reply, 200, shell);
    }
    const room = catchphraseRoomOf(pathname);
    if (room) {
      reply.header("x-robots-tag", "noindex");
      const page = roomPage(room);
      if (!page) return sendShell(reply, 200, shell);
      return sendHtml(reply, 200, page.policy, (encoding) => encodeHtml(page.html, encoding));
    }
    return sendShell(reply, 404, shell);
  });
}

/**
 * The request's target read as a path of this site. A target starting with // (or /\\) is a
 * path here, not a host as URL resolution against a base would read it; an absolute target
 * (sent to proxies) keeps only its path.
 */
function pathOnThisSite(target: string): URL {
  const origin = "http://site.invalid";
  return target.startsWith("/") ? new URL(`${origin}${target}`) : new URL(target, origin);
}

/** Hashed build assets never change under the same name; everything else is revalidated. */
function cacheControlFor(servedPath: string): string {
  const filePath = servedPath.replace(/\.(br|gz)$/, "");
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return "public, max-age=31536000, immutable";
  if (filePath.endsWith(".html") || filePath.endsWith("service-worker.js") || filePath.endsWith(".webmanifest")) {
    return "no-cache";
  }
  return "public, max-age=86400";
}

/** The absolute path of every HTML file of the build. */
async function findHtmlFiles(webRoot: string): Promise<string[]> {
  const entries = await readdir(webRoot, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.resolve(entry.parentPath, entry.name));
}

/** The Content-Security-Policy of each HTML file, by its absolute path. */
async function htmlPolicies(files: readonly string[]): Promise<Map<string, string>> {
  const policies = new Map<string, string>();
  for (const file of files) policies.set(file, contentSecurityPolicy(inlineHashes(await readFile(file, "utf8"))));
  return policies;
}

/** The URL path of every prerendered page: a/b/index.html answers /a/b. */
function prerenderedPages(webRoot: string, htmlFiles: readonly string[]): Set<string> {
  const pages = new Set<string>();
  for (const file of htmlFiles) {
    if (path.basename(file) !== "index.html") continue;
    const folder = path.relative(webRoot, path.dirname(file));
    if (folder !== "") pages.add(`/${folder.split(path.sep).join("/")}`);
  }
  return pages;
}
