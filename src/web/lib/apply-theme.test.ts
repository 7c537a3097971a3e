import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { themeScript } from "./apply-theme";

/** The inline script of the offline page (public/offline.html), which stands alone outside the app. */
const offlineScript = /<script>([\s\S]*?)<\/script>/.exec(readFileSync("public/offline.html", "utf8"))?.[1] ?? "";

/** Runs a head script against a page whose storage holds `stored` and whose device prefers `device`. */
function run(script: string, stored: string | null, device: "light" | "dark") {
  const meta = { content: "#7c3aed", setAttribute: (_: string, value: string) => (meta.content = value) };
  const documentElement = { dataset: {} as Record<string, string> };
  const window = {
    localStorage: { getItem: (key: string) => (key === "huddle_theme" ? stored : null) },
    matchMedia: (query: string) => ({ matches: query === `(prefers-color-scheme: ${device})` }),
  };
  const document = {
    documentElement,
    querySelector: (selector: string) => (selector.includes("theme-color") ? meta : null),
  };
  new Function("window", "document", script)(window, document);
  return { theme: documentElement.dataset.theme, themeColor: meta.content };
}

describe("the theme set before the first paint", () => {
  const cases = [
    { stored: null, device: "dark", theme: "dark", themeColor: "#0f172a" },
    { stored: null, device: "light", theme: "light", themeColor: "#7c3aed" },
    { stored: "light", device: "dark", theme: "light", themeColor: "#7c3aed" },
    { stored: "dark", device: "light", theme: "dark", themeColor: "#0f172a" },
    { stored: "sepia", device: "dark", theme: "dark", themeColor: "#0f172a" },
  ] as const;

  it.each(cases)("a stored $stored on a $device device shows $theme", ({ stored, device, theme, themeColor }) => {
    expect(run(themeScript, stored, device)).toEqual({ theme, themeColor });
  });

  it.each(cases)(
    "the offline page agrees: stored $stored on a $device device",
    ({ stored, device, theme, themeColor }) => {
      expect(run(offlineScript, stored, device)).toEqual({ theme, themeColor });
    },
  );

  it("follows the device when storage is blocked", () => {
    const blocked = (script: string) => {
      const documentElement = { dataset: {} as Record<string, string> };
      const window = {
        get localStorage(): never {
          throw new DOMException("Storage is disabled.", "SecurityError");
        },
        matchMedia: () => ({ matches: true }),
      };
      new Function("window", "document", script)(window, { documentElement, querySelector: () => null });
      return documentElement.dataset.theme;
    };
    expect(blocked(themeScript)).toBe("dark");
    expect(blocked(offlineScript)).toBe("dark");
  });
});
