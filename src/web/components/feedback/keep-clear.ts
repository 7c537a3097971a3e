import { type RefObject, useEffect, useState } from "react";
import { somethingBeneath } from "./beneath";

/**
 * Play areas the floating feedback button must not cover, even where nothing beneath it is a
 * control or text (a game's canvas). On a phone the button's corner is where a game's last row of
 * controls often sits, so the button steps aside while such an area reaches its corner.
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

/** How long the corner must have been clear, the page at rest, before the button comes back. */
const CLEAR_FOR_MS = 150;

/** Whether the element holding `node` reaches `zone` (the corner's box), or its margin. */
function nearCorner(node: Node, zone: DOMRect): boolean {
  const holder = node.parentElement;
  if (!holder) return false;
  const box = holder.getBoundingClientRect();
  return (
    box.right >= zone.left - MARGIN &&
    box.left <= zone.right + MARGIN &&
    box.bottom >= zone.top - MARGIN &&
    box.top <= zone.bottom + MARGIN
  );
}

/**
 * Whether the box of `corner` (a fixed element in a corner of the viewport) would cover something:
 * a registered play area reaching it, or a control or a line of text beneath it. Kept up to date as
 * the page scrolls, resizes or changes: it turns true at once (the frame something comes beneath)
 * and false only once the corner has been clear for a moment, so the button does not flicker in and
 * out while the page scrolls past it. The box is measured whether or not the corner is visible.
 */
export function useCornerTaken(corner: RefObject<HTMLElement | null>): boolean {
  const [taken, setTaken] = useState(false);
  useEffect(() => {
    const element = corner.current;
    if (!element) return undefined;
    const inside = new Set<Element>();
    let observer: IntersectionObserver | undefined;
    let frame = 0;
    let clearTimer: ReturnType<typeof setTimeout> | undefined;

    const decide = () => {
      frame = 0;
      if (inside.size > 0 || somethingBeneath(element)) {
        clearTimeout(clearTimer);
        clearTimer = undefined;
        setTaken(true);
      } else {
        clearTimer ??= setTimeout(() => {
          clearTimer = undefined;
          if (inside.size === 0 && !somethingBeneath(element)) setTaken(false);
        }, CLEAR_FOR_MS);
      }
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(decide);
    };

    const watchAreas = () => {
      observer?.disconnect();
      inside.clear();
      if (areas.size > 0) {
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
            schedule();
          },
          { rootMargin: `-${top}px 0px 0px -${left}px` },
        );
        for (const area of areas) observer.observe(area);
      }
      schedule();
    };
    // Elements or texts changing, the page changing size, and an element coming to rest after an
    // animation or transition can bring something under the corner. A text that changes in place
    // (a clock's every tick) matters only where it is near the corner: the rest are not probed for.
    const changes = new MutationObserver((records) => {
      let zone: DOMRect | undefined;
      const matters = (record: MutationRecord) => {
        if (record.type !== "characterData") return true;
        zone ??= element.getBoundingClientRect();
        return nearCorner(record.target, zone);
      };
      if (records.some(matters)) schedule();
    });
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    const cameToRest = ["animationend", "transitionend"] as const;
    for (const event of cameToRest) document.addEventListener(event, schedule, { capture: true, passive: true });
    watchAreas();
    watchers.add(watchAreas);
    window.addEventListener("resize", watchAreas);
    window.addEventListener("scroll", schedule, { passive: true });
    return () => {
      observer?.disconnect();
      changes.disconnect();
      resized.disconnect();
      for (const event of cameToRest) document.removeEventListener(event, schedule, { capture: true });
      cancelAnimationFrame(frame);
      clearTimeout(clearTimer);
      watchers.delete(watchAreas);
      window.removeEventListener("resize", watchAreas);
      window.removeEventListener("scroll", schedule);
    };
  }, [corner]);
  return taken;
}
