import { Minus, Plus } from "lucide-react";
import { useId, useRef } from "react";
import { MAX_ROUNDS, MIN_ROUNDS, ROUND_DURATIONS, type RoundDuration } from "../../../../shared/catchphrase/constants";

const stepButton =
  "inline-flex size-11 items-center justify-center rounded-xl bg-surface text-brand-ink shadow-sm ring-1 ring-line transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-ink-faint disabled:shadow-none";

/**
 * The rounds stepper of the create form (MIN_ROUNDS..MAX_ROUNDS, steps of 1). A button that
 * reaches its end is disabled; if it had focus, focus moves to the other one instead of the page.
 */
export function RoundsStepper({ value, onChange }: { value: number; onChange: (rounds: number) => void }) {
  const fewer = useRef<HTMLButtonElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  const step = (by: number, event: React.MouseEvent<HTMLButtonElement>) => {
    const next = Math.min(MAX_ROUNDS, Math.max(MIN_ROUNDS, value + by));
    onChange(next);
    if (document.activeElement !== event.currentTarget) return;
    if (next === MIN_ROUNDS) more.current?.focus();
    if (next === MAX_ROUNDS) fewer.current?.focus();
  };
  return (
    <fieldset className="min-w-0">
      <legend className="block font-semibold text-ink-soft text-sm">Rounds</legend>
      <div className="mt-1.5 flex items-center justify-between gap-2 rounded-2xl bg-surface-sunken p-1.5">
        <button
          ref={fewer}
          type="button"
          aria-label="Fewer rounds"
          disabled={value <= MIN_ROUNDS}
          onClick={(event) => step(-1, event)}
          className={stepButton}
        >
          <Minus className="size-5" aria-hidden="true" />
        </button>
        <output
          aria-live="polite"
          data-testid="rounds-value"
          className="min-w-10 text-center font-extrabold text-2xl text-ink tabular-nums"
        >
          {value}
        </output>
        <button
          ref={more}
          type="button"
          aria-label="More rounds"
          disabled={value >= MAX_ROUNDS}
          onClick={(event) => step(1, event)}
          className={stepButton}
        >
          <Plus className="size-5" aria-hidden="true" />
        </button>
      </div>
    </fieldset>
  );
}

/**
 * The time-per-round choice: native radio buttons drawn as buttons, so arrow keys, the checked
 * state and the group name come from the browser.
 */
export function RoundDurationPicker({
  value,
  onChange,
}: {
  value: RoundDuration;
  onChange: (seconds: RoundDuration) => void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="block font-semibold text-ink-soft text-sm">Time per round</legend>
      <div className="mt-1.5 grid grid-cols-4 gap-1.5 rounded-2xl bg-surface-sunken p-1.5">
        {ROUND_DURATIONS.map((seconds) => (
          <label
            key={seconds}
            className="relative flex h-11 cursor-pointer items-center justify-center gap-0.5 rounded-xl text-ink-soft transition-colors hover:bg-surface has-checked:bg-brand-600 has-checked:text-white has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-focus has-focus-visible:outline-offset-2"
          >
            <input
              type="radio"
              name={name}
              value={seconds}
              checked={seconds === value}
              onChange={() => onChange(seconds)}
              aria-label={`${seconds} seconds`}
              className="absolute inset-0 cursor-pointer appearance-none rounded-xl focus-visible:outline-none"
            />
            <span aria-hidden="true" className="font-bold text-base tabular-nums">
              {seconds}
            </span>
            <span aria-hidden="true" className="text-xs opacity-80">
              s
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
