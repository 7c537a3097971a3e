import { useCallback, useRef } from "react";

/**
 * Moves the keyboard focus to what a player's move brings on screen (the next question's heading,
 * the results), never on the first render, so opening the page does not steal focus.
 * `focusOnMount` is a ref callback for the element to focus; call `moved()` in each move.
 */
export function useFocusAfterMove() {
  const hasMoved = useRef(false);
  const focusOnMount = useCallback((element: HTMLElement | null) => {
    if (element && hasMoved.current) element.focus();
  }, []);
  const moved = useCallback(() => {
    hasMoved.current = true;
  }, []);
  return { focusOnMount, moved };
}
