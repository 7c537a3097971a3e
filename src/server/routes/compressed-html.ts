import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The encodings the server sends its own HTML in, best first. */
export type Encoding = "br" | "gzip" | "identity";

/** A document ready in each encoding, compressed once when the server starts. */
export type CompressedHtml = Record<Encoding, Buffer>;

export function compressHtml(html: string): CompressedHtml {
  const identity = Buffer.from(html, "utf8");
  return {
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: gzipSync(identity, { level: 9 }),
    identity,
  };
}

/**
 * A document made for one request (a room's page, docs/decisions/035) in `encoding`, compressed at
 * once: at settings that take a couple of milliseconds for a page, where the build's best would
 * take a tenth of a second, for a page only about 2 KB larger.
 */
export function encodeHtml(html: string, encoding: Encoding): Buffer {
  const identity = Buffer.from(html, "utf8");
  if (encoding === "br") {
    return brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    });
  }
  return encoding === "gzip" ? gzipSync(identity, { level: 6 }) : identity;
}

/**
 * An HTML file of the build in each encoding: the Brotli and gzip copies the build wrote beside it
 * (scripts/compress-assets.mjs), or, where it did not, compressed here.
 */
export async function readCompressedHtml(file: string): Promise<CompressedHtml> {
  const copy = (suffix: string) => (existsSync(`${file}${suffix}`) ? readFile(`${file}${suffix}`) : undefined);
  const [identity, br, gzip] = await Promise.all([readFile(file), copy(".br"), copy(".gz")]);
  return br && gzip ? { br, gzip, identity } : compressHtml(identity.toString("utf8"));
}

/**
 * The best encoding an Accept-Encoding header allows: Brotli, then gzip, else none. An encoding
 * with q=0 is refused, and `*` stands for any encoding the header does not name.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    if (name === "") continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get("*") ?? 0;
  const accepted = (["br", "gzip"] as const).filter((encoding) => weightOf(encoding) > 0);
  return accepted.sort((a, b) => weightOf(b) - weightOf(a))[0] ?? "identity";
}
