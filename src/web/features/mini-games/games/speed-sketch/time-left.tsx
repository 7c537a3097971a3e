import { progressPercent, SKETCH_SECONDS } from "./logic";

/** Seconds worth reading out to a screen reader; every second would drown the player. */
const ANNOUNCED = new Set([20, 10, 5]);

/**
 * The clock of a round: the seconds left in large type, a bar that empties with them
 * (seconds/30*100 %) and turns red for the last five, and a spoken reminder at 20, 10 and 5.
 */
export function TimeLeft({ seconds }: { seconds: number }) {
  const percent = progressPercent(seconds);
  const hurry = seconds <= 5;
  return (
    <div className="mt-3">
      <div className="flex items-baseline justify-center gap-2" role="timer" aria-label="Time left">
        <span
          data-testid="sketch-seconds"
          className={`font-black text-5xl tabular-nums ${hurry ? "text-rose-700 dark:text-rose-300" : "text-ink"}`}
        >
          {seconds}
        </span>
        <span className="font-semibold text-ink-muted">{seconds === 1 ? "second" : "seconds"} left</span>
      </div>
      <div
        role="progressbar"
        aria-label="Time left"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={`${seconds} of ${SKETCH_SECONDS} seconds left`}
        data-testid="sketch-progress"
        className="mt-2 h-3 overflow-hidden rounded-full bg-surface-strong"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ease-out motion-reduce:transition-none ${hurry ? "bg-rose-600" : "bg-orange-500"}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {ANNOUNCED.has(seconds) ? `${seconds} seconds left` : ""}
      </p>
    </div>
  );
}
