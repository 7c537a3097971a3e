import { useEffect, useRef } from "react";

/** Inputs that take no typing: a key pressed on one (a game's setting just ticked) is the game's. */
const UNTYPED_INPUTS = new Set(["checkbox", "radio", "button", "submit", "reset", "range", "color"]);

/** Keys typed into a field elsewhere on the page (the feedback form) are not moves. */
const typingInField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    /^(TEXTAREA|SELECT)$/.test(target.tagName) ||
    (target instanceof HTMLInputElement && !UNTYPED_INPUTS.has(target.type)));

/**
 * Lets a game answer the device's keyboard anywhere on its page: `onKey` gets each key press
 * without Ctrl, Cmd or Alt that was not typed into a form field, and returns true when it used
 * the key (its default action is then prevented). Enter on a focused button stays the button's.
 */
export function useGameKeys(onKey: (key: string) => boolean, enabled = true): void {
  const handler = useRef(onKey);
  handler.current = onKey;
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typingInField(event.target)) return;
      if (event.key === "Enter" && event.target instanceof HTMLButtonElement) return;
      if (handler.current(event.key)) event.preventDefault();
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, [enabled]);
}
