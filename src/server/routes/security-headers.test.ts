import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOM_SHELL_CODE, ROOM_SHELLS } from "../../shared/routes";
import { attachDatabase, buildApp } from "../app";
import { openDatabase } from "../db/client";
import { parseEnv } from "../env";
import { contentSecurityPolicy, inlineHashes } from "./security-headers";

// Shaped like React Router's prerendered output: inline scripts around a module script.
const home = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry-1a2b.js"/>
<script>((key) => { sessionStorage.setItem(key, "1"); })("rr-scroll")</script>
<script>window.__reactRouterContext = {"basename":"/","state":"\\u003c/script\\u003e"};</script>
<script type="module" async="">import "/assets/manifest-1a2b.js";</script></head>
<body><div style="width:40%">HOME</div><script src="/assets/entry-1a2b.js"></script>
<script>$RC("B:1","S:1")</script></body></html>`;
const offline = `<!doctype html><html><head><style>
  body { margin: 0; }
</style></head><body><button type="button" data-x='a>b' onclick="location.reload()">Try again</button></body></html>`;
const shell = "<html><head><script>window.__shell = true;</script></head><body>SHELL</body></html>";
// A room page as the build keeps it (docs/decisions/035): the server fills in each room's code.
const roomShell = `<html><head><script>window.__room = true;</script></head><body>Entering room ${ROOM_SHELL_CODE}…</body></html>`;

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "csp-web-root-"));
  await mkdir(path.join(root, "assets"));
  await writeFile(path.join(root, "index.html"), home);
  await writeFile(path.join(root, "offline.html"), offline);
  await writeFile(path.join(root, "__spa-fallback.html"), shell);
  for (const room of ROOM_SHELLS) await writeFile(path.join(root, room.file), roomShell);
  await writeFile(path.join(root, "assets/entry-1a2b.js"), "console.log('app');");
  await writeFile(path.join(root, "service-worker.js"), "self.addEventListener('fetch', () => {});");
  app = await buildApp({ config: parseEnv({ TRUST_PROXY: "loopback" }), webRoot: root, logger: false });
  await attachDatabase(app, await openDatabase({}));
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The directives of a policy by name, each with its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  const entries = (policy ?? "").split(";").map((part) => part.trim().split(/\s+/));
  return new Map(entries.map(([name = "", ...sources]) => [name, sources]));
}

/** The text of each inline <script> of a page, found independently of the code under test. */
function inlineScripts(html: string): string[] {
  return html
    .split(/<script\b/i)
    .slice(1)
    .filter((part) => !/^[^>]*\ssrc=/i.test(part))
    .map((part) => part.slice(part.indexOf(">") + 1, part.search(/<\/script>/i)));
}

describe("Content-Security-Policy", () => {
  it("allows every inline script of a served page by its hash, and nothing else inline", async () => {
    for (const url of ["/", "/catchphrase-online/ROOM12", "/catchphrase/ROOM1", "/no/such/page"]) {
      const response = await app.inject(url);
      const policy = directives(response.headers["content-security-policy"] as string);
      const scripts = inlineScripts(response.body);
      expect(scripts.length).toBeGreaterThan(0);
      const scriptSources = policy.get("script-src") ?? [];
      for (const script of scripts) expect(scriptSources).toContain(sha256(script));
      expect(scriptSources).toEqual(["'self'", ...new Set(scripts.map(sha256))]);
      expect(scriptSources.join(" ")).not.toContain("unsafe");
      expect(policy.get("script-src-attr")).toEqual(["'none'"]);
    }
  });

  it("serves the Brotli copy of a page with the policy of the page", async () => {
    const plain = await app.inject("/");
    await writeFile(path.join(root, "index.html.br"), "not really brotli");
    const fresh = await buildApp({ config: parseEnv({}), webRoot: root, logger: false });
    const compressed = await fresh.inject({ url: "/", headers: { "accept-encoding": "br" } });
    await fresh.close();
    await rm(path.join(root, "index.html.br"));
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
  });

  it("lets the offline page keep its one button handler", async () => {
    const response = await app.inject("/offline.html");
    const policy = directives(response.headers["content-security-policy"] as string);
    expect(policy.get("script-src-attr")).toEqual(["'unsafe-hashes'", sha256("location.reload()")]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
  });

  it("gives assets, API answers and errors the strict default", async () => {
    for (const url of ["/assets/entry-1a2b.js", "/service-worker.js", "/healthz", "/api/likes/pong/count", "/api/x"]) {
      const response = await app.inject(url);
      const policy = directives(response.headers["content-security-policy"] as string);
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("script-src")).toEqual(["'self'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(policy.get("form-action")).toEqual(["'self'"]);
      expect(policy.get("connect-src")).toEqual(["'self'"]);
      expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    }
  });
});

describe("other security headers", () => {
  it("are on every response", async () => {
    for (const url of ["/", "/assets/entry-1a2b.js", "/api/likes/pong/count", "/healthz"]) {
      const response = await app.inject(url);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(response.headers["permissions-policy"]).toContain("camera=()");
    }
  });

  it("ask for HTTPS only on requests that came over HTTPS", async () => {
    expect((await app.inject("/")).headers["strict-transport-security"]).toBeUndefined();
    const proxied = await app.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(proxied.headers["strict-transport-security"]).toBe("max-age=31536000");
    // Without a trusted proxy, the header is anyone's to write and is ignored.
    const direct = await buildApp({ config: parseEnv({}), webRoot: root, logger: false });
    const spoofed = await direct.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    await direct.close();
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("inlineHashes", () => {
  it("hashes scripts without src and handler attributes with entities decoded", () => {
    const hashes = inlineHashes(
      `<script src="/a.js"></script><script>one()</script><SCRIPT type="module">two()</SCRIPT><style>p{}</style>` +
        `<a href="#" onClick='go("x")' title="a>b">x</a><img onerror="f(&quot;y&quot;)" src=x>`,
    );
    expect(hashes).toEqual({
      scripts: [sha256("one()"), sha256("two()")],
      handlers: [sha256('go("x")'), sha256('f("y")')],
    });
    expect(contentSecurityPolicy(hashes)).toContain(`script-src-attr 'unsafe-hashes' ${sha256('go("x")')}`);
  });
});
