import { useEffect, useRef } from "react";
import { timeLeftMs } from "../../../shared/catchphrase/engine";
import type { GameView } from "../../../shared/catchphrase/player-view";
import { useReducedMotion } from "../../lib/reduced-motion";
import { serverNow } from "../../lib/server-clock";

/**
 * The time-remaining bar (catchphrase.md section 2: its width is time left divided by the round's
 * duration). Normally one linear animation from the share left now to empty at the round's end, run
 * by the browser's compositor: no re-render per frame, and always in step with the server's clock.
 * For a visitor who asks for reduced motion it does not glide: it steps once a second, with the
 * `seconds` shown beside it.
 */
export function TimeBar({ game, seconds }: { game: GameView; seconds: number }) {
  const bar = useRef<HTMLDivElement>(null);
  const steppedSeconds = useReducedMotion() ? seconds : null;
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const duration = game.roundDuration * 1000;
    const scale = (leftMs: number) => `scaleX(${Math.min(1, leftMs / duration)})`;
    if (steppedSeconds !== null) {
      element.style.transform = scale(steppedSeconds * 1000);
      return;
    }
    const left = timeLeftMs(game, serverNow());
    element.style.transform = scale(left);
    if (left === 0 || typeof element.animate !== "function") return;
    const animation = element.animate([{ transform: scale(left) }, { transform: "scaleX(0)" }], {
      duration: left,
      easing: "linear",
      fill: "forwards",
    });
    return () => animation.cancel();
  }, [game, steppedSeconds]);
  return (
    <div className="mt-3 h-3 overflow-hidden rounded-full bg-surface-sunken" aria-hidden="true">
      <div ref={bar} className="h-full origin-left bg-brand-500" data-testid="time-bar" />
    </div>
  );
}
