import { ArrowRight, Check, Lightbulb, RotateCcw, X } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { useMounted } from "../../../../lib/use-mounted";
import { ShareWidget } from "../../share/share-widget";
import { useFocusAfterMove } from "../../use-focus-after-move";
import { RIDDLES } from "./content";
import { feedback, INITIAL_STATE, type LeapAction, lateralLeap, percentOf } from "./logic";
import { RiddleOption } from "./riddle-option";

/**
 * Lateral Leap (mini-games.md sections 2 and 4): five riddles. Picking an option locks the riddle
 * and shows whether it was right with the explanation; Next Puzzle moves on; after the fifth, the
 * score with its verdict, Play Again and the share panel.
 */
export default function LateralLeap() {
  const [state, setState] = useState(INITIAL_STATE);
  // The page is prerendered: its buttons work only once the script has taken over.
  const ready = useMounted();
  // What a move brings on screen takes the focus: a new question's heading, the results.
  const { focusOnMount, moved } = useFocusAfterMove();

  const act = (action: LeapAction) => {
    moved();
    setState((current) => lateralLeap(current, action, RIDDLES));
  };

  if (state.phase === "results") {
    const total = RIDDLES.length;
    const percent = percentOf(state.score, total);
    const verdict = feedback(percent);
    return (
      <div className="mx-auto max-w-2xl">
        <section
          aria-labelledby="leap-result"
          className="rounded-3xl bg-gradient-to-br from-amber-700 to-orange-800 p-8 text-center text-white shadow-lg"
        >
          <Lightbulb className="mx-auto size-12" aria-hidden="true" />
          <p className="mt-4 font-semibold text-sm text-white/90 uppercase tracking-widest">{verdict.rating}</p>
          <h2
            id="leap-result"
            ref={focusOnMount}
            tabIndex={-1}
            className="mt-2 scroll-mt-24 font-extrabold text-3xl focus:outline-none"
          >
            You solved {state.score} of {total} riddles
          </h2>
          <p className="mt-1 font-semibold text-white/95">{Math.round(percent)}%</p>
          <p className="mx-auto mt-3 max-w-md text-lg text-white/95">{verdict.message}</p>
        </section>
        <div className="mt-6 flex justify-center">
          <button type="button" className={buttonClass("primary", "lg")} onClick={() => act({ type: "restart" })}>
            <RotateCcw className="size-5" aria-hidden="true" />
            Play Again
          </button>
        </div>
        <ShareWidget className="mt-6" game="lateral-leap" params={{ score: state.score, total }} />
      </div>
    );
  }

  const riddle = RIDDLES[state.riddle];
  if (!riddle) return null;
  const last = state.riddle === RIDDLES.length - 1;
  const right = state.chosen === riddle.answer;
  return (
    <section aria-labelledby="leap-riddle" className="mx-auto max-w-2xl">
      <div className="flex items-center justify-between font-semibold text-ink-muted text-sm">
        <span>
          Riddle {state.riddle + 1} of {RIDDLES.length}
        </span>
        <span>Score: {state.score}</span>
      </div>
      <div className="mt-3 rounded-3xl bg-gradient-to-br from-amber-700 to-orange-800 p-6 text-white shadow-lg sm:p-8">
        <h2
          key={riddle.id}
          id="leap-riddle"
          ref={focusOnMount}
          tabIndex={-1}
          className="scroll-mt-36 font-bold text-xl leading-relaxed focus:outline-none sm:text-2xl"
        >
          <span className="sr-only">
            Riddle {state.riddle + 1} of {RIDDLES.length}:{" "}
          </span>
          {riddle.question}
        </h2>
      </div>
      <ul className="mt-6 grid gap-3">
        {riddle.options.map((option, index) => (
          <li key={option}>
            <RiddleOption
              text={option}
              letter={"ABCD"[index] ?? ""}
              chosen={state.chosen === index}
              correct={riddle.answer === index}
              locked={state.chosen !== null}
              disabled={state.chosen !== null || !ready}
              onPick={() => act({ type: "answer", option: index })}
            />
          </li>
        ))}
      </ul>
      <div aria-live="polite" className="mt-6">
        {state.chosen !== null ? (
          <div
            className={`rounded-2xl border-2 p-5 ${right ? "border-emerald-600 bg-emerald-50 dark:bg-tint" : "border-rose-600 bg-rose-50 dark:bg-tint"}`}
          >
            <p
              className={`flex items-center gap-2 font-bold text-lg ${right ? "text-emerald-800 dark:text-emerald-300" : "text-rose-800 dark:text-rose-300"}`}
            >
              {right ? <Check className="size-5" aria-hidden="true" /> : <X className="size-5" aria-hidden="true" />}
              {right ? "Correct!" : "Not quite!"}
            </p>
            {right ? null : (
              <p className="mt-1 font-semibold text-ink-soft">The answer: {riddle.options[riddle.answer]}</p>
            )}
            <p className="mt-2 text-ink-soft">{riddle.explanation}</p>
          </div>
        ) : null}
      </div>
      {state.chosen !== null ? (
        <div className="mt-6 flex justify-end">
          <button
            ref={focusOnMount}
            type="button"
            className={buttonClass("primary", "lg")}
            onClick={() => act({ type: "next" })}
          >
            {last ? "See Results" : "Next Puzzle"}
            <ArrowRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
