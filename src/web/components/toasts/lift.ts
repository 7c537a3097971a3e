import { useEffect } from "react";

/**
 * How high toasts sit on a phone. They belong at the bottom, but a toast there must not cover what
 * the player presses next: the on-screen keyboard of the device, or a game's own keys (Nordle's
 * keyboard, Word Hangman's letters), which are at the bottom of the screen while the game is played.
 * So toasts are lifted above both, kept in --toasts-lift on the document (read by the toaster's
 * phone offset), and measured again as the page scrolls, resizes or the keys change.
 */

/** Game controls toasts keep above while they are on screen. */
const controls = new Set<Element>();
/** The toaster's measure, while it is mounted: run again when the set of controls changes. */
let remeasure: (() => void) | null = null;

/** Put on a game's row of keys (`ref={keepToastsAbove}`): toasts on a phone stay above it. */
export function keepToastsAbove(element: Element | null): (() => void) | undefined {
  if (!element) return undefined;
  controls.add(element);
  remeasure?.();
  return () => {
    controls.delete(element);
    remeasure?.();
  };
}

/**
 * Room a lifted toast needs above the controls, in CSS pixels: the sticky header, a toast and some
 * air. Where the controls begin higher than this (they fill the screen), toasts stay at the bottom
 * rather than cover the header.
 */
const ROOM_ABOVE = 200;

/**
 * How far up from the bottom of the layout viewport toasts must sit: above the device's on-screen
 * keyboard (browsers that shrink only the visual viewport leave fixed elements under it), and above
 * any registered controls showing in the screen's lower part.
 */
function toastsLift(viewport: { height: number; offsetTop: number } | null): number {
  const height = window.innerHeight;
  let lift = viewport ? Math.max(0, height - viewport.height - viewport.offsetTop) : 0;
  for (const element of controls) {
    const box = element.getBoundingClientRect();
    const showing = box.height > 0 && box.bottom > 0 && box.top < height;
    if (showing && box.top >= ROOM_ABOVE) lift = Math.max(lift, height - box.top);
  }
  return Math.round(lift);
}

/** Keeps --toasts-lift up to date while `active` (the toaster is on the page). */
export function useToastsLift(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const root = document.documentElement;
    const viewport = window.visualViewport;
    let frame = 0;
    const measure = () => {
      frame = 0;
      root.style.setProperty("--toasts-lift", `${toastsLift(viewport)}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    const resized = new ResizeObserver(schedule);
    // The controls move when they change size, or when the page above them does.
    const watch = () => {
      resized.disconnect();
      if (controls.size > 0) resized.observe(document.body);
      for (const element of controls) resized.observe(element);
      schedule();
    };
    watch();
    remeasure = watch;
    const targets = [window, viewport].filter((target) => target !== null);
    for (const target of targets) {
      target.addEventListener("resize", schedule);
      target.addEventListener("scroll", schedule, { passive: true });
    }
    return () => {
      remeasure = null;
      cancelAnimationFrame(frame);
      resized.disconnect();
      for (const target of targets) {
        target.removeEventListener("resize", schedule);
        target.removeEventListener("scroll", schedule);
      }
      root.style.removeProperty("--toasts-lift");
    };
  }, [active]);
}
