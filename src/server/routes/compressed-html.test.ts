import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressHtml, preferredEncoding, readCompressedHtml } from "./compressed-html";

describe("the server's own HTML, compressed", () => {
  it("keeps the same document in every encoding", () => {
    const html = `<!DOCTYPE html><html><head><style>${"body{color:red}".repeat(500)}</style></head></html>`;
    const compressed = compressHtml(html);
    expect(compressed.identity.toString()).toBe(html);
    expect(brotliDecompressSync(compressed.br).toString()).toBe(html);
    expect(gunzipSync(compressed.gzip).toString()).toBe(html);
    expect(compressed.br.length).toBeLessThan(html.length / 10);
  });

  it("takes the build's own compressed copies of a file where it wrote both, and compresses it otherwise", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "compressed-html-"));
    try {
      const page = path.join(folder, "shell.html");
      await writeFile(page, "<html>shell</html>");
      expect(gunzipSync((await readCompressedHtml(page)).gzip).toString()).toBe("<html>shell</html>");
      await writeFile(`${page}.br`, "brotli copy");
      await writeFile(`${page}.gz`, "gzip copy");
      const read = await readCompressedHtml(page);
      expect([read.identity, read.br, read.gzip].map(String)).toEqual([
        "<html>shell</html>",
        "brotli copy",
        "gzip copy",
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("sends Brotli where the browser takes it, then gzip, else the document as it is", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, identity")).toBe("identity");
    expect(preferredEncoding("deflate")).toBe("identity");
    expect(preferredEncoding("")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });
});
