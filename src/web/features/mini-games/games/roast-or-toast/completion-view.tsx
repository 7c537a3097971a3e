import { Check, PartyPopper, RotateCcw, X } from "lucide-react";
import type { Ref } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { ShareWidget } from "../../share/share-widget";
import { ROUNDS, type RoastOrToastState, verdictLine, wonPoint } from "./logic";

type CompletionViewProps = {
  state: RoastOrToastState;
  headingRef: Ref<HTMLHeadingElement>;
  onPlayAgain: () => void;
  scenarioText: (index: number) => string;
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The end of a game: 'Game Completed!', the final score, each round's calls, Play Again and sharing. */
export function CompletionView({ state, headingRef, onPlayAgain, scenarioText }: CompletionViewProps) {
  return (
    <div className="mx-auto max-w-2xl">
      <section
        aria-labelledby="rot-completed"
        className="rounded-3xl bg-gradient-to-br from-rose-600 via-rose-700 to-orange-700 p-6 text-center text-white shadow-lg sm:p-10"
      >
        <PartyPopper className="mx-auto size-10" aria-hidden="true" />
        <h2
          id="rot-completed"
          ref={headingRef}
          tabIndex={-1}
          className="mt-3 font-extrabold text-3xl focus:outline-none sm:text-4xl"
        >
          Game Completed!
        </h2>
        <p className="mt-4 font-semibold text-white/90">Final score</p>
        <p className="font-extrabold text-6xl" data-testid="final-score">
          {state.score}
          <span className="text-3xl text-white/90"> / {ROUNDS}</span>
        </p>
        <p className="mt-3 text-lg">{verdictLine(state.score)}</p>
        <button type="button" className={buttonClass("light", "lg", "mt-6")} onClick={onPlayAgain}>
          <RotateCcw className="size-5" aria-hidden="true" />
          Play Again
        </button>
      </section>
      <section aria-labelledby="rot-rounds" className="mt-6 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <h3 id="rot-rounds" className="font-semibold text-ink">
          Your rounds
        </h3>
        <ol className="mt-3 divide-y divide-line-soft">
          {state.history.map((round, index) => {
            const agreed = wonPoint(round);
            return (
              <li key={round.scenario} className="flex items-start gap-3 py-3">
                <span
                  className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-white ${
                    agreed ? "bg-emerald-700" : "bg-slate-500"
                  }`}
                  aria-hidden="true"
                >
                  {agreed ? <Check className="size-4" /> : <X className="size-4" />}
                </span>
                <span>
                  <span className="block text-ink">
                    <span className="sr-only">Round {index + 1}: </span>
                    {scenarioText(round.scenario)}
                  </span>
                  <span className="block text-ink-muted text-sm">
                    You: {capitalised(round.choice)} · Crowd: {capitalised(round.crowd)}
                    <span className="sr-only">{agreed ? ", one point" : ", no point"}</span>
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      </section>
      <ShareWidget className="mt-6" game="roast-or-toast" params={{ score: state.score, rounds: ROUNDS }} />
    </div>
  );
}
