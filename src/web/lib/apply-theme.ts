import { siteConfig } from "../../shared/site-config";

export type Theme = "light" | "dark";

/** The name, under the product's storage prefix, of the visitor's theme choice ("light" or "dark"; none means System). */
export const THEME_STORE_NAME = "theme";
/** The same, as the key in the browser's storage. */
export const THEME_STORAGE_KEY = siteConfig.storagePrefix + THEME_STORE_NAME;

/** The colour of the browser's own chrome (meta theme-color) in each theme: the header's. */
export const THEME_COLORS: Record<Theme, string> = { light: "#7c3aed", dark: "#0f172a" };

/**
 * Puts the theme on the document: `data-theme` on <html> (the stylesheet's switch, color-scheme
 * included) and the meta theme-color. The stored choice wins; without one the device's setting
 * decides. `stored` is read from storage when not given (the page's first run).
 *
 * Self-contained on purpose: its source is also the inline script at the top of every page
 * (`themeScript`), which runs before the first paint, so it may use nothing from outside.
 */
export function applyTheme(key: string, colors: Record<"light" | "dark", string>, stored?: string | null): void {
  let choice = stored;
  if (choice === undefined) {
    try {
      choice = window.localStorage.getItem(key);
    } catch {
      choice = null;
    }
  }
  const theme =
    choice === "light" || choice === "dark"
      ? choice
      : window.matchMedia("(prefers-color-scheme: dark)").matches
        ? "dark"
        : "light";
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", colors[theme]);
}

/**
 * The inline script of every page's head, placed after the meta theme-color: the theme is set
 * before anything paints. The server's Content-Security-Policy allows it by its hash.
 */
export const themeScript = `(${applyTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)},${JSON.stringify(THEME_COLORS)})`;
