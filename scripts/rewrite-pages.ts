import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** A module preload as React Router's prerender writes it; the group is its address. */
export const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * Rewrites every HTML file under `root` (the client build) in place with `rewrite`, which returns
 * the page as it should be; returns how many pages it changed. The build's steps over the pages
 * React Router wrote (react-router.config.ts) go through here.
 */
export async function rewritePages(root: string, rewrite: (html: string) => string): Promise<number> {
  let changed = 0;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const rewritten = rewrite(html);
    if (rewritten === html) continue;
    await writeFile(file, rewritten);
    changed += 1;
  }
  return changed;
}
