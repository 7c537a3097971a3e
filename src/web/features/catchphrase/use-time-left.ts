import { useEffect, useState } from "react";
import { timeLeftMs } from "../../../shared/catchphrase/engine";
import type { GameView } from "../../../shared/catchphrase/player-view";
import { serverNow } from "../../lib/server-clock";

const REFRESH_MS = 100;

/**
 * Milliseconds left in the round by the server's clock (corrected for this browser's offset), so
 * every player sees the same number; 0 when no round is running.
 */
export function useTimeLeft(game: GameView): number {
  const running = game.status === "playing" && game.timerActive;
  const [left, setLeft] = useState(() => (running ? timeLeftMs(game, serverNow()) : 0));
  useEffect(() => {
    if (!running) {
      setLeft(0);
      return;
    }
    const update = () => setLeft(timeLeftMs(game, serverNow()));
    update();
    const timer = window.setInterval(update, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [running, game]);
  return left;
}
