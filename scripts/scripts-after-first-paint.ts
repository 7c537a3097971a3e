/**
 * Moves every page's scripts off its critical path (docs/decisions/034), once React Router has
 * written the pages (its `buildEnd`, react-router.config.ts): a page paints from its HTML and
 * inline stylesheet alone, and only then asks for its modules.
 *
 * React Router writes the module preloads into <head> and an inline module script into <body>
 * that imports the route modules and starts hydration. Here the preloads leave the HTML and the
 * inline module is held (its type changed, so it does not run); a small classic script at the top
 * of <head> adds the preloads at the first contentful paint and, once the document is parsed,
 * puts the held module back in place as it was, which runs it. React then hydrates a document
 * exactly like the one React Router wrote.
 */
import { statSync } from "node:fs";
import path from "node:path";
import { MODULE_PRELOAD, rewritePages } from "./rewrite-pages";

/** The type that keeps React Router's inline module from running until the page has painted. */
export const HELD_MODULE_TYPE = "module/after-first-paint";

const INLINE_MODULE = '<script type="module" async="">';

/**
 * Runs in the page, as an inline classic script at the top of <head> (it is written into the page
 * with `toString`, so it uses nothing from this module). Starts the scripts at the first
 * contentful paint; where the browser cannot report that paint, or the page is not on screen
 * (nothing will paint), at once; and in any case after three seconds.
 */
function startScriptsAfterFirstPaint(preloads: string[], heldType: string): void {
  let started = false;
  const runHeldModules = () => {
    for (const held of document.querySelectorAll(`script[type="${heldType}"]`)) {
      const script = document.createElement("script");
      script.type = "module";
      script.async = true;
      script.textContent = held.textContent;
      held.replaceWith(script);
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    // Hydration needs the whole document: React Router's own module is async and may run early.
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", runHeldModules);
    else runHeldModules();
  };
  const canSeePaint =
    typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes.includes("paint");
  if (!canSeePaint || document.visibilityState !== "visible") {
    start();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", start);
  setTimeout(start, 3000);
}

/**
 * The page with its module preloads and inline module handed to the after-paint starter; a page
 * without React Router's inline module (the offline page) is returned as it is. The starter asks
 * for the largest scripts first (`sizeOf` gives a script's size by its URL path): a phone has six
 * connections to the site, some taken by the page's first pictures, and the largest script is the
 * one the page waits for longest.
 */
export function scriptsAfterFirstPaint(html: string, sizeOf: (href: string) => number): string {
  const modules = html.split(INLINE_MODULE).length - 1;
  if (modules === 0) return html;
  if (modules > 1) throw new Error("A page has more than one inline module; expected React Router's one");
  const preloads = [...html.matchAll(MODULE_PRELOAD)]
    .map(([, href]) => ({ href: href ?? "", size: sizeOf(href ?? "") }))
    .sort((a, b) => b.size - a.size)
    .map(({ href }) => href);
  const starter = `<script>(${startScriptsAfterFirstPaint.toString()})(${JSON.stringify(preloads)},${JSON.stringify(HELD_MODULE_TYPE)})</script>`;
  // Right after the character set, which must stay within the document's first bytes.
  const charset = /<head><meta charSet="utf-8"\/>/.exec(html);
  if (!charset) throw new Error("A page's <head> does not start with its character set");
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}${starter}${html.slice(at)}`
    .replace(MODULE_PRELOAD, "")
    .replace(INLINE_MODULE, `<script type="${HELD_MODULE_TYPE}" async="">`);
}

/** Rewrites every HTML file under `root` (the client build) in place; returns how many it changed. */
export async function scriptsAfterFirstPaintInBuild(root: string): Promise<number> {
  const sizeOf = (href: string) => statSync(path.join(root, href)).size;
  return rewritePages(root, (html) => scriptsAfterFirstPaint(html, sizeOf));
}
