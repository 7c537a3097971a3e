import { useEffect, useRef } from "react";

/**
 * The one clock of the timed mini-games. While `startedAt` (a Date.now() time) is set, calls
 * `onTick(now)` on every whole second counted from `startedAt`, so a countdown shown from it changes
 * exactly once a second without drifting, and at once whenever the page becomes visible again
 * (browsers slow or stop timers in background tabs). The game's rules decide from `now` what time is
 * left and when the game ends, so a round still ends on time however late a tick comes.
 */
export function useSecondTicks(startedAt: number | null, onTick: (now: number) => void): void {
  const handler = useRef(onTick);
  handler.current = onTick;
  useEffect(() => {
    if (startedAt === null) return;
    let timer: number | undefined;
    const schedule = () => {
      const sinceStart = Date.now() - startedAt;
      // A few milliseconds past the boundary, so the tick lands on the new second, never just before it.
      const delay = 1000 - (((sinceStart % 1000) + 1000) % 1000) + 5;
      timer = window.setTimeout(() => {
        handler.current(Date.now());
        schedule();
      }, delay);
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") handler.current(Date.now());
    };
    schedule();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [startedAt]);
}
