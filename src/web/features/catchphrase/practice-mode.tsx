import { Check, Dumbbell, Play, RotateCcw, Square } from "lucide-react";
import { useEffect, useReducer, useRef } from "react";
import { TICK_MS } from "../../../shared/catchphrase/constants";
import { buttonClass } from "../../components/ui/button";
import { INITIAL_PRACTICE, practiceReducer, practiceResultText } from "./practice-state";

/**
 * The solo warm-up of the waiting screen (catchphrase.md section 2): a local countdown of one
 * round with practice words. It never talks to the server and never touches the real game.
 */
export function PracticeMode({ roundDuration }: { roundDuration: number }) {
  const [state, dispatch] = useReducer(practiceReducer, INITIAL_PRACTICE);
  const box = useRef<HTMLElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const running = state.phase === "running";

  useEffect(() => {
    if (!running) return;
    const interval = window.setInterval(() => dispatch({ type: "tick", now: Date.now() }), TICK_MS);
    return () => window.clearInterval(interval);
  }, [running]);

  // The button pressed goes away when the phase changes: hand focus to the new main button, but
  // only if focus was in this box (time running out must not pull focus from elsewhere).
  const phase = state.phase;
  const lastPhase = useRef(phase);
  useEffect(() => {
    if (lastPhase.current === phase) return;
    lastPhase.current = phase;
    const active = document.activeElement;
    if (active === document.body || box.current?.contains(active)) primary.current?.focus();
  }, [phase]);

  const start = () => dispatch({ type: "start", now: Date.now(), duration: roundDuration, roll: Math.random() });

  return (
    <section
      ref={box}
      aria-labelledby="practice-heading"
      className="rounded-3xl border border-brand-100 bg-brand-50 p-4 sm:p-6"
    >
      <div className="flex items-center gap-2">
        <Dumbbell className="size-5 text-brand-ink" aria-hidden="true" />
        <h2 id="practice-heading" className="font-bold text-lg text-ink">
          Practice Mode
        </h2>
      </div>
      <p className="mt-1 text-ink-muted text-sm">
        Warm up on your own while you wait: describe words out loud against the clock. Nothing here counts.
      </p>

      {state.phase === "idle" ? (
        <button
          ref={primary}
          type="button"
          onClick={start}
          className={buttonClass("primary", "md", "mt-4 w-full sm:w-auto")}
        >
          <Play className="size-4" aria-hidden="true" />
          Start Practice
        </button>
      ) : null}

      {state.phase === "running" ? (
        <div className="mt-4">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium text-ink-muted">
              Guessed: <span className="font-bold text-ink tabular-nums">{state.guessed}</span>
            </span>
            <span className="font-medium text-ink-muted">
              <span className="sr-only">Time left: </span>
              <span
                className={`font-bold tabular-nums ${state.secondsLeft <= 10 ? "text-accent-600 dark:text-pink-300" : "text-ink"}`}
              >
                {state.secondsLeft}s
              </span>
            </span>
          </div>
          <div
            className="mt-1 h-2 overflow-hidden rounded-full bg-surface"
            role="progressbar"
            aria-label="Practice time left"
            aria-valuemin={0}
            aria-valuemax={state.duration}
            aria-valuenow={state.secondsLeft}
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-1000 ease-linear"
              style={{ width: `${(state.secondsLeft / state.duration) * 100}%` }}
            />
          </div>
          <p
            aria-live="polite"
            className="mt-4 rounded-2xl bg-surface px-4 py-6 text-center font-extrabold text-2xl text-ink tracking-tight shadow-sm sm:text-3xl"
          >
            <span className="sr-only">Word: </span>
            {state.word}
          </p>
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            <button
              ref={primary}
              type="button"
              onClick={() => dispatch({ type: "guessed", roll: Math.random() })}
              className={buttonClass("primary", "md", "w-full")}
            >
              <Check className="size-4" aria-hidden="true" />
              Word Guessed
            </button>
            <button
              type="button"
              onClick={() => dispatch({ type: "stop" })}
              className={buttonClass("ghost", "md", "w-full border border-line bg-surface")}
            >
              <Square className="size-4" aria-hidden="true" />
              Stop Practice
            </button>
          </div>
        </div>
      ) : null}

      {state.phase === "finished" ? (
        <div className="mt-4 rounded-2xl bg-surface p-4 text-center shadow-sm">
          <p role="status" className="font-bold text-lg text-ink">
            {practiceResultText(state.guessed, state.duration)}
          </p>
          <button ref={primary} type="button" onClick={start} className={buttonClass("primary", "md", "mt-3")}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Practice Again
          </button>
        </div>
      ) : null}
    </section>
  );
}
