import { Timer } from "lucide-react";

/** Seconds left from which a countdown turns red and is announced. */
export const LOW_TIME_SECONDS = 10;

/** A game's colours for its countdown: the pill's background and text, and the bar. */
export type CountdownTone = { pill: string; bar: string };

type CountdownProps = { seconds: number; tone: CountdownTone; testId?: string };

/**
 * The seconds left of a timed mini-game, as a pill ("45s"). Screen readers hear it as a timer
 * ("45 seconds left") when they look, not every second.
 */
export function TimerPill({ seconds, tone, testId }: CountdownProps) {
  const low = seconds <= LOW_TIME_SECONDS;
  return (
    <p
      role="timer"
      aria-label={`${seconds} seconds left`}
      className={`flex items-center gap-1.5 rounded-full px-3 py-1 font-bold text-lg tabular-nums ${
        low ? "bg-rose-100 dark:bg-tint text-rose-800 dark:text-rose-300" : tone.pill
      }`}
      data-testid={testId}
    >
      <Timer className="size-5" aria-hidden="true" />
      {seconds}s
    </p>
  );
}

/**
 * The time left of `total` seconds as a shrinking bar, moving smoothly unless the player asked for
 * reduced motion; screen readers are told once when the last seconds begin.
 */
export function TimeBar({ seconds, total, tone }: { seconds: number; total: number; tone: CountdownTone }) {
  const low = seconds <= LOW_TIME_SECONDS;
  return (
    <>
      <div className="mt-3 h-2 overflow-hidden rounded-full bg-surface-strong" aria-hidden="true">
        <div
          className={`h-full rounded-full transition-[width] duration-1000 ease-linear motion-reduce:transition-none ${
            low ? "bg-rose-600" : tone.bar
          }`}
          style={{ width: `${(Math.max(0, seconds) / total) * 100}%` }}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {low && seconds > 0 ? `${LOW_TIME_SECONDS} seconds left` : ""}
      </p>
    </>
  );
}
