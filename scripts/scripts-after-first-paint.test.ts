import { describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE, scriptsAfterFirstPaint } from "./scripts-after-first-paint";

/** A page as React Router's prerender writes it: preloads in <head>, its inline module in <body>. */
const routeModule =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport("/assets/entry-3.js");';
const stream = "<script>window.__reactRouterContext.streamController.close();</script>";
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry-3.js"/>',
  '<link rel="modulepreload" href="/assets/root-2.js"/><style>body{color:red}</style><title>T</title></head>',
  `<body><main>Hello</main><script>window.__reactRouterContext = {};</script>`,
  `<script type="module" async="">${routeModule}</script>${stream}</body></html>`,
].join("");

/** Made-up sizes: the root module is the largest, the manifest the smallest. */
const sizes: Record<string, number> = {
  "/assets/manifest-1.js": 10,
  "/assets/entry-3.js": 20,
  "/assets/root-2.js": 30,
};
const sizeOf = (href: string) => sizes[href] ?? Number.NaN;

describe("moving a page's scripts after its first paint", () => {
  const result = scriptsAfterFirstPaint(page, sizeOf);

  it("takes the module preloads out of the page", () => {
    expect(result).not.toContain('<link rel="modulepreload"');
    expect(result).toContain('<meta name="viewport" content="width=device-width"/><style>body{color:red}</style>');
  });

  it("holds React Router's module where it was, unchanged but for a type that does not run", () => {
    expect(result).toContain(`<main>Hello</main><script>window.__reactRouterContext = {};</script>`);
    expect(result).toContain(`<script type="${HELD_MODULE_TYPE}" async="">${routeModule}</script>${stream}</body>`);
    expect(result).not.toContain('type="module"');
  });

  it("starts them from a classic script right after the character set, the largest first", () => {
    const starter =
      /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><script>([\s\S]*?)<\/script><meta name="viewport"/.exec(
        result,
      )?.[1];
    expect(starter).toBeDefined();
    expect(starter).toContain('(["/assets/root-2.js","/assets/entry-3.js","/assets/manifest-1.js"],');
    expect(starter).toContain(`"${HELD_MODULE_TYPE}")`);
    // Waits for the first contentful paint, and holds the module until the document is parsed.
    expect(starter).toContain("first-contentful-paint");
    expect(starter).toContain("DOMContentLoaded");
  });

  it("changes nothing the second time, nor in a page without React Router's module", () => {
    expect(scriptsAfterFirstPaint(result, sizeOf)).toBe(result);
    const offline =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><script>go()</script></body></html>';
    expect(scriptsAfterFirstPaint(offline, sizeOf)).toBe(offline);
  });

  it("refuses a page it cannot rewrite safely", () => {
    const twoModules = page.replace("</body>", `<script type="module" async="">x()</script></body>`);
    expect(() => scriptsAfterFirstPaint(twoModules, sizeOf)).toThrow(/more than one inline module/);
    const noCharset = page.replace('<meta charSet="utf-8"/>', "");
    expect(() => scriptsAfterFirstPaint(noCharset, sizeOf)).toThrow(/character set/);
  });
});
