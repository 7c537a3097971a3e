import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-stylesheet";

const link = '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>';
const page = (head: string) => `<!DOCTYPE html><html><head>${head}<title>T</title></head><body>Hi</body></html>`;
const sheets: Record<string, string> = { "/assets/app-1.css": "body{color:red}", "/assets/other-2.css": "p{margin:0}" };
const read = (href: string) => {
  const css = sheets[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};

describe("putting the stylesheet inside a prerendered page", () => {
  it("puts the stylesheet's text before its link, and disables the link so it is not fetched", () => {
    expect(inlineStylesheets(page(link), read)).toBe(
      page(
        '<style data-href="/assets/app-1.css">body{color:red}</style>' +
          '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default" disabled=""/>',
      ),
    );
  });

  it("inlines each of several stylesheets, and leaves other links alone", () => {
    const head = [
      '<link rel="preload" as="image" href="/a.svg"/>',
      link,
      '<link rel="stylesheet" href="/assets/other-2.css"/>',
      '<link rel="stylesheet" href="https://fonts.example/x.css"/>',
      '<link rel="modulepreload" href="/assets/entry-3.js"/>',
    ].join("");
    const result = inlineStylesheets(page(head), read);
    expect(result).toContain('<link rel="preload" as="image" href="/a.svg"/>');
    expect(result).toContain('<style data-href="/assets/app-1.css">body{color:red}</style>');
    expect(result).toContain('<style data-href="/assets/other-2.css">p{margin:0}</style>');
    expect(result).toContain('<link rel="stylesheet" href="https://fonts.example/x.css"/>');
    expect(result).toContain('<link rel="modulepreload" href="/assets/entry-3.js"/>');
    expect(result.match(/ disabled=""/g)).toHaveLength(2);
  });

  it("changes nothing the second time", () => {
    const once = inlineStylesheets(page(link), read);
    expect(inlineStylesheets(once, read)).toBe(once);
  });

  it("refuses a stylesheet whose text would end the <style> early or whose url() was relative to it", () => {
    expect(() => inlineStylesheets(page(link), () => 'a::after{content:"</style>"}')).toThrow("</style");
    expect(() => inlineStylesheets(page(link), () => "a{background:url(./dot.png)}")).toThrow("relative url()");
    expect(() => inlineStylesheets(page(link), () => "a{background:url( 'dot.png')}")).toThrow("relative url()");
    for (const absolute of ["url(/icons/dot.svg)", "url(data:image/png;base64,AA)", 'url("#mask")']) {
      expect(inlineStylesheets(page(link), () => `a{background:${absolute}}`)).toContain(absolute);
    }
  });
});
