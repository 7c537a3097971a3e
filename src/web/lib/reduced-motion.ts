import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asked their system for reduced motion, right now. */
export const prefersReducedMotion = (): boolean => window.matchMedia(QUERY).matches;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the visitor asks for reduced motion, following changes to the setting. False in
 * prerendered HTML and while the page hydrates, then the truth.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
