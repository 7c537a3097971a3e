import { useEffect, useRef } from "react";
import { timeLeftMs } from "../../../shared/catchphrase/engine";
import type { GameView } from "../../../shared/catchphrase/player-view";
import { serverNow } from "../../lib/server-clock";

/**
 * The time-remaining bar (catchphrase.md section 2: its width is time left divided by the round's
 * duration). It is one linear animation from the share left now to empty at the round's end, run
 * by the browser's compositor: no re-render per frame, and always in step with the server's clock.
 */
export function TimeBar({ game }: { game: GameView }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const left = timeLeftMs(game, serverNow());
    const share = Math.min(1, left / (game.roundDuration * 1000));
    element.style.transform = `scaleX(${share})`;
    if (left === 0 || typeof element.animate !== "function") return;
    const animation = element.animate([{ transform: `scaleX(${share})` }, { transform: "scaleX(0)" }], {
      duration: left,
      easing: "linear",
      fill: "forwards",
    });
    return () => animation.cancel();
  }, [game]);
  return (
    <div className="mt-3 h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
      <div ref={bar} className="h-full origin-left bg-brand-500" data-testid="time-bar" />
    </div>
  );
}
