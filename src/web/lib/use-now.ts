import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const buildTime = () => new Date(__BUILD_TIME__);

/**
 * The current date for display. Prerendered HTML was made at build time, so while React hydrates
 * this returns the build time (matching the HTML) and the real time right after; without it a
 * page built last year would show last year's date, or fail to hydrate.
 */
export function useNow(): Date {
  return useSyncExternalStore(subscribe, () => currentDay(), buildTime);
}

// useSyncExternalStore needs a stable snapshot between renders: one Date object per day.
let cached: Date | undefined;
function currentDay(): Date {
  const now = new Date();
  if (!cached || cached.toDateString() !== now.toDateString()) cached = now;
  return cached;
}
