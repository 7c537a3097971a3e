import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The CSP sources ('sha256-…') that allow exactly the inline code of one HTML document. */
export type InlineHashes = {
  /** <script> elements without src. */
  scripts: string[];
  /** Event handler attributes such as onclick="…". */
  handlers: string[];
};

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A start tag, reading quoted attribute values whole so a ">" inside one does not end it. */
const START_TAG = /<[a-z][^\s/>]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?|\s*\/)*\s*>/gi;
const HANDLER = /\son[a-z]+\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const HAS_SRC = /\ssrc\s*=/i;

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#39": "'" };

const decodeEntities = (text: string) =>
  text.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_, name: string) => ENTITIES[name] ?? "");
const source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const unique = (values: string[]) => [...new Set(values)];

/**
 * Hashes every piece of inline script in a document, so its policy can allow those and nothing
 * else: the prerendered pages carry React Router's inline scripts, the offline page a button
 * handler. Attribute values are hashed as the browser reads them, entities decoded.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(SCRIPT)]
    .filter((match) => !HAS_SRC.test(match[1] ?? ""))
    .map((match) => source(match[2] ?? ""));
  const handlers = [...html.matchAll(START_TAG)]
    .flatMap((tag) => [...tag[0].matchAll(HANDLER)])
    .map((match) => source(decodeEntities(match[1] ?? match[2] ?? match[3] ?? "")));
  return { scripts: unique(scripts), handlers: unique(handlers) };
}

/**
 * The Content-Security-Policy of a response: everything from this origin only, no plugins, no
 * framing, no inline script but the hashed pieces of the document itself. Inline styles stay
 * allowed: the toast and dialog libraries insert <style> elements whose content depends on the
 * page (the scrollbar's width), prerendered pages carry style attributes, and CSS cannot run
 * code; url() in it is held to img-src and font-src (docs/decisions/016).
 */
export function contentSecurityPolicy(hashes: InlineHashes = { scripts: [], handlers: [] }): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...hashes.scripts].join(" "),
    hashes.handlers.length > 0
      ? ["script-src-attr 'unsafe-hashes'", ...hashes.handlers].join(" ")
      : "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // 'self' covers the same-origin WebSocket of Socket.IO.
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  return directives.join("; ");
}

/** The policy of any response that is not one of our HTML documents (JSON, assets, errors). */
export const DEFAULT_CSP = contentSecurityPolicy();

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Sets the security headers on every response (an onSend hook in app.ts). HTML documents bring
 * their own Content-Security-Policy with the hashes of their inline code; every other response
 * gets the default. Strict-Transport-Security is only sent over HTTPS, as seen directly or, with
 * TRUST_PROXY, as the proxy reports in X-Forwarded-Proto.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", DEFAULT_CSP);
  reply.header("x-content-type-options", "nosniff");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  // For browsers that predate frame-ancestors.
  reply.header("x-frame-options", "DENY");
  reply.header("cross-origin-opener-policy", "same-origin");
  reply.header("permissions-policy", PERMISSIONS_POLICY);
  if (request.protocol === "https") reply.header("strict-transport-security", `max-age=${ONE_YEAR_S}`);
}
