import { useSyncExternalStore } from "react";
import { applyTheme, THEME_COLORS, THEME_STORAGE_KEY, THEME_STORE_NAME, type Theme } from "./apply-theme";
import { localStore } from "./storage";

/** What the visitor picked in the Theme menu: follow the device, or always light or dark. */
export type ThemeChoice = "system" | Theme;

/** The choice kept for this page when the browser refuses storage. */
let unsaved: ThemeChoice | null = null;
const listeners = new Set<() => void>();

const parseChoice = (value: string | null): ThemeChoice => (value === "light" || value === "dark" ? value : "system");

function currentChoice(): ThemeChoice {
  return unsaved ?? parseChoice(localStore.get(THEME_STORE_NAME));
}

function refresh(): void {
  const choice = currentChoice();
  applyTheme(THEME_STORAGE_KEY, THEME_COLORS, choice === "system" ? null : choice);
  for (const listener of listeners) listener();
}

/** Remembers the visitor's choice in this browser and shows the page in it at once. */
export function chooseTheme(choice: ThemeChoice): void {
  let saved = true;
  if (choice === "system") localStore.remove(THEME_STORE_NAME);
  else saved = localStore.set(THEME_STORE_NAME, choice);
  unsaved = saved ? null : choice;
  refresh();
}

function startWatching(): () => void {
  const media = window.matchMedia("(prefers-color-scheme: dark)");
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === THEME_STORAGE_KEY) refresh();
  };
  media.addEventListener("change", refresh);
  window.addEventListener("storage", onStorage);
  return () => {
    media.removeEventListener("change", refresh);
    window.removeEventListener("storage", onStorage);
  };
}

let stopWatching: (() => void) | undefined;

/**
 * Keeps the page's theme current while anything shows it: when the device switches between light
 * and dark, and when the visitor chooses in another tab of the site (the storage event).
 */
function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) stopWatching = startWatching();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopWatching?.();
  };
}

const resolvedTheme = (): Theme => (document.documentElement.dataset.theme === "dark" ? "dark" : "light");

/** The visitor's theme choice; "system" while prerendering, before the browser's is known. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, currentChoice, () => "system");
}

/** The theme the page is shown in now (the choice, or the device's setting under System). */
export function useResolvedTheme(): Theme {
  return useSyncExternalStore(subscribe, resolvedTheme, () => "light");
}
