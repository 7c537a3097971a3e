import { ArrowLeft, ArrowRight, Heart, RotateCcw, X } from "lucide-react";
import { useEffect, useReducer, useRef } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { ShareWidget } from "../../share/share-widget";
import { CARDS } from "./content";
import {
  type Answer,
  CARD_ANIMATION_MS,
  INITIAL_STATE,
  type TruthsAction,
  type TruthsState,
  tinderTruths,
  verdict,
  yesCount,
} from "./logic";
import { SwipeCard } from "./swipe-card";

const reduce = (state: TruthsState, action: TruthsAction) => tinderTruths(state, action, CARDS.length);

/** Arrow keys answer unless the player is typing somewhere or holding a modifier. */
function arrowAnswer(event: KeyboardEvent): Answer | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const { target } = event;
  if (target instanceof Element && target.closest("input, textarea, select, [contenteditable='true']")) return null;
  if (event.key === "ArrowRight") return "yes";
  if (event.key === "ArrowLeft") return "no";
  return null;
}

/**
 * Tinder Truths (mini-games.md sections 2 and 4): an intro, twelve yes-or-no cards answered by
 * swipe, button or arrow key, each answer sending the card away for 0.5 s, then the results.
 */
export default function TinderTruths() {
  const [state, dispatch] = useReducer(reduce, INITIAL_STATE);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const leaving = state.phase === "playing" ? state.leaving : null;
  const playing = state.phase === "playing";

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => dispatch({ type: "settle" }), CARD_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  useEffect(() => {
    if (!playing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const answer = arrowAnswer(event);
      if (!answer) return;
      event.preventDefault();
      dispatch({ type: "choose", answer });
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [playing]);

  useEffect(() => {
    if (state.phase === "results") resultsHeading.current?.focus();
  }, [state.phase]);

  if (state.phase === "intro") {
    return (
      <section
        aria-labelledby="truths-intro"
        className="mx-auto max-w-2xl rounded-3xl bg-gradient-to-br from-fuchsia-700 to-rose-700 p-8 text-center text-white shadow-lg sm:p-12"
      >
        <Heart className="mx-auto size-12" aria-hidden="true" />
        <h2 id="truths-intro" className="mt-4 font-extrabold text-3xl">
          Ready to spill some dating truths?
        </h2>
        <p className="mx-auto mt-3 max-w-md text-white/95">
          There are {CARDS.length} cards and each wants an honest answer. Swipe right for yes and left for no, tap the
          buttons, or use the arrow keys.
        </p>
        <button
          type="button"
          className={buttonClass("light", "lg", "mt-8")}
          onClick={() => dispatch({ type: "start" })}
        >
          Start Swiping
        </button>
      </section>
    );
  }

  if (state.phase === "playing") {
    const card = CARDS[state.card];
    const next = CARDS[state.card + 1];
    if (!card) return null;
    const choose = (answer: Answer) => dispatch({ type: "choose", answer });
    const blocked = state.leaving !== null;
    return (
      // A card flying away is clipped at the page's edges instead of widening the page.
      <div className="-mx-4 overflow-x-clip px-4 pb-2 sm:-mx-6 sm:px-6">
        <section aria-label="Dating truth cards" className="mx-auto max-w-md">
          <p className="sr-only" role="status">
            Card {state.card + 1} of {CARDS.length}: {card.question}
          </p>
          <div className="flex items-center justify-between font-semibold text-ink-muted text-sm">
            <span data-testid="truths-count">
              {state.card + 1} / {CARDS.length}
            </span>
            <span>{yesCount(state.answers)} yes so far</span>
          </div>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-surface-strong" aria-hidden="true">
            <div
              className="h-full rounded-full bg-fuchsia-600 transition-[width] duration-300 motion-reduce:transition-none"
              style={{ width: `${(state.answers.length / CARDS.length) * 100}%` }}
            />
          </div>
          <div className="relative mt-6">
            {next ? (
              <div
                aria-hidden="true"
                className="absolute inset-0 translate-y-3 scale-95 rounded-3xl bg-gradient-to-br from-fuchsia-300 to-rose-300"
              />
            ) : null}
            <SwipeCard
              key={card.id}
              question={card.question}
              number={state.card + 1}
              total={CARDS.length}
              leaving={state.leaving}
              onSwipe={choose}
            />
          </div>
          <div className="mt-8 grid grid-cols-2 gap-4">
            <button
              type="button"
              aria-disabled={blocked}
              aria-keyshortcuts="ArrowLeft"
              className={buttonClass("secondary", "lg", "min-h-14 aria-disabled:opacity-60")}
              onClick={() => choose("no")}
            >
              <X className="size-5" aria-hidden="true" />
              No
            </button>
            <button
              type="button"
              aria-disabled={blocked}
              aria-keyshortcuts="ArrowRight"
              className={buttonClass("primary", "lg", "min-h-14 aria-disabled:opacity-60")}
              onClick={() => choose("yes")}
            >
              <Heart className="size-5" aria-hidden="true" />
              Yes
            </button>
          </div>
          <p className="mt-4 text-center text-ink-muted text-sm">
            Swipe the card right for yes or left for no. On a keyboard, press{" "}
            <kbd className="rounded border border-line-strong bg-surface-muted px-1.5 font-sans">
              <ArrowLeft className="inline size-3.5" aria-label="Left arrow" />
            </kbd>{" "}
            for no and{" "}
            <kbd className="rounded border border-line-strong bg-surface-muted px-1.5 font-sans">
              <ArrowRight className="inline size-3.5" aria-label="Right arrow" />
            </kbd>{" "}
            for yes.
          </p>
        </section>
      </div>
    );
  }

  const yes = yesCount(state.answers);
  const { title, message } = verdict(yes, CARDS.length);
  return (
    <div className="mx-auto max-w-2xl">
      <section
        aria-labelledby="truths-result"
        className="rounded-3xl bg-gradient-to-br from-fuchsia-700 to-rose-700 p-8 text-center text-white shadow-lg"
      >
        <p className="font-semibold text-sm text-white/90 uppercase tracking-widest">{title}</p>
        <h2
          id="truths-result"
          ref={resultsHeading}
          tabIndex={-1}
          className="mt-2 scroll-mt-24 font-extrabold text-3xl focus:outline-none"
        >
          You said yes to {yes} of {CARDS.length}
        </h2>
        <p className="mx-auto mt-3 max-w-md text-white/95">{message}</p>
      </section>
      <section aria-labelledby="truths-summary" className="mt-6 rounded-2xl border border-line bg-surface p-5">
        <h3 id="truths-summary" className="font-semibold text-ink">
          Your answers
        </h3>
        <ol className="mt-3 divide-y divide-line-soft">
          {CARDS.map((card, index) => {
            const answer = state.answers[index];
            return (
              <li key={card.id} className="flex items-center justify-between gap-4 py-2 text-sm">
                <span className="text-ink-soft">{card.question}</span>
                <span
                  className={`shrink-0 rounded-full px-3 py-0.5 font-bold ${answer === "yes" ? "bg-emerald-100 dark:bg-tint text-emerald-800 dark:text-emerald-300" : "bg-surface-sunken text-ink-soft"}`}
                >
                  {answer === "yes" ? "Yes" : "No"}
                </span>
              </li>
            );
          })}
        </ol>
      </section>
      <div className="mt-6 flex justify-center">
        <button type="button" className={buttonClass("primary", "lg")} onClick={() => dispatch({ type: "restart" })}>
          <RotateCcw className="size-5" aria-hidden="true" />
          Play Again
        </button>
      </div>
      <ShareWidget className="mt-6" game="tinder-truths" params={{ yes, total: CARDS.length }} />
    </div>
  );
}
