import { useCallback, useRef } from "react";

/**
 * Moves the keyboard focus to what a player's move brings on screen (the next question's heading,
 * the results), never on the first render, so opening the page does not steal focus.
 * `focusOnMount` is a ref callback for the element to focus; call `moved()` in each move.
 *
 * The element is scrolled to in the next frame, once the move's layout is done, as little as it
 * takes to show it clear of the sticky header and of the toasts (its scroll margins; app.css gives
 * the focus room above the toasts): a win's toast appears with its Next button. Scrolling there ourselves also ends any scroll still
 * gliding from an earlier move, which would otherwise carry the page past it.
 */
export function useFocusAfterMove() {
  const hasMoved = useRef(false);
  const focusOnMount = useCallback((element: HTMLElement | null) => {
    if (!element || !hasMoved.current) return;
    element.focus({ preventScroll: true });
    requestAnimationFrame(() => {
      if (element.isConnected) element.scrollIntoView({ block: "nearest", inline: "nearest" });
    });
  }, []);
  const moved = useCallback(() => {
    hasMoved.current = true;
  }, []);
  return { focusOnMount, moved };
}
