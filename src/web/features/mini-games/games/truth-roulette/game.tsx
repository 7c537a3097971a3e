import { Disc3, RefreshCw, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { Dialog } from "../../../../components/ui/dialog";
import { prefersReducedMotion, useReducedMotion } from "../../../../lib/reduced-motion";
import { useMounted } from "../../../../lib/use-mounted";
import { ShareWidget } from "../../share/share-widget";
import { CategoryFilter } from "./category-filter";
import { categoryStyle } from "./category-style";
import { CATEGORY_LABELS } from "./content";
import {
  currentQuestion,
  initialState,
  land,
  RESET_DELAY_MS,
  refresh,
  reset,
  setFilter,
  shownRotation,
  spinDuration,
  startSpin,
  type TruthRouletteState,
} from "./logic";
import { Wheel } from "./wheel";

/** Cancels every pending timer of the list and empties it. */
function clearTimers(timers: number[]) {
  for (const timer of timers) window.clearTimeout(timer);
  timers.length = 0;
}

/**
 * Truth Roulette (mini-games.md sections 2 and 4): a category filter, the wheel and its Spin button
 * ('Spinning...' and shut for the 3 s spin), the question it lands on with its category, a refresh
 * button for a new question at once, and a share dialog.
 */
export default function TruthRoulette() {
  const [state, setState] = useState<TruthRouletteState>(initialState);
  const [sharing, setSharing] = useState(false);
  // The prerendered HTML shows the controls shut until the page is live.
  const live = useMounted();
  const reducedMotion = useReducedMotion();
  const timers = useRef<number[]>([]);
  const spinButton = useRef<HTMLButtonElement>(null);
  const questionCard = useRef<HTMLElement>(null);
  // Set when a spin lands: the Spin button was shut while it had focus, so focus may need giving back.
  const refocusSpin = useRef(false);

  useEffect(() => () => clearTimers(timers.current), []);
  useEffect(() => {
    if (state.phase === "spinning" || !refocusSpin.current) return;
    refocusSpin.current = false;
    if (document.activeElement === document.body || document.activeElement === null) spinButton.current?.focus();
    // On a phone the question sits below the wheel: bring it into view (smoothly, unless the
    // visitor asks for reduced motion: the page's scroll-behavior decides).
    questionCard.current?.scrollIntoView({ block: "nearest" });
  }, [state.phase]);

  const spin = () => {
    const next = startSpin(state, Math.random);
    if (next === state) return;
    clearTimers(timers.current);
    setState(next);
    timers.current.push(
      window.setTimeout(() => {
        refocusSpin.current = true;
        setState(land);
        timers.current.push(window.setTimeout(() => setState(reset), RESET_DELAY_MS));
      }, spinDuration(prefersReducedMotion())),
    );
  };

  const spinning = state.phase === "spinning";
  const shut = spinning || !live;
  const question = currentQuestion(state);
  return (
    <div className="mx-auto max-w-4xl">
      <CategoryFilter
        value={state.filter}
        disabled={shut}
        onChange={(filter) => setState((current) => setFilter(current, filter))}
      />
      <div className="mt-6 grid items-center gap-6 md:mt-8 md:grid-cols-2 md:gap-8">
        <div className="flex flex-col items-center gap-5">
          <Wheel rotation={shownRotation(state, reducedMotion)} motion={state.motion} />
          <button
            ref={spinButton}
            type="button"
            className={buttonClass("primary", "lg", "min-w-48")}
            disabled={shut}
            onClick={spin}
          >
            <Disc3 className={`size-5 ${spinning ? "motion-safe:animate-spin" : ""}`} aria-hidden="true" />
            {spinning ? "Spinning..." : "Spin"}
          </button>
        </div>
        <section
          ref={questionCard}
          aria-labelledby="truth-heading"
          className="rounded-3xl bg-gradient-to-br from-violet-700 to-indigo-800 p-6 text-white shadow-lg sm:p-8"
        >
          <h2 id="truth-heading" className="font-semibold text-sm text-white/90 uppercase tracking-widest">
            Your truth
          </h2>
          <div aria-live="polite" className="mt-4 min-h-40">
            {spinning ? (
              <p className="font-bold text-2xl text-white/90">The wheel is spinning…</p>
            ) : question ? (
              <>
                <p>
                  <span className="sr-only">Category: </span>
                  <span
                    className={`inline-flex rounded-full px-3 py-1 font-bold text-sm ${categoryStyle[question.category].chip}`}
                    data-testid="truth-category"
                  >
                    {CATEGORY_LABELS[question.category]}
                  </span>
                </p>
                <p
                  className="mt-4 text-balance font-extrabold text-2xl leading-snug sm:text-3xl"
                  data-testid="truth-question"
                >
                  {question.question}
                </p>
              </>
            ) : (
              <p className="font-bold text-2xl">Press Spin to find out what you'll be answering.</p>
            )}
          </div>
          <div className="mt-6 flex items-center gap-3">
            <button
              type="button"
              className={buttonClass("onDark", "icon", "size-11")}
              disabled={shut}
              onClick={() => setState(refresh(state, Math.random))}
              aria-label="New question"
              title="New question"
            >
              <RefreshCw className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={buttonClass("light", "md", "min-h-11")}
              disabled={!question || spinning}
              onClick={() => setSharing(true)}
            >
              <Share2 className="size-4" aria-hidden="true" />
              Share
            </button>
          </div>
        </section>
      </div>
      {question ? (
        <Dialog
          open={sharing}
          onOpenChange={setSharing}
          title="Share this truth"
          description="Send the question to your friends and see who dares to answer."
        >
          <ShareWidget
            className="mt-4"
            game="truth-roulette"
            params={{ question: question.question }}
            heading="Share this question"
          />
        </Dialog>
      ) : null}
    </div>
  );
}
