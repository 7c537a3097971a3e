import { type RefObject, useEffect, useState } from "react";

/**
 * Play areas the floating feedback button must not cover. On a phone the button's corner is where
 * a game's last row of controls often sits (Nordle's Delete key, a puzzle's Hint button), so the
 * button steps aside while such an area reaches its corner.
 */
const areas = new Set<Element>();
/** The corners watching the areas: each measures again when the set of areas changes. */
const watchers = new Set<() => void>();

function changed(): void {
  for (const watch of watchers) watch();
}

/** Put on a game's play area (`ref={keepFeedbackClear}`): the feedback button keeps clear of it. */
export function keepFeedbackClear(element: Element | null): (() => void) | undefined {
  if (!element) return undefined;
  areas.add(element);
  changed();
  return () => {
    areas.delete(element);
    changed();
  };
}

/** Room around the corner's box that a play area must not enter either, in CSS pixels. */
const MARGIN = 8;

/**
 * Whether a play area is inside the box of `corner` (a fixed element in a corner of the viewport),
 * kept up to date as the page scrolls, resizes or changes. The box is measured whether or not the
 * corner is visible, so hiding it changes nothing here.
 */
export function useCornerTaken(corner: RefObject<HTMLElement | null>): boolean {
  const [taken, setTaken] = useState(false);
  useEffect(() => {
    const element = corner.current;
    if (!element) return undefined;
    const inside = new Set<Element>();
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      observer?.disconnect();
      inside.clear();
      if (areas.size === 0) {
        setTaken(false);
        return;
      }
      const box = element.getBoundingClientRect();
      // The viewport cut down to the corner's box: everything above and to the left of it is out.
      const top = Math.max(0, box.top - MARGIN);
      const left = Math.max(0, box.left - MARGIN);
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) inside.add(entry.target);
            else inside.delete(entry.target);
          }
          setTaken(inside.size > 0);
        },
        { rootMargin: `-${top}px 0px 0px -${left}px` },
      );
      for (const area of areas) observer.observe(area);
    };
    watch();
    watchers.add(watch);
    window.addEventListener("resize", watch);
    return () => {
      observer?.disconnect();
      watchers.delete(watch);
      window.removeEventListener("resize", watch);
    };
  }, [corner]);
  return taken;
}
