/**
 * Puts the site's stylesheet inside every prerendered page once React Router has written them (its
 * `buildEnd`, react-router.config.ts), so a page paints from its HTML alone: on a phone a separate
 * stylesheet costs a round trip before anything shows (docs/decisions/031). The <link> stays,
 * disabled (browsers do not fetch a disabled stylesheet), so that React finds the stylesheet it
 * rendered and neither adds another nor waits for one to load.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { rewritePages } from "./rewrite-pages";

/** A stylesheet link of the build, as React renders it: `<link rel="stylesheet" href="/assets/…css" …/>`. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"([^>]*?)\/>/g;

/**
 * The page with each of the build's stylesheet links preceded by the stylesheet's text in a
 * <style> and disabled. `readStylesheet` gives a stylesheet's text by its URL path.
 */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  return html.replace(STYLESHEET_LINK, (link, href: string, attributes: string) => {
    if (/\bdisabled\b/.test(attributes)) return link;
    const css = readStylesheet(href);
    // Text that would end the <style> element early, or a url() that was relative to the
    // stylesheet's own folder, would change meaning inside the page.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be put inside a page`);
    if (/url\(\s*(?!["']?\s*(?:[a-z][\w+.-]*:|\/|#))/i.test(css))
      throw new Error(`${href} has a relative url(), which a page would read differently`);
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}"${attributes} disabled=""/>`;
  });
}

/** Rewrites every HTML file under `root` (the client build) in place; returns how many it changed. */
export async function inlineStylesheetsInBuild(root: string): Promise<number> {
  const stylesheets = new Map<string, string>();
  const readStylesheet = (href: string) => {
    const css = stylesheets.get(href) ?? readFileSync(path.join(root, href), "utf8");
    stylesheets.set(href, css);
    return css;
  };
  return rewritePages(root, (html) => inlineStylesheets(html, readStylesheet));
}
