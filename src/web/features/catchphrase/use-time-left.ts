import { useEffect, useState } from "react";
import { timeLeftMs } from "../../../shared/catchphrase/engine";
import type { GameView } from "../../../shared/catchphrase/player-view";
import { serverNow } from "../../lib/server-clock";

/** Whole seconds shown for `leftMs` milliseconds left: 4.2 s left reads 5 until it reaches 4. */
export const displayedSeconds = (leftMs: number): number => Math.ceil(leftMs / 1000);

/**
 * How long until `leftMs` crosses into the next displayed second, with a few milliseconds to
 * spare so the update lands just after the boundary rather than just before it.
 */
export function msUntilNextSecond(leftMs: number): number {
  const intoSecond = leftMs % 1000;
  return (intoSecond === 0 ? 1000 : intoSecond) + 5;
}

/**
 * Seconds left in the round by the server's clock (corrected for this browser's offset), so every
 * player's display changes at the same instant; 0 when no round is running. The page re-renders
 * once per second, exactly at each boundary, rather than polling.
 */
export function useSecondsLeft(game: GameView): number {
  const running = game.status === "playing" && game.timerActive;
  const [seconds, setSeconds] = useState(() => displayedSeconds(timeLeftMs(game, serverNow())));
  useEffect(() => {
    if (!running) {
      setSeconds(0);
      return;
    }
    let timer: number | undefined;
    const update = () => {
      const left = timeLeftMs(game, serverNow());
      setSeconds(displayedSeconds(left));
      if (left > 0) timer = window.setTimeout(update, msUntilNextSecond(left));
    };
    update();
    return () => window.clearTimeout(timer);
  }, [running, game]);
  return seconds;
}
