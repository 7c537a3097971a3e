import { useEffect, useState } from "react";

export type WakeLockState = "held" | "unavailable" | "refused";

/**
 * Keeps the screen awake while the page is shown (the Screen Wake Lock API, where the browser has
 * it). Browsers release the lock when the page is hidden: it is asked for again each time the page
 * is visible. Reports whether it is held, for the page to say so.
 */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>("unavailable");
  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let active = true;
    const ask = async () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        sentinel = await navigator.wakeLock.request("screen");
        if (!active) {
          void sentinel.release();
          return;
        }
        setState("held");
        sentinel.addEventListener("release", () => {
          if (active) setState("refused");
        });
      } catch {
        // Refused (say, the battery is low): the screen may dim, and the page says so.
        if (active) setState("refused");
      }
    };
    void ask();
    document.addEventListener("visibilitychange", ask);
    return () => {
      active = false;
      document.removeEventListener("visibilitychange", ask);
      void sentinel?.release();
    };
  }, []);
  return state;
}
